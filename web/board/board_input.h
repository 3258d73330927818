// The board's input: which supports, islands, planks and destinations answer the current
// decision (asked of the rules), their rectangles for window.rdTest, a tap or click turned
// into a choice for the session, and the zoom (pinch, wheel, buttons) and pan (drag).
#pragma once
#include <optional>

#include "board/board_view.h"
#include "logic/session.h"
#include "board/game_ui.h"
#include "board/screen_split.h"

namespace rdweb {

Highlights targets(const Session& session, const GameUi& ui);
// The legal targets of the acting player's decision (`span_start`: a plank's first end
// chosen, or -1); How to play lights its pictures with them.
Highlights decision_highlights(const rd::State& s, int span_start);
// The targets in the board's part of the screen, for window.rdTest.layout(); how many the
// decision has, and how many of them are on screen.
struct TargetCount {
  int all = 0, on_screen = 0;
  rd::Vec2 nearest{};  // the lit target nearest the middle of the board's part (board units)
};
TargetCount register_targets(const rd::State& s, const ScreenSplit& split, const Highlights& h);
// Taps, drags, pinches and the wheel over the board's part of the screen. Call after the
// windows over the board are drawn (they take the pointer first).
void board_gestures(Session& session, GameUi& ui, const ScreenSplit& split, const Highlights& h);
// Pinches, the wheel and drags over the board's part of the screen zoom and pan `view`;
// `press` remembers that the pointer went down there. True on a tap (released unmoved).
bool view_gestures(const rd::Board& board, BoardView& view, bool& press, const ScreenSplit& split);
// The zoom buttons in the board's corner (touch screens).
void zoom_buttons(const rd::Board& board, BoardView& view, const ScreenSplit& split);
// Where zoom_buttons() puts them, so that what the board tells keeps clear of them; none
// where there are none (no touch screen).
std::optional<Box> zoom_buttons_box(const rd::Board& board, const ScreenSplit& split);

}  // namespace rdweb
