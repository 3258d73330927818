#include "board/board_help.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "logic/event_words.h"
#include "page/layout.h"
#include "names.h"
#include "ui/palette.h"
#include "ui/touch.h"

namespace rdweb {

namespace {

constexpr double kFadeMs = 500;
constexpr ImU32 kNoticeFill = IM_COL32(30, 24, 18, 235);
constexpr ImU32 kNoticeEdge = IM_COL32(255, 170, 60, 255);
constexpr ImU32 kLight = IM_COL32(120, 255, 240, 255);

ImU32 faded(ImU32 color, float alpha) {
  return (color & 0x00ffffff) | (ImU32(std::clamp(alpha, 0.0f, 1.0f) * float(color >> 24)) << 24);
}

const char* notice_kind(const rd::Event& e) {
  switch (e.kind) {
    case rd::EventKind::kPlankLost: return "plank-lost";
    case rd::EventKind::kFall: return "fall";
    default: return "lost";
  }
}

// The size of a text's box, wrapped at `wrap`.
constexpr float kPad = 6;
ImVec2 box_size(const std::string& text, float wrap) {
  const ImVec2 extent = ImGui::GetFont()->CalcTextSizeA(ImGui::GetFontSize(), FLT_MAX, wrap, text.c_str());
  return {extent.x + 2 * kPad, extent.y + 2 * kPad};
}

// The box moved by the least it takes to lie inside the area.
Box inside(Box b, const BoardArea& area) {
  const float dx = std::max(area.min.x - b.min.x, 0.0f) - std::max(b.max.x - area.max.x, 0.0f);
  const float dy = std::max(area.min.y - b.min.y, 0.0f) - std::max(b.max.y - area.max.y, 0.0f);
  return {{b.min.x + dx, b.min.y + dy}, {b.max.x + dx, b.max.y + dy}};
}

// A box of `size` beside `anchor`: above it by `gap` (below when the area has no room
// above), centred on it, kept inside the area.
Box beside(ImVec2 anchor, ImVec2 size, float gap, const BoardArea& area) {
  float top = anchor.y - gap - size.y;
  if (top < area.min.y) top = anchor.y + gap;
  return inside({{anchor.x - size.x / 2, top}, {anchor.x + size.x / 2, top + size.y}}, area);
}

void draw_text_box(ImDrawList* draw, const std::string& text, const Box& b, float wrap, ImU32 fill, ImU32 edge, ImU32 ink) {
  draw->AddRectFilled(b.min, b.max, fill, 6);
  draw->AddRect(b.min, b.max, edge, 6, 0, 2);
  draw->AddText(ImGui::GetFont(), ImGui::GetFontSize(), {b.min.x + kPad, b.min.y + kPad}, ink, text.c_str(), nullptr, wrap);
}

// A wrapped text in a box beside `anchor` (beside()); returns the box.
Box text_box(ImDrawList* draw, const std::string& text, ImVec2 anchor, float gap, float wrap, const BoardArea& area, ImU32 fill,
             ImU32 edge, ImU32 ink) {
  const Box b = beside(anchor, box_size(text, wrap), gap, area);
  draw_text_box(draw, text, b, wrap, fill, edge, ink);
  return b;
}

bool overlap(const Box& a, const Box& b) { return a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y; }

// The box at the nearest place (by its corner's moves across and down) reached by one or two
// moves, each past an edge of a taken box in its way, then inside the area, where it covers
// none of `taken`; where no such place is clear, as it was.
Box clear_of(const Box& box, const std::vector<Box>& taken, const BoardArea& area) {
  constexpr float kSpace = 4;
  auto clear = [&](const Box& b) { return std::none_of(taken.begin(), taken.end(), [&](const Box& t) { return overlap(b, t); }); };
  auto moves = [&](const Box& b) {
    std::vector<Box> out;
    const float w = b.max.x - b.min.x, h = b.max.y - b.min.y;
    for (const Box& t : taken)
      if (overlap(b, t))
        for (const Box& m : {Box{{b.min.x, t.max.y + kSpace}, {b.max.x, t.max.y + kSpace + h}}, Box{{b.min.x, t.min.y - kSpace - h}, {b.max.x, t.min.y - kSpace}},
                             Box{{t.max.x + kSpace, b.min.y}, {t.max.x + kSpace + w, b.max.y}}, Box{{t.min.x - kSpace - w, b.min.y}, {t.min.x - kSpace, b.max.y}}})
          out.push_back(inside(m, area));
    return out;
  };
  if (clear(box)) return box;
  auto distance = [&](const Box& b) { return std::abs(b.min.x - box.min.x) + std::abs(b.min.y - box.min.y); };
  std::vector<Box> tried = moves(box);
  for (int round = 0; round < 2; ++round) {
    const Box* best = nullptr;
    for (const Box& b : tried)
      if (clear(b) && (!best || distance(b) < distance(*best))) best = &b;  // ties: the first tried
    if (best) return *best;
    if (round == 0) {
      std::vector<Box> next;
      for (const Box& b : tried)
        for (const Box& m : moves(b)) next.push_back(m);
      tried = std::move(next);
    }
  }
  return box;
}

// The supports and planks a line names, as their record names.
std::string place_name(const rd::State& s, int support) { return rd::support_name(s, support); }

}  // namespace

void draw_board_notices(const rd::State& state, const std::vector<BoardNotice>& notices, const BoardArea& area,
                        const std::vector<Box>& keep_clear, double now, const PlayerNames& names) {
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  draw->PushClipRect(area.min, area.max);
  const float wrap = std::clamp((area.max.x - area.min.x) * 0.45f, 160.0f, 320.0f);
  std::array<float, rd::kColors> stacked{};  // notices of one player stack away from the pawn
  std::vector<Box> taken = keep_clear;
  for (const BoardNotice& n : notices) {
    const int who = n.event.player;
    if (who < 0 || !state.in_play(who)) continue;
    const std::string words = notice_words(state, n, names);
    const double left = kNoticeMs - (now - n.at_ms);
    const float alpha = left > kFadeMs ? 1.0f : std::max(0.35f, float(left / kFadeMs));  // a notice the game waits on stays legible
    const ImVec2 pawn = area.t.to_screen(pawn_spot(state, state.pawn(who), who));
    const float gap = std::max(kPawnRadius * area.t.scale, 9.0f) * 1.6f + 4;  // clear of the pawn and its ring
    const Box box = clear_of(beside(pawn, box_size(words, wrap), gap + stacked[who], area), taken, area);
    draw_text_box(draw, words, box, wrap, faded(kNoticeFill, alpha), faded(kNoticeEdge, alpha), faded(IM_COL32_WHITE, alpha));
    stacked[who] += (box.max.y - box.min.y) + 4;
    taken.push_back(box);
    sight_add("notice", notice_id(n), box.min, box.max);
  }
  draw->PopClipRect();
}

std::string notice_words(const rd::State& state, const BoardNotice& notice, const PlayerNames& names) {
  std::string line = describe(state, notice.event, names);
  if (notice.event.kind == rd::EventKind::kFall)  // why, which the log line does not say
    line += std::string(" ") + text(notice.event.card == rd::kJump ? Text::kNoticeNobodyToJump : Text::kNoticeNowhereToStep);
  return line;
}

std::string notice_id(const BoardNotice& notice) {
  return std::string(rd::color_name(notice.event.player)) + ":" + notice_kind(notice.event);
}

void name_place_under_pointer(const rd::State& state, const BoardArea& area) {
  const ImGuiIO& io = ImGui::GetIO();
  if (!ImGui::IsMousePosValid() || io.WantCaptureMouse) return;  // over the panel or a window
  // With a mouse, not where the player just clicked, until the pointer moves: there the name
  // covered the next decision's targets and the planks' numbers (a playtest, after every click
  // on a stone). A finger's touch is how a phone asks for the name: it stays.
  if (!touch_ui() && io.MousePos.x == io.MouseClickedPos[0].x && io.MousePos.y == io.MouseClickedPos[0].y) return;
  const ImVec2 m = io.MousePos;
  if (m.x < area.min.x || m.y < area.min.y || m.x > area.max.x || m.y > area.max.y) return;
  const rd::Vec2 p = area.t.to_board(m);
  const rd::Board& board = state.board();
  int found = -1;
  for (int s = 0; s < rd::kSupports && found < 0; ++s) {
    const bool island = state.variant() == rd::Variant::kStandard && s >= rd::kFirstStone;
    if (!island && !state.support_exists(s)) continue;
    const rd::Vec2 c = island ? board.islands[s - rd::kFirstStone] : state.support_pos(s);
    const double r = island ? board.island_radius[s - rd::kFirstStone] : state.support_radius(s);
    if (std::hypot(p.x - c.x, p.y - c.y) <= r) found = s;
  }
  if (found < rd::kFirstStone) return;  // villages carry their letter; only islands and stones need a name
  const Box box = text_box(ImGui::GetBackgroundDrawList(), support_label(state, found), m, 18, FLT_MAX, area, kNoticeFill, kInk,
                           IM_COL32_WHITE);
  sight_add("place-name", place_name(state, found), box.min, box.max);
}

void light_log_place(const rd::State& state, const LogLine& line, const BoardArea& area, double now) {
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  draw->PushClipRect(area.min, area.max);
  // Bright at every phase of its pulse: the page draws no frame while nothing changes (a
  // program being composed), and the light then stays as the last frame left it.
  const float pulse = 0.85f + 0.15f * float(std::sin(now / 160.0));
  const float width = std::max(3.0f, area.t.scale * 0.1f);
  for (int s : line.supports) {
    if (s < 0) continue;
    const bool island = s >= rd::kFirstStone && !state.has_stone(s);
    if (island && state.variant() != rd::Variant::kStandard) continue;  // an expert stone removed: no place left
    const rd::Vec2 c = island ? state.board().islands[s - rd::kFirstStone] : state.support_pos(s);
    const float r = float(island ? state.board().island_radius[s - rd::kFirstStone] : state.support_radius(s)) * area.t.scale + 2 * width;
    const ImVec2 at = area.t.to_screen(c);
    draw->AddCircle(at, r, faded(kLight, pulse), 32, width);
    sight_add("lit", place_name(state, s), {at.x - r, at.y - r}, {at.x + r, at.y + r});
  }
  if (line.plank >= 0 && state.plank_location(line.plank) == rd::kOnBoard) {
    const auto ends = state.plank_ends(line.plank);
    const ImVec2 a = area.t.to_screen(state.support_pos(ends[0])), b = area.t.to_screen(state.support_pos(ends[1]));
    draw->AddLine(a, b, faded(kLight, 0.5f * pulse), kPlankWidth * area.t.scale + 2 * width);
    sight_add("lit", rd::plank_name(line.plank), {std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)});
  }
  draw->PopClipRect();
}

}  // namespace rdweb
