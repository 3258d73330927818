// How far a player is from winning: the cheapest route from its pawn to its destination
// over the supports, counting planks still to lay, stones still to place and steps to walk,
// plus the removes needed to fetch planks (beyond the reserve) and stones (when the common
// reserve is empty). On the standard side a route that needs more long planks than the
// player can lay hands on is penalised and another is sought: this is what keeps the bots
// from stalling when the river fills with stones and planks leave the game.
// The AI levels plan with it; it reads only the board, never another player's program.
#pragma once
#include <vector>

#include "state.h"

namespace rd {

struct Progress {
  double cost = 0;      // in actions, roughly, along the cheapest route
  int first_span = -1;  // the first span on that route still needing a plank (pair index), or -1
  int spans = 0;        // spans on the route still needing a plank
  int stones = 0;       // stones the first such span still needs (0 to 2)
  int need = 0;         // the shortest plank number that spans it (7: none, open water)
  bool open_water = false;  // expert: no plank reaches; a stone must go in between first
  int steps = 0;        // planks already there that the pawn can walk before the first gap
};

// Standard side: spans from the board's table; expert: spans between the stones already there,
// plus an estimate for open water.
Progress progress(const State& state, int color);

// The length a plank needs to span supports a and b (RULES.md §7).
double span_need(const State& state, int a, int b);
// The longest plank in a color's reserve, as a plank number (0 if empty).
int longest_plank(const State& state, int color);

// Higher is better for `color`: 0.3 x the best rival's remaining cost minus its own. Own
// progress weighs more, so that planks both routes share are kept, not fought over
// (tuned with rd arena: at equal weights two medium players rarely finished a game).
double evaluate(const State& state, int color);
constexpr double kRivalWeight = 0.3;  // evaluate()'s weight on the best rival's remaining cost
// The same with another weight on the best rival's remaining cost.
double evaluate(const State& state, int color, double rival_weight);
// evaluate(state.preview(c), color, rival_weight) for each of `choices`, in order, the same
// numbers to the last bit, for less work where a choice only puts a stone on the standard
// side (the board's graph of supports made once, not once a spot).
// Evaluations are cached by table (State::table_key), giving the same values; tests turn
// the cache off to compare (it neither keeps nor gives values while off).
void use_evaluation_cache(bool on);
void evaluate_previews(const State& state, const std::vector<Choice>& choices, int color, double rival_weight, std::vector<double>& out);

}  // namespace rd
