// The pieces of the game screen's side panel: the round line, the prompt, speed controls,
// every player's program row, the reserves (where a plank is picked) and the log.
#pragma once
#include <string>

#include "board_view.h"
#include "game_screen.h"

namespace rdweb {

std::string progress_line(const Session& session);
const char* prompt(const rd::State& s, const GameUi& ui);
void speed_controls(Session& session);
void program_rows(const Session& session);
void reserves(Session& session, GameUi& ui, const BoardTransform& t);
void log_panel(const Session& session);

}  // namespace rdweb
