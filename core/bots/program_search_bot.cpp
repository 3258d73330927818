#include "program_search_bot.h"

#include "round_rollout.h"

namespace rd {

ProgramSearchBot::ProgramSearchBot(uint64_t planner_seed) : planner_(exact_eye(), planner_seed), draws_(planner_seed ^ 0x5eed) {}

Choice ProgramSearchBot::choose(const State& s) {
  if (s.decision() == Decision::kProgram) return Choice::make_program(choose_program(s, s.actor()));
  return planner_.choose(s);
}

bool ProgramSearchBot::think_program(const State& state, int color, int work) {
  if (!searching_ || round_ != state.round() || color_ != color) {
    begin(state, color);
    searching_ = true, round_ = state.round(), color_ = color;
  }
  for (; work > 0 && !finished(); --work) step();
  return finished();
}

Program ProgramSearchBot::choose_program(const State& state, int color) {
  while (!think_program(state, color, 1 << 20)) {
  }
  searching_ = false;
  return best();
}

std::vector<Program> ProgramSearchBot::program_draws(const State& state, int color, int n) {
  while (!think_program(state, color, 1 << 20)) {
  }
  searching_ = false;
  // Every program about as good is drawn (in a shuffled order, so that which are drawn twice
  // is by chance), up to n: drawing with replacement would often draw one of two n times.
  std::vector<Program> near = near_best();
  for (size_t i = near.size(); i > 1; --i) std::swap(near[i - 1], near[draws_.below(uint32_t(i))]);
  std::vector<Program> draws;
  for (int i = 0; i < n; ++i) draws.push_back(near[size_t(i) % near.size()]);
  return draws;
}

}  // namespace rd
