#include "board/board_view.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "ui/marks.h"
#include "names.h"
#include "ui/palette.h"
#include "logic/session.h"
#include "logic/text.h"

namespace rdweb {

namespace {

constexpr float kMinPawnRadius = 9;  // CSS pixels: a pawn's letter stays legible on a phone
float pawn_radius(float scale) { return std::max(kPawnRadius * scale, kMinPawnRadius); }
constexpr float kMinPlankLabel = 11;  // CSS pixels: a plank's name stays legible on a phone
float plank_label_size(float scale) { return std::max(kPlankWidth * scale * 1.15f, kMinPlankLabel); }
constexpr double kPi = 3.14159265358979;

ImU32 with_alpha(ImU32 color, float alpha) {
  return (color & 0x00ffffff) | (ImU32(std::clamp(alpha, 0.0f, 1.0f) * float(color >> 24)) << 24);
}

void extent(const rd::Board& board, rd::Vec2& lo, rd::Vec2& hi) {
  lo = {1e9, 1e9};
  hi = {-1e9, -1e9};
  auto grow = [&](rd::Vec2 p, double r) {
    lo.x = std::min(lo.x, p.x - r), lo.y = std::min(lo.y, p.y - r);
    hi.x = std::max(hi.x, p.x + r), hi.y = std::max(hi.y, p.y + r);
  };
  for (rd::Vec2 p : board.water) grow(p, 0);
  // A village's badges reach 1.87 radii out (kGoalBadgeAt + its radius): none is cut at the edge.
  for (int c = 0; c < rd::kColors; ++c) grow(board.villages[c], board.village_radius[c] * 1.92);
}

void centred_text(ImDrawList* draw, ImVec2 centre, float size, ImU32 color, const char* text) {
  ImFont* font = ImGui::GetFont();
  const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0, text);
  draw->AddText(font, size, {centre.x - extent.x / 2, centre.y - extent.y / 2}, color, text);
}

// A player's letter (or a plank's name) on one of their pieces, noted for marks(); on a
// `tag` (a rounded label in that colour) when the piece is too thin to hold it legibly.
// `disc`: the piece's radius, when the mark stands for a whole disc (a pawn, a badge) rather than
// its letter.
void centred_mark(ImDrawList* draw, ImVec2 centre, float size, ImU32 ink, int owner, const std::string& mark, const char* piece,
                  const std::string& id, ImU32 tag = 0, float disc = 0) {
  const ImVec2 extent = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0, mark.c_str());
  const ImVec2 min{centre.x - extent.x / 2, centre.y - extent.y / 2}, max{centre.x + extent.x / 2, centre.y + extent.y / 2};
  if (tag) {
    const float pad = size * 0.2f;
    draw->AddRectFilled({min.x - pad, min.y}, {max.x + pad, max.y}, tag, extent.y / 2);
    draw->AddRect({min.x - pad, min.y}, {max.x + pad, max.y}, with_alpha(kInk, float(tag >> 24) / 255), extent.y / 2);
  }
  draw->AddText(ImGui::GetFont(), size, min, ink, mark.c_str());
  if (disc > 0) mark_drawn(piece, id, owner, mark, ink, kPlayers[owner].fill, {centre.x - disc, centre.y - disc}, {centre.x + disc, centre.y + disc});
  else mark_drawn(piece, id, owner, mark, ink, kPlayers[owner].fill, min, max);
}

// A village's badges sit outside it, on the bank: where it goes straight out, away from the
// river, and the first player's a quarter turn beside it, so that neither covers the other
// (issue #23 §5: "1st" over "→G"). In village radii from its centre.
constexpr double kGoalBadgeAt = 1.45, kFirstBadgeAt = 1.3, kFirstBadgeTurn = 1.35;  // radians from straight out

rd::Vec2 village_badge(const rd::Board& board, int c, double at, double turn) {
  const rd::Vec2 centre{(board.villages[rd::kPink].x + board.villages[rd::kBlack].x) / 2,
                        (board.villages[rd::kPink].y + board.villages[rd::kBlack].y) / 2};
  const double angle = std::atan2(board.villages[c].y - centre.y, board.villages[c].x - centre.x) + turn;
  const double r = board.village_radius[c] * at;
  return {board.villages[c].x + r * std::cos(angle), board.villages[c].y + r * std::sin(angle)};
}

// A pawn at home stands at its village's centre, carrying the village's own letter, and the
// village's letter is not drawn under it (#23 §5: Pink's "Rs" half covered read "R", like
// Red's; on a phone a legible pawn is half a village wide, so the two never fit side by side).
bool home(const rd::State& state, int color) { return state.in_play(color) && state.pawn(color) == color; }

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

// Each village in its color with its letter; villages in play show where they go.
void draw_villages(ImDrawList* draw, const rd::State& state, const BoardTransform& t) {
  const rd::Board& board = state.board();
  for (int c = 0; c < rd::kColors; ++c) {
    const ImVec2 at = t.to_screen(board.villages[c]);
    const float r = float(board.village_radius[c]) * t.scale;
    const PlayerLook& look = kPlayers[c];
    const bool playing = state.in_play(c);
    draw->AddCircleFilled(at, r, kBank, 48);  // villages not in play look faded, over the bank
    draw->AddCircleFilled(at, r, playing ? look.fill : with_alpha(look.fill, 0.45f), 48);
    draw->AddCircle(at, r, kInk, 48, std::max(1.5f, t.scale * 0.06f));
    if (!playing) continue;
    // A badge outside the village, away from the river: an arrow and the destination's letter.
    const int dest = rd::destination(c);
    const ImVec2 b = t.to_screen(village_badge(board, c, kGoalBadgeAt, 0));
    const float br = r * 0.42f;
    draw->AddCircleFilled(b, br, kPlayers[dest].fill, 24);
    draw->AddCircle(b, br, kInk, 24, 1.5f);
    const std::string label = std::string("\xE2\x86\x92") + color_letter(dest);  // "→K"
    centred_mark(draw, b, br * 0.95f, kPlayers[dest].text, dest, label, "goal", std::string(rd::color_name(c)), 0, br);
  }
}

// Each village's letter, drawn after the planks so that none hides it (a plank's end over
// an R made it read as a P), on a disc of the village's colour.
void draw_village_letters(ImDrawList* draw, const rd::State& state, const BoardTransform& t) {
  for (int c = 0; c < rd::kColors; ++c) {
    if (home(state, c)) continue;
    const ImVec2 at = t.to_screen(state.board().villages[c]);
    const float r = float(state.board().village_radius[c]) * t.scale;
    const bool playing = state.in_play(c);
    if (playing) draw->AddCircleFilled(at, r * 0.5f, kPlayers[c].fill, 32);
    centred_mark(draw, at, r * 1.05f, playing ? kPlayers[c].text : with_alpha(kPlayers[c].text, 0.6f), c, color_letter(c), "village",
                 std::string(rd::color_name(c)));
  }
}

void draw_first_marker(ImDrawList* draw, const rd::State& state, const BoardTransform& t) {
  const int first = state.first_player();
  const float r = float(state.board().village_radius[first]) * t.scale, br = r * 0.36f;
  const ImVec2 m = t.to_screen(village_badge(state.board(), first, kFirstBadgeAt, kFirstBadgeTurn));
  draw->AddCircleFilled(m, br, IM_COL32(232, 190, 60, 255), 20);
  draw->AddCircle(m, br, IM_COL32(90, 60, 0, 255), 20, 1.5f);
  centred_text(draw, m, r * 0.42f, IM_COL32(60, 40, 0, 255), text(Text::kFirstPlayerBadge));
  mark_drawn("first", std::string(rd::color_name(first)), first, text(Text::kFirstPlayerBadge), IM_COL32(60, 40, 0, 255), IM_COL32(232, 190, 60, 255),
             {m.x - br, m.y - br}, {m.x + br, m.y + br});
}

ImVec2 lerp(ImVec2 a, ImVec2 b, float t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

void draw_pawn(ImDrawList* draw, int color, ImVec2 at, float scale) {
  const float r = pawn_radius(scale);
  draw->AddCircleFilled({at.x + r * 0.12f, at.y + r * 0.18f}, r, IM_COL32(0, 0, 0, 90), 24);
  draw->AddCircleFilled(at, r, kPlayers[color].fill, 24);
  draw->AddCircle(at, r, kInk, 24, std::max(1.5f, scale * 0.05f));
  centred_mark(draw, at, r * 1.2f, kPlayers[color].text, color, color_letter(color), "pawn", std::string(rd::color_name(color)), 0, r);
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

float BoardTransform::aspect(const rd::Board& board) {
  rd::Vec2 lo, hi;
  extent(board, lo, hi);
  return float((hi.x - lo.x) / std::max(1e-9, hi.y - lo.y));
}

namespace {
// The centre stays over the board: zoomed in, the board never leaves its part of the screen.
BoardView clamped(const rd::Board& board, BoardView view) {
  rd::Vec2 lo, hi;
  extent(board, lo, hi);
  view.zoom = std::clamp(view.zoom, 1.0f, kMaxZoom);
  view.centre = {std::clamp(view.centre.x, lo.x, hi.x), std::clamp(view.centre.y, lo.y, hi.y)};
  return view;
}
}  // namespace

BoardView centred_on(const rd::Board& board, BoardView view, rd::Vec2 point) {
  view.centre = point;
  return clamped(board, view);
}

BoardTransform view_transform(const rd::Board& board, const BoardView& view, ImVec2 min, ImVec2 max) {
  BoardTransform t = BoardTransform::fit(board, min, max);
  if (view.zoom <= 1) return t;
  t.scale *= view.zoom;
  t.origin = {(min.x + max.x) / 2 - float(view.centre.x) * t.scale, (min.y + max.y) / 2 - float(view.centre.y) * t.scale};
  return t;
}

BoardView zoom_at(const rd::Board& board, BoardView view, ImVec2 min, ImVec2 max, ImVec2 at, float factor) {
  const float zoom = std::clamp(view.zoom * factor, 1.0f, kMaxZoom);
  if (zoom <= 1) return BoardView{};
  const rd::Vec2 point = view_transform(board, view, min, max).to_board(at);
  const float scale = BoardTransform::fit(board, min, max).scale * zoom;
  // After zooming, `point` is still under `at`: the centre is that far from it.
  view.centre = {point.x - ((at.x - (min.x + max.x) / 2) / scale), point.y - ((at.y - (min.y + max.y) / 2) / scale)};
  view.zoom = zoom;
  return clamped(board, view);
}

BoardView pan(const rd::Board& board, BoardView view, ImVec2 min, ImVec2 max, ImVec2 by) {
  if (view.zoom <= 1) return view;
  const float scale = view_transform(board, view, min, max).scale;
  view.centre = {view.centre.x - by.x / scale, view.centre.y - by.y / scale};
  return clamped(board, view);
}

void draw_board(ImDrawList* draw, const rd::State& state, const BoardTransform& t) {
  draw_water(draw, state.board(), t);
  draw_islands(draw, state, t);
  draw_villages(draw, state, t);
}

namespace {

void draw_plank_body(ImDrawList* draw, int plank, ImVec2 a, ImVec2 b, float scale, float alpha) {
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::max(1e-3f, std::sqrt(dx * dx + dy * dy));
  const float hw = kPlankWidth * scale / 2;
  const ImVec2 n{-dy / len * hw, dx / len * hw};
  const PlayerLook& look = kPlayers[rd::plank_color(plank)];
  const ImVec2 q[4] = {{a.x + n.x, a.y + n.y}, {b.x + n.x, b.y + n.y}, {b.x - n.x, b.y - n.y}, {a.x - n.x, a.y - n.y}};
  draw->AddQuadFilled(q[0], q[1], q[2], q[3], with_alpha(look.fill, alpha));
  draw->AddQuad(q[0], q[1], q[2], q[3], with_alpha(IM_COL32(250, 240, 220, 255), alpha), std::max(1.0f, scale * 0.03f));
}

// Its color's letter and its number ("R3"): the log names planks by color and number. In the
// middle, or `at` (0 to 1 from a to b).
void draw_plank_label(ImDrawList* draw, int plank, ImVec2 a, ImVec2 b, float scale, float alpha, const char* piece, float at = 0.5f) {
  const int owner = rd::plank_color(plank);
  const PlayerLook& look = kPlayers[owner];
  const std::string mark = color_letter(owner) + std::to_string(rd::plank_number(plank));
  // On a phone the plank is thinner than legible text: the label then sits on a tag.
  const float size = plank_label_size(scale);
  const bool tag = size > kPlankWidth * scale * 1.2f;
  centred_mark(draw, lerp(a, b, at), size, with_alpha(look.text, alpha), owner, mark, piece, rd::plank_name(plank),
               tag ? with_alpha(look.fill, alpha) : 0);
}

// Where along a plank from a to b its label goes: the middle, unless a pawn stands there
// (the middle too); then just clear of the pawn towards a (a playtest: the number of the
// plank a pawn stood on could not be read, and the log names it). On a plank too short for
// that, at a's end.
float plank_label_at(ImVec2 a, ImVec2 b, float scale, bool pawn_on_it) {
  if (!pawn_on_it) return 0.5f;
  const float len = std::max(1e-3f, std::sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)));
  const float clear = pawn_radius(scale) + plank_label_size(scale) * 1.1f;
  return std::max(0.0f, 0.5f - clear / len);
}

}  // namespace

void draw_plank(ImDrawList* draw, int plank, ImVec2 a, ImVec2 b, float scale, float alpha, const char* piece) {
  draw_plank_body(draw, plank, a, b, scale, alpha);
  draw_plank_label(draw, plank, a, b, scale, alpha, piece);
}

rd::Vec2 pawn_spot(const rd::State& state, int position, int color) {
  if (rd::is_plank_position(position)) {
    const auto ends = state.plank_ends(position - rd::kPlankPositions);
    const rd::Vec2 a = state.support_pos(ends[0]), b = state.support_pos(ends[1]);
    return {(a.x + b.x) / 2, (a.y + b.y) / 2};
  }
  // At home, the village's centre; in another's village (the winner's arrival) its own place.
  const rd::Vec2 v = state.board().villages[position];
  if (position == color) return v;
  const double r = state.board().village_radius[position] * 0.5, angle = kPi / 3 * color + kPi / 6;
  return {v.x + r * std::cos(angle), v.y + r * std::sin(angle)};
}

void draw_pieces(ImDrawList* draw, const rd::State& state, const BoardTransform& t, const Recent* recent, double now) {
  for (int s = rd::kFirstStone; s < rd::kSupports; ++s)
    if (state.has_stone(s)) {
      const ImVec2 c = t.to_screen(state.support_pos(s));
      const float r = float(state.board().stone_radius) * t.scale;
      draw->AddCircleFilled(c, r, kStone, 24);
      draw->AddCircle(c, r, IM_COL32(60, 60, 66, 255), 24, std::max(1.0f, t.scale * 0.04f));
    }
  // A recent change animates for one computer step: planks fade in, pawns slide.
  const float progress = recent && recent->at_ms > 0 ? float(std::clamp((now - recent->at_ms) / kMoveAnimationMs, 0.0, 1.0)) : 1.0f;
  // The planks, then their labels: a plank crossing another does not hide its label.
  std::array<float, rd::kPlanks> alphas{};
  for (int p = 0; p < rd::kPlanks; ++p) {
    if (state.plank_location(p) != rd::kOnBoard) continue;
    alphas[size_t(p)] = 1;
    if (recent)
      for (const rd::Event& e : recent->events)
        if (e.kind == rd::EventKind::kPlank && e.a == p) alphas[size_t(p)] = 0.25f + 0.75f * progress;
    const auto ends = state.plank_ends(p);
    draw_plank_body(draw, p, t.to_screen(state.support_pos(ends[0])), t.to_screen(state.support_pos(ends[1])), t.scale, alphas[size_t(p)]);
  }
  for (int p = 0; p < rd::kPlanks; ++p) {
    if (state.plank_location(p) != rd::kOnBoard) continue;
    bool pawn_on_it = false;
    for (int c = 0; c < rd::kColors; ++c) pawn_on_it = pawn_on_it || (state.in_play(c) && state.pawn(c) == rd::plank_position(p));
    const auto ends = state.plank_ends(p);
    const ImVec2 a = t.to_screen(state.support_pos(ends[0])), b = t.to_screen(state.support_pos(ends[1]));
    draw_plank_label(draw, p, a, b, t.scale, alphas[size_t(p)], "plank", plank_label_at(a, b, t.scale, pawn_on_it));
  }
  draw_village_letters(draw, state, t);
  draw_first_marker(draw, state, t);
  for (int c = 0; c < rd::kColors; ++c) {
    if (!state.in_play(c)) continue;
    ImVec2 at = t.to_screen(pawn_spot(state, state.pawn(c), c));
    if (recent && progress < 1 && recent->pawns_before[c] != state.pawn(c) && recent->pawns_before[c] >= 0) {
      bool fell = false;
      for (const rd::Event& e : recent->events) fell = fell || (e.kind == rd::EventKind::kFall && e.player == c);
      const ImVec2 from = t.to_screen(pawn_spot(state, recent->pawns_before[c], c));
      if (fell) {  // a splash where the pawn fell
        draw->AddCircle(from, t.scale * (0.3f + progress), IM_COL32(200, 230, 255, int(255 * (1 - progress))), 32, 3);
      } else {
        at = lerp(from, at, progress);
      }
    }
    if (c == state.actor() && state.phase() == rd::Phase::kResolution)  // whose action this is
      draw->AddCircle(at, pawn_radius(t.scale) * 1.6f, IM_COL32(255, 255, 255, 200), 24, std::max(2.0f, t.scale * 0.06f));
    draw_pawn(draw, c, at, t.scale);
  }
}

void draw_highlights(ImDrawList* draw, const rd::State& state, const BoardTransform& t, const Highlights& h, double now) {
  const float pulse = 0.55f + 0.45f * float(std::sin(now / 180.0));
  const ImU32 glow = IM_COL32(255, 230, 90, int(255 * pulse));
  const float line = std::max(2.0f, t.scale * 0.09f);
  for (int s = 0; s < rd::kSupports; ++s) {
    if (!(h.supports >> s & 1)) continue;
    const bool island = s >= rd::kFirstStone && !state.has_stone(s);
    const rd::Vec2 p = island ? state.board().islands[s - rd::kFirstStone] : state.support_pos(s);
    const double r = island ? state.board().island_radius[s - rd::kFirstStone] : state.support_radius(s);
    draw->AddCircle(t.to_screen(p), float(r) * t.scale + line, glow, 32, line);
  }
  if (h.selected_support >= 0)
    draw->AddCircle(t.to_screen(state.support_pos(h.selected_support)), float(state.support_radius(h.selected_support)) * t.scale + line,
                    IM_COL32(120, 255, 140, 255), 32, line * 1.4f);
  for (int p = 0; p < rd::kPlanks; ++p) {
    if (!h.planks[p]) continue;
    const auto ends = state.plank_ends(p);
    const ImVec2 a = t.to_screen(state.support_pos(ends[0])), b = t.to_screen(state.support_pos(ends[1]));
    draw->AddLine(a, b, glow, kPlankWidth * t.scale + line * 2);
    draw_plank(draw, p, a, b, t.scale);
  }
  const int me = state.actor();
  // A move's path joins the middles of the planks it crosses, where their labels are: each
  // step stops short of them and of the pawn, so it never covers one (#23 §5: "Rs2").
  const float gap = pawn_radius(t.scale) * 1.15f;
  for (const auto& path : h.paths) {
    ImVec2 prev = t.to_screen(pawn_spot(state, path[0], me));
    for (int k = 1; k < 3 && path[k] >= 0; ++k) {
      const ImVec2 next = t.to_screen(pawn_spot(state, path[k], me));
      const float dx = next.x - prev.x, dy = next.y - prev.y, len = std::sqrt(dx * dx + dy * dy);
      if (len > 2 * gap)
        draw->AddLine({prev.x + dx / len * gap, prev.y + dy / len * gap}, {next.x - dx / len * gap, next.y - dy / len * gap},
                      IM_COL32(255, 255, 255, 110), line);
      prev = next;
    }
  }
  // A destination: a ring and a light disc where the pawn would stand (a playtest: a ring
  // alone at a plank's end, over the plank's colours, was faint).
  for (int pos : h.positions) {
    const ImVec2 at = t.to_screen(pawn_spot(state, pos, me));
    draw->AddCircleFilled(at, pawn_radius(t.scale), IM_COL32(255, 230, 90, int(110 * pulse)), 24);
    draw->AddCircle(at, pawn_radius(t.scale) + line, glow, 24, line);
  }
}

}  // namespace rdweb
