// The game's events told in plain words for the log ("Blue's dragon cancels Pink's Move 1").
#pragma once
#include <string>

#include "player_names.h"
#include "said.h"
#include "state.h"
#include "text.h"

namespace rdweb {

std::string position_words(int position);
std::string support_words(const rd::State& state, int support);
// A stone's place as a label (the board's tooltip): "Island 5", "Stone S3", with no article.
std::string support_label(const rd::State& state, int support);
std::string plank_words(int plank);
// One sentence for an event, or "" for events the log does not tell. `state` is the
// state right after the event's choice was applied; the players called as `names` say.
std::string describe(const rd::State& state, const rd::Event& event, const PlayerNames& names = no_names());
// describe()'s sentence for a plank that fits nowhere (EventKind::kPlankLost) as a message
// worded when shown (said.h): the reserves' panel tells it on its own.
Said plank_lost_said(const rd::Event& event, const PlayerNames& names);

}  // namespace rdweb
