// Board files: any text gives a board or "invalid board: ...", never a crash or a hang.
// A board that loads is usable: a game can start on it and list its first choices.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "board.h"
#include "state.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto parsed = rd::parse_board(std::string_view(reinterpret_cast<const char*>(data), size));
  if (auto* why = std::get_if<std::string>(&parsed)) {
    if (why->rfind("invalid board: ", 0) != 0) std::abort();
    return 0;
  }
  const rd::Board& board = std::get<rd::Board>(parsed);
  rd::State s(board, {2, rd::Variant::kStandard, rd::kPink});
  (void)s.legal_choices();
  return 0;
}
