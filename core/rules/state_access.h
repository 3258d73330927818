// Puts stones, planks and pawns where a position needs them, without playing up to it: the
// rule-book examples of the tests and the pictures of the page's How to play (situations
// drawn by the game itself). Nothing here checks the rules: callers build positions the
// rules can reach (the How to play situations are checked by tests/logic/howto_boards_test.cpp).
#pragma once
#include "state.h"

namespace rd {

struct StateAccess {
  static void stone(State& s, int support) {
    s.stones_ |= uint32_t(1) << (support - kFirstStone);
    s.serial_[support - kFirstStone] = ++s.stones_placed_;
    --s.stones_reserve_;
  }
  static void plank(State& s, int plank, int a, int b) {
    s.set_plank_loc(plank, kOnBoard);
    s.plank_ends_[plank] = {int8_t(a), int8_t(b)};
    ++s.load_[a];
    ++s.load_[b];
  }
  static void to_reserve(State& s, int plank, int color) { s.set_plank_loc(plank, int8_t(color)); }
  static void out_of_game(State& s, int plank) { s.set_plank_loc(plank, kOutOfGame); }
  static void pawn(State& s, int color, int position) { s.pawn_[color] = int8_t(position); }
  static void stones_in_reserve(State& s, int n) { s.stones_reserve_ = int8_t(n); }
};

}  // namespace rd
