#include "card.h"

#include "color.h"
#include "programs.h"
#include "refusal.h"

namespace rd {

namespace {
constexpr std::array<std::string_view, kActionCards> kActionNames = {
    "stone1", "stone2", "plank1", "plank2", "remove", "move1", "move2", "jump"};
constexpr std::string_view kDragonPrefix = "dragon-";
}  // namespace

std::string card_name(int card) {
  if (is_dragon(card)) return std::string(kDragonPrefix) + std::string(color_name(dragon_target(card)));
  return std::string(kActionNames[card]);
}

std::optional<Card> parse_card(std::string_view name) {
  for (int c = 0; c < kActionCards; ++c)
    if (kActionNames[c] == name) return Card(c);
  if (name.substr(0, kDragonPrefix.size()) == kDragonPrefix)
    if (auto color = parse_color(name.substr(kDragonPrefix.size()))) return dragon_of(*color);
  return std::nullopt;
}

Hand hand_for(int color, uint8_t colors_in_play) {
  // The dragons run by color from kFirstDragon (dragon_of): the other colors' bits, shifted
  // there, are their dragons (the bots ask for hands at every decision).
  static_assert(dragon_of(1) == dragon_of(0) + 1 && kFirstDragon == kActionCards, "dragons by color after the actions");
  const unsigned self = color >= 0 && color < kColors ? 1u << color : 0;
  const unsigned others = colors_in_play & ~self;
  return Hand(((1u << kActionCards) - 1) | others << kFirstDragon);
}

ProgramFault draft_fault(const Draft& draft, Hand hand) {
  Hand used = 0;
  bool second_dragon = false;  // reported after the faults that come first in the draft
  for (int card : draft) {
    if (card == kNoCard) continue;
    if (card < 0 || card >= kCards) return ProgramFault::kNotInHand;
    // The rule is next_cards' (programs.h); the rest only says which part a card breaks.
    if (!(next_cards(hand, used) >> card & 1)) {
      if (!(hand >> card & 1)) return ProgramFault::kNotInHand;
      if (used >> card & 1) return ProgramFault::kTwice;
      second_dragon = true;  // the only other card next_cards leaves out
    }
    used |= Hand(1u << card);
  }
  return second_dragon ? ProgramFault::kTwoDragons : ProgramFault::kNone;
}

Refusal fault_refusal(ProgramFault fault) {
  switch (fault) {
    case ProgramFault::kNone: return refusal::kNone;
    case ProgramFault::kNotInHand: return refusal::kCardNotInHand;
    case ProgramFault::kTwice: return refusal::kCardTwice;
    case ProgramFault::kTwoDragons: return refusal::kTwoDragons;
  }
  return refusal::kNone;
}

Refusal program_problem(const Program& program, Hand hand) {
  Draft draft;
  for (int i = 0; i < kSlots; ++i) {
    if (program[i] < 0) return fault_refusal(ProgramFault::kNotInHand);  // a full program has no empty slot
    draft[i] = program[i];
  }
  return fault_refusal(draft_fault(draft, hand));
}

}  // namespace rd
