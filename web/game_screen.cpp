#include "game_screen.h"

#include <algorithm>

#include "board_input.h"
#include "game_overlays.h"
#include "game_panels.h"
#include "layout.h"
#include "program_editor.h"
#include "text.h"
#include "event_words.h"
#include "widgets.h"

namespace rdweb {

ScreenSplit split_screen(const rd::Board& board) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const bool wide = vp->Size.x >= vp->Size.y;
  const float panel_w = wide ? std::clamp(vp->Size.x * 0.36f, 330.0f, 540.0f) : vp->Size.x;
  const float panel_h = wide ? vp->Size.y : vp->Size.y * 0.55f;
  ScreenSplit split;
  split.board_max = wide ? ImVec2{vp->Pos.x + vp->Size.x - panel_w, vp->Pos.y + vp->Size.y}
                         : ImVec2{vp->Pos.x + vp->Size.x, vp->Pos.y + vp->Size.y - panel_h};
  split.panel_pos = wide ? ImVec2{split.board_max.x, vp->Pos.y} : ImVec2{vp->Pos.x, split.board_max.y};
  split.panel_size = {panel_w, panel_h};
  split.board = BoardTransform::fit(board, {vp->Pos.x + 8, vp->Pos.y + 8}, {split.board_max.x - 8, split.board_max.y - 8});
  return split;
}

void place_panel(const ScreenSplit& split) {
  ImGui::SetNextWindowPos(split.panel_pos);
  ImGui::SetNextWindowSize(split.panel_size);
}

GameAction draw_game_screen(Session& session, GameUi& ui, const Fonts& fonts, double now) {
  const rd::State& s = session.state();
  const ScreenSplit split = split_screen(s.board());
  const BoardTransform& t = split.board;
  const ImVec2 board_max = split.board_max;

  // The board, on the background layer.
  ImDrawList* bg = ImGui::GetBackgroundDrawList();
  draw_board(bg, s, t);
  draw_pieces(bg, s, t, &session.recent(), now);
  const int human = session.waiting_human();
  const bool private_now = s.phase() == rd::Phase::kProgramming && human >= 0 && session.humans() > 1 && ui.privacy_for != human;
  const Highlights h = targets(session, ui);
  draw_highlights(bg, s, t, h, now);
  register_targets(s, t, h);
  const ImGuiIO& io = ImGui::GetIO();
  if (human >= 0 && s.phase() == rd::Phase::kResolution && ImGui::IsMouseClicked(0) && !io.WantCaptureMouse &&
      io.MousePos.x < board_max.x && io.MousePos.y < board_max.y)
    board_click(session, ui, t, io.MousePos);
  if (s.decision() != rd::Decision::kPlaceSpan) ui.span_start = -1;

  // The panel.
  place_panel(split);
  ImGui::Begin("##panel", nullptr, kPanelFlags);
  ImGui::PushFont(fonts.heading);
  ImGui::TextUnformatted(progress_line(s).c_str());
  ImGui::PopFont();
  // The menu: always reachable, during resolution too.
  ImGui::SameLine(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - ImGui::CalcTextSize(text(Text::kMenu)).x -
                                                      ImGui::GetStyle().FramePadding.x * 2));
  if (ImGui::SmallButton(text(Text::kMenu))) ui.menu = !ui.menu;
  layout_add_item("button", "menu");
  speed_controls(session);
  ImGui::Separator();
  if (human >= 0 && s.phase() == rd::Phase::kProgramming && !private_now) {
    program_editor(session, ui, human);
  } else if (human >= 0 && s.phase() == rd::Phase::kResolution) {
    color_chip(human);
    ImGui::TextWrapped("%s", format(Text::kYourTurn, color_text(human), card_text(s.current_card())).c_str());
    ImGui::TextWrapped("%s", prompt(s, ui));
  } else if (session.thinking() >= 0) {
    color_chip(session.thinking());
    ImGui::TextUnformatted(format(Text::kThinking, color_text(session.thinking())).c_str());
    ImGui::SameLine();
    static const char kSpinner[] = "|/-\\";
    const char* spin = kSpinner + int(now / kSpinnerStepMs) % 4;
    ImGui::TextUnformatted(spin, spin + 1);
  } else if (!s.is_over()) {
    ImGui::TextDisabled("%s", text(Text::kWaitingForAi));
  }
  if (!ui.notice.empty()) warning_text(ui.notice.c_str());  // wrapped: a link's message is long (found by playtest)
  if (ui.unsaved) warning_text(text(Text::kStorageWarning));
  ImGui::Separator();
  if (!private_now) program_rows(s, open_programs(session));
  ImGui::Separator();
  reserves(session, ui, t);
  ImGui::Separator();
  log_panel(session.log(), session.log().size());
  ImGui::End();

  if (private_now) privacy_screen(ui, fonts, human);
  if (ui.menu) return game_menu(session, ui, fonts);
  if (s.is_over()) return end_screen(session, fonts);
  return GameAction::kNone;
}

}  // namespace rdweb
