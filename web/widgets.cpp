#include "widgets.h"

#include "palette.h"
#include "touch.h"

namespace rdweb {

const char* pointer_text(Text id) { return text(touch_ui() ? tap_version(id) : id); }

ImVec4 color_vec(int color) { return ImGui::ColorConvertU32ToFloat4(kPlayers[color].fill); }

void color_chip(int color, float size) {
  const float h = size > 0 ? size : ImGui::GetTextLineHeight();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddCircleFilled({p.x + h / 2, p.y + h / 2}, h / 2, kPlayers[color].fill, 20);
  draw->AddCircle({p.x + h / 2, p.y + h / 2}, h / 2, kInk, 20, 1);
  const ImVec2 text = ImGui::CalcTextSize(kPlayers[color].letter);
  draw->AddText({p.x + h / 2 - text.x / 2, p.y + h / 2 - text.y / 2}, kPlayers[color].text, kPlayers[color].letter);
  ImGui::Dummy({h, h});
  ImGui::SameLine();
}

void flow(float width) {
  ImGui::SameLine();
  if (ImGui::GetCursorPosX() + width > ImGui::GetWindowContentRegionMax().x) ImGui::NewLine();
}

bool flow_radio(const char* label, bool active) {
  flow(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label).x);
  return ImGui::RadioButton(label, active);
}

// On a touch screen a small button is a fingertip tall like every other.
bool flow_small_button(const char* label) {
  flow(ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2);
  return touch_ui() ? ImGui::Button(label) : ImGui::SmallButton(label);
}

void warning_text(const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4{1.0f, 0.7f, 0.3f, 1.0f});
  ImGui::TextWrapped("%s", text);
  ImGui::PopStyleColor();
}

}  // namespace rdweb
