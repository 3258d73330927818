// Lines of the fixed-seed table (tests/fixed_seed_games.txt): any line gives a game spec or
// a message; a spec written back reads back the same.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "seeded_game.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string line(reinterpret_cast<const char*>(data), size);
  auto spec = rd::parse_game_spec(line);
  if (auto* s = std::get_if<rd::GameSpec>(&spec)) {
    auto again = rd::parse_game_spec(rd::game_spec_text(*s));
    if (!std::holds_alternative<rd::GameSpec>(again) || rd::game_spec_text(std::get<rd::GameSpec>(again)) != rd::game_spec_text(*s))
      std::abort();
  } else if (std::get<std::string>(spec).empty()) {
    std::abort();
  }
  return 0;
}
