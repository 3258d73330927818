// Why a suggested program (suggestion.h) starts as it does, in a line for the player: where
// its first two cards lead on the player's shortest way across (the route the computers plan
// with, rd::progress), and whom its dragon cancels, if it holds one.
#pragma once
#include <string>

#include "state.h"

namespace rdweb {

std::string suggestion_words(const rd::State& state, int color, const rd::Program& program);

}  // namespace rdweb
