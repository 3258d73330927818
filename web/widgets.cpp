#include "widgets.h"

#include "color.h"
#include "marks.h"
#include "palette.h"

namespace rdweb {

ImVec4 color_vec(int color) { return ImGui::ColorConvertU32ToFloat4(kPlayers[color].fill); }

void color_chip(int color, float size) {
  const float h = size > 0 ? size : ImGui::GetTextLineHeight();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  draw_badge(ImGui::GetWindowDrawList(), {p.x + h / 2, p.y + h / 2}, h / 2, color, "chip", std::string(rd::color_name(color)));
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

bool flow_small_button(const char* label) {
  flow(ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2);
  return ImGui::SmallButton(label);
}

void warning_text(const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4{1.0f, 0.7f, 0.3f, 1.0f});
  ImGui::TextWrapped("%s", text);
  ImGui::PopStyleColor();
}

}  // namespace rdweb
