#include "board/screen_split.h"

#include <algorithm>

namespace rdweb {

// The board as large as the screen allows, the panel the rest, but never so small that the
// decision and the player's program (about 440 px of it on a touch screen) need scrolling.
ScreenSplit split_screen(const rd::Board& board, const BoardView& view, bool guided) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const bool wide = vp->Size.x >= vp->Size.y;
  constexpr float kMargin = 8;
  const float aspect = BoardTransform::aspect(board);
  ScreenSplit split;
  if (wide) {
    const float board_w = (vp->Size.y - 2 * kMargin) * aspect + 2 * kMargin;
    const float panel_w = std::max(std::clamp(vp->Size.x * 0.36f, 330.0f, 540.0f), vp->Size.x - board_w);
    split.board_max = {vp->Pos.x + vp->Size.x - panel_w, vp->Pos.y + vp->Size.y};
    split.panel_pos = {split.board_max.x, vp->Pos.y};
    split.panel_size = {panel_w, vp->Size.y};
  } else {
    const float board_h = (vp->Size.x - 2 * kMargin) / aspect + 2 * kMargin;
    const float panel_h = std::max(vp->Size.y - board_h, std::min(vp->Size.y * 0.55f, 440.0f));
    split.board_max = {vp->Pos.x + vp->Size.x, vp->Pos.y + vp->Size.y - panel_h};
    split.panel_pos = {vp->Pos.x, split.board_max.y};
    split.panel_size = {vp->Size.x, panel_h};
  }
  split.board_min = vp->Pos;
  split.fit_min = {vp->Pos.x + kMargin, vp->Pos.y + kMargin};
  split.fit_max = {split.board_max.x - kMargin, split.board_max.y - kMargin};
  if (guided && wide) split.fit_max.y -= std::min(vp->Size.y * 0.2f, 160.0f);  // the tutorial's box, two or three lines
  split.board = view_transform(board, view, split.fit_min, split.fit_max);
  return split;
}

void draw_board_part(const ScreenSplit& split, const rd::State& s, const Recent* recent, double now, const Highlights* h) {
  ImDrawList* bg = ImGui::GetBackgroundDrawList();
  bg->PushClipRect(split.board_min, split.board_max);
  draw_board(bg, s, split.board);
  draw_pieces(bg, s, split.board, recent, now);
  if (h) draw_highlights(bg, s, split.board, *h, now);
  bg->PopClipRect();
}

bool compact_screen() {
  const ImVec2 size = ImGui::GetMainViewport()->Size;
  return std::min(size.x, size.y) < 600;
}

void place_panel(const ScreenSplit& split) {
  ImGui::SetNextWindowPos(split.panel_pos);
  ImGui::SetNextWindowSize(split.panel_size);
}

}  // namespace rdweb
