// Remove 1 plank or 1 stone (RULES.md §6.3).
#include <gtest/gtest.h>

#include "scenario.h"

namespace rd {
namespace {

// Pink's plank 3 and black's planks 3 and 4 on the board: I1-I2, I2-I3, I3-I4.
State board_with_planks(int players = 2) {
  State s(standard_board(), {players, Variant::kStandard, kPink});
  for (int i = 1; i <= 5; ++i) StateAccess::stone(s, I(i));
  StateAccess::plank(s, plank(kPink, 3), I(1), I(2));
  StateAccess::plank(s, plank(kBlack, 3), I(2), I(3));
  StateAccess::plank(s, plank(kBlack, 4), I(3), I(4));
  return s;
}

TEST(Remove, APlankGoesToTheRemoversReserve) {
  State s = board_with_planks();
  start(s, kRemove);
  ASSERT_EQ(s.decision(), Decision::kRemove);
  Events events;
  ASSERT_EQ(s.apply(Choice::take_plank(plank(kBlack, 3)), &events), refusal::kNone);
  EXPECT_EQ(s.plank_location(plank(kBlack, 3)), kPink);
  EXPECT_EQ(s.planks_on(I(2)), 1);
  ASSERT_NE(find_event(events, EventKind::kTakePlank), nullptr);
}

TEST(Remove, ReserveNumbersStayDistinct) {
  State s = board_with_planks();
  start(s, kRemove);
  EXPECT_EQ(s.check(Choice::take_plank(plank(kBlack, 4))), refusal::kReserveHasNumber);
  EXPECT_EQ(s.check(Choice::take_plank(plank(kPink, 3))), refusal::kNone);
}

TEST(Remove, AtMostTwoColorsInAReserve) {
  State s = board_with_planks(6);
  StateAccess::plank(s, plank(kBlue, 5), I(4), I(5));
  StateAccess::to_reserve(s, plank(kBlack, 3), kPink);  // pink now holds pink and black planks
  StateAccess::plank(s, plank(kPink, 5), I(1), I(5));
  for (Color c : {kPink, kRed, kBlue, kBlack, kGreen, kYellow}) ASSERT_EQ(s.lock_program(c, starting_with(kRemove)), refusal::kNone);
  ASSERT_EQ(s.actor(), kPink);
  EXPECT_EQ(s.check(Choice::take_plank(plank(kBlue, 5))), refusal::kReserveColors);
  EXPECT_EQ(s.check(Choice::take_plank(plank(kPink, 5))), refusal::kNone);
}

TEST(Remove, NotAPlankWithAPawnNorAStoneUnderAPlank) {
  State s = board_with_planks();
  StateAccess::pawn(s, kBlack, P(kPink, 3));
  start(s, kRemove);
  EXPECT_EQ(s.check(Choice::take_plank(plank(kPink, 3))), refusal::kPawnOnPlank);
  EXPECT_EQ(s.check(Choice::take_stone(I(2))), refusal::kStoneCarriesPlank);
  EXPECT_EQ(s.check(Choice::take_stone(I(9))), refusal::kNoStoneThere);
  const auto legal = s.legal_choices();
  EXPECT_EQ(legal.size(), 2u) << "black3 and the stone on island 5";
  EXPECT_TRUE(contains(legal, Choice::take_stone(I(5))));
  ASSERT_EQ(s.apply(Choice::take_stone(I(5))), refusal::kNone);
  EXPECT_FALSE(s.has_stone(I(5)));
  EXPECT_EQ(s.stones_in_reserve(), kStones - 4);
}

TEST(Remove, NothingToRemoveLosesTheAction) {
  State s = two_player();
  Events events;
  start(s, kRemove, kRemove, &events);
  int lost = 0;
  for (const Event& e : events) lost += e.kind == EventKind::kLost && e.why == LostWhy::kNothingToRemove;
  EXPECT_EQ(lost, 2);
}

}  // namespace
}  // namespace rd
