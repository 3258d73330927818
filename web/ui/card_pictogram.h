// A card drawn as a picture, as the printed cards show it: one or two stones, one or two
// planks, an arrow and its steps, a leap, a cross for Remove, the struck player's letter for a
// dragon. Where a card's name does not fit (a program cell on a phone), its picture does, at a
// size that stays legible (issue #23 §4).
#pragma once
#include <imgui.h>

#include <string>

namespace rdweb {

// The picture's width for a cell `height` high.
float card_pictogram_width(int card, float height);
// Draws it with its left edge at `left`, centred on `centre_y`; `faded` for a card not in play
// (cancelled, or not yet turned over). `id` names the dragon's letter for marks().
void draw_card_pictogram(ImDrawList* draw, int card, float left, float centre_y, float height, bool faded, const std::string& id);

}  // namespace rdweb
