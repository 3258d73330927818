// The replay viewer: a recorded game's board, programs and log at any point, stepped one
// choice at a time, by round, with a slider or played at the game's speeds; seen whole or
// as one player saw it.
#pragma once
#include <string>

#include "logic/game_config.h"
#include "board/board_view.h"
#include "logic/said.h"
#include "ui/style.h"
#include "logic/timeline.h"

namespace rdweb {

// What the viewer's controls hold (not game state: the game is the Timeline).
struct ReplayUi {
  bool playing = false;
  double next_ms = 0;  // when playing: the time of the next step
  Speed speed = Speed::kNormal;
  int viewpoint = -1;  // -1: everything revealed, else the color whose view is shown
  Said notice;         // a link or file that could not be opened while watching
  BoardView view;      // the zoom on the board, as in a game
  bool board_press = false;
};

enum class ReplayAction { kNone, kClose, kPlayOn };

ReplayAction draw_replay_screen(Timeline& timeline, ReplayUi& ui, const Fonts& fonts, double now_ms);

}  // namespace rdweb
