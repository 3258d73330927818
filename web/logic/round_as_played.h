// A round as it was played, for the panel while the next one is programmed (a newcomer's
// playtest: the last slot's cards vanished at once with the new round, and what the dragons
// cancelled could only be read in the log).
#pragma once
#include <optional>

#include "match.h"

namespace rdweb {

// The game just before the last choice of `round` (1-based) in `match`: every card of that
// round turned over, with what the dragons cancelled. Nothing if that round has not ended
// (or ended the game). Replays the history from the start: call it once per round.
std::optional<rd::State> round_as_played(const rd::Match& match, int round);

}  // namespace rdweb
