// The `easy` and `medium` computer players: one-step lookahead on the route evaluation
// (evaluation.h) for every target, and programs built from the route's needs.
//
// Plank choice follows the human rule: the plank is committed before seeing where it fits.
// These levels judge the gap by eye: they estimate the length the next span on their route
// needs with an error (medium: small, easy: large) and pick the shortest plank they think
// long enough, so they sometimes pick one too short. When the next span is not ready (its
// stones are missing) they give up their shortest plank, which will go elsewhere or out of
// the game.
//
// `easy` builds sensibly but walks clumsily (half of its steps go a random legal way) and
// never aims dragons; `medium` aims its dragon at the rival closest to winning, and when that
// rival is about to win, half the time at the slot where it guesses the rival's key card.
// (Tuned with rd arena: always guessing the slot made two medium players block each other
// for ever; random targets for easy everywhere made it lose its planks and stall.)
#pragma once
#include <string>

#include "bot.h"

namespace rd {

struct HeuristicLevel {
  double eye_error;      // standard deviation of the length estimate, board units
  double stray;          // chance of a random step or jump instead of the best one
  bool dragons;          // plays dragons against the leading rival
  int looked = 48;       // expert stone spots looked at (a seeded sample of hundreds)
};

// The slot of a guessed program that matters most to its player: a move when its route is
// built, else a plank, else a stone (the last slot when it holds none of those). Where a
// dragon aimed at that player does most harm.
int key_card_slot(const Program& guess, bool route_built);

class HeuristicBot : public Bot {
 public:
  HeuristicBot(const HeuristicLevel& level, uint64_t seed) : level_(level), rng_(seed) {}
  Choice choose(const State& state) override;
  Program choose_program(const State& state, int color) override;

  static HeuristicLevel easy() { return {0.9, 0.5, false}; }
  static HeuristicLevel medium() { return {0.2, 0.0, true}; }

 private:
  Choice pick_plank(const State& state);
  int key_slot(const State& state, int rival, bool route_built);
  double gaussian();

  HeuristicLevel level_;
  Rng rng_;
  std::vector<Choice> legal_;
  std::vector<double> values_;  // of legal_, by the route evaluation
};

}  // namespace rd
