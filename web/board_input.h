// The board's clicks: which supports, islands, planks and destinations answer the current
// decision (asked of the rules), their rectangles for window.rdTest, and a click turned
// into a choice for the session.
#pragma once
#include "board_view.h"
#include "game_screen.h"

namespace rdweb {

Highlights targets(const Session& session, const GameUi& ui);
void register_targets(const rd::State& s, const BoardTransform& t, const Highlights& h);
void board_click(Session& session, GameUi& ui, const BoardTransform& t, ImVec2 at);

}  // namespace rdweb
