#include "screens/game_panels.h"

#include <algorithm>
#include <cstring>
#include <cmath>

#include "screens/card_help.h"
#include "logic/event_words.h"
#include "logic/problem_words.h"
#include "page/layout.h"
#include "ui/text_fit.h"
#include "board/marks.h"
#include "names.h"
#include "ui/palette.h"
#include "logic/text.h"
#include "ui/touch.h"
#include "ui/widgets.h"

namespace rdweb {

std::string progress_line(const rd::State& s) {
  if (s.is_over()) return format(Text::kGameOverLine, {{"winner", color_text(s.winner())}});
  if (s.phase() == rd::Phase::kProgramming) return format(Text::kRoundProgramming, {{"round", s.round()}});
  return format(Text::kRoundSlot, {{"round", s.round()}, {"slot", s.slot() + 1}, {"player", color_text(s.actor())}});
}

const char* prompt(const rd::State& s, const GameUi& ui) {
  switch (s.decision()) {
    case rd::Decision::kStone: return pointer_text(s.variant() == rd::Variant::kStandard ? Text::kPromptStone : Text::kPromptStoneExpert);
    case rd::Decision::kPickPlank: return text(Text::kPromptPickPlank);
    case rd::Decision::kPlaceSpan: return pointer_text(ui.span_start < 0 ? Text::kPromptSpanFirst : Text::kPromptSpanSecond);
    case rd::Decision::kRemove: return pointer_text(Text::kPromptRemove);
    case rd::Decision::kMove1: return pointer_text(Text::kPromptMove1);
    case rd::Decision::kMove2: return pointer_text(Text::kPromptMove2);
    case rd::Decision::kJump: return pointer_text(Text::kPromptJump);
    default: return "";
  }
}

void speed_controls(Session& session) {
  ImGui::TextUnformatted(text(Text::kSpeed));
  const Text names[] = {Text::kSpeedNormal, Text::kSpeedFast, Text::kSpeedInstant};
  for (int i = 0; i < 3; ++i) {
    if (flow_radio(text(names[i]), session.speed() == Speed(i))) session.set_speed(Speed(i));
    layout_add_item("button", std::string("speed-") + speed_name(Speed(i)));
  }
}

// Only while computers act before a human's next decision: at any other time it would do
// nothing (found by a newcomer's playtest).
void skip_button(Session& session) {
  if (session.state().is_over() || session.waiting_human() >= 0 || session.humans() == 0) return;
  if (flow_small_button(text(Text::kSkip))) session.skip();
  layout_add_item("button", "skip");
}

namespace {
// One slot of a program row; a dragon shows in the color of the player it strikes, with that
// player's letter; a cancelled card is struck through, with the canceller's letter.
// `id` ("green-3": row and slot) names its marks.
void card_cell(int card, float width, bool revealed, bool current, int cancelled_by, bool dim, const std::string& id, rd::Variant variant) {
  const float h = std::min(ImGui::GetFrameHeight(), ImGui::GetTextLineHeight() + 8);  // shown, not touched: no fingertip size
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const bool shown = card >= 0 && (revealed || dim);
  const bool dragon = shown && rd::is_dragon(card);
  ImU32 bg = !revealed ? IM_COL32(40, 60, 75, 255) : current ? IM_COL32(90, 80, 30, 255) : IM_COL32(35, 45, 55, 255);
  if (dragon) bg = kPlayers[rd::dragon_target(card)].fill;
  draw->AddRectFilled(p, {p.x + width, p.y + h}, bg, 4);
  const char* label = !shown ? "" : dragon ? text(Text::kDragonCell) : card_text(card);
  ImU32 ink = dim ? IM_COL32(160, 170, 180, 255) : IM_COL32_WHITE;
  if (dragon) ink = kPlayers[rd::dragon_target(card)].text;
  if (current) draw->AddRect(p, {p.x + width, p.y + h}, IM_COL32(255, 220, 90, 255), 4, 0, 2);
  const bool cancelled = shown && cancelled_by >= 0;
  // Radius of a player's letter disc; a canceller's is smaller, on the cell's top right corner,
  // leaving the name its room (on a phone the cells are narrow).
  const float badge = h * 0.3f, cancel_badge = h * 0.22f;
  if (cancelled) ink = IM_COL32(175, 180, 188, 255);  // struck: dimmed under its line
  if (shown) {
    // A dragon's target letter first; a canceller's letter last, beside the name, never over
    // it (the disc covered the card's name: playtest, issue #12).
    const float left = dragon ? 2 * badge + 4 : 4, right = cancelled ? cancel_badge + 3 : 4;
    if (dragon) draw_badge(draw, {p.x + 3 + badge, p.y + h / 2}, badge, rd::dragon_target(card), "dragon", id);
    // A name wider than the cell ("2 planks" in a narrow panel, "2 planches" in French) is
    // drawn smaller, on two lines if it has two words, never cut.
    const float room = width - left - right, smallest = dragon ? 0.5f : 0.6f;
    const float fits = room / std::max(1.0f, ImGui::CalcTextSize(label).x);
    ImGui::PushClipRect(p, {p.x + width, p.y + h}, true);
    const char* space = std::strchr(label, ' ');
    // A cancelled name is struck through by a thin line across each of its lines: it stays legible.
    auto strike = [&](float size, float y, const char* begin, const char* end) {
      if (!cancelled) return;
      const float w = std::min(ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0, begin, end).x, room);
      draw->AddLine({p.x + left - 1, y}, {p.x + left + w + 1, y}, IM_COL32(255, 255, 255, 230), 1.5f);
    };
    if (fits < 0.85f && space) {
      const float wider = std::max(ImGui::CalcTextSize(label, space).x, ImGui::CalcTextSize(space + 1).x);
      const float size = std::min({ImGui::GetFontSize() * 0.7f, h * 0.48f, ImGui::GetFontSize() * room / std::max(1.0f, wider)});
      if (ImGui::GetFontSize() * room / std::max(1.0f, wider) < ImGui::GetFontSize() * 0.45f)
        note_clipped(std::string("program cell '") + label + "' " + id);
      draw->AddText(ImGui::GetFont(), size, {p.x + left, p.y + h / 2 - size}, ink, label, space);
      draw->AddText(ImGui::GetFont(), size, {p.x + left, p.y + h / 2}, ink, space + 1);
      strike(size, p.y + h / 2 - size / 2 + 1, label, space);
      strike(size, p.y + h / 2 + size / 2 + 1, space + 1, nullptr);
    } else {
      const float size = ImGui::GetFontSize() * std::min(1.0f, std::max(smallest, fits));
      if (fits < smallest) note_clipped(std::string("program cell '") + label + "' " + id);
      draw->AddText(ImGui::GetFont(), size, {p.x + left, p.y + (h - size) / 2}, ink, label);
      strike(size, p.y + h / 2 + 1, label, nullptr);
    }
    ImGui::PopClipRect();
  }
  if (cancelled_by >= 0) draw_badge(draw, {p.x + width - cancel_badge + 1, p.y + cancel_badge - 1}, cancel_badge, cancelled_by, "cancel", id);
  ImGui::Dummy({width, h});
  if (shown) card_help(card, variant, cancelled_by >= 0 ? format(Text::kCancelledBy, {{"color", color_text(cancelled_by)}}) : "");
}

}  // namespace

uint8_t open_programs(const Session& session) {
  if (session.humans() != 1) return 0;
  for (int c = 0; c < rd::kColors; ++c)
    if (session.state().in_play(c) && session.is_human(c)) return uint8_t(1 << c);
  return 0;
}

void program_rows(const rd::State& s, uint8_t open) {
  std::array<int8_t, rd::kColors> order;
  const int n = s.resolution_order(order);
  const bool resolving = s.phase() != rd::Phase::kProgramming;
  float name_w = 0;  // the longest color name in this language, after its chip
  for (int i = 0; i < n; ++i) name_w = std::max(name_w, ImGui::CalcTextSize(color_text(order[i])).x);
  name_w += ImGui::GetTextLineHeight() + ImGui::GetStyle().ItemSpacing.x * 2;
  const float cell_w = std::max(40.0f, (ImGui::GetContentRegionAvail().x - name_w) / rd::kSlots - 4);
  for (int i = 0; i < n; ++i) {
    const int c = order[i];
    color_chip(c);
    ImGui::TextUnformatted(color_text(c));
    ImGui::SameLine(name_w);
    const bool own = (open >> c & 1) && s.has_program(c);
    for (int k = 0; k < rd::kSlots; ++k) {
      const bool revealed = resolving && k <= s.slot();
      const bool current = resolving && !s.is_over() && k == s.slot() && c == s.actor();
      const bool show = (revealed || own) && (resolving || s.has_program(c));
      card_cell(show ? s.program(c)[k] : -1, cell_w, revealed, current, revealed ? s.cancelled_by(c, k) : -1, own && !revealed,
                std::string(rd::color_name(c)) + "-" + std::to_string(k + 1), s.variant());
      if (k + 1 < rd::kSlots) ImGui::SameLine(0, 4);
    }
  }
}

// The acting human picks a plank in the reserves.
void reserves(Session& session, GameUi& ui, const BoardTransform& t) {
  const rd::State& s = session.state();
  const bool picking = session.waiting_human() >= 0 && s.decision() == rd::Decision::kPickPlank;
  const int p = draw_reserves(s, t, picking ? s.actor() : -1);
  if (p < 0) return;
  const Refused why = session.choose(rd::Choice::pick_plank(p));
  ui.notice = refusal_said(why);
  for (const rd::Event& e : session.recent().events)  // the picked plank fits nowhere: say so
    if (e.kind == rd::EventKind::kPlankLost && e.a == p) ui.notice = [s = session.state(), e] { return describe(s, e); };
}

int draw_reserves(const rd::State& s, const BoardTransform& t, int picker) {
  int picked = -1;
  ImGui::TextUnformatted(text(Text::kReserves));
  const float width = ImGui::GetContentRegionAvail().x;
  for (int c = 0; c < rd::kColors; ++c) {
    if (!s.in_play(c)) continue;
    color_chip(c);
    ImGui::TextUnformatted(color_text(c));
    ImVec2 cursor = ImGui::GetCursorScreenPos();
    const float x0 = cursor.x, row_h = std::max(0.30f * t.scale + 10, c == picker ? target_size(0) : 0.0f);
    float x = x0, y = cursor.y + 4;
    for (int p = 0; p < rd::kPlanks; ++p) {
      if (s.plank_location(p) != c) continue;
      const float len = float(s.board().plank_lengths[rd::plank_number(p) - 1]) * t.scale;
      const float hit_w = c == picker ? target_size(len) : len;  // a short plank is still a fingertip wide
      if (x > x0 && x + hit_w > x0 + width) x = x0, y += row_h;
      const float left = x + (hit_w - len) / 2;
      const ImVec2 a{left, y + row_h / 2 - 4}, b{left + len, y + row_h / 2 - 4};
      if (c == picker) {
        ImGui::SetCursorScreenPos({x, y});
        ImGui::PushID(p);
        if (ImGui::InvisibleButton("plank", {hit_w, row_h})) picked = p;
        layout_add_item("reserve", rd::plank_name(p));
        if (ImGui::IsItemHovered()) ImGui::GetWindowDrawList()->AddLine(a, b, IM_COL32(255, 230, 90, 255), 0.3f * t.scale + 6);
        ImGui::PopID();
      }
      if (p == s.picked_plank())  // picked, waiting for its span: the player sees which (found by playtest)
        ImGui::GetWindowDrawList()->AddRect({a.x - 4, a.y - row_h / 2 + 4}, {b.x + 4, a.y + row_h / 2 - 2}, IM_COL32(120, 255, 140, 255), 4, 0, 3);
      draw_plank(ImGui::GetWindowDrawList(), p, a, b, t.scale, 1, "reserve");
      x += hit_w + 10;
    }
    ImGui::SetCursorScreenPos({x0, y + row_h + 2});
    ImGui::Dummy({1, 1});
  }
  return picked;
}

namespace {
// The first place a log line names, by its record name ("I12", "red3", "V:pink"), or "".
std::string line_place(const rd::State& s, const LogLine& line) {
  if (line.supports[0] >= 0) return rd::support_name(s, line.supports[0]);
  return line.plank >= 0 ? rd::plank_name(line.plank) : "";
}
}  // namespace

int log_panel(const std::vector<LogLine>& lines, size_t count, const rd::State* state) {
  int hovered = -1;  // a line hovered (or last tapped) lights the place it names on the board
  constexpr size_t kShownLines = 150;  // older lines stay in the record; drawing them all would slow long games
  ImGui::TextUnformatted(text(Text::kLog));
  ImGui::BeginChild("log", {0, std::max(ImGui::GetContentRegionAvail().y, ImGui::GetTextLineHeightWithSpacing() * 8)}, true);
  for (size_t i = count > kShownLines ? count - kShownLines : 0; i < count; ++i) {
    if (lines[i].color >= 0) color_chip(lines[i].color);
    ImGui::TextWrapped("%s", lines[i].text.c_str());
    if (ImGui::IsItemHovered()) hovered = int(i);
    if (state) sight_add_item("log", std::to_string(i) + ":" + line_place(*state, lines[i]));
  }
  // New lines show the newest (computers may add many between two drawn frames); otherwise
  // the log stays where the player scrolled it.
  ImGuiStorage* storage = ImGui::GetStateStorage();
  const ImGuiID shown_id = ImGui::GetID("shown lines");
  if (storage->GetInt(shown_id, -1) != int(count) || ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 40) ImGui::SetScrollHereY(1.0f);
  storage->SetInt(shown_id, int(count));
  swipe_scroll();
  ImGui::EndChild();
  return hovered;
}

}  // namespace rdweb
