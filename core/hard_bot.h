// The `hard` computer player: Monte Carlo over candidate programs. For each candidate it
// samples the rivals' secret programs (as `medium` would program them), plays the round
// out with `medium`'s choices for everyone, and scores the end of the round with the route
// evaluation; the candidate with the best mean wins. Targets are chosen like `medium`, but
// planks are judged exactly. Deterministic for a given seed.
#pragma once
#include <memory>

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
  bool think_program(const State& state, int color, int work) override;

 private:
  // One program search, done a rollout at a time (the same rollouts, in the same order,
  // however it is sliced, so the result depends only on the seed).
  struct Search {
    int round = -1, color = -1;
    State seen;
    std::vector<Program> candidates;
    std::vector<double> totals;
    int next = 0;  // rollouts done: candidate next / samples, sample next % samples
  };
  void begin(const State& state, int color);
  bool searching(const State& state, int color) const;
  bool finished() const;
  double play_round(const State& start, int color, const Program& mine, uint64_t seed);

  HardSettings settings_;
  Rng rng_;
  HeuristicBot planner_;  // medium's judgment, with an exact eye, for targets
  std::unique_ptr<Search> search_;
};

}  // namespace rd
