// The program editor: the player's five slots and hand; click or drag cards into slots,
// reorder, clear, lock. Whether a card may go somewhere is asked of the rules (draft_fault).
#pragma once
#include "logic/session.h"
#include "board/game_ui.h"

namespace rdweb {

void program_editor(Session& session, GameUi& ui, int color);
// Whether the slots hold the program Suggest placed: its reason shows under them, and the
// places it names are lit on the board.
bool suggestion_shown(const GameUi& ui);

}  // namespace rdweb
