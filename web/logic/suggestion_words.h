// Why a suggested program (suggestion.h) starts as it does, in a line for the player: its
// first two cards and the gap ahead on the player's shortest way across (the route the
// computers plan with, rd::progress): building toward it, or walking a way already bridged;
// and whom its dragon cancels, if it holds one.
#pragma once
#include <string>

#include "state.h"

namespace rdweb {

std::string suggestion_words(const rd::State& state, int color, const rd::Program& program);

}  // namespace rdweb
