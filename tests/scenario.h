// Helpers for rule scenarios: put stones, planks and pawns where a test needs them,
// then play programs through the real engine.
#pragma once
#include <gtest/gtest.h>

#include <algorithm>

#include "board.h"
#include "match.h"
#include "names.h"
#include "state.h"
#include "state_access.h"  // StateAccess: positions set up directly
#include "to_string.h"     // a failing test prints states and choices

namespace rd {

constexpr int V(Color c) { return c; }
constexpr int I(int island) { return kFirstStone + island - 1; }
constexpr int P(Color c, int number) { return plank_position(plank_id(c, number)); }
constexpr int plank(Color c, int number) { return plank_id(c, number); }

inline Program prog(Card a, Card b, Card c, Card d, Card e) { return {a, b, c, d, e}; }

// A program whose first card is `first`, filled with other actions.
inline Program starting_with(Card first) {
  Program p{first, kStone1, kStone2, kPlank1, kPlank2};
  int next = 0;
  for (int i = 1; i < kSlots; ++i) {
    while (Card(next) == first) ++next;
    p[i] = Card(next++);
  }
  return p;
}

// Two players, pink first then black.
inline State two_player(Variant variant = Variant::kStandard) { return State(standard_board(), {2, variant, kPink}); }

// Locks pink's program starting with `pink_card` and black's starting with `black_card`:
// resolution begins with pink's first card.
inline void start(State& s, Card pink_card, Card black_card = kStone1, Events* events = nullptr) {
  ASSERT_EQ(s.lock_program(kPink, starting_with(pink_card), events), refusal::kNone);
  ASSERT_EQ(s.lock_program(kBlack, starting_with(black_card), events), refusal::kNone);
}

inline bool contains(const std::vector<Choice>& v, const Choice& c) { return std::find(v.begin(), v.end(), c) != v.end(); }

constexpr uint64_t kVillageBits = (1u << kColors) - 1;

// The first span of the standard board matching `pred`, or nullptr.
template <class Pred>
const PairInfo* find_pair(Pred pred) {
  for (const PairInfo& p : standard_board().pairs)
    if (pred(p)) return &p;
  return nullptr;
}

// Two islands whose span needs exactly plank `number` and passes over nothing at all.
inline const PairInfo* islands_needing(int number) {
  return find_pair([&](const PairInfo& p) { return p.a >= kFirstStone && p.min_number == number && p.over == 0; });
}

// Puts stones on both ends of a span (villages need none).
inline void stones_for(State& s, const PairInfo& p) {
  for (int end : {int(p.a), int(p.b)})
    if (end >= kFirstStone && !s.has_stone(end)) StateAccess::stone(s, end);
}

inline const Event* find_event(const Events& events, EventKind kind) {
  for (const Event& e : events)
    if (e.kind == kind) return &e;
  return nullptr;
}

}  // namespace rd
