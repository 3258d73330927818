// Small ImGui helpers shared by the screens.
#pragma once
#include <imgui.h>

#include <string>

#include "logic/player_names.h"
#include "logic/text.h"

namespace rdweb {

// Windows that fill a part of the screen (panels), and small windows over it (overlays).
inline constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                                          ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                          ImGuiWindowFlags_NoBringToFrontOnFocus;
inline constexpr ImGuiWindowFlags kOverlayFlags =
    ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize;

// An instruction in the words for the player's pointer: "Tap…" on a touch screen.
const char* pointer_text(Text id);

// A warning line in the panel's orange, wrapped to the window's width.
void warning_text(const char* text);

// A player's fill colour as ImGui wants it for style colours.
ImVec4 color_vec(int color);

// A player's colour disc with its letter, `size` pixels wide (0: the text height), then SameLine.
// `drop`: drawn that much lower than the line's top, taking no more room (beside text that
// AlignTextToFramePadding lowered to a button's label).
void color_chip(int color, float size = 0, float drop = 0);
// Continues the line with a widget `width` wide if it fits, else starts a new line.
void flow(float width);
// A radio button / small button that wraps to the next line when the window is narrow.
bool flow_radio(const char* label, bool active);
// ImGui::BeginCombo, the list closed by Escape too; as BeginCombo, EndCombo when true.
bool begin_list(const char* id, const char* preview);
// An entry of a drop-down list, a fingertip tall on touch screens.
bool list_item(const char* label, bool selected);
// One of a set of choices (a radio button, or a lit button on touch screens).
bool choice(const char* label, bool active);
bool flow_small_button(const char* label, float min_width = 0);
// The same where the caller places it (the first of a row), and the width either takes.
bool small_button(const char* label, float min_width = 0);
float small_button_width(const char* label, float min_width = 0);
// `words` cut to `room` pixels wide in the current font, whole characters, ending in "…".
std::string cut_to_width(std::string words, float room);
// What to call each player in the program rows, whose cells share the line: the names cut
// at one and a half times the longest color name, in the current font (a friend called
// "Maximiliana Alexandrova" pushed the cards aside: a playtest). Lines of their own cut
// names to the room they have (cut_to_width).
PlayerNames short_names(const PlayerNames& names);

}  // namespace rdweb
