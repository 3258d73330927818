// Helpers for rule scenarios: put stones, planks and pawns where a test needs them,
// then play programs through the real engine.
#pragma once
#include <gtest/gtest.h>

#include <algorithm>

#include "board.h"
#include "match.h"
#include "names.h"
#include "state.h"

namespace rd {

struct StateAccess {
  static void stone(State& s, int support) {
    s.stones_ |= uint32_t(1) << (support - kFirstStone);
    s.serial_[support - kFirstStone] = ++s.stones_placed_;
    --s.stones_reserve_;
  }
  static void plank(State& s, int plank, int a, int b) {
    s.plank_loc_[plank] = kOnBoard;
    s.plank_ends_[plank] = {int8_t(a), int8_t(b)};
    ++s.load_[a];
    ++s.load_[b];
  }
  static void to_reserve(State& s, int plank, int color) { s.plank_loc_[plank] = int8_t(color); }
  static void out_of_game(State& s, int plank) { s.plank_loc_[plank] = kOutOfGame; }
  static void pawn(State& s, int color, int position) { s.pawn_[color] = int8_t(position); }
  static void stones_in_reserve(State& s, int n) { s.stones_reserve_ = int8_t(n); }
};

constexpr int V(Color c) { return c; }
constexpr int I(int island) { return kFirstStone + island - 1; }
constexpr int P(Color c, int number) { return plank_position(plank_id(c, number)); }
constexpr int plank(Color c, int number) { return plank_id(c, number); }

inline Program prog(Card a, Card b, Card c, Card d, Card e) { return {a, b, c, d, e}; }

// A harmless program: five cards none of which needs a choice from an empty river... used as filler.
inline Program filler() { return prog(kStone1, kStone2, kPlank1, kPlank2, kRemove); }

// Two players (pink first, black second): both programs locked, resolution begins.
inline State two_player(Variant variant = Variant::kStandard) { return State(standard_board(), {2, variant, kPink}); }

inline void lock(State& s, const Program& pink, const Program& black, Events* events = nullptr) {
  ASSERT_EQ(s.lock_program(kPink, pink, events), nullptr);
  ASSERT_EQ(s.lock_program(kBlack, black, events), nullptr);
}

inline bool contains(const std::vector<Choice>& v, const Choice& c) { return std::find(v.begin(), v.end(), c) != v.end(); }

// Two islands (1-based) whose span needs exactly plank `number` and passes over nothing.
inline std::pair<int, int> islands_needing(int number) {
  const Board& b = standard_board();
  for (const PairInfo& p : b.pairs)
    if (p.a >= kFirstStone && p.min_number == number && !(p.over & ((uint64_t(1) << kSupports) - 1)))
      return {p.a - kFirstStone + 1, p.b - kFirstStone + 1};
  return {0, 0};
}

}  // namespace rd
