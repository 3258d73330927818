// The game screen: the board to scale, the players' programs, the reserves, the log,
// and whatever the human whose turn it is must do (program, or pick a target).
#pragma once
#include "logic/session.h"
#include "screens/game_ui.h"
#include "ui/style.h"

namespace rdweb {

constexpr double kSpinnerStepMs = 150;  // the "is thinking" spinner turns a step this often

// What the player asked for that is not the game's to do: kPlayAgain, kLeaveToSetup (to the
// setup screen, a game in progress staying resumable), kWatchReplay, kDownload, kCopyLink,
// kTutorial (from the menu: a game in progress stays resumable), kHowTo.
enum class GameAction { kNone, kPlayAgain, kLeaveToSetup, kWatchReplay, kDownload, kCopyLink, kTutorial, kHowTo };

GameAction draw_game_screen(Session& session, GameUi& ui, const Fonts& fonts, double now_ms);

}  // namespace rdweb
