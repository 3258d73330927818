// Screen rectangles of the clickable things drawn this frame, for window.rdTest.layout():
// browser tests click the real UI through them.
#pragma once
#include <imgui.h>

#include <string>

namespace rdweb {

void layout_begin_frame();
// `settled`: nothing changed while the frame was built, so its layout matches the state.
void layout_end_frame(bool settled);
bool layout_settled();  // of the last complete frame
// kind: "button", "card", "slot", "island", "support", "plank", "reserve", "target", ...
void layout_add(const char* kind, const std::string& id, ImVec2 min, ImVec2 max);
// The last ImGui item.
void layout_add_item(const char* kind, const std::string& id);
std::string layout_json();
// The rectangle of a thing of this frame already added (the tutorial's pointing lights it).
bool layout_find(const std::string& kind, const std::string& id, ImVec2& min, ImVec2& max);
// Things shown to help the player but not game targets (warnings, notices on the board, names,
// lit places, log lines): window.rdTest.status().sights, in the same form as layout().
void sight_add(const char* kind, const std::string& id, ImVec2 min, ImVec2 max);
void sight_add_item(const char* kind, const std::string& id);
std::string sights_json();

}  // namespace rdweb
