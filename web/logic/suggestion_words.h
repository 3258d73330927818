// Why a suggested program (suggestion.h) starts as it does, in a line for the player: its
// first two cards and the gap ahead on the player's shortest way across (the route the
// computers plan with, rd::progress): building toward it, or walking a way already bridged;
// and whom its dragon cancels, if it holds one.
#pragma once
#include <array>
#include <string>

#include "state.h"

namespace rdweb {

std::string suggestion_words(const rd::State& state, int color, const rd::Program& program);
// The two supports of the gap ahead that the line names ({-1, -1} when the way is bridged):
// lit on the board while the line shows, since no island shows its number there (a playtest
// on a phone: "island 10" could be found nowhere).
std::array<int, 2> suggestion_gap(const rd::State& state, int color);

}  // namespace rdweb
