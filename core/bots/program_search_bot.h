// The shape both searching levels (`hard`, `master`) share: a search for the player's
// program, advanced a counted step at a time so that the page can spread it over frames
// (Bot::think_program) and a seed gives the same program however it is sliced; the targets
// during the resolution chosen by medium's judgment with an exact eye.
#pragma once
#include <cstdint>

#include "heuristic_bot.h"

namespace rd {

// How far below the best mean (route evaluation: about actions) a program still counts as
// about as good (near_best): online, the computers draw among those.
constexpr double kNearBest = 0.25;

class ProgramSearchBot : public Bot {
 public:
  Choice choose(const State& state) override;
  Program choose_program(const State& state, int color) override;
  bool think_program(const State& state, int color, int work) override;
  // One search, then `n` draws among near_best(): each of them once (in a random order), again
  // while n is not reached.
  std::vector<Program> program_draws(const State& state, int color, int n) override;
  // Its program is searched; its targets are medium's one-step look (master overrides).
  bool searches(const State& state) const override { return state.phase() == Phase::kProgramming; }

 protected:
  explicit ProgramSearchBot(uint64_t planner_seed);
  // A new search for `color`'s program in `state` (the rivals' programs still in it: the
  // search hides them from itself).
  virtual void begin(const State& state, int color) = 0;
  // One bounded piece of the search: start a rollout, play one decision of it, or score it.
  virtual void step() = 0;
  virtual bool finished() const = 0;
  // The program the finished search chose.
  virtual Program best() const = 0;
  // The finished search's programs it rates about as good as best() (best() among them):
  // a mean within kNearBest of best()'s, on as many rollouts as the search gave its last.
  virtual std::vector<Program> near_best() const = 0;

 private:
  HeuristicBot planner_;
  Rng draws_;  // program_draws' picks
  bool searching_ = false;  // a search is under way for this round and color
  int round_ = -1, color_ = -1;
};

}  // namespace rd
