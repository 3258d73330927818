// Draws the board to scale with ImGui's draw lists (banks, water, islands, villages with
// their destinations, stones, planks, pawns, the first-player marker), and the player's zoom
// on it. What a tap on it means is web/board/board_input.cpp's.
#pragma once
#include <imgui.h>

#include <array>
#include <vector>

#include "state.h"

namespace rdweb {

struct Recent;

// Sizes of the pieces in board units.
constexpr float kPlankWidth = 0.30f;
constexpr float kPawnRadius = 0.30f;

// How long a pawn slides or a plank drops in after a move.
constexpr double kMoveAnimationMs = 350;

// A rectangle on the screen.
struct Box {
  ImVec2 min, max;
};

// Maps board units to screen pixels (uniform scale: the board is drawn to scale).
struct BoardTransform {
  ImVec2 origin{0, 0};
  float scale = 1;
  ImVec2 to_screen(rd::Vec2 p) const { return {origin.x + float(p.x) * scale, origin.y + float(p.y) * scale}; }
  rd::Vec2 to_board(ImVec2 p) const { return {(p.x - origin.x) / scale, (p.y - origin.y) / scale}; }
  // The largest uniform fit of the board's extent into [min, max].
  static BoardTransform fit(const rd::Board& board, ImVec2 min, ImVec2 max);
  // Width / height of the board's extent (banks and villages included).
  static float aspect(const rd::Board& board);
};

// The player's zoom on the board (UI state, not game state): 1 shows the whole board;
// above 1, `centre` (board units) is in the middle of the board's part of the screen.
struct BoardView {
  float zoom = 1;
  rd::Vec2 centre{0, 0};
};
constexpr float kMaxZoom = 4;
// The board fitted into [min, max], then zoomed as the view says.
BoardTransform view_transform(const rd::Board& board, const BoardView& view, ImVec2 min, ImVec2 max);
// The view zoomed by `factor` keeping the board point under `at` (screen) where it is.
BoardView zoom_at(const rd::Board& board, BoardView view, ImVec2 min, ImVec2 max, ImVec2 at, float factor);
// The view moved by `by` screen pixels (the board follows the finger).
BoardView pan(const rd::Board& board, BoardView view, ImVec2 min, ImVec2 max, ImVec2 by);
// The view at the same zoom with `point` (board units) in the middle, as near as the board's
// edges allow.
BoardView centred_on(const rd::Board& board, BoardView view, rd::Vec2 point);

// What to light up on the board: the legal targets of a human's decision.
struct Highlights {
  uint64_t supports = 0;                    // bit per support id (islands for stones too)
  std::array<bool, rd::kPlanks> planks{};   // planks on the board
  std::vector<int> positions;               // move / jump destinations
  int selected_support = -1;                // first end of a plank being placed
  std::vector<std::array<int, 3>> paths;    // Move 2: start, step 1, step 2 (-1)
};

void draw_board(ImDrawList* draw, const rd::State& state, const BoardTransform& t);
void draw_pieces(ImDrawList* draw, const rd::State& state, const BoardTransform& t, const Recent* recent, double now_ms);
void draw_highlights(ImDrawList* draw, const rd::State& state, const BoardTransform& t, const Highlights& h, double now_ms);
// A plank bar between two points, in its color with its letter and number; `piece` names
// it for marks() (`plank` on the board, `reserve`).
void draw_plank(ImDrawList* draw, int plank, ImVec2 a, ImVec2 b, float scale, float alpha = 1, const char* piece = "plank");

// Where a pawn of `color` stands when at `position`.
rd::Vec2 pawn_spot(const rd::State& state, int position, int color);

}  // namespace rdweb
