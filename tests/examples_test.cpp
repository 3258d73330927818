// The printed rules' examples 1-4 as scenarios (example 5 is in dragons_test.cpp).
#include <gtest/gtest.h>

#include "scenario.h"

namespace rd {
namespace {

// Six players, pink first; with no stone left every slot-1 stone1 is lost on its own,
// so only the player of interest acts.
State six_players() {
  State s(standard_board(), {6, Variant::kStandard, kPink});
  for (int i = 1; i <= 6; ++i) StateAccess::stone(s, I(i));
  StateAccess::stones_in_reserve(s, 0);
  return s;
}

void lock_all(State& s, Color actor, Card card) {
  for (Color c : {kPink, kRed, kBlue, kBlack, kGreen, kYellow})
    ASSERT_EQ(s.lock_program(c, starting_with(c == actor ? card : kStone1)), refusal::kNone);
  ASSERT_EQ(s.actor(), actor);
}

TEST(RuleExamples, Example1_MoveOntoAFreeAdjacentPlank) {
  // Green stands on a plank between a green plank (left) and a red plank (right); the
  // pink plank beside it holds the yellow pawn.
  State s = six_players();
  StateAccess::plank(s, plank(kGreen, 2), I(1), I(2));
  StateAccess::plank(s, plank(kGreen, 1), I(3), I(1));
  StateAccess::plank(s, plank(kRed, 1), I(2), I(4));
  StateAccess::plank(s, plank(kPink, 1), I(1), I(5));
  StateAccess::pawn(s, kGreen, P(kGreen, 2));
  StateAccess::pawn(s, kYellow, P(kPink, 1));
  lock_all(s, kGreen, kMove1);
  const auto legal = s.legal_choices();
  EXPECT_EQ(legal.size(), 2u);
  EXPECT_TRUE(contains(legal, Choice::move(Decision::kMove1, P(kGreen, 1))));
  EXPECT_TRUE(contains(legal, Choice::move(Decision::kMove1, P(kRed, 1))));
}

TEST(RuleExamples, Example2_Move2WithEveryPlankAroundOccupied) {
  // Green's plank ends on a village; the planks around hold other pawns: green can only
  // reach the village, or go there and come back onto its own plank. (The printed example
  // uses the red village; red is green's destination in these rules, so entering it would
  // win: the black village stands in for it.)
  State s = six_players();
  StateAccess::plank(s, plank(kGreen, 2), kBlack, I(1));
  StateAccess::plank(s, plank(kRed, 1), kBlack, I(2));
  StateAccess::plank(s, plank(kPink, 1), I(1), I(3));
  StateAccess::plank(s, plank(kBlue, 1), I(1), I(4));
  StateAccess::pawn(s, kGreen, P(kGreen, 2));
  StateAccess::pawn(s, kRed, P(kRed, 1));
  StateAccess::pawn(s, kYellow, P(kPink, 1));
  StateAccess::pawn(s, kBlue, P(kBlue, 1));
  lock_all(s, kGreen, kMove2);
  const auto legal = s.legal_choices();
  EXPECT_EQ(legal.size(), 2u);
  EXPECT_TRUE(contains(legal, Choice::move(Decision::kMove2, kBlack)));
  EXPECT_TRUE(contains(legal, Choice::move(Decision::kMove2, kBlack, P(kGreen, 2))));
}

TEST(RuleExamples, Example3_JumpOverTheOnlyNeighbour) {
  // Yellow can only jump over green and land on the red plank.
  State s = six_players();
  StateAccess::plank(s, plank(kYellow, 1), I(1), I(2));
  StateAccess::plank(s, plank(kGreen, 1), I(2), I(3));
  StateAccess::plank(s, plank(kRed, 1), I(3), I(4));
  StateAccess::pawn(s, kYellow, P(kYellow, 1));
  StateAccess::pawn(s, kGreen, P(kGreen, 1));
  lock_all(s, kYellow, kJump);
  EXPECT_EQ(s.legal_choices(), std::vector<Choice>{Choice::jump(plank(kGreen, 1), P(kRed, 1))});
  ASSERT_EQ(s.apply(Choice::jump(plank(kGreen, 1), P(kRed, 1))), refusal::kNone);
  EXPECT_EQ(s.pawn(kYellow), P(kRed, 1));
}

TEST(RuleExamples, Example4_NoPawnToJumpOverMeansAFall) {
  State s = six_players();
  StateAccess::plank(s, plank(kYellow, 1), I(1), I(2));
  StateAccess::plank(s, plank(kGreen, 1), I(2), I(3));
  StateAccess::pawn(s, kYellow, P(kYellow, 1));
  for (Color c : {kPink, kRed, kBlue, kBlack, kGreen, kYellow})
    ASSERT_EQ(s.lock_program(c, starting_with(c == kYellow ? kJump : kStone1)), refusal::kNone);
  EXPECT_EQ(s.pawn(kYellow), kYellow) << "back in its starting village";
}

}  // namespace
}  // namespace rd
