// The `hard` computer player: Monte Carlo over candidate programs. For each candidate it
// samples the rivals' secret programs (as `medium` would program them), plays the round
// out with `medium`'s choices for everyone, and scores the end of the round with the route
// evaluation; the candidate with the best mean wins. Targets are chosen like `medium`, but
// planks are judged exactly. Deterministic for a given seed.
#pragma once
#include "heuristic_bot.h"

namespace rd {

struct HardSettings {
  int candidates = 16;  // programs tried (medium's own, variants, random ones)
  int samples = 3;      // rival programs sampled per candidate
};

class HardBot : public Bot {
 public:
  HardBot(uint64_t seed, HardSettings settings = {});
  Choice choose(const State& state) override;
  Program choose_program(const State& state, int color) override;

 private:
  double play_round(const State& start, int color, const Program& mine, uint64_t seed);

  HardSettings settings_;
  Rng rng_;
  HeuristicBot planner_;  // medium's judgment, with an exact eye, for targets
};

}  // namespace rd
