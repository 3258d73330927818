#include "board/board_input.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "logic/event_words.h"
#include "logic/problem_words.h"
#include "page/layout.h"
#include "names.h"
#include "ui/palette.h"
#include "logic/text.h"
#include "ui/touch.h"
#include "ui/widgets.h"

namespace rdweb {

namespace {
std::string support_id(const rd::State& s, int support) { return rd::support_name(s, support); }
}  // namespace

Highlights targets(const Session& session, const GameUi& ui) {
  if (session.waiting_human() < 0) return Highlights{};
  return decision_highlights(session.state(), ui.span_start);
}

Highlights decision_highlights(const rd::State& s, int span_start) {
  Highlights h;
  if (s.phase() != rd::Phase::kResolution) return h;
  const auto legal = s.legal_choices();
  switch (s.decision()) {
    case rd::Decision::kStone:
      for (const auto& c : legal)
        if (s.variant() == rd::Variant::kStandard) h.supports |= uint64_t(1) << (rd::kFirstStone + c.a);
      break;
    case rd::Decision::kPlaceSpan:
      h.selected_support = span_start;
      for (const auto& c : legal) {
        if (span_start < 0) h.supports |= (uint64_t(1) << c.a) | (uint64_t(1) << c.b);
        else if (c.a == span_start) h.supports |= uint64_t(1) << c.b;
        else if (c.b == span_start) h.supports |= uint64_t(1) << c.a;
      }
      break;
    case rd::Decision::kRemove:
      for (const auto& c : legal) {
        if (c.remove == rd::RemoveKind::kPlank) h.planks[c.a] = true;
        else h.supports |= uint64_t(1) << c.a;
      }
      break;
    case rd::Decision::kMove1:
    case rd::Decision::kMove2:
    case rd::Decision::kJump:
      for (const auto& c : legal) {
        const int end = rd::landing(c);
        if (std::find(h.positions.begin(), h.positions.end(), end) == h.positions.end()) h.positions.push_back(end);
        if (s.decision() == rd::Decision::kMove2) h.paths.push_back({s.pawn(s.actor()), c.a, c.b});
      }
      break;
    default:
      break;
  }
  return h;
}

namespace {

// Something on the board a tap may mean: its drawn shape (a disc, or a plank between two
// points) and what it stands for.
struct BoardTarget {
  const char* kind;  // as in layout(): "island", "support", "plank", "destination"
  std::string id;
  ImVec2 a, b;       // the disc's centre (a == b), or the plank's ends
  float radius;      // px: the disc's radius, or half the plank's width
  int index;         // island, support, plank or position
  bool lit = true;   // legal now; unlit supports only let a refused plank say why
};

float distance_to(const BoardTarget& t, ImVec2 p) {
  const ImVec2 ab{t.b.x - t.a.x, t.b.y - t.a.y};
  const float len2 = ab.x * ab.x + ab.y * ab.y;
  const float k = len2 > 0 ? std::clamp(((p.x - t.a.x) * ab.x + (p.y - t.a.y) * ab.y) / len2, 0.0f, 1.0f) : 0.0f;
  return std::hypot(p.x - (t.a.x + ab.x * k), p.y - (t.a.y + ab.y * k));
}
// Pixels from `p` to the drawn shape (0 inside it).
float gap(const BoardTarget& t, ImVec2 p) { return std::max(0.0f, distance_to(t, p) - t.radius); }
// How far outside its shape a target still answers: a fingertip's half on touch screens.
float reach(const BoardTarget& t, float scale) {
  return touch_ui() ? std::max(0.15f * scale, kFingerSize / 2 - t.radius) : 0.15f * scale;
}

std::vector<BoardTarget> board_targets(const rd::State& s, const BoardTransform& t, const Highlights& h, int span_start) {
  std::vector<BoardTarget> out;
  auto disc = [&](const char* kind, std::string id, rd::Vec2 p, double r, int index, bool lit) {
    const ImVec2 c = t.to_screen(p);
    out.push_back({kind, std::move(id), c, c, float(r) * t.scale, index, lit});
  };
  const bool spanning = s.decision() == rd::Decision::kPlaceSpan;
  for (int sup = 0; sup < rd::kSupports; ++sup) {
    const bool lit = (h.supports >> sup & 1) || sup == span_start;
    if (!lit && !(spanning && s.support_exists(sup))) continue;
    if (sup >= rd::kFirstStone && !s.has_stone(sup)) {
      const int island = sup - rd::kFirstStone;
      disc("island", rd::island_name(island), s.board().islands[island], s.board().island_radius[island], island, lit);
    } else {
      disc("support", support_id(s, sup), s.support_pos(sup), s.support_radius(sup), sup, lit);
    }
  }
  for (int p = 0; p < rd::kPlanks; ++p) {
    if (!h.planks[p]) continue;
    const auto ends = s.plank_ends(p);
    out.push_back({"plank", rd::plank_name(p), t.to_screen(s.support_pos(ends[0])), t.to_screen(s.support_pos(ends[1])),
                   kPlankWidth * t.scale, p});
  }
  for (int pos : h.positions) {
    if (!rd::is_plank_position(pos)) {
      disc("destination", rd::position_name(pos), pawn_spot(s, pos, s.actor()), kPawnRadius, pos, true);
      continue;
    }
    // A pawn may stop on a plank: the whole plank answers, not only the spot drawn on it.
    const auto ends = s.plank_ends(pos - rd::plank_position(0));
    out.push_back({"destination", rd::position_name(pos), t.to_screen(s.support_pos(ends[0])), t.to_screen(s.support_pos(ends[1])),
                   kPlankWidth * t.scale, pos});
  }
  return out;
}

// The target a tap at `at` means: the nearest within reach. Null when none is, or (on a touch
// screen) when the tap is inside none and more than one is near: then the board zooms in.
const BoardTarget* target_at(const std::vector<BoardTarget>& targets, float scale, ImVec2 at, bool& crowded) {
  const BoardTarget* best = nullptr;
  int near = 0;
  for (const BoardTarget& t : targets) {
    if (gap(t, at) > reach(t, scale)) continue;
    ++near;
    if (!best || gap(t, at) < gap(*best, at) || (gap(t, at) == gap(*best, at) && distance_to(t, at) < distance_to(*best, at))) best = &t;
  }
  crowded = touch_ui() && near > 1 && best && gap(*best, at) > 0;
  return best;
}

void apply(Session& session, GameUi& ui, const rd::Choice& c) {
  const Refused why = session.choose(c);
  ui.notice = refusal_said(why);
}

// The choice a target stands for in the current decision.
void choose_target(Session& session, GameUi& ui, const BoardTarget& target) {
  const rd::State& s = session.state();
  const auto legal = s.legal_choices();
  auto pick = [&](auto matches) -> const rd::Choice* {
    for (const auto& c : legal)
      if (matches(c)) return &c;
    return nullptr;
  };
  switch (s.decision()) {
    case rd::Decision::kStone:
      return apply(session, ui, rd::Choice::stone(target.index));
    case rd::Decision::kPlaceSpan: {
      const int sup = target.kind == std::string("island") ? target.index + rd::kFirstStone : target.index;
      if (ui.span_start < 0 || ui.span_start == sup) {
        ui.span_start = ui.span_start == sup ? -1 : sup;
        ui.notice = {};
        return;
      }
      const int first = ui.span_start;
      ui.span_start = -1;
      return apply(session, ui, rd::Choice::span(first, sup));  // a refusal says why; the plank stays picked
    }
    case rd::Decision::kRemove:
      if (target.kind == std::string("plank")) return apply(session, ui, rd::Choice::take_plank(target.index));
      return apply(session, ui, rd::Choice::take_stone(target.index));
    case rd::Decision::kMove1:
    case rd::Decision::kMove2:
    case rd::Decision::kJump: {
      const int pos = target.index;
      const bool jump = s.decision() == rd::Decision::kJump;
      // Prefer stopping on a village after one step when that village is tapped.
      const rd::Choice* c = pick([&](const rd::Choice& c) { return !jump && c.b == rd::kNoPosition && rd::landing(c) == pos; });
      if (!c) c = pick([&](const rd::Choice& c) { return rd::landing(c) == pos; });
      if (c) apply(session, ui, *c);
      return;
    }
    default:
      return;
  }
}

// A tap (or click) on the board during the human's decision.
void board_tap(Session& session, GameUi& ui, const ScreenSplit& split, const Highlights& h, ImVec2 at) {
  const rd::State& s = session.state();
  const BoardTransform& t = split.board;
  if (s.decision() == rd::Decision::kStone && s.variant() == rd::Variant::kExpert) {  // anywhere in the water
    const rd::Vec2 b = t.to_board(at);
    return apply(session, ui, rd::Choice::stone_at(rd::to_spot(b.x), rd::to_spot(b.y)));
  }
  const auto all = board_targets(s, t, h, ui.span_start);
  bool crowded = false;
  const BoardTarget* target = target_at(all, t.scale, at, crowded);
  if (crowded && ui.view.zoom < kMaxZoom) {  // too close together for a finger: look closer first
    ui.view = zoom_at(s.board(), ui.view, split.fit_min, split.fit_max, at, 2);
    return;
  }
  if (target) choose_target(session, ui, *target);
}

// The "whole board" button's picture: the four corners of a frame.
void frame_corners(ImVec2 min, ImVec2 max) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float w = max.x - min.x, inset = w * 0.3f, arm = w * 0.15f;
  const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text);
  for (int corner = 0; corner < 4; ++corner) {
    const float x = corner & 1 ? max.x - inset : min.x + inset, y = corner & 2 ? max.y - inset : min.y + inset;
    const float dx = corner & 1 ? -arm : arm, dy = corner & 2 ? -arm : arm;
    draw->AddLine({x, y}, {x + dx, y}, ink, 2);
    draw->AddLine({x, y}, {x, y + dy}, ink, 2);
  }
}

bool in_board(const ScreenSplit& split, ImVec2 p) {
  return p.x >= split.board_min.x && p.y >= split.board_min.y && p.x < split.board_max.x && p.y < split.board_max.y;
}

}  // namespace

TargetCount register_targets(const rd::State& s, const ScreenSplit& split, const Highlights& h) {
  TargetCount count;
  const ImVec2 mid{(split.fit_min.x + split.fit_max.x) / 2, (split.fit_min.y + split.fit_max.y) / 2};
  float nearest = FLT_MAX;
  for (const BoardTarget& target : board_targets(s, split.board, h, h.selected_support)) {
    const ImVec2 c{(target.a.x + target.b.x) / 2, (target.a.y + target.b.y) / 2};
    if (!target.lit) continue;
    ++count.all;
    if (const float d = std::hypot(c.x - mid.x, c.y - mid.y); d < nearest) nearest = d, count.nearest = split.board.to_board(c);
    if (!in_board(split, c)) continue;  // zoomed in, some are off screen
    ++count.on_screen;
    // The rectangle a test taps: within the target's reach around its middle.
    const float half = touch_ui() ? std::max(target.radius, kFingerSize / 2) : std::max(4.0f, target.radius * 0.7f);
    layout_add(target.kind, target.id, {c.x - half, c.y - half}, {c.x + half, c.y + half});
  }
  return count;
}

bool view_gestures(const rd::Board& board, BoardView& view, bool& press, const ScreenSplit& split) {
  const ImGuiIO& io = ImGui::GetIO();
  const Pinch two = pinch();
  if (two.active && in_board(split, two.centre)) {
    view = zoom_at(board, view, split.fit_min, split.fit_max, two.centre, two.scale);
    view = pan(board, view, split.fit_min, split.fit_max, two.moved);
  }
  const bool free_pointer = !io.WantCaptureMouse && in_board(split, io.MousePos);
  if (free_pointer && io.MouseWheel != 0)
    view = zoom_at(board, view, split.fit_min, split.fit_max, io.MousePos, std::pow(1.25f, io.MouseWheel));
  if (ImGui::IsMouseClicked(0)) press = free_pointer;
  const float still = tap_slop();
  const bool moved = io.MouseDragMaxDistanceSqr[0] > still * still;
  if (press && ImGui::IsMouseDown(0) && moved && !pinched_during_press()) view = pan(board, view, split.fit_min, split.fit_max, io.MouseDelta);
  if (!press || !ImGui::IsMouseReleased(0)) return false;
  press = false;
  return !moved && !pinched_during_press();
}

void board_gestures(Session& session, GameUi& ui, const ScreenSplit& split, const Highlights& h) {
  const rd::State& s = session.state();
  if (view_gestures(s.board(), ui.view, ui.board_press, split) && session.waiting_human() >= 0 && s.phase() == rd::Phase::kResolution)
    board_tap(session, ui, split, h, ImGui::GetIO().MousePos);
}

// Only on touch screens (a mouse has its wheel and drag); in a corner (zoom_place).
namespace {
// Where the zoom buttons go: a corner of the board's part of the screen where they cover no
// village nor its badges at the fitted view (issue #23 §5: on a phone they sat over the
// player's own village and its first-player badge). The corners are tried in turn, the
// buttons stacked down, then across; if none is clear, the top left, stacked down.
struct ZoomPlace {
  ImVec2 pos;
  bool across;
  ImVec2 extent;  // of the three buttons together
};

bool covers_a_village(const rd::Board& board, const BoardTransform& fitted, ImVec2 min, ImVec2 max) {
  for (int c = 0; c < rd::kColors; ++c) {
    const ImVec2 v = fitted.to_screen(board.villages[c]);
    const float reach = float(board.village_radius[c]) * fitted.scale * 1.92f;  // the village and its badges
    const float dx = std::max({min.x - v.x, 0.0f, v.x - max.x}), dy = std::max({min.y - v.y, 0.0f, v.y - max.y});
    if (dx * dx + dy * dy < reach * reach) return true;
  }
  return false;
}

ZoomPlace zoom_place(const rd::Board& board, const ScreenSplit& split, float size, float gap) {
  const BoardTransform fitted = BoardTransform::fit(board, split.fit_min, split.fit_max);
  const float long_side = 3 * size + 2 * gap;
  for (const bool across : {false, true})
    for (const bool right : {false, true})
      for (const bool bottom : {false, true}) {
        const ImVec2 extent = across ? ImVec2{long_side, size} : ImVec2{size, long_side};
        const ImVec2 min{right ? split.board_max.x - 2 - extent.x : split.board_min.x + 2,
                         bottom ? split.board_max.y - 2 - extent.y : split.board_min.y + 2};
        if (!covers_a_village(board, fitted, min, {min.x + extent.x, min.y + extent.y})) return {min, across, extent};
      }
  return {{split.board_min.x + 2, split.board_min.y + 2}, false, {size, long_side}};
}
}  // namespace

std::optional<Box> zoom_buttons_box(const rd::Board& board, const ScreenSplit& split) {
  if (!touch_ui()) return std::nullopt;
  const ZoomPlace place = zoom_place(board, split, kFingerSize, ImGui::GetStyle().ItemSpacing.y);
  return Box{place.pos, {place.pos.x + place.extent.x, place.pos.y + place.extent.y}};
}

void zoom_buttons(const rd::Board& board, BoardView& view, const ScreenSplit& split) {
  if (!touch_ui()) return;
  const float size = kFingerSize;
  const ZoomPlace place = zoom_place(board, split, size, ImGui::GetStyle().ItemSpacing.y);
  ImGui::SetNextWindowPos(place.pos);
  ImGui::SetNextWindowBgAlpha(0.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});  // the window is its buttons, so it stays on screen
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);
  ImGui::Begin("##zoom", nullptr, kOverlayFlags | ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleVar(2);
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, {ImGui::GetStyle().ItemSpacing.y, ImGui::GetStyle().ItemSpacing.y});
  const ImVec2 mid{(split.fit_min.x + split.fit_max.x) / 2, (split.fit_min.y + split.fit_max.y) / 2};
  ImGui::BeginDisabled(view.zoom >= kMaxZoom);
  if (ImGui::Button("+", {size, size})) view = zoom_at(board, view, split.fit_min, split.fit_max, mid, 1.5f);
  layout_add_item("button", "zoom-in");
  ImGui::EndDisabled();
  if (place.across) ImGui::SameLine();
  ImGui::BeginDisabled(view.zoom <= 1);
  if (ImGui::Button("\xE2\x88\x92", {size, size})) view = zoom_at(board, view, split.fit_min, split.fit_max, mid, 1 / 1.5f);
  layout_add_item("button", "zoom-out");
  if (place.across) ImGui::SameLine();
  if (ImGui::Button("##fit", {size, size})) view = BoardView{};
  layout_add_item("button", "zoom-fit");
  frame_corners(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::EndDisabled();
  ImGui::PopStyleVar();
  ImGui::End();
}

}  // namespace rdweb
