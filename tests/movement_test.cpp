// Move 1, Move 2 and Jump (RULES.md §6.4): adjacency, occupied planks, villages,
// U-turns, falls, and the instant win.
#include <gtest/gtest.h>

#include "scenario.h"

namespace rd {
namespace {

// A chain of planks from pink's village to black's (geometry does not matter for moving):
// V:pink -pink1- I1 -pink2- I2 -pink3- I3 -black4- V:black
State chain() {
  State s = two_player();
  for (int i = 1; i <= 3; ++i) StateAccess::stone(s, I(i));
  StateAccess::plank(s, plank(kPink, 1), kPink, I(1));
  StateAccess::plank(s, plank(kPink, 2), I(1), I(2));
  StateAccess::plank(s, plank(kPink, 3), I(2), I(3));
  StateAccess::plank(s, plank(kBlack, 4), I(3), kBlack);
  return s;
}

Choice m1(int a) { return Choice::move(Decision::kMove1, a); }
Choice m2(int a, int b = kNoPosition) { return Choice::move(Decision::kMove2, a, b); }

TEST(Move1, ToAnAdjacentFreePlankOrVillage) {
  State s = chain();
  StateAccess::pawn(s, kPink, P(kPink, 2));
  start(s, kMove1);
  const auto legal = s.legal_choices();
  EXPECT_EQ(legal.size(), 2u);
  EXPECT_TRUE(contains(legal, m1(P(kPink, 1))));
  EXPECT_TRUE(contains(legal, m1(P(kPink, 3))));
  ASSERT_EQ(s.apply(m1(P(kPink, 3))), refusal::kNone);
  EXPECT_EQ(s.pawn(kPink), P(kPink, 3));
}

TEST(Move1, NeverOntoAnOccupiedPlankButVillagesTakeAnyNumber) {
  State s = chain();
  StateAccess::pawn(s, kPink, P(kPink, 1));
  StateAccess::pawn(s, kBlack, P(kPink, 2));
  start(s, kMove1);
  EXPECT_EQ(s.legal_choices(), std::vector<Choice>{m1(kPink)});
  EXPECT_NE(s.check(m1(P(kPink, 2))), refusal::kNone);
}

TEST(Move1, NoFreeNeighbourMeansAFall) {
  State s = two_player();
  StateAccess::stone(s, I(1));
  StateAccess::plank(s, plank(kPink, 1), kPink, I(1));
  StateAccess::pawn(s, kPink, kBlack);  // standing in a village that has no plank
  StateAccess::pawn(s, kBlack, P(kPink, 1));
  Events events;
  start(s, kMove1, kStone1, &events);
  const Event* fall = find_event(events, EventKind::kFall);
  ASSERT_NE(fall, nullptr);
  EXPECT_EQ(fall->player, kPink);
  EXPECT_EQ(s.pawn(kPink), kPink) << "back to its own village";
}

// Bots and the UI ask can_move/can_jump for any player, not only the one acting.
TEST(Move1, CanMoveAndCanJumpAnswerForAnyPlayer) {
  State s = chain();
  StateAccess::pawn(s, kPink, P(kPink, 2));
  StateAccess::pawn(s, kBlack, P(kPink, 3));
  EXPECT_TRUE(s.can_move(kPink)) << "back along pink1";
  EXPECT_TRUE(s.can_jump(kPink)) << "over black";
  EXPECT_TRUE(s.can_jump(kBlack)) << "over pink";
  State alone = two_player();
  EXPECT_FALSE(alone.can_move(kPink)) << "an empty river";
  EXPECT_FALSE(alone.can_jump(kBlack));
}

TEST(Move1, BlockedOnOneSideIsNotAFall) {
  State s = chain();
  StateAccess::pawn(s, kPink, P(kPink, 2));
  StateAccess::pawn(s, kBlack, P(kPink, 3));
  Events events;
  start(s, kMove1, kStone1, &events);
  EXPECT_EQ(find_event(events, EventKind::kFall), nullptr);
  EXPECT_EQ(s.legal_choices(), std::vector<Choice>{m1(P(kPink, 1))});
}

TEST(Move1, OnAnEmptyRiverEveryMoveFalls) {
  State s = two_player();
  Events events;
  start(s, kMove1, kJump, &events);
  int falls = 0;
  for (const Event& e : events) falls += e.kind == EventKind::kFall;
  EXPECT_EQ(falls, 2);
}

TEST(Move2, TwoStepsWithUTurnAndNoStopOnAPlank) {
  State s = chain();
  start(s, kMove2);
  const auto legal = s.legal_choices();
  EXPECT_EQ(legal.size(), 2u);
  EXPECT_TRUE(contains(legal, m2(P(kPink, 1), kPink)));
  EXPECT_TRUE(contains(legal, m2(P(kPink, 1), P(kPink, 2))));
  EXPECT_NE(s.check(m2(P(kPink, 1))), refusal::kNone) << "one step onto a plank is not a Move 2";
}

TEST(Move2, MayStopOnAVillageAfterOneStep) {
  State s = chain();
  StateAccess::pawn(s, kPink, P(kPink, 1));
  start(s, kMove2);
  const auto legal = s.legal_choices();
  EXPECT_TRUE(contains(legal, m2(kPink)));
  EXPECT_TRUE(contains(legal, m2(kPink, P(kPink, 1)))) << "into the village and back";
  EXPECT_TRUE(contains(legal, m2(P(kPink, 2), P(kPink, 1)))) << "U-turn";
  EXPECT_TRUE(contains(legal, m2(P(kPink, 2), P(kPink, 3))));
  EXPECT_EQ(legal.size(), 4u);
}

TEST(Move2, AWinInTheMiddleOfAMoveEndsTheGameAtOnce) {
  State s = chain();
  StateAccess::pawn(s, kPink, P(kBlack, 4));
  start(s, kMove2);
  EXPECT_FALSE(contains(s.legal_choices(), m2(kBlack, P(kBlack, 4)))) << "no step after entering the destination";
  Events events;
  ASSERT_EQ(s.apply(m2(kBlack), &events), refusal::kNone);
  EXPECT_TRUE(s.is_over());
  EXPECT_EQ(s.winner(), kPink);
  EXPECT_EQ(events.back().kind, EventKind::kWin);
  // Black's slot-1 card is never played: the game ended mid-slot.
  for (const Event& e : events) EXPECT_NE(e.kind, EventKind::kActionStart);
  EXPECT_EQ(s.apply(m2(kPink)), refusal::kGameOver);
}

TEST(Jump, OverAPawnToTheFarSide) {
  State s = chain();
  StateAccess::pawn(s, kPink, P(kPink, 1));
  StateAccess::pawn(s, kBlack, P(kPink, 2));
  start(s, kJump);
  ASSERT_EQ(s.decision(), Decision::kJump);
  EXPECT_EQ(s.legal_choices(), std::vector<Choice>{Choice::jump(plank(kPink, 2), P(kPink, 3))});
  EXPECT_NE(s.check(Choice::jump(plank(kPink, 2), kPink)), refusal::kNone) << "never back to the near side";
  ASSERT_EQ(s.apply(Choice::jump(plank(kPink, 2), P(kPink, 3))), refusal::kNone);
  EXPECT_EQ(s.pawn(kPink), P(kPink, 3));
}

TEST(Jump, FromAVillageAndIntoTheDestination) {
  State s = chain();
  StateAccess::pawn(s, kPink, P(kPink, 3));
  StateAccess::pawn(s, kBlack, P(kBlack, 4));
  start(s, kJump);
  Events events;
  ASSERT_EQ(s.apply(Choice::jump(plank(kBlack, 4), kBlack), &events), refusal::kNone);
  EXPECT_EQ(s.winner(), kPink);
  State v = chain();
  StateAccess::pawn(v, kBlack, P(kPink, 1));
  start(v, kJump);
  EXPECT_EQ(v.legal_choices(), std::vector<Choice>{Choice::jump(plank(kPink, 1), P(kPink, 2))});
}

TEST(Jump, OnlyAVillagePawnNearMeansAFall) {
  State s = chain();
  StateAccess::pawn(s, kPink, P(kPink, 1));
  StateAccess::pawn(s, kBlack, kPink);  // pawns in villages cannot be jumped
  Events events;
  start(s, kJump, kStone1, &events);
  ASSERT_NE(find_event(events, EventKind::kFall), nullptr);
  EXPECT_EQ(s.pawn(kPink), kPink);
}

TEST(Jump, NothingToLandOnMeansAFall) {
  State s = two_player();
  for (int i = 1; i <= 2; ++i) StateAccess::stone(s, I(i));
  StateAccess::plank(s, plank(kPink, 1), kPink, I(1));
  StateAccess::plank(s, plank(kPink, 2), I(1), I(2));
  StateAccess::pawn(s, kPink, P(kPink, 1));
  StateAccess::pawn(s, kBlack, P(kPink, 2));
  Events events;
  start(s, kJump, kStone1, &events);
  EXPECT_NE(find_event(events, EventKind::kFall), nullptr) << "nothing beyond I2 to land on";
}

}  // namespace
}  // namespace rd
