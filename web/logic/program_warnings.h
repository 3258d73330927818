// The words of the warnings shown while a program is composed (issue #12 §3): one per card
// that the board now dooms to a loss (rd::foreseen_losses decides which).
#pragma once
#include <string>
#include <vector>

#include "foresight.h"
#include "text.h"

namespace rdweb {

struct ProgramWarning {
  int slot;  // 0-based
  rd::Doom doom;
};
// The doomed cards of `color`'s draft, in slot order.
std::vector<ProgramWarning> program_warnings(const rd::State& state, int color, const rd::Draft& draft);
// "Slot 2: …", in the current language.
std::string warning_words(int slot, rd::Doom doom);
// Its text key (kWarnBoardNow for kNone: the line that says the warnings judge the board now).
Text warning_key(rd::Doom doom);
// The doom's name for window.rdTest ("plank-has-no-place").
const char* doom_name(rd::Doom doom);

}  // namespace rdweb
