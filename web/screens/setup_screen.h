// The setup screen: players, who plays each seat, board side, first player, speed.
#pragma once
#include <string>

#include "logic/game_config.h"
#include "logic/session.h"
#include "ui/style.h"

namespace rdweb {

enum class SetupAction { kNone, kStart, kPlayOnline, kResume, kCancelPlayOn, kOpenFile, kWatchLast, kTutorial, kNoTutorial, kHowTo };

// What the setup screen shows besides the setup itself (`confirm_new` it may set).
struct SetupContext {
  const std::string& problem;  // a bad link, file or saved game
  const Session* paused;       // the game in progress, or null
  bool& confirm_new;           // asking before a new game ends the one in progress
  int play_on_round;           // > 0: the new game plays on from a record (its table is fixed)
  int play_on_slot;            // and from this slot (1-5), or 0 from the round's programming
  bool has_last_game;
  bool offer_tutorial = false;  // a first visit: the tutorial is offered in view (not yet taken or declined)
};

// The table as it will be, behind the setup: villages of the colors in play, on its side.
void draw_preview(const GameConfig& config);
// A game's board behind a box, over the whole screen.
void draw_board_behind(const rd::State& state);
// The setup's box, centred over the preview (ImGui::End closes it).
void begin_setup_window(const char* name);

// The player may start a game with `config`, resume the paused game, open a record or
// watch the last game. Starting over a game in progress asks first.
SetupAction draw_setup_screen(GameConfig& config, const SetupContext& view, const Fonts& fonts);
// Playing on from a record's position (issue #23 §7: one clear step): where it goes on, who
// plays each seat, the speed, then Play on (kStart) or Back to the replay (kCancelPlayOn).
SetupAction draw_play_on_screen(GameConfig& config, const SetupContext& view, const Fonts& fonts);

}  // namespace rdweb
