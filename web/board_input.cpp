#include "board_input.h"

#include <algorithm>
#include <cmath>

#include "event_words.h"
#include "layout.h"
#include "names.h"
#include "palette.h"
#include "text.h"
#include "widgets.h"

namespace rdweb {

namespace {
std::string support_id(const rd::State& s, int support) { return rd::support_name(s, support); }
}  // namespace

Highlights targets(const Session& session, const GameUi& ui) {
  Highlights h;
  const rd::State& s = session.state();
  if (session.waiting_human() < 0 || s.phase() != rd::Phase::kResolution) return h;
  const auto legal = s.legal_choices();
  switch (s.decision()) {
    case rd::Decision::kStone:
      for (const auto& c : legal)
        if (s.variant() == rd::Variant::kStandard) h.supports |= uint64_t(1) << (rd::kFirstStone + c.a);
      break;
    case rd::Decision::kPlaceSpan:
      h.selected_support = ui.span_start;
      for (const auto& c : legal) {
        if (ui.span_start < 0) h.supports |= (uint64_t(1) << c.a) | (uint64_t(1) << c.b);
        else if (c.a == ui.span_start) h.supports |= uint64_t(1) << c.b;
        else if (c.b == ui.span_start) h.supports |= uint64_t(1) << c.a;
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
        const int end = (s.decision() == rd::Decision::kJump || c.b >= 0) ? c.b : c.a;
        if (std::find(h.positions.begin(), h.positions.end(), end) == h.positions.end()) h.positions.push_back(end);
        if (s.decision() == rd::Decision::kMove2) h.paths.push_back({s.pawn(s.actor()), c.a, c.b});
      }
      break;
    default:
      break;
  }
  return h;
}

void register_targets(const rd::State& s, const BoardTransform& t, const Highlights& h) {
  auto box = [&](const char* kind, const std::string& id, rd::Vec2 p, double r) {
    const ImVec2 c = t.to_screen(p);
    const float half = std::max(4.0f, float(r) * t.scale * 0.7f);
    layout_add(kind, id, {c.x - half, c.y - half}, {c.x + half, c.y + half});
  };
  for (int sup = 0; sup < rd::kSupports; ++sup) {
    if (!(h.supports >> sup & 1)) continue;
    if (sup >= rd::kFirstStone && !s.has_stone(sup))
      box("island", rd::island_name(sup - rd::kFirstStone), s.board().islands[sup - rd::kFirstStone], 0.4);
    else
      box("support", support_id(s, sup), s.support_pos(sup), s.support_radius(sup));
  }
  for (int p = 0; p < rd::kPlanks; ++p)
    if (h.planks[p]) box("plank", rd::plank_name(p), pawn_spot(s, rd::plank_position(p), 0), 0.2);
  for (int pos : h.positions) box("destination", rd::position_name(pos), pawn_spot(s, pos, s.actor()), 0.3);
}

// The legal choice a click on the board stands for, if any.
void board_click(Session& session, GameUi& ui, const BoardTransform& t, ImVec2 at) {
  const rd::State& s = session.state();
  const auto legal = s.legal_choices();
  auto pick = [&](auto matches) -> const rd::Choice* {
    for (const auto& c : legal)
      if (matches(c)) return &c;
    return nullptr;
  };
  auto apply = [&](const rd::Choice& c) {
    const char* why = session.choose(c);
    ui.notice = why ? why : "";
  };
  switch (s.decision()) {
    case rd::Decision::kStone:
      if (s.variant() == rd::Variant::kExpert) {
        const rd::Vec2 b = t.to_board(at);
        apply(rd::Choice::stone_at(int(std::lround(b.x * 100)), int(std::lround(b.y * 100))));
      } else if (const int island = island_at(s, t, at); island >= 0) {
        apply(rd::Choice::stone(island));
      }
      break;
    case rd::Decision::kPlaceSpan: {
      const int sup = support_at(s, t, at);
      if (sup < 0) break;
      if (ui.span_start < 0 || ui.span_start == sup) {
        ui.span_start = ui.span_start == sup ? -1 : sup;
        ui.notice.clear();
        break;
      }
      const int first = ui.span_start;
      ui.span_start = -1;
      apply(rd::Choice::span(first, sup));  // a refusal says why; the plank stays picked
      break;
    }
    case rd::Decision::kRemove:
      if (const int plank = board_plank_at(s, t, at); plank >= 0) apply(rd::Choice::take_plank(plank));
      else if (const int sup = support_at(s, t, at); sup >= rd::kFirstStone) apply(rd::Choice::take_stone(sup));
      break;
    case rd::Decision::kMove1:
    case rd::Decision::kMove2:
    case rd::Decision::kJump: {
      const int pos = position_at(s, t, at);
      if (pos < 0) break;
      const bool jump = s.decision() == rd::Decision::kJump;
      // Prefer stopping on a village after one step when that village is clicked.
      const rd::Choice* c = pick([&](const rd::Choice& c) { return !jump && c.b < 0 && c.a == pos; });
      if (!c) c = pick([&](const rd::Choice& c) { return c.b == pos; });
      if (c) apply(*c);
      else ui.notice = text(Text::kPromptMove1);
      break;
    }
    default:
      break;
  }
}

}  // namespace rdweb
