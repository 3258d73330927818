// A choice the program made itself (a computer player's, a preview's, a replayed history's
// that it just recorded) is legal by construction: if the rules refuse it, the program is
// broken, not the game. Going on would hide the bug (a refused choice changes nothing, so
// a loop that waits for the game to move would spin forever): stop loudly instead.
#pragma once
#include "choice.h"
#include "refusal.h"
#include "state.h"

namespace rd {

// Prints the refusal, the choice and `state` (where it was refused) to stderr and aborts.
[[noreturn]] void refused_by_rules(Refusal why, const Choice& choice, const State& state);

// Nothing when `why` is no refusal; else refused_by_rules(). Inline: the bots call it in
// their hot loops, where it costs one comparison.
inline void must_accept(Refusal why, const Choice& choice, const State& state) {
  if (why) refused_by_rules(why, choice, state);
}

}  // namespace rd
