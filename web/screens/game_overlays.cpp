#include "screens/game_overlays.h"

#include "ui/language_choice.h"

#include <algorithm>
#include <cmath>

#include "logic/event_words.h"
#include "screens/game_panels.h"
#include "page/layout.h"
#include "names.h"
#include "ui/palette.h"
#include "ui/shade.h"
#include "logic/text.h"
#include "ui/touch.h"
#include "ui/widgets.h"

namespace rdweb {

// A screen between two humans so that neither sees the other's hand: opaque, over everything.
void privacy_screen(GameUi& ui, const Fonts& fonts, int color) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::SetNextWindowFocus();
  ImGui::Begin("##privacy", nullptr, kPanelFlags & ~ImGuiWindowFlags_NoBringToFrontOnFocus);
  const float width = std::min(520.0f, vp->Size.x - 40);
  ImGui::SetCursorPos({(vp->Size.x - width) / 2, vp->Size.y * 0.35f});
  ImGui::BeginGroup();
  ImGui::PushFont(fonts.heading);
  color_chip(color);
  ImGui::TextUnformatted(format(Text::kPrivacyTitle, {{"color", color_text(color)}}).c_str());
  ImGui::PopFont();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextUnformatted(text(Text::kPrivacyBody));
  ImGui::PopTextWrapPos();
  if (ImGui::Button(format(Text::kPrivacyButton, {{"color", color_text(color)}}).c_str(), {width, ImGui::GetFrameHeight() * 1.6f}))
    ui.privacy_for = color;
  layout_add_item("button", "privacy");
  ImGui::EndGroup();
  ImGui::End();
}

// The winner at the top of the panel, not over the board: the players look at the final
// board (a window in the middle hid it, and on a phone covered the panel; found by playtests).
GameAction end_panel(const Session& session, const Fonts& fonts) {
  const int winner = session.state().winner();
  ImGui::PushFont(fonts.heading);
  // Black ink would vanish on the dark panel: black's win is written in the board's ink.
  ImGui::PushStyleColor(ImGuiCol_Text, winner == rd::kBlack ? ImGui::ColorConvertU32ToFloat4(kInk) : color_vec(winner));
  ImGui::TextWrapped("%s", format(Text::kWins, {{"color", session.player_word(winner)}}).c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  GameAction action = GameAction::kNone;
  const float avail = ImGui::GetContentRegionAvail().x;
  const ImVec2 size{(avail - ImGui::GetStyle().ItemSpacing.x) / 2, target_size(ImGui::GetFrameHeight() * 1.6f)};
  // At an online table, another game is set up anew (the players may change): no Play again.
  if (!session.online()) {
    if (ImGui::Button(text(Text::kPlayAgain), size)) action = GameAction::kPlayAgain;
    layout_add_item("button", "play-again");
    ImGui::SameLine();
  }
  if (ImGui::Button(text(Text::kNewSetup), size)) action = GameAction::kLeaveToSetup;
  layout_add_item("button", "new-setup");
  ImGui::Dummy({0, 0});  // the smaller buttons on a row of their own, not beside the big one (a playtest: online, uneven)
  if (flow_small_button(text(Text::kWatchReplay))) action = GameAction::kWatchReplay;
  layout_add_item("button", "watch-replay");
  if (flow_small_button(text(Text::kDownloadRecord))) action = GameAction::kDownload;
  layout_add_item("button", "download");
  if (flow_small_button(text(Text::kCopyShareLink))) action = GameAction::kCopyLink;
  layout_add_item("button", "share-link");
  return action;
}

GameAction game_menu(Session& session, GameUi& ui, const Fonts& fonts) {
  // A tap beside the menu closes it, and does nothing else.
  if (shade_under_overlay("##menu-shade")) {
    ui.menu = false;
    return GameAction::kNone;
  }
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  // Centred, and never taller than the screen (#23 §3: on a landscape phone its title was
  // above the top edge); wide enough for a row of speeds or languages where there is room.
  ImGui::SetNextWindowPos({vp->Pos.x + vp->Size.x / 2, vp->Pos.y + vp->Size.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowSizeConstraints({0, 0}, {vp->Size.x, vp->Size.y - 8});
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::SetNextWindowFocus();
  // Taller than a landscape phone: it scrolls by a swipe, its thin bar showing there is more
  // (a playtest: the language and speed rows could not be reached, the swipe scrolled the
  // panel behind).
  ImGui::Begin("##menu", nullptr, kOverlayFlags & ~ImGuiWindowFlags_NoScrollbar);
  swipe_scroll();
  ImGui::PushFont(fonts.heading);
  ImGui::TextUnformatted(text(Text::kMenu));
  ImGui::PopFont();
  GameAction action = GameAction::kNone;
  const ImVec2 size{std::min(420.0f, vp->Size.x * 0.9f - 2 * ImGui::GetStyle().WindowPadding.x), ImGui::GetFrameHeight() * 1.5f};
  auto item = [&](Text label, const char* id, GameAction what) {
    if (ImGui::Button(text(label), size)) action = what, ui.menu = false;
    layout_add_item("button", id);
  };
  if (ImGui::Button(text(Text::kMenuBack), size)) ui.menu = false;
  layout_add_item("button", "menu-back");
  item(Text::kDownloadRecord, "menu-download", GameAction::kDownload);
  item(Text::kCopyShareLink, "menu-share-link", GameAction::kCopyLink);
  item(Text::kHowtoTitle, "menu-howto", GameAction::kHowTo);
  // At an online table: its lobby over the game (who sits where and is connected, the
  // connection settings, leaving); a playtest found no way back to it.
  if (session.online()) item(Text::kMenuTable, "menu-table", GameAction::kShowTable);
  item(Text::kMenuNewGame, "menu-new-game", GameAction::kLeaveToSetup);
  if (ImGui::Button(text(Text::kTutorialMenu), size)) action = GameAction::kTutorial, ui.menu = false;
  layout_add_item("button", "menu-tutorial");
  speed_controls(session);
  language_buttons();
  ImGui::End();
  return action;
}

}  // namespace rdweb
