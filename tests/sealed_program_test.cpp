// Programs locked face down (online play): a device that learns the other players' cards
// only as their slots are turned over plays the same game as one that sees everything, and
// never holds a card before its slot; a card that could not be there is refused.
#include <gtest/gtest.h>

#include <algorithm>

#include "bot.h"
#include "greedy_bot.h"
#include "match.h"
#include "must_accept.h"
#include "sampled.h"

namespace rd {
namespace {

bool same(const Event& a, const Event& b) {
  return a.kind == b.kind && a.player == b.player && a.slot == b.slot && a.card == b.card && a.a == b.a && a.b == b.b &&
         a.c == b.c && a.by == b.by && a.why == b.why && a.x == b.x && a.y == b.y && a.serial == b.serial;
}
bool same(const Events& a, const Events& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const Event& x, const Event& y) { return same(x, y); });
}

// One player's device: its own program face up, the others' face down until turned over.
struct Device {
  int viewer;
  State state;
  Events events;

  // The table turns over what the slot now needs, as the devices holding the cards would.
  void turn_over(const State& full) {
    while (state.decision() == Decision::kReveal) {
      const int c = state.actor();
      ASSERT_EQ(state.reveal(c, full.program(c)[size_t(state.slot())], &events), refusal::kNone);
    }
  }
  // Nothing of another player's program beyond the slot being played is known here.
  void expect_nothing_unseen(const std::string& where) const {
    const int seen_up_to = state.phase() == Phase::kProgramming ? -1 : state.slot();
    for (int c = 0; c < kColors; ++c)
      if (c != viewer && state.in_play(c) && state.has_program(c)) {
        for (int s = seen_up_to + 1; s < kSlots; ++s) ASSERT_TRUE(state.sealed(c, s)) << where << ": color " << c << " slot " << s;
      }
  }
};

TEST(SealedPrograms, EveryDevicePlaysTheSameGameKnowingOnlyTurnedOverCards) {
  for (int players = 2; players <= 6; ++players)
    for (Variant variant : {Variant::kStandard, Variant::kExpert})
      for (int g = 0; g < sampled(4); ++g) {
        const uint64_t seed = uint64_t(players * 1000 + g * 10 + int(variant));
        GreedyBot greedy(seed);
        RandomBot random(seed);
        Bot& bot = g % 2 ? static_cast<Bot&>(greedy) : random;
        const rd::Setup setup{players, variant, players == 2 ? kPink : kRed};
        State full(standard_board(), setup);
        Events full_events;
        std::vector<Device> devices;
        for (int c = 0; c < kColors; ++c)
          if (full.in_play(c)) devices.push_back(Device{c, State(standard_board(), setup), {}});
        while (!full.is_over() && full.round() <= 12) {
          const int color = full.actor();
          const Choice choice = bot.choose(full);
          must_accept(full.apply(choice, &full_events), choice, full);
          const std::string where = "game " + std::to_string(seed) + " round " + std::to_string(full.round());
          for (Device& d : devices) {
            if (choice.kind != Decision::kProgram) ASSERT_EQ(d.state.apply(choice, &d.events), refusal::kNone) << where;
            else if (color == d.viewer) ASSERT_EQ(d.state.lock_program(color, choice.program, &d.events), refusal::kNone) << where;
            else ASSERT_EQ(d.state.lock_sealed(color, &d.events), refusal::kNone) << where;
            d.turn_over(full);
            d.expect_nothing_unseen(where);
            ASSERT_EQ(d.state.decision(), full.decision()) << where;
            ASSERT_EQ(d.state.actor(), full.actor()) << where;
            ASSERT_TRUE(same(d.events, full_events)) << where;
            if (full.decision() != Decision::kProgram && !full.is_over()) {
              ASSERT_EQ(d.state.legal_choices(), full.legal_choices()) << where;
            }
          }
        }
        for (const Device& d : devices) EXPECT_EQ(d.state.winner(), full.winner());
      }
}

// Two players, pink first; black's program is face down on pink's device.
struct SealedTable : ::testing::Test {
  State s{standard_board(), {2, Variant::kStandard, kPink}};
  const Program pink{kStone1, kStone2, kPlank1, kMove1, kMove2};
  void lock_both() {
    ASSERT_EQ(s.lock_program(kPink, pink), refusal::kNone);
    ASSERT_EQ(s.lock_sealed(kBlack), refusal::kNone);
  }
};

TEST_F(SealedTable, TheFirstSlotWaitsForTheSealedCard) {
  lock_both();
  EXPECT_EQ(s.phase(), Phase::kResolution);
  EXPECT_EQ(s.decision(), Decision::kReveal);
  EXPECT_EQ(s.actor(), kBlack);
  EXPECT_TRUE(s.legal_choices().empty());
  EXPECT_EQ(s.check(Choice::stone(0)), refusal::kNotTheDecision);
  EXPECT_EQ(s.reveal(kBlack, kStone1), refusal::kNone);
  EXPECT_EQ(s.decision(), Decision::kStone);  // pink places its stone
  EXPECT_EQ(s.actor(), kPink);
}

TEST_F(SealedTable, ACardThatCouldNotBeThereIsRefusedAndChangesNothing) {
  lock_both();
  EXPECT_EQ(s.reveal(kPink, kStone1), refusal::kNotTurnedOverNow);  // face up already
  EXPECT_EQ(s.reveal(kRed, kStone1), refusal::kNotTurnedOverNow);   // not in play
  EXPECT_EQ(s.reveal(kBlack, dragon_of(kRed)), refusal::kCardNotInHand);
  EXPECT_EQ(s.reveal(kBlack, Card(kCards)), refusal::kCardNotInHand);
  const State before = s;
  EXPECT_EQ(s.reveal(kBlack, kSealedCard), refusal::kCardNotInHand);
  EXPECT_EQ(s, before);
  ASSERT_EQ(s.reveal(kBlack, dragon_of(kPink)), refusal::kNone);  // cancels pink's stone
  // Slot 2 waits for black again: its dragon is spent and its first card cannot come back.
  while (s.decision() != Decision::kReveal) {
    ASSERT_FALSE(s.is_over());
    must_accept(s.apply(s.legal_choices().front()), s.legal_choices().front(), s);
  }
  EXPECT_EQ(s.slot(), 1);
  EXPECT_EQ(s.reveal(kBlack, dragon_of(kPink)), refusal::kCardTwice);
  EXPECT_EQ(s.reveal(kBlack, kStone1), refusal::kNone);
}

TEST_F(SealedTable, AFaceDownProgramIsLockedOnce) {
  ASSERT_EQ(s.lock_sealed(kBlack), refusal::kNone);
  EXPECT_TRUE(s.has_program(kBlack));
  EXPECT_EQ(s.actor(), kPink);  // still programming
  EXPECT_EQ(s.lock_sealed(kBlack), refusal::kProgramAlreadyLocked);
  EXPECT_EQ(s.lock_program(kBlack, pink), refusal::kProgramAlreadyLocked);
  EXPECT_EQ(s.lock_sealed(kRed), refusal::kColorNotInPlay);
  EXPECT_EQ(s.reveal(kBlack, kStone1), refusal::kNotTurnedOverNow);  // not before the resolution
}

}  // namespace
}  // namespace rd
