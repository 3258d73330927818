// Place 1 / 2 stones (RULES.md §6.1), standard and expert.
#include <gtest/gtest.h>

#include "scenario.h"

namespace rd {
namespace {

TEST(Stones, PlaceOneStoneOnAFreeIsland) {
  State s = two_player();
  start(s, kStone1);
  ASSERT_EQ(s.decision(), Decision::kStone);
  EXPECT_EQ(s.legal_choices().size(), size_t(kIslands));
  Events events;
  ASSERT_EQ(s.apply(Choice::stone(11), &events), refusal::kNone);
  EXPECT_TRUE(s.has_stone(I(12)));
  EXPECT_EQ(s.stones_in_reserve(), kStones - 1);
  const Event* e = find_event(events, EventKind::kStone);
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->a, I(12));
  EXPECT_EQ(s.actor(), kBlack) << "pink's action is done";
}

TEST(Stones, AnIslandTakesOneStoneAndVillagesNone) {
  State s = two_player();
  StateAccess::stone(s, I(5));
  start(s, kStone1);
  EXPECT_EQ(s.check(Choice::stone(4)), refusal::kIslandHasStone);
  EXPECT_EQ(s.check(Choice::stone(27)), refusal::kNoSuchIsland);
  EXPECT_FALSE(contains(s.legal_choices(), Choice::stone(4)));
  EXPECT_EQ(s.legal_choices().size(), size_t(kIslands - 1));
}

TEST(Stones, TwoStonesAreTwoPlacements) {
  State s = two_player();
  start(s, kStone2);
  ASSERT_EQ(s.apply(Choice::stone(0)), refusal::kNone);
  EXPECT_EQ(s.actor(), kPink);
  EXPECT_EQ(s.decision(), Decision::kStone);
  EXPECT_FALSE(contains(s.legal_choices(), Choice::stone(0)));
  ASSERT_EQ(s.apply(Choice::stone(1)), refusal::kNone);
  EXPECT_EQ(s.actor(), kBlack);
  EXPECT_EQ(s.stones_in_reserve(), kStones - 2);
}

TEST(Stones, EmptyReserveLosesEachPlacement) {
  State s = two_player();
  StateAccess::stones_in_reserve(s, 0);
  Events events;
  start(s, kStone2, kStone1, &events);
  int lost = 0;
  for (const Event& e : events) lost += e.kind == EventKind::kLost && e.why == LostWhy::kNoStone && e.slot == 0;
  EXPECT_EQ(lost, 3) << "two for pink's stone2, one for black's stone1";
  EXPECT_EQ(s.slot(), 2) << "slot 2 (stone cards again) resolved alone too";
}

TEST(Stones, OneStoneLeftForStoneTwo) {
  State s = two_player();
  StateAccess::stones_in_reserve(s, 1);
  Events events;
  start(s, kStone2, kMove1);
  ASSERT_EQ(s.apply(Choice::stone(3), &events), refusal::kNone);
  const Event* lost = find_event(events, EventKind::kLost);
  ASSERT_NE(lost, nullptr);
  EXPECT_EQ(lost->why, LostWhy::kNoStone);
}

TEST(Stones, NoStoneUnderAPlankAndNoRoomLosesTheAction) {
  // A span from a village passing over exactly one island: every other island gets a stone.
  const PairInfo* span = find_pair([](const PairInfo& p) {
    return p.a < kFirstStone && p.b >= kFirstStone && __builtin_popcountll(p.over) == 1 && !(p.over & kVillageBits);
  });
  ASSERT_NE(span, nullptr);
  const int under = __builtin_ctzll(span->over);
  State s = two_player();
  for (int i = kFirstStone; i < kSupports; ++i)
    if (i != under) StateAccess::stone(s, i);
  StateAccess::plank(s, plank(kPink, 6), span->a, span->b);
  StateAccess::stones_in_reserve(s, 1);
  EXPECT_FALSE(s.stone_allowed_on(under - kFirstStone));
  Events events;
  start(s, kStone1, kMove1, &events);
  const Event* lost = find_event(events, EventKind::kLost);
  ASSERT_NE(lost, nullptr);
  EXPECT_EQ(lost->why, LostWhy::kNoRoom);
  EXPECT_EQ(lost->player, kPink);
}

TEST(ExpertStones, AnywhereInOpenWater) {
  State s = two_player(Variant::kExpert);
  start(s, kStone2);
  ASSERT_EQ(s.decision(), Decision::kStone);
  EXPECT_GT(s.legal_choices().size(), 300u);
  const Vec2 centre = {10.5, 9.3};
  Events events;
  ASSERT_EQ(s.apply(Choice::stone_at(1050, 930), &events), refusal::kNone);
  const Event* e = find_event(events, EventKind::kStone);
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->serial, 1);
  EXPECT_EQ(e->x, 1050);
  EXPECT_TRUE(points_within(s.support_pos(e->a), centre, 1e-9));
  // Touching that stone, a village, or the bank is refused.
  EXPECT_NE(s.check(Choice::stone_at(1050 + 69, 930)), refusal::kNone);
  EXPECT_EQ(s.check(Choice::stone_at(1050 + 71, 930)), refusal::kNone);
  const Vec2 pink = standard_board().villages[kPink];
  EXPECT_NE(s.check(Choice::stone_at(int(pink.x * 100) + 130, int(pink.y * 100))), refusal::kNone);
  EXPECT_NE(s.check(Choice::stone_at(-500, 930)), refusal::kNone);
  events.clear();
  ASSERT_EQ(s.apply(Choice::stone_at(1300, 930), &events), refusal::kNone);
  ASSERT_NE(find_event(events, EventKind::kStone), nullptr);
  EXPECT_EQ(find_event(events, EventKind::kStone)->serial, 2);
}

TEST(ExpertStones, NotTouchingAPlankAndNamesAreNeverReused) {
  State s = two_player(Variant::kExpert);
  start(s, kStone1, kRemove);
  ASSERT_EQ(s.apply(Choice::stone_at(400, 930)), refusal::kNone);  // S1, 1.5 units from pink's village
  // Black removes S1 (slot 1); pink's stone2 in slot 2 names its stones S2 and S3.
  ASSERT_EQ(s.decision(), Decision::kRemove);
  const std::vector<Choice> removals = s.legal_choices();
  ASSERT_EQ(removals.size(), 1u);
  ASSERT_EQ(s.apply(removals[0]), refusal::kNone);
  EXPECT_EQ(s.stones_in_reserve(), kStones);
  ASSERT_EQ(s.current_card(), kStone2);
  Events events;
  ASSERT_EQ(s.apply(Choice::stone_at(400, 930), &events), refusal::kNone);
  ASSERT_NE(find_event(events, EventKind::kStone), nullptr);
  EXPECT_EQ(find_event(events, EventKind::kStone)->serial, 2);
  const int stone = find_event(events, EventKind::kStone)->a;
  // A plank from pink's village to that stone: no stone may touch its segment.
  StateAccess::plank(s, plank(kPink, 3), kPink, stone);
  EXPECT_NE(s.check(Choice::stone_at(290, 960)), refusal::kNone);
  EXPECT_EQ(s.check(Choice::stone_at(290, 1030)), refusal::kNone);
}

}  // namespace
}  // namespace rd
