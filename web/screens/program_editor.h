// The program editor: the player's five slots and hand; click or drag cards into slots,
// reorder, clear, lock. Whether a card may go somewhere is asked of the rules (draft_fault).
#pragma once
#include "logic/session.h"
#include "screens/game_ui.h"

namespace rdweb {

void program_editor(Session& session, GameUi& ui, int color);

}  // namespace rdweb
