// The `easy` and `medium` computer players: one-step lookahead on the route evaluation
// (evaluation.h) for every target, and programs built from the route's needs.
//
// Plank choice follows the human rule: the plank is committed before seeing where it fits.
// These levels judge the gap by eye: they estimate the length the next span on their route
// needs with an error (medium: small, easy: large) and pick the shortest plank they think
// long enough, so they sometimes pick one too short. `easy` also makes a random choice now
// and then, and programs less carefully.
#pragma once
#include <string>

#include "bot.h"

namespace rd {

struct HeuristicLevel {
  double eye_error;      // standard deviation of the length estimate, board units
  double blunder;        // chance of a random target instead of the best one
  double sloppy_program; // chance of a random program
  bool dragons;          // plays dragons against the leading rival
  int looked = 48;       // expert stone spots looked at (a seeded sample of hundreds)
};

class HeuristicBot : public Bot {
 public:
  HeuristicBot(const HeuristicLevel& level, uint64_t seed) : level_(level), rng_(seed) {}
  Choice choose(const State& state) override;
  Program choose_program(const State& state, int color) override;

  static HeuristicLevel easy() { return {0.9, 0.2, 0.3, false}; }
  static HeuristicLevel medium() { return {0.2, 0.0, 0.0, true}; }

 private:
  Choice pick_plank(const State& state);
  double gaussian();

  HeuristicLevel level_;
  Rng rng_;
  std::vector<Choice> legal_;
};

}  // namespace rd
