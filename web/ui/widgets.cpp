#include "ui/widgets.h"

#include <algorithm>

#include "color.h"
#include "ui/marks.h"
#include "ui/palette.h"
#include "ui/touch.h"

namespace rdweb {

const char* pointer_text(Text id) { return text(touch_ui() ? tap_version(id) : id); }

ImVec4 color_vec(int color) { return ImGui::ColorConvertU32ToFloat4(kPlayers[color].fill); }

void color_chip(int color, float size, float drop) {
  const float h = size > 0 ? size : ImGui::GetTextLineHeight();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  draw_badge(ImGui::GetWindowDrawList(), {p.x + h / 2, p.y + drop + h / 2}, h / 2, color, "chip", std::string(rd::color_name(color)));
  ImGui::Dummy({h, h});
  ImGui::SameLine();
}

void flow(float width) {
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x < width) ImGui::NewLine();  // the cell's room, in a table
}

// A 44 px radio circle would dwarf its label: on touch screens a choice is a button, lit
// when chosen.
bool choice(const char* label, bool active) {
  if (!touch_ui()) return ImGui::RadioButton(label, active);
  if (active) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
  const float w = ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
  const bool pressed = ImGui::Button(label, {std::max(w, kFingerSize), 0});
  if (active) ImGui::PopStyleColor();
  return pressed;
}

// ImGui closes a popup on Escape only with keyboard navigation on, which the page leaves off
// (the arrows step the replay). A playtest: Escape did not close the replay's "Show" list.
bool begin_list(const char* id, const char* preview) {
  if (!ImGui::BeginCombo(id, preview)) return false;
  if (ImGui::IsKeyPressed(ImGuiKey_Escape, false)) ImGui::CloseCurrentPopup();
  return true;
}

bool list_item(const char* label, bool selected) {
  // A fingertip-tall row on a touch screen, its words in the middle of it (#23 §8: at its top).
  ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, {0.0f, 0.5f});
  const bool pressed = ImGui::Selectable(label, selected, 0, {0, touch_ui() ? kFingerSize - ImGui::GetStyle().ItemSpacing.y : 0.0f});
  ImGui::PopStyleVar();
  return pressed;
}

bool flow_radio(const char* label, bool active) {
  const float text_w = ImGui::CalcTextSize(label, nullptr, true).x;
  flow(touch_ui() ? std::max(text_w + ImGui::GetStyle().FramePadding.x * 2, kFingerSize)
                  : ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + text_w);
  return choice(label, active);
}

// On a touch screen a small button is a fingertip tall like every other. `min_width` keeps a
// button whose label changes (Play / Pause) from moving the buttons after it.
float small_button_width(const char* label, float min_width) {
  return std::max(ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2, min_width);
}

bool flow_small_button(const char* label, float min_width) {
  flow(small_button_width(label, min_width));
  return small_button(label, min_width);
}

bool small_button(const char* label, float min_width) {
  const float w = small_button_width(label, min_width);
  if (touch_ui()) return ImGui::Button(label, {w, 0});
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, {ImGui::GetStyle().FramePadding.x, 0});
  const bool pressed = ImGui::Button(label, {w, 0});
  ImGui::PopStyleVar();
  return pressed;
}

void warning_text(const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4{1.0f, 0.7f, 0.3f, 1.0f});
  ImGui::TextWrapped("%s", text);
  ImGui::PopStyleColor();
}

std::string cut_to_width(std::string words, float room) {
  auto width = [](const std::string& s) { return ImGui::CalcTextSize(s.c_str()).x; };
  if (width(words) <= room) return words;
  // Whole UTF-8 characters off the end until it fits with the ellipsis.
  while (!words.empty() && width(words + "…") > room)
    while (!words.empty()) {  // one character: its continuation bytes, then its first
      const auto byte = static_cast<unsigned char>(words.back());
      words.pop_back();
      if (byte >> 6 != 0x2) break;
    }
  return words + "…";
}

PlayerNames short_names(const PlayerNames& names) {
  // Italian's longest color, "Rosso", cut "Bruno" to "Bru…" at the longest color's width.
  float longest = 0;
  for (int c = 0; c < rd::kColors; ++c) longest = std::max(longest, ImGui::CalcTextSize(color_text(c)).x);
  PlayerNames cut;
  for (size_t c = 0; c < cut.size(); ++c) cut[c] = names[c].empty() ? "" : cut_to_width(names[c], longest * 1.5f);
  return cut;
}

}  // namespace rdweb
