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
  // Never brought to the front by focus (a press on it focuses it, after the frame is built:
  // it came over the question or the menu, dimming them while the finger stayed down).
  ImGui::Begin(id, nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoNav |
                                ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::PopStyleVar();
  // Above the screen each frame without taking the focus: focus would take a press away from
  // the overlay's button (ImGui clears the active item of a window losing focus). The
  // overlay, focused next, comes above it.
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  const float still = tap_slop();
  const bool tapped = ImGui::IsWindowHovered() && ImGui::IsMouseReleased(0) && ImGui::GetIO().MouseDragMaxDistanceSqr[0] <= still * still;
  ImGui::End();
  return tapped;
}

}  // namespace rdweb
