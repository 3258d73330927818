#include "program_warnings.h"

#include <cstdio>

namespace rdweb {

std::vector<ProgramWarning> program_warnings(const rd::State& state, int color, const rd::Draft& draft) {
  std::vector<ProgramWarning> out;
  const auto dooms = rd::foreseen_losses(state, color, draft);
  for (int k = 0; k < rd::kSlots; ++k)
    if (dooms[k] != rd::Doom::kNone) out.push_back({k, dooms[k]});
  return out;
}

const char* doom_name(rd::Doom doom) {
  switch (doom) {
    case rd::Doom::kNone: return "none";
    case rd::Doom::kNoStoneLeft: return "no-stone-left";
    case rd::Doom::kNoRoomForStone: return "no-room-for-stone";
    case rd::Doom::kNoPlankLeft: return "no-plank-left";
    case rd::Doom::kPlankHasNoPlace: return "plank-has-no-place";
    case rd::Doom::kNothingToRemove: return "nothing-to-remove";
    case rd::Doom::kNowhereToStep: return "nowhere-to-step";
    case rd::Doom::kNobodyToJump: return "nobody-to-jump";
  }
  return "none";
}

std::string warning_words(int slot, rd::Doom doom) {
  // TEXT: converted to language keys once they land
  const char* words = "";
  switch (doom) {
    case rd::Doom::kNone: return "";
    case rd::Doom::kNoStoneLeft: words = "no stone left in the reserve: this card will do nothing"; break;
    case rd::Doom::kNoRoomForStone: words = "no island is free for a stone: this card will do nothing"; break;
    case rd::Doom::kNoPlankLeft: words = "your reserve has no plank left: this card will do nothing"; break;
    case rd::Doom::kPlankHasNoPlace: words = "no two stones could hold a plank yet: the plank you pick would leave the game"; break;
    case rd::Doom::kNothingToRemove: words = "nothing on the board can be removed: this card will do nothing"; break;
    case rd::Doom::kNowhereToStep: words = "no free plank next to your pawn: it would fall into the river"; break;
    case rd::Doom::kNobodyToJump: words = "nobody to jump over next to your pawn: it would fall into the river"; break;
  }
  char buf[256];
  std::snprintf(buf, sizeof buf, "Slot %d: %s (unless others change the board first)", slot + 1, words);
  return buf;
}

}  // namespace rdweb
