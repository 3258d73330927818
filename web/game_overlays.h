// Screens over the game: the privacy screen between two humans, and the end screen.
#pragma once
#include "game_screen.h"

namespace rdweb {

void privacy_screen(GameUi& ui, const Fonts& fonts, int color);
GameAction end_screen(const Session& session, const Fonts& fonts);

}  // namespace rdweb
