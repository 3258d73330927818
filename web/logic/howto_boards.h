// The situations How to play shows: real positions of the game (an rd::State set up for
// each, some played a few choices through the engine), drawn by the game's own board code
// into a small picture (web/screens/howto_screen.cpp). No drawing here: tests/logic/howto_boards_test.cpp
// checks that each situation shows what its page says.
#pragma once
#include "state.h"

namespace rdweb {

enum class Situation {
  kGoal,     // six villages, each pawn at home, each village's destination
  kRound,    // programs locked, slot 1 revealed, the first player placing a stone
  kStones,   // pink places a stone: the islands that can take one are lit
  kPlanks,   // pink has picked a plank: the supports it can join are lit
  kFit,      // pink picks a plank by eye: the reserves at the board's scale
  kRemove,   // pink removes: planks without a pawn and stones without planks are lit
  kMoves,    // pink's Move 2: every path lit
  kJump,     // pink jumps over black: the landing places lit
  kDragons,  // black's dragon has cancelled pink's card in slot 2
  kRiver,    // pink on a plank with nowhere to step: a Move would drop it in the river
  kExpert,   // the expert side: stones in open water
  kMarks,    // a game under way: planks, pawns on planks, a cancel, the first player
  kCount
};

// What a picture shows and how.
struct Picture {
  rd::State state;
  rd::Vec2 centre{0, 0};  // the board point in the middle of the picture (zoom > 1)
  float zoom = 1;         // 1: the whole board
  bool targets = false;   // light up the acting player's legal targets
  bool rows = false;      // the program rows under the board
  bool reserves = false;  // the reserves at the board's scale
};

Picture situation(Situation which);

}  // namespace rdweb
