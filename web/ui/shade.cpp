#include "ui/shade.h"

#include <imgui.h>
#include <imgui_internal.h>  // BringWindowToDisplayFront

#include "ui/touch.h"

namespace rdweb {

bool shade_under_overlay(const char* id) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  ImGui::SetNextWindowBgAlpha(0.45f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);
  ImGui::Begin(id, nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoNav);
  ImGui::PopStyleVar();
  // Above the screen, but not focused: focus would take a press away from the overlay's
  // button each frame (ImGui clears the active item of a window losing focus), and the
  // overlay, focused next, comes above.
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  const float still = tap_slop();
  const bool tapped = ImGui::IsWindowHovered() && ImGui::IsMouseReleased(0) && ImGui::GetIO().MouseDragMaxDistanceSqr[0] <= still * still;
  ImGui::End();
  return tapped;
}

}  // namespace rdweb
