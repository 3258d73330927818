#include "bot.h"

#include <utility>

#include "programs.h"

namespace rd {

std::vector<Program> Bot::program_draws(const State& state, int color, int n) {
  std::vector<Program> draws;
  for (int i = 0; i < n; ++i) draws.push_back(choose_program(state, color));
  return draws;
}

Program random_program(Hand hand, Rng& rng) { return complete_program(Program{}, 0, hand, rng); }

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
