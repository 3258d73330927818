// Every player's program row: the cards turned over, the slot being played, the dragons and
// the cards they cancelled (the game's panel, the replay viewer, How to play's pictures).
#pragma once
#include <array>
#include <cstdint>
#include <string>

#include "logic/session.h"
#include "state.h"

namespace rdweb {

// The colors in `open` (a bit per color) show their whole program, the others only what is
// revealed. `names`: what to call each row's player (player_names.h: an online table's
// players by name); a name wider than one and a half times the longest color name is cut with "…".
// `played`: `s` is a round as it was played (round_as_played.h), no slot of it under way.
void program_rows(const rd::State& s, uint8_t open, const PlayerNames& names = no_names(), bool played = false);
// In a game: one human alone sees their own whole program; with several, only what is revealed.
uint8_t open_programs(const Session& session);

}  // namespace rdweb
