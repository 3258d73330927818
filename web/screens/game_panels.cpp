#include "screens/game_panels.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <cstring>
#include <cmath>

#include "screens/card_help.h"
#include "logic/event_words.h"
#include "logic/problem_words.h"
#include "page/layout.h"
#include "ui/text_fit.h"
#include "ui/marks.h"
#include "names.h"
#include "ui/palette.h"
#include "logic/text.h"
#include "ui/touch.h"
#include "ui/widgets.h"

namespace rdweb {

std::string progress_line(const rd::State& s, const PlayerNames& names) {
  if (s.is_over()) return format(Text::kGameOverLine, {{"winner", player_word(names, s.winner())}});
  if (s.phase() == rd::Phase::kProgramming) return format(Text::kRoundProgramming, {{"round", s.round()}});
  return format(Text::kRoundSlot, {{"round", s.round()}, {"slot", s.slot() + 1}, {"player", player_word(names, s.actor())}});
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
  if (session.online()) return;  // the other devices' players set the pace
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
  if (session.state().is_over() || session.waiting_human() >= 0 || session.humans() == 0 || session.online()) return;
  if (flow_small_button(text(Text::kSkip))) session.skip();
  layout_add_item("button", "skip");
}

// The acting human picks a plank in the reserves.
void reserves(Session& session, GameUi& ui, const BoardTransform& t) {
  const rd::State& s = session.state();
  const bool picking = session.waiting_human() >= 0 && s.decision() == rd::Decision::kPickPlank;
  const int p = draw_reserves(s, t, picking ? s.actor() : -1, session.names());
  if (p < 0) return;
  const Refused why = session.choose(rd::Choice::pick_plank(p));
  ui.notice = refusal_said(why);
  for (const rd::Event& e : session.recent().events)  // the picked plank fits nowhere: say so
    if (e.kind == rd::EventKind::kPlankLost && e.a == p) ui.notice = plank_lost_said(e, session.names());
}

int draw_reserves(const rd::State& s, const BoardTransform& t, int picker, const PlayerNames& names) {
  int picked = -1;
  ImGui::TextUnformatted(text(Text::kReserves));
  const float width = ImGui::GetContentRegionAvail().x;
  // The picker's reserve first, and while the plank picked waits for its span: on a phone at
  // four players the others' pushed it below the screen (a browser test tapping its plank
  // found it there).
  const int first = picker >= 0 ? picker : s.picked_plank() >= 0 ? s.actor() : -1;
  std::array<int, rd::kColors> order{};
  std::iota(order.begin(), order.end(), 0);
  if (first > 0) std::rotate(order.begin(), order.begin() + first, order.begin() + first + 1);
  for (int c : order) {
    if (!s.in_play(c)) continue;
    color_chip(c);
    // A name as long as the line allows (an Italian playtest: "Massi…" with room to spare).
    ImGui::TextUnformatted(cut_to_width(player_word(names, c), ImGui::GetContentRegionAvail().x).c_str());
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
        if (ImGui::InvisibleButton("##plank", {hit_w, row_h})) picked = p;
        layout_add_item("reserve", rd::plank_name(p));
        if (ImGui::IsItemHovered()) ImGui::GetWindowDrawList()->AddLine(a, b, IM_COL32(255, 230, 90, 255), 0.3f * t.scale + 6);
        ImGui::PopID();
      }
      if (p == s.picked_plank())  // picked, waiting for its span: the player sees which (found by playtest)
        ImGui::GetWindowDrawList()->AddRect({a.x - 4, a.y - row_h / 2 + 4}, {b.x + 4, a.y + row_h / 2 - 2}, IM_COL32(120, 255, 140, 255), 4, 0, 3);
      draw_plank(ImGui::GetWindowDrawList(), p, a, b, t.scale, 1, "reserve");
      x += hit_w + 10;
    }
    const bool empty = s.reserve_size(c) == 0;
    if (empty) {  // said, not a blank row (a playtest); the row as tall as the words at least
      ImGui::SetCursorScreenPos({x0, y});
      ImGui::TextDisabled("%s", text(Text::kReserveEmpty));
    }
    ImGui::SetCursorScreenPos({x0, y + (empty ? std::max(row_h, ImGui::GetTextLineHeight()) : row_h) + 2});
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
  // False while the log is scrolled out of the panel's sight (ImGui skips a child wholly
  // clipped, and its scroll falls to the top meanwhile).
  const bool in_sight = ImGui::BeginChild("log", {0, std::max(ImGui::GetContentRegionAvail().y, ImGui::GetTextLineHeightWithSpacing() * 8)}, true);
  for (size_t i = count > kShownLines ? count - kShownLines : 0; i < count; ++i) {
    if (lines[i].color >= 0) color_chip(lines[i].color);
    ImGui::TextWrapped("%s", lines[i].text.c_str());
    if (ImGui::IsItemHovered()) hovered = int(i);
    if (state) sight_add_item("log", std::to_string(i) + ":" + line_place(*state, lines[i]));
  }
  // New lines show the newest (computers may add many between two drawn frames); otherwise
  // the log stays where the player scrolled it. Lines count as shown only once the log is in
  // sight: a log out of sight while a program was composed came back at its first line, the
  // round's news far below (a playtest, every round, on a phone and a desktop).
  ImGuiStorage* storage = ImGui::GetStateStorage();
  const ImGuiID shown_id = ImGui::GetID("shown lines");
  if (in_sight) {
    if (storage->GetInt(shown_id, -1) != int(count) || ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 40) ImGui::SetScrollHereY(1.0f);
    storage->SetInt(shown_id, int(count));
  }
  swipe_scroll();
  ImGui::EndChild();
  return hovered;
}

}  // namespace rdweb
