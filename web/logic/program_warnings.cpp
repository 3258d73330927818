#include "program_warnings.h"


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

// By rd::Doom (kNone has no words).
constexpr Text kWarningKeys[] = {Text::kWarnBoardNow,        Text::kWarnNoStoneLeft,     Text::kWarnNoRoomForStone,
                                 Text::kWarnNoPlankLeft,     Text::kWarnPlankHasNoPlace, Text::kWarnNothingToRemove,
                                 Text::kWarnNowhereToStep,   Text::kWarnNobodyToJump};

Text warning_key(rd::Doom doom) { return kWarningKeys[int(doom)]; }

std::string warning_words(int slot, rd::Doom doom) {
  if (doom == rd::Doom::kNone) return "";
  return format(warning_key(doom), {{"slot", slot + 1}});
}

}  // namespace rdweb
