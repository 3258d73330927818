// The pieces of the game screen's side panel: the round line, the prompt, speed controls,
// every player's program row, the reserves (where a plank is picked) and the log.
#pragma once
#include <string>

#include "board/board_view.h"
#include "logic/session.h"
#include "board/game_ui.h"
#include "screens/program_rows.h"

namespace rdweb {

std::string progress_line(const rd::State& s, const PlayerNames& names = no_names());
const char* prompt(const rd::State& s, const GameUi& ui);
void speed_controls(Session& session);
// "Skip to my turn", while computers act before a human's next decision.
void skip_button(Session& session);
void reserves(Session& session, GameUi& ui, const BoardTransform& t);
// The reserves drawn at the board's scale; `picker`'s planks can be clicked (-1: nobody's).
// Returns the plank clicked, or -1.
int draw_reserves(const rd::State& s, const BoardTransform& t, int picker, const PlayerNames& names = no_names());
// The first `count` lines of a log, the newest in view.
// Returns the line under the pointer, or -1. With `state`, each line is in layout() as
// `log` with id `index:place` (the place it names, for tests).
int log_panel(const std::vector<LogLine>& lines, size_t count, const rd::State* state = nullptr);

}  // namespace rdweb
