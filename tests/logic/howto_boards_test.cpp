// The pictures of How to play are real positions, and each shows what its page says.
#include "howto_boards.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "invariants.h"

namespace rdweb {
namespace {

constexpr int I(int island) { return rd::kFirstStone + island - 1; }
constexpr int plank(rd::Color c, int number) { return rd::plank_id(c, number); }

bool legal(const rd::State& s, const rd::Choice& c) {
  const auto all = s.legal_choices();
  return std::find(all.begin(), all.end(), c) != all.end();
}

TEST(HowtoBoards, EverySituationIsAPositionTheRulesAllow) {
  for (int i = 0; i < int(Situation::kCount); ++i)
    EXPECT_EQ(rd::invariant_problem(situation(Situation(i)).state), "") << "situation " << i;
}

TEST(HowtoBoards, TheRoundShowsTheFirstPlayerPlacingTheSecondStoneOfSlotOne) {
  const rd::State s = situation(Situation::kRound).state;
  EXPECT_EQ(s.phase(), rd::Phase::kResolution);
  EXPECT_EQ(s.slot(), 0);
  EXPECT_EQ(s.actor(), s.first_player());
  EXPECT_EQ(s.decision(), rd::Decision::kStone);
  EXPECT_TRUE(s.has_stone(I(12)));
}

TEST(HowtoBoards, TheDragonHasCancelledPinksCardInSlotTwo) {
  const rd::State s = situation(Situation::kDragons).state;
  EXPECT_EQ(s.slot(), 2);
  EXPECT_EQ(s.cancelled_by(rd::kPink, 1), rd::kBlack);
  EXPECT_EQ(s.cancelled_by(rd::kBlack, 1), -1) << "a dragon card is never cancelled";
}

TEST(HowtoBoards, NoStoneGoesOnATakenIsland) {
  const rd::State s = situation(Situation::kStones).state;
  ASSERT_EQ(s.decision(), rd::Decision::kStone);
  EXPECT_FALSE(legal(s, rd::Choice::stone(I(12) - rd::kFirstStone)));
  EXPECT_TRUE(legal(s, rd::Choice::stone(I(20) - rd::kFirstStone)));
}

TEST(HowtoBoards, PlanksArePickedByEyeThenPlaced) {
  EXPECT_EQ(situation(Situation::kFit).state.decision(), rd::Decision::kPickPlank);
  const rd::State s = situation(Situation::kPlanks).state;
  EXPECT_EQ(s.decision(), rd::Decision::kPlaceSpan);
  EXPECT_EQ(s.picked_plank(), plank(rd::kPink, 3));
}

TEST(HowtoBoards, RemoveTakesFreePlanksAndBareStonesOnly) {
  const rd::State s = situation(Situation::kRemove).state;
  ASSERT_EQ(s.decision(), rd::Decision::kRemove);
  EXPECT_TRUE(legal(s, rd::Choice::take_plank(plank(rd::kPink, 1))));
  EXPECT_FALSE(legal(s, rd::Choice::take_plank(plank(rd::kPink, 2)))) << "a pawn stands on it";
  EXPECT_TRUE(legal(s, rd::Choice::take_stone(I(16))));
  EXPECT_FALSE(legal(s, rd::Choice::take_stone(I(12)))) << "it carries planks";
}

TEST(HowtoBoards, MovesAndJumpsHaveSomewhereToGo) {
  const rd::State moves = situation(Situation::kMoves).state;
  EXPECT_EQ(moves.decision(), rd::Decision::kMove2);
  EXPECT_GT(moves.legal_choices().size(), 2u);
  const rd::State jump = situation(Situation::kJump).state;
  EXPECT_EQ(jump.decision(), rd::Decision::kJump);
  EXPECT_TRUE(jump.can_jump(rd::kPink));
}

// Its page says a Move would drop it in the river (a Jump over black would not).
TEST(HowtoBoards, ThePawnByTheRiverHasNowhereToStep) {
  const rd::State s = situation(Situation::kRiver).state;
  EXPECT_TRUE(rd::is_plank_position(s.pawn(rd::kPink)));
  EXPECT_FALSE(s.can_move(rd::kPink));
}

TEST(HowtoBoards, TheExpertSideHasStonesInOpenWater) {
  const rd::State s = situation(Situation::kExpert).state;
  EXPECT_EQ(s.variant(), rd::Variant::kExpert);
  EXPECT_EQ(s.stones_in_reserve(), rd::kStones - 4);
}

TEST(HowtoBoards, TheMarksShowACancelAndTheFirstPlayerActing) {
  const rd::State s = situation(Situation::kMarks).state;
  EXPECT_EQ(s.cancelled_by(rd::kPink, 0), rd::kBlack);
  EXPECT_EQ(s.actor(), s.first_player());
  EXPECT_EQ(s.decision(), rd::Decision::kStone);
}

}  // namespace
}  // namespace rdweb
