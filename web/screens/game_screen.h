// The game screen: the board to scale, the players' programs, the reserves, the log,
// and whatever the human whose turn it is must do (program, or pick a target).
#pragma once
#include "logic/session.h"
#include "board/game_ui.h"
#include "ui/style.h"

namespace rdweb {

// The "is thinking" spinner: its frames, and how often it turns a step. The frame shown at
// a moment (App asks for a frame only when it changes).
constexpr char kSpinnerFrames[] = "|/-\\";
constexpr int kSpinnerSteps = sizeof kSpinnerFrames - 1;
constexpr double kSpinnerStepMs = 150;
inline int spinner_step(double now_ms) { return int(now_ms / kSpinnerStepMs) % kSpinnerSteps; }

// What the player asked for that is not the game's to do: kPlayAgain, kLeaveToSetup (to the
// setup screen, a game in progress staying resumable), kWatchReplay, kDownload, kCopyLink,
// kTutorial (from the menu: a game in progress stays resumable), kHowTo, kGiveSeat (online:
// ui.give_seat's player is gone, a computer plays for them), kReinvite (online without a relay:
// the creator invites a gone friend again).
enum class GameAction { kNone, kPlayAgain, kLeaveToSetup, kWatchReplay, kDownload, kCopyLink, kTutorial, kHowTo, kKeepHere, kGiveSeat, kReinvite, kShowTable };

// `escape_free`: no question over the game takes the Escape key (it opens and closes the menu).
GameAction draw_game_screen(Session& session, GameUi& ui, const Fonts& fonts, double now_ms, bool escape_free);

}  // namespace rdweb
