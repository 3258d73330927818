#include "screens/replay_screen.h"
#include "board/screen_split.h"

#include <algorithm>

#include "board/board_input.h"
#include "logic/event_words.h"
#include "screens/game_panels.h"
#include "page/layout.h"
#include "logic/text.h"
#include "ui/touch.h"
#include "ui/widgets.h"

namespace rdweb {

namespace {

constexpr uint8_t kEveryone = (1 << rd::kColors) - 1;

// Playing: one choice per step of the chosen speed, stopping at the end.
void advance(Timeline& t, ReplayUi& ui, double now) {
  if (!ui.playing) return;
  if (t.position() >= t.steps()) {
    ui.playing = false;
    return;
  }
  if (now < ui.next_ms) return;
  t.seek(t.position() + 1);
  ui.next_ms = now + speed_step_ms(ui.speed);
}

// The keyboard: arrows step, up/down move by round, space plays or pauses, Home/End.
void keys(Timeline& t, ReplayUi& ui) {
  if (ImGui::GetIO().WantTextInput || ImGui::IsAnyItemActive()) return;
  if (ImGui::IsKeyPressed(ImGuiKey_RightArrow)) t.seek(t.position() + 1);
  if (ImGui::IsKeyPressed(ImGuiKey_LeftArrow)) t.seek(t.position() - 1);
  if (ImGui::IsKeyPressed(ImGuiKey_DownArrow) || ImGui::IsKeyPressed(ImGuiKey_PageDown)) t.seek(t.next_round_start());
  if (ImGui::IsKeyPressed(ImGuiKey_UpArrow) || ImGui::IsKeyPressed(ImGuiKey_PageUp)) t.seek(t.previous_round_start());
  if (ImGui::IsKeyPressed(ImGuiKey_Home)) t.seek(0);
  if (ImGui::IsKeyPressed(ImGuiKey_End)) t.seek(t.steps());
  if (ImGui::IsKeyPressed(ImGuiKey_Space, false)) ui.playing = !ui.playing;
}

bool control(const char* label, const char* id, float min_width = 0) {
  const bool pressed = flow_small_button(label, min_width);
  layout_add_item("button", id);
  return pressed;
}

// The first of a row: where the cursor is (after a line of its own, flow would put it one
// spacing right of the line's start).
bool first_control(const char* label, const char* id, float min_width = 0) {
  const bool pressed = small_button(label, min_width);
  layout_add_item("button", id);
  return pressed;
}

// Stepping, by round, play/pause, the slider and the round list. The five buttons on one
// row where they fit; else the rounds' two on a row above the stepping three (a playtest:
// "Turno »" wrapped alone onto a second line on a phone, in Italian and French).
void transport(Timeline& t, ReplayUi& ui) {
  const char *prev = text(Text::kReplayPrevRound), *back = text(Text::kReplayBack), *forward = text(Text::kReplayForward),
             *next = text(Text::kReplayNextRound);
  // As wide as the longer of its two labels: the row does not move when it changes.
  const float play_w = std::max(ImGui::CalcTextSize(text(Text::kReplayPause)).x, ImGui::CalcTextSize(text(Text::kReplayPlay)).x) +
                       ImGui::GetStyle().FramePadding.x * 2;
  const float row = small_button_width(prev) + small_button_width(back) + play_w + small_button_width(forward) +
                    small_button_width(next) + 4 * ImGui::GetStyle().ItemSpacing.x;
  const bool one_row = row <= ImGui::GetContentRegionAvail().x;
  if (first_control(prev, "replay-prev-round")) t.seek(t.previous_round_start());
  if (!one_row && control(next, "replay-next-round")) t.seek(t.next_round_start());
  if (one_row ? control(back, "replay-back") : first_control(back, "replay-back")) t.seek(t.position() - 1);
  if (control(text(ui.playing ? Text::kReplayPause : Text::kReplayPlay), "replay-play", play_w)) {
    if (!ui.playing && t.position() >= t.steps()) t.seek(0);
    ui.playing = !ui.playing;
  }
  if (control(forward, "replay-forward")) t.seek(t.position() + 1);
  if (one_row && control(next, "replay-next-round")) t.seek(t.next_round_start());
  const int round = t.round_at(t.position());
  int point = t.position();
  ImGui::SetNextItemWidth(-1);
  // Its words in the middle, over the thumb: a dimmer thumb keeps them legible (a playtest:
  // the thumb hid a digit of "Choice 88 of 138").
  for (ImGuiCol part : {ImGuiCol_SliderGrab, ImGuiCol_SliderGrabActive}) {
    ImVec4 dim = ImGui::GetStyleColorVec4(part);
    dim.w *= 0.45f;
    ImGui::PushStyleColor(part, dim);
  }
  if (ImGui::SliderInt("##point", &point, 0, t.steps(), format(Text::kReplayPoint, {{"choice", t.position()}, {"total", t.steps()}}).c_str())) t.seek(point);
  ImGui::PopStyleColor(2);
  layout_add_item("slider", "replay-slider");
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.4f);
  if (begin_list("##round", format(Text::kReplayRound, {{"round", round}}).c_str())) {
    for (int r = 1; r <= t.rounds(); ++r)
      if (list_item(format(Text::kReplayRound, {{"round", r}}).c_str(), r == round)) t.seek(t.round_start(r));
    ImGui::EndCombo();
  }
  const Text speeds[] = {Text::kSpeedNormal, Text::kSpeedFast};
  for (int i = 0; i < 2; ++i) {
    if (flow_radio(text(speeds[i]), ui.speed == Speed(i))) ui.speed = Speed(i);
    layout_add_item("button", std::string("replay-speed-") + speed_name(Speed(i)));
  }
}

// Everything revealed, or what one player could see at that moment.
void viewpoint(const rd::State& s, const PlayerNames& names, ReplayUi& ui) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(text(Text::kReplayShow));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1);
  const std::string current = ui.viewpoint < 0 ? text(Text::kReplayEverything) : format(Text::kReplayViewOf, {{"color", player_word(names, ui.viewpoint)}});
  if (begin_list("##view", current.c_str())) {
    if (list_item(text(Text::kReplayEverything), ui.viewpoint < 0)) ui.viewpoint = -1;
    for (int c = 0; c < rd::kColors; ++c)
      if (s.in_play(c) && list_item(format(Text::kReplayViewOf, {{"color", player_word(names, c)}}).c_str(), ui.viewpoint == c)) ui.viewpoint = c;
    ImGui::EndCombo();
  }
}

}  // namespace

ReplayAction draw_replay_screen(Timeline& t, ReplayUi& ui, const Fonts& fonts, double now) {
  advance(t, ui, now);
  keys(t, ui);
  const rd::State& s = t.state();
  const ScreenSplit split = split_screen(s.board(), ui.view);
  const BoardTransform& bt = split.board;
  draw_board_part(split, s, nullptr, now);
  view_gestures(s.board(), ui.view, ui.board_press, split);  // a phone's small board can be looked at closely
  zoom_buttons(s.board(), ui.view, split);

  place_panel(split);
  ImGui::Begin("##replay", nullptr, kPanelFlags);
  ImGui::PushFont(compact_screen() ? fonts.body : fonts.heading);
  // One line: the progress alone where "Replay · " does not fit before it (an Italian
  // playtest: "· Giallo" wrapped alone onto a second line on a desktop).
  const std::string progress = progress_line(s, t.names());
  const std::string title = format(Text::kReplayTitle, {{"progress", progress}});
  const float room = ImGui::GetContentRegionAvail().x;
  ImGui::TextUnformatted((ImGui::CalcTextSize(title.c_str()).x <= room ? title : cut_to_width(progress, room)).c_str());
  ImGui::PopFont();
  transport(t, ui);
  viewpoint(s, t.names(), ui);
  ReplayAction action = ReplayAction::kNone;
  ImGui::BeginDisabled(s.is_over());  // nothing to play on from
  if (control(text(Text::kReplayPlayOn), "replay-play-on")) action = ReplayAction::kPlayOn;
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (control(text(Text::kReplayClose), "replay-close")) action = ReplayAction::kClose;
  if (ui.notice) warning_text(words(ui.notice).c_str());
  ImGui::Separator();
  program_rows(s, ui.viewpoint < 0 ? kEveryone : uint8_t(1 << ui.viewpoint), t.names());
  ImGui::Separator();
  draw_reserves(s, bt, -1, t.names());
  ImGui::Separator();
  log_panel(t.log(), t.log_lines_now());
  swipe_scroll();
  ImGui::End();
  return action;
}

}  // namespace rdweb
