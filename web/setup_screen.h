// The setup screen: players, who plays each seat, board side, first player, speed.
#pragma once
#include <string>

#include "game_config.h"
#include "game_screen.h"

namespace rdweb {

// Returns true when the player asks to start the game with `config`.
bool draw_setup_screen(GameConfig& config, const std::string& problem, const Fonts& fonts);

}  // namespace rdweb
