// What a card does and what happens if it cannot be done (issue #12 §3): shown when a card
// of the hand, a program slot or a program row is hovered (a long press on touch screens).
// How to play shows the same texts (web/screens/howto_screen.cpp).
#pragma once
#include <string>

#include "state.h"
#include "logic/text.h"

namespace rdweb {

// The card's action and what happens when it cannot be done, as How to play lists them.
Text card_does(int card);
Text card_if_not(int card);
// Both, one paragraph each (and the expert side's stones, on that side).
std::string card_help_text(int card, rd::Variant variant);

// After a card's ImGui item: its help in a tooltip if the player asks for it (hover, long
// press), with `extra` (e.g. who cancelled it) under the card's name. Not while a card is dragged.
void card_help(int card, rd::Variant variant, const std::string& extra = "");

// The card whose help showed in the last frame, or -1; and its text (for window.rdTest).
int card_help_shown();
const std::string& card_help_shown_text();

}  // namespace rdweb
