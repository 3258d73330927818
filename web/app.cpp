#include "app.h"

#include "board_view.h"
#include "palette.h"
#include "text.h"

namespace rdweb {

void App::init() {
  preview_ = std::make_unique<rd::State>(rd::standard_board(), rd::Setup{6, rd::Variant::kStandard, rd::kPink});
}

void App::set_font(float size, ImFont* font) {
  (size < 20 ? body_ : size < 40 ? heading_ : title_) = font;
}

void App::draw() { draw_title_screen(); }

void App::draw_title_screen() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImDrawList* bg = ImGui::GetBackgroundDrawList();
  bg->AddRectFilled(vp->Pos, {vp->Pos.x + vp->Size.x, vp->Pos.y + vp->Size.y}, kBank);
  const float margin = 16;
  draw_board(bg, *preview_, BoardTransform::fit(preview_->board(), {vp->Pos.x + margin, vp->Pos.y + margin},
                                                {vp->Pos.x + vp->Size.x - margin, vp->Pos.y + vp->Size.y - margin}));

  ImGui::SetNextWindowPos({vp->Pos.x + vp->Size.x / 2, vp->Pos.y + vp->Size.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowBgAlpha(0.82f);
  ImGui::Begin("##title", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings);
  ImGui::PushFont(title_);
  ImGui::TextUnformatted(text(Text::kTitle));
  ImGui::PopFont();
  ImGui::PushFont(heading_);
  ImGui::TextUnformatted(text(Text::kTagline));
  ImGui::PopFont();
  ImGui::Spacing();
  ImGui::TextWrapped("%s", text(Text::kTitleBlurb));
  ImGui::End();
}

}  // namespace rdweb
