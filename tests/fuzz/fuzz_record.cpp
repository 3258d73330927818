// Game records (RULES.md §8) as `rd replay` and the page read them: any text gives a Match
// or a message, never a crash or a hang; a record that is accepted replays again to itself.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "match.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  auto read = rd::replay_record(rd::standard_board(), text);
  if (auto* match = std::get_if<rd::Match>(&read)) {
    auto again = rd::replay_record(rd::standard_board(), match->record_text());
    if (!std::holds_alternative<rd::Match>(again) || std::get<rd::Match>(again).record_text() != match->record_text())
      std::abort();  // an accepted record must read back to itself
  } else if (rd::english(std::get<rd::Problem>(read)).empty()) {
    std::abort();  // a refusal always says why
  }
  return 0;
}
