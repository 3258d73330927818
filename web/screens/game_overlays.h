// Screens over the game (the privacy screen between two humans, the menu) and the panel's
// top at the end of a game.
#pragma once
#include "screens/game_screen.h"

namespace rdweb {

void privacy_screen(GameUi& ui, const Fonts& fonts, int color);
// The winner and what next (play again, new setup, replay, download, share), in the panel.
GameAction end_panel(const Session& session, const Fonts& fonts);
// The in-game menu: back to the game, download, share, new game, speed.
GameAction game_menu(Session& session, GameUi& ui, const Fonts& fonts);

}  // namespace rdweb
