#include "screens/leave_question.h"

#include <algorithm>

#include "logic/text.h"
#include "page/layout.h"
#include "ui/touch.h"
#include "ui/widgets.h"

namespace rdweb {

// Shaped as the setup screen's question before a new game (confirm_new_game): opaque, as
// wide as the screen allows, its buttons one under the other (a phone's width).
LeaveAnswer draw_leave_question(const Fonts& fonts) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos({vp->Pos.x + vp->Size.x / 2, vp->Pos.y + vp->Size.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowSize({std::min(440.0f, vp->Size.x - 24), 0});  // height 0: fitted to the words
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::SetNextWindowFocus();
  ImGui::Begin("##leave-table", nullptr, kOverlayFlags & ~ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::PushFont(fonts.heading);
  ImGui::TextWrapped("%s", text(Text::kOnlineLeaveTitle));
  ImGui::PopFont();
  ImGui::TextWrapped("%s", text(Text::kOnlineLeaveBody));
  LeaveAnswer answer = LeaveAnswer::kNone;
  const ImVec2 size{ImGui::GetContentRegionAvail().x, target_size(ImGui::GetFrameHeight() * 1.6f)};
  if (ImGui::Button(text(Text::kOnlineLeaveStay), size)) answer = LeaveAnswer::kStay;
  layout_add_item("button", "leave-stay");
  if (ImGui::Button(text(Text::kOnlineLeave), size)) answer = LeaveAnswer::kLeave;
  layout_add_item("button", "leave-confirm");
  ImGui::End();
  return answer;
}

}  // namespace rdweb
