// The setup screen: players, who plays each seat, board side, first player, speed.
#pragma once
#include <string>

#include "game_config.h"
#include "game_screen.h"

namespace rdweb {

enum class SetupAction { kNone, kStart, kResume };

// The player may start a game with `config`, or resume `paused` (the game in progress,
// or null). Starting over a game in progress asks first: `confirm_new` is that question.
SetupAction draw_setup_screen(GameConfig& config, const std::string& problem, const Session* paused, bool& confirm_new,
                              const Fonts& fonts);

}  // namespace rdweb
