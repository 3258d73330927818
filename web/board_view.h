// Draws the board to scale with ImGui's draw lists: banks, water, islands, villages,
// stones, planks and pawns, fitted into a screen rectangle.
#pragma once
#include <imgui.h>

#include "state.h"

namespace rdweb {

// Maps board units to screen pixels (uniform scale: the board is drawn to scale).
struct BoardTransform {
  ImVec2 origin{0, 0};
  float scale = 1;
  ImVec2 to_screen(rd::Vec2 p) const { return {origin.x + float(p.x) * scale, origin.y + float(p.y) * scale}; }
  // The largest uniform fit of the board's extent into [min, max].
  static BoardTransform fit(const rd::Board& board, ImVec2 min, ImVec2 max);
};

void draw_board(ImDrawList* draw, const rd::State& state, const BoardTransform& t);

}  // namespace rdweb
