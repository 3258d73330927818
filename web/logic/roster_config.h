// What the page makes of an online table's roster (core/online): the game it sets up, and
// the words the lobby names its players by.
#pragma once
#include <string>
#include <vector>

#include "game_config.h"
#include "lobby.h"
#include "online_game.h"

namespace rdweb {

// The game a roster sets up, as the page's games are set up (game_config.h): its players,
// side, first player (-1: drawn by the table) and seats (a computer's level; the rest human).
GameConfig roster_config(const rd::Roster& roster);

// The players who have not said they are ready (OnlineGame::unready_seats), by name, or by
// color where two share a name.
std::vector<std::string> unready_names(const rd::OnlineGame& game);

}  // namespace rdweb
