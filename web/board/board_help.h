// What the board tells on its own (issue #12 §3): notices of losses and falls near the pawn
// they happened to, the name of the island under the pointer, and the place a hovered log
// line names. Everything is derived each frame from the game (the session's recent notices,
// the log line); nothing here keeps state of its own.
#pragma once
#include <imgui.h>

#include <vector>

#include "board/board_view.h"
#include "logic/session.h"

namespace rdweb {

// The board's part of the screen and its transform.
struct BoardArea {
  ImVec2 min, max;
  BoardTransform t;
};

// Each notice in a box above the pawn of the player it happened to (layout kind `notice`,
// id `pink:plank-lost`), fading in its last half second unless the game waits. A box that
// would cover an earlier one or `keep_clear` (the zoom buttons: on a phone's end screen the
// last slots' notices hid them) moves to the nearest clear place found by one or two moves
// past the edges in its way; where none is found, it stays.
void draw_board_notices(const rd::State& state, const std::vector<BoardNotice>& notices, const BoardArea& area,
                        const std::vector<Box>& keep_clear, double now, const PlayerNames& names = no_names());
// A notice's words ("Pink falls into the river: nowhere to step"), and its id for the tests'
// sights ("pink:fall").
std::string notice_words(const rd::State& state, const BoardNotice& notice, const PlayerNames& names = no_names());
std::string notice_id(const BoardNotice& notice);
// The name of the island (or stone, or village) under the pointer, in a tag beside it
// (layout kind `place-name`, id `I13`). On touch, where the finger last touched.
void name_place_under_pointer(const rd::State& state, const BoardArea& area);
// Rings the places a log line names (layout kind `lit`, ids `I12`, `red3`, `V:pink`).
void light_log_place(const rd::State& state, const LogLine& line, const BoardArea& area, double now);

}  // namespace rdweb
