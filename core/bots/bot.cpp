#include "bot.h"

#include <utility>

namespace rd {

Program random_program(Hand hand, Rng& rng) {
  std::array<Card, kCards> cards;
  int n = 0;
  for (int c = 0; c < kCards; ++c)
    if (hand >> c & 1) cards[n++] = Card(c);
  // Rejection sampling over ordered 5-card draws keeps programs uniform.
  for (;;) {
    Program p;
    for (int i = 0; i < kSlots; ++i) {
      const int k = i + int(rng.below(uint32_t(n - i)));
      std::swap(cards[i], cards[k]);
      p[i] = cards[i];
    }
    if (!program_problem(p, hand)) return p;  // five different cards from the hand: only a second dragon is refused
  }
}

int unaimed_dragon_slot(Rng& rng) {
  constexpr int kLateSlots = 3;
  return kSlots - kLateSlots + int(rng.below(kLateSlots));
}

Choice RandomBot::choose(const State& state) {
  if (state.decision() == Decision::kProgram) return Choice::make_program(choose_program(state, state.actor()));
  state.legal_choices(scratch_);
  return scratch_[rng_.below(uint32_t(scratch_.size()))];
}

}  // namespace rd
