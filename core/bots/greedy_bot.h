// A greedy heuristic player: builds toward its destination and walks along planks
// toward it. It judges plank lengths exactly (it reads the board's geometry), programs a
// fixed build-then-walk pattern, and looks no further than the current choice. It is a
// simple opponent that finishes games, and the baseline for stronger levels.
#pragma once
#include "bot.h"

namespace rd {

class GreedyBot : public Bot {
 public:
  // dragons: false for the rusher (exploiter_bots.h), which never plays one.
  explicit GreedyBot(uint64_t seed, bool dragons = true) : rng_(seed), dragons_(dragons) {}
  Choice choose(const State& state) override;
  Program choose_program(const State& state, int color) override;

 private:
  Rng rng_;
  bool dragons_;
  std::vector<Choice> legal_;
};

// The supports a pawn can walk to along planks on the board (bit per support), from its position.
uint64_t walkable_supports(const State& state, int color);

}  // namespace rd
