// The game screen: the board to scale, the players' programs, the reserves, the log,
// and whatever the human whose turn it is must do (program, or pick a target).
#pragma once
#include <array>
#include <string>

#include "board/board_view.h"
#include "logic/said.h"
#include "logic/session.h"

namespace rdweb {

// Font sizes in CSS pixels.
constexpr float kBodySize = 18, kHeadingSize = 30, kTitleSize = 56;
constexpr double kSpinnerStepMs = 150;  // the "is thinking" spinner turns a step this often

struct Fonts {
  ImFont* body = nullptr;
  ImFont* heading = nullptr;
  ImFont* title = nullptr;
};

// What the player is doing with the UI right now (not game state: the game is in Session).
struct GameUi {
  int draft_owner = -1;                  // whose program is being composed
  rd::Draft draft{};                     // card per slot, rd::kNoCard = empty
  int privacy_for = -1;                  // the human who said they hold the device
  int span_start = -1;                   // first support clicked for a plank
  Said notice;                           // why the last click did nothing
  bool unsaved = false;                  // the browser refused to keep the game
  bool menu = false;                     // the in-game menu is open
  BoardView view;                        // the player's zoom on the board
  bool board_press = false;              // the pointer went down on the board (a tap or a pan)
  std::string panel_for;                 // the decision the panel was last scrolled to the top for
};

// kLeaveToSetup: to the setup screen, a game in progress staying resumable.
// The screen shared by the board and the side panel (right of the board when the screen is
// wide, below it when tall): the game screen and the replay viewer use the same split.
struct ScreenSplit {
  ImVec2 board_min, board_max;    // the board's part of the screen
  ImVec2 fit_min, fit_max;        // where the whole board fits (a margin inside)
  ImVec2 panel_pos, panel_size;
  BoardTransform board;           // the board fitted into its part
};
ScreenSplit split_screen(const rd::Board& board, const BoardView& view = {});
// A phone-sized screen (either side under 600 CSS px): the panel keeps to what matters now.
bool compact_screen();
// The board, its pieces and the decision's highlights on the background layer, kept to the
// board's part of the screen (zoomed in, it would run under the panel).
void draw_board_part(const ScreenSplit& split, const rd::State& s, const Recent* recent, double now, const Highlights* h = nullptr);
// Places the next window (the panel) where the split puts it.
void place_panel(const ScreenSplit& split);

// kTutorial: the tutorial from the menu (a game in progress stays resumable).
enum class GameAction { kNone, kPlayAgain, kLeaveToSetup, kWatchReplay, kDownload, kCopyLink, kTutorial, kHowTo };

GameAction draw_game_screen(Session& session, GameUi& ui, const Fonts& fonts, double now_ms);

}  // namespace rdweb
