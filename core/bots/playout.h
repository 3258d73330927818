// Playing a game to its end with bots: shared by `rd`, the tests and the benchmarks.
#pragma once
#include <array>

#include "bot.h"
#include "match.h"
#include "must_accept.h"

namespace rd {

using Seats = std::array<Bot*, kColors>;  // by color; only colors in play are used

// Lets the bots answer every decision until someone wins or `max_rounds` rounds are
// complete. `apply(choice)` must apply the choice to the game that `state` is part of and
// return the rules' answer: a refused choice stops the program (must_accept.h), since the
// game would not move and the loop would wait forever. Returns the number of choices applied.
template <class ApplyFn>
long drive(const State& state, const Seats& bots, int max_rounds, ApplyFn&& apply) {
  long choices = 0;
  State round_start = state;  // as the round began (Bot::round_began): kept when a round starts
  while (!state.is_over() && state.round() <= max_rounds) {
    if (state.round() != round_start.round() && state.phase() == Phase::kProgramming) round_start = state;
    Bot& bot = *bots[state.actor()];
    bot.round_began(round_start);
    const Choice choice = bot.choose(state);
    must_accept(apply(choice), choice, state);
    ++choices;
  }
  return choices;
}

inline long play_out(Match& match, const Seats& bots, int max_rounds) {
  return drive(match.state(), bots, max_rounds, [&](const Choice& c) { return match.apply(c); });
}

inline long play_out(State& state, const Seats& bots, int max_rounds) {
  return drive(state, bots, max_rounds, [&](const Choice& c) { return state.apply(c); });
}

}  // namespace rd
