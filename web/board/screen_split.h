// The screen shared by the board and the side panel (right of the board when the screen is
// wide, below it when tall): the game screen and the replay viewer use the same split.
#pragma once
#include <imgui.h>

#include "board/board_view.h"

namespace rdweb {

struct ScreenSplit {
  ImVec2 board_min, board_max;    // the board's part of the screen
  ImVec2 fit_min, fit_max;        // where the whole board fits (a margin inside)
  ImVec2 panel_pos, panel_size;
  BoardTransform board;           // the board fitted into its part
};
// `guided`: the tutorial's box sits at the bottom of the board's part; on a wide screen the
// board fits above it, so that the box never hides the lower villages (#23 §8).
ScreenSplit split_screen(const rd::Board& board, const BoardView& view = {}, bool guided = false);
// A phone-sized screen (either side under 600 CSS px): the panel keeps to what matters now.
bool compact_screen();
// The board, its pieces and the decision's highlights on the background layer, kept to the
// board's part of the screen (zoomed in, it would run under the panel).
void draw_board_part(const ScreenSplit& split, const rd::State& s, const Recent* recent, double now, const Highlights* h = nullptr);
// Places the next window (the panel) where the split puts it.
void place_panel(const ScreenSplit& split);

}  // namespace rdweb
