#include "board_view.h"

#include <algorithm>
#include <vector>

#include "palette.h"

namespace rdweb {

namespace {

// The board's extent: the water outline and the villages' discs.
void extent(const rd::Board& board, rd::Vec2& lo, rd::Vec2& hi) {
  lo = {1e9, 1e9};
  hi = {-1e9, -1e9};
  auto grow = [&](rd::Vec2 p, double r) {
    lo.x = std::min(lo.x, p.x - r), lo.y = std::min(lo.y, p.y - r);
    hi.x = std::max(hi.x, p.x + r), hi.y = std::max(hi.y, p.y + r);
  };
  for (rd::Vec2 p : board.water) grow(p, 0);
  for (int c = 0; c < rd::kColors; ++c) grow(board.villages[c], board.village_radius[c]);
}

void draw_water(ImDrawList* draw, const rd::Board& board, const BoardTransform& t) {
  std::vector<ImVec2> outline;
  for (rd::Vec2 p : board.water) outline.push_back(t.to_screen(p));
  draw->AddConvexPolyFilled(outline.data(), int(outline.size()), kWater);
  draw->AddPolyline(outline.data(), int(outline.size()), kWaterEdge, ImDrawFlags_Closed, std::max(1.5f, t.scale * 0.08f));
}

void draw_islands(ImDrawList* draw, const rd::State& state, const BoardTransform& t) {
  if (state.variant() != rd::Variant::kStandard) return;
  const rd::Board& board = state.board();
  for (int i = 0; i < rd::kIslands; ++i) {
    const ImVec2 c = t.to_screen(board.islands[i]);
    const float r = float(board.island_radius[i]) * t.scale;
    draw->AddCircleFilled(c, r, kIsland, 32);
    draw->AddCircle(c, r, kIslandEdge, 32, std::max(1.0f, t.scale * 0.04f));
  }
}

void draw_villages(ImDrawList* draw, const rd::State& state, const BoardTransform& t) {
  const rd::Board& board = state.board();
  ImFont* font = ImGui::GetFont();
  for (int c = 0; c < rd::kColors; ++c) {
    const ImVec2 centre = t.to_screen(board.villages[c]);
    const float r = float(board.village_radius[c]) * t.scale;
    const PlayerLook& look = kPlayers[c];
    const bool playing = state.in_play(c);
    draw->AddCircleFilled(centre, r, playing ? look.fill : (look.fill & 0x00ffffff) | 0x70000000, 48);
    draw->AddCircle(centre, r, kInk, 48, std::max(1.5f, t.scale * 0.06f));
    const float size = r * 1.1f;
    const ImVec2 text = font->CalcTextSizeA(size, FLT_MAX, 0, look.letter);
    draw->AddText(font, size, {centre.x - text.x / 2, centre.y - text.y / 2}, look.text, look.letter);
  }
}

}  // namespace

BoardTransform BoardTransform::fit(const rd::Board& board, ImVec2 min, ImVec2 max) {
  rd::Vec2 lo, hi;
  extent(board, lo, hi);
  BoardTransform t;
  const float w = max.x - min.x, h = max.y - min.y;
  t.scale = std::max(1.0f, std::min(w / float(hi.x - lo.x), h / float(hi.y - lo.y)));
  t.origin = {min.x + (w - float(hi.x - lo.x) * t.scale) / 2 - float(lo.x) * t.scale,
              min.y + (h - float(hi.y - lo.y) * t.scale) / 2 - float(lo.y) * t.scale};
  return t;
}

void draw_board(ImDrawList* draw, const rd::State& state, const BoardTransform& t) {
  draw_water(draw, state.board(), t);
  draw_islands(draw, state, t);
  draw_villages(draw, state, t);
}

}  // namespace rdweb
