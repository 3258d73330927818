// What the log and the headings call each player. At an online table a person's seat is
// called by the name its player gave (friends know each other by name, not by color); a
// computer's seat, every seat of a game on one device, and a name two seats share are
// called by the seat's color. The color is still beside every log line, as its disc.
#pragma once
#include <array>
#include <string>

#include "said.h"
#include "state.h"

namespace rdweb {

// By color: a name, or "" where the color is the name.
using PlayerNames = std::array<std::string, rd::kColors>;

// The player of `color`: its name in `names`, else the color's name ("Blue").
std::string player_word(const PlayerNames& names, int color);
// The same as a placeholder `key` of a message worded when shown (said.h): the name, or the
// color's name in the language of the moment.
SaidArg player_arg(const char* key, const PlayerNames& names, int color);

// No names: every player called by the color (games on one device, records and their replays).
const PlayerNames& no_names();

}  // namespace rdweb
