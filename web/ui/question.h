// A question over the screen that the player must answer before anything else (a new game
// that would end the one in progress, leaving an online table): opaque (the words under it
// must not show through its buttons), as wide as the screen allows, its words wrapped whole
// and its answers one under the other (a phone cut the warning once).
#pragma once
#include <string>

#include "ui/style.h"

namespace rdweb {

// Begins the question's window (`id`: its ImGui id) with its title and words; then one
// question_answer() per answer, then end_question().
void begin_question(const char* id, const char* title, const std::string& words, const Fonts& fonts);
// An answer's button, the whole width; whether it was chosen. `layout_id`: its name in layout().
bool question_answer(const char* label, const char* layout_id);
void end_question();

}  // namespace rdweb
