// Player marks: what tells one player's pieces from another's without colour (issue #13 §2,
// colour-blind players, a grayscale screen). Every piece drawn in a player's colour also
// carries the player's letter (web/logic/text.cpp), and each mark drawn is noted, so that
// window.rdTest.marks() can show the tests what the drawing code really put on screen.
#pragma once
#include <imgui.h>

#include <string>

namespace rdweb {

// A disc in the player's colour, edged in ink, with their letter in the readable ink.
// `piece` and `id` name it for marks() ("cancel" "red@3"...).
void draw_badge(ImDrawList* draw, ImVec2 centre, float radius, int color, const char* piece, const std::string& id);

// Notes a mark drawn this frame: a piece (`pawn`, `plank`, `reserve`, `village`, `chip`,
// `dragon`, `cancel`...) of player `owner`, labelled `mark` in `ink` on `fill`.
void mark_drawn(const char* piece, const std::string& id, int owner, const std::string& mark, ImU32 ink, ImU32 fill,
                ImVec2 min, ImVec2 max);
void marks_begin_frame();
void marks_end_frame();
// The marks of the last complete frame: [{piece, id, owner, mark, ink, fill, x, y, w, h}]
// (CSS pixels; ink and fill as #rrggbb).
std::string marks_json();

}  // namespace rdweb
