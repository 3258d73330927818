// A round as it was played, for the panel while the next one is programmed (a newcomer's
// playtest: the last slot's cards vanished at once with the new round, and what the dragons
// cancelled could only be read in the log).
#pragma once
#include <optional>

#include "match.h"

namespace rdweb {

// The game just before the last choice of `round` (1-based) in `match`: every program of
// that round locked, with what the dragons cancelled (State::cancelled_by reads the programs),
// the resolution at its last choice, which may come before slot 5 when slot 5 needed no choice
// (program_rows' `played` turns all five over). Nothing if that round has not ended (or ended
// the game), or had no choice after its last lock. Replays the history from the start: call it
// once per state of the history, not every frame.
std::optional<rd::State> round_as_played(const rd::Match& match, int round);

}  // namespace rdweb
