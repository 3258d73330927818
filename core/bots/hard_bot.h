// The `hard` computer player: Monte Carlo over candidate programs. For each candidate it
// samples the rivals' secret programs (as `medium` would program them), plays the round
// out with `medium`'s choices for everyone, and scores the end of the round with the route
// evaluation; the candidate with the best mean wins. Targets are chosen like `medium`, but
// planks are judged exactly. Deterministic for a given seed.
#pragma once
#include <memory>
#include <optional>

#include "program_search_bot.h"

namespace rd {

struct HardSettings {
  int candidates = 16;  // programs tried (medium's own, variants, random ones)
  int samples = 3;      // rival programs sampled per candidate
  // The j-th sample of a candidate has its rivals program as the j-th of round_rollout.h's
  // rival models (medium, rusher, blocker), where false: medium for all.
  bool population = true;
  // The oracle (rd arena only, issue #47: the luck ceiling): its search sees the rivals'
  // programs locked before it, where hard's hides them. Never offered, never a level.
  bool sees_programs = false;
};

// The oracle: hard's search shown every program (rd arena locks the rivals' first).
HardSettings oracle_settings();

class HardBot : public ProgramSearchBot {
 public:
  HardBot(uint64_t seed, HardSettings settings = {});
  // The programs its search for `color`'s program in `state` would weigh (its first draws),
  // without searching: one of them is what choose_program() will answer.
  std::vector<Program> candidates(const State& state, int color) const;

 private:
  // One program search: the steps, their order and the random draws are the same however
  // the search is sliced, so the result depends only on the seed.
  struct Search {
    explicit Search(const State& seen_state) : seen(seen_state) {}
    int samples = 0;  // rival programs sampled per candidate
    int color = -1;
    int round = -1;
    State seen;  // the game as this player knows it
    std::vector<Program> candidates;
    std::vector<double> totals;
    int next = 0;                        // rollouts done: candidate next / samples
    std::optional<State> sim;            // the rollout being played
    std::optional<HeuristicBot> player;  // everyone's choices in it
  };
  void begin(const State& state, int color) override;
  void step() override;
  bool finished() const override;
  Program best() const override;
  std::vector<Program> near_best() const override;

  HardSettings settings_;
  Rng rng_;
  std::unique_ptr<Search> search_;
};

}  // namespace rd
