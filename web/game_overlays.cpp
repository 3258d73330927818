#include "game_overlays.h"

#include <algorithm>
#include <cmath>

#include "event_words.h"
#include "layout.h"
#include "names.h"
#include "palette.h"
#include "text.h"
#include "widgets.h"

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
  ImGui::TextUnformatted(format(Text::kPrivacyTitle, color_text(color)).c_str());
  ImGui::PopFont();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextUnformatted(text(Text::kPrivacyBody));
  ImGui::PopTextWrapPos();
  if (ImGui::Button(format(Text::kPrivacyButton, color_text(color)).c_str(), {width, ImGui::GetFrameHeight() * 1.6f}))
    ui.privacy_for = color;
  layout_add_item("button", "privacy");
  ImGui::EndGroup();
  ImGui::End();
}

GameAction end_screen(const Session& session, const Fonts& fonts) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos({vp->Pos.x + vp->Size.x / 2, vp->Pos.y + vp->Size.y * 0.4f}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::Begin("##end", nullptr, kOverlayFlags);
  const int winner = session.state().winner();
  ImGui::PushFont(fonts.title);
  // Black ink would vanish on the dark overlay: black's win is written in the board's ink.
  ImGui::PushStyleColor(ImGuiCol_Text, winner == rd::kBlack ? ImGui::ColorConvertU32ToFloat4(kInk) : color_vec(winner));
  ImGui::TextUnformatted(format(Text::kWins, color_text(winner)).c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  GameAction action = GameAction::kNone;
  if (ImGui::Button(text(Text::kPlayAgain), {220, ImGui::GetFrameHeight() * 1.6f})) action = GameAction::kPlayAgain;
  layout_add_item("button", "play-again");
  ImGui::SameLine();
  if (ImGui::Button(text(Text::kNewSetup), {220, ImGui::GetFrameHeight() * 1.6f})) action = GameAction::kNewSetup;
  layout_add_item("button", "new-setup");
  ImGui::End();
  return action;
}

}  // namespace rdweb
