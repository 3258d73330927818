// Playing a game to its end with bots: shared by `rd`, the tests and the benchmarks.
#pragma once
#include <array>

#include "bot.h"
#include "match.h"
#include "must_accept.h"
#include "rival_fit.h"

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
  RivalFit fit;                // the whole rounds' programs (Bot::rivals_seen)
  std::array<Program, kColors> locked{};
  while (!state.is_over() && state.round() <= max_rounds) {
    if (state.round() != round_start.round() && state.phase() == Phase::kProgramming) {
      fit.add(round_start, locked);
      round_start = state;
    }
    Bot& bot = *bots[state.actor()];
    bot.round_began(round_start);
    if (state.phase() == Phase::kProgramming) bot.rivals_seen(fit);
    const Choice choice = bot.choose(state);
    // The programs as they are locked (a lock may end the round at once), for the fit.
    for (int c = 0; c < kColors; ++c)
      if (state.phase() == Phase::kProgramming && state.has_program(c)) locked[size_t(c)] = state.program(c);
    if (choice.kind == Decision::kProgram) locked[size_t(state.actor())] = choice.program;
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

// Programs are locked at once in the rules (RULES.md §4): an oracle (registry.h, for
// measurement only) is asked for its program once every other player has locked theirs, so
// that its search sees them. `oracle`: by color.
inline void rivals_program_before_an_oracle(State& state, const Seats& bots, const std::array<bool, kColors>& oracle) {
  if (state.is_over() || state.phase() != Phase::kProgramming || !oracle[size_t(state.actor())]) return;
  for (int c = 0; c < kColors; ++c)
    if (state.in_play(c) && !oracle[size_t(c)] && !state.has_program(c)) {
      const Program p = bots[size_t(c)]->choose_program(state, c);
      must_accept(state.lock_program(c, p), Choice::make_program(p), state);
    }
}

// play_out, the oracles' rivals locking their programs first.
inline long play_out_with_oracles(State& state, const Seats& bots, const std::array<bool, kColors>& oracle, int max_rounds) {
  rivals_program_before_an_oracle(state, bots, oracle);
  return drive(state, bots, max_rounds, [&](const Choice& c) {
    const Refusal r = state.apply(c);
    rivals_program_before_an_oracle(state, bots, oracle);
    return r;
  });
}

}  // namespace rd
