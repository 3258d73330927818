#include "ui/question.h"

#include <algorithm>

#include "page/layout.h"
#include "ui/shade.h"
#include "ui/touch.h"
#include "ui/widgets.h"

namespace rdweb {

void begin_question(const char* id, const char* title, const std::string& words, const Fonts& fonts) {
  (void)shade_under_overlay("##question-shade");  // answered by its buttons only
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos({vp->Pos.x + vp->Size.x / 2, vp->Pos.y + vp->Size.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowSize({std::min(440.0f, vp->Size.x - 24), 0});  // height 0: fitted to the words
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::SetNextWindowFocus();
  ImGui::Begin(id, nullptr, kOverlayFlags & ~ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::PushFont(fonts.heading);
  ImGui::TextWrapped("%s", title);
  ImGui::PopFont();
  ImGui::TextWrapped("%s", words.c_str());
}

bool question_answer(const char* label, const char* layout_id) {
  const ImVec2 size{ImGui::GetContentRegionAvail().x, target_size(ImGui::GetFrameHeight() * 1.6f)};
  const bool chosen = ImGui::Button(label, size);
  layout_add_item("button", layout_id);
  return chosen;
}

void end_question() { ImGui::End(); }

}  // namespace rdweb
