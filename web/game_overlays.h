// Screens over the game: the privacy screen between two humans, the end screen, the menu.
#pragma once
#include "game_screen.h"

namespace rdweb {

void privacy_screen(GameUi& ui, const Fonts& fonts, int color);
GameAction end_screen(const Session& session, const Fonts& fonts);
// The in-game menu: back to the game, download, share, new game, speed.
GameAction game_menu(Session& session, GameUi& ui, const Fonts& fonts);

}  // namespace rdweb
