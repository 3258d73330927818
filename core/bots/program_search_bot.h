// The shape both searching levels (`hard`, `master`) share: a search for the player's
// program, advanced a counted step at a time so that the page can spread it over frames
// (Bot::think_program) and a seed gives the same program however it is sliced; the targets
// during the resolution chosen by medium's judgment with an exact eye.
#pragma once
#include <cstdint>

#include "heuristic_bot.h"

namespace rd {

class ProgramSearchBot : public Bot {
 public:
  Choice choose(const State& state) override;
  Program choose_program(const State& state, int color) override;
  bool think_program(const State& state, int color, int work) override;
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

 private:
  HeuristicBot planner_;
  bool searching_ = false;  // a search is under way for this round and color
  int round_ = -1, color_ = -1;
};

}  // namespace rd
