// Place 1 / 2 planks (RULES.md §6.2, §7): the plank is chosen first and for good,
// then a span where it fits; a plank that fits nowhere leaves the game.
#include <gtest/gtest.h>

#include "bot.h"
#include "playout.h"
#include "scenario.h"

namespace rd {
namespace {

TEST(Planks, PickThenPlaceWhereItFits) {
  const PairInfo* span = islands_needing(3);
  ASSERT_NE(span, nullptr);
  State s = two_player();
  stones_for(s, *span);
  start(s, kPlank1);
  ASSERT_EQ(s.decision(), Decision::kPickPlank);
  EXPECT_EQ(s.legal_choices().size(), 6u) << "any plank of the reserve may be picked";
  ASSERT_EQ(s.apply(Choice::pick_plank(plank(kPink, 3))), refusal::kNone);
  ASSERT_EQ(s.decision(), Decision::kPlaceSpan);
  EXPECT_TRUE(contains(s.legal_choices(), Choice::span(span->a, span->b)));
  Events events;
  ASSERT_EQ(s.apply(Choice::span(span->b, span->a), &events), refusal::kNone);
  EXPECT_EQ(s.plank_location(plank(kPink, 3)), kOnBoard);
  EXPECT_EQ(s.planks_on(span->a), 1);
  const Event* e = find_event(events, EventKind::kPlank);
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->b, span->b) << "the ends keep the order they were given in";
}

TEST(Planks, LongerIsFineShorterIsNot) {
  const PairInfo* span = islands_needing(3);
  ASSERT_NE(span, nullptr);
  State s = two_player();
  stones_for(s, *span);
  EXPECT_EQ(s.span_problem(plank(kPink, 6), span->a, span->b), refusal::kNone);
  EXPECT_EQ(s.span_problem(plank(kPink, 2), span->a, span->b), refusal::kPlankTooShort);
}

TEST(Planks, TooShortSpanSaysSoAndAnotherMayBeTried) {
  const PairInfo* wide = islands_needing(5);
  const PairInfo* narrow = islands_needing(2);
  ASSERT_TRUE(wide && narrow);
  State s = two_player();
  stones_for(s, *wide);
  stones_for(s, *narrow);
  start(s, kPlank1);
  ASSERT_EQ(s.apply(Choice::pick_plank(plank(kPink, 4))), refusal::kNone);
  EXPECT_EQ(s.apply(Choice::span(wide->a, wide->b)), refusal::kPlankTooShort);
  EXPECT_EQ(s.decision(), Decision::kPlaceSpan) << "the plank stays chosen";
  EXPECT_EQ(s.picked_plank(), plank(kPink, 4));
  EXPECT_EQ(s.apply(Choice::span(narrow->a, narrow->b)), refusal::kNone);
}

TEST(Planks, APlankThatFitsNowhereLeavesTheGame) {
  const PairInfo* span = islands_needing(4);
  ASSERT_NE(span, nullptr);
  State s = two_player();
  stones_for(s, *span);
  start(s, kPlank1);
  Events events;
  const bool fits_elsewhere = s.plank_fits_somewhere(plank(kPink, 1));
  ASSERT_FALSE(fits_elsewhere) << "two lone stones far from the villages";
  ASSERT_EQ(s.apply(Choice::pick_plank(plank(kPink, 1)), &events), refusal::kNone);
  const Event* lost = find_event(events, EventKind::kPlankLost);
  ASSERT_NE(lost, nullptr);
  EXPECT_EQ(lost->a, plank(kPink, 1));
  EXPECT_EQ(s.plank_location(plank(kPink, 1)), kOutOfGame);
  EXPECT_EQ(s.reserve_size(kPink), 5);
  EXPECT_EQ(s.actor(), kBlack);
}

TEST(Planks, NoStoneOnTheBoardMeansThePlankIsLost) {
  State s = two_player();
  start(s, kPlank2);
  Events events;
  ASSERT_EQ(s.apply(Choice::pick_plank(plank(kPink, 6)), &events), refusal::kNone);
  ASSERT_EQ(s.decision(), Decision::kPickPlank) << "plank2: the second placement";
  ASSERT_EQ(s.apply(Choice::pick_plank(plank(kPink, 5)), &events), refusal::kNone);
  EXPECT_EQ(s.plank_location(plank(kPink, 6)), kOutOfGame);
  EXPECT_EQ(s.plank_location(plank(kPink, 5)), kOutOfGame);
}

TEST(Planks, EmptyReserveLosesTheAction) {
  State s = two_player();
  for (int n = 1; n <= 6; ++n) StateAccess::out_of_game(s, plank(kPink, n));
  Events events;
  start(s, kPlank2, kMove1, &events);
  int lost = 0;
  for (const Event& e : events) lost += e.kind == EventKind::kLost && e.why == LostWhy::kNoPlank;
  EXPECT_EQ(lost, 2);
}

TEST(Planks, PlanksDoNotCross) {
  // Two spans between islands that a plank 6 can take and whose segments cross.
  const Board& board = standard_board();
  auto usable = [](const PairInfo& p) { return p.a >= kFirstStone && p.min_number <= 6 && p.over == 0; };
  const PairInfo *first = nullptr, *second = nullptr;
  for (const PairInfo& p : board.pairs)
    for (const PairInfo& q : board.pairs) {
      const int k = board.pair(q.a, q.b);
      if (!first && usable(p) && usable(q) && (p.crosses[k / 64] >> (k % 64) & 1)) first = &p, second = &q;
    }
  ASSERT_TRUE(first && second);
  State s = two_player();
  stones_for(s, *first);
  stones_for(s, *second);
  EXPECT_EQ(s.span_problem(plank(kPink, 6), second->a, second->b), refusal::kNone);
  StateAccess::plank(s, plank(kBlack, 6), first->a, first->b);
  EXPECT_EQ(s.span_problem(plank(kPink, 6), second->a, second->b), refusal::kPlankCrosses);
}

TEST(Planks, NoPassingOverAStone) {
  const PairInfo* span = find_pair([](const PairInfo& p) {
    return p.a >= kFirstStone && p.min_number <= 6 && __builtin_popcountll(p.over) == 1 && !(p.over & kVillageBits);
  });
  ASSERT_NE(span, nullptr);
  const int middle = __builtin_ctzll(span->over);
  State s = two_player();
  stones_for(s, *span);
  EXPECT_EQ(s.span_problem(plank(kPink, 6), span->a, span->b), refusal::kNone) << "the island under it has no stone yet";
  StateAccess::stone(s, middle);
  EXPECT_NE(s.span_problem(plank(kPink, 6), span->a, span->b), refusal::kNone);
}

TEST(Planks, AtMostThreePlanksOnASupportAndOnePerPair) {
  // Four spans from pink's village that a plank 6 can take.
  std::vector<const PairInfo*> spans;
  for (const PairInfo& p : standard_board().pairs)
    if (p.a == kPink && p.min_number <= 6 && !(p.over & ~(uint64_t(1) << p.b))) spans.push_back(&p);
  ASSERT_GE(spans.size(), 4u);
  State s = two_player();
  for (const PairInfo* p : spans) stones_for(s, *p);
  int placed = 0;
  for (size_t i = 0; i < spans.size() && placed < 3; ++i)
    if (!s.span_problem(plank(kBlack, 6 - placed), kPink, spans[i]->b)) StateAccess::plank(s, plank(kBlack, 6 - placed++), kPink, spans[i]->b);
  ASSERT_EQ(placed, 3);
  EXPECT_EQ(s.planks_on(kPink), 3);
  for (const PairInfo* p : spans) EXPECT_NE(s.span_problem(plank(kPink, 6), kPink, p->b), refusal::kNone);
  const auto ends = s.plank_ends(plank(kBlack, 6));
  EXPECT_EQ(s.span_problem(plank(kPink, 6), ends[0], ends[1]), refusal::kSupportFull);
}

TEST(Planks, OnePlankPerPairOfSupports) {
  const PairInfo* span = islands_needing(2);
  State s = two_player();
  stones_for(s, *span);
  StateAccess::plank(s, plank(kBlack, 2), span->a, span->b);
  EXPECT_EQ(s.span_problem(plank(kPink, 6), span->b, span->a), refusal::kSpanTaken);
}

TEST(Planks, NeverBetweenTwoVillagesNorOnAMissingStone) {
  State s = two_player();
  EXPECT_EQ(s.span_problem(plank(kPink, 6), kPink, kRed), refusal::kPlankJoinsVillages);
  EXPECT_EQ(s.span_problem(plank(kPink, 6), kPink, I(1)), refusal::kNoStoneThere);
}

TEST(Planks, SpanChoicesAreExactlyTheFittingOnes) {
  State s = two_player();
  for (int i = 1; i <= 12; ++i) StateAccess::stone(s, I(i));
  start(s, kPlank1);
  ASSERT_EQ(s.apply(Choice::pick_plank(plank(kPink, 4))), refusal::kNone);
  const auto legal = s.legal_choices();
  for (int a = 0; a < kSupports; ++a)
    for (int b = a + 1; b < kSupports; ++b)
      EXPECT_EQ(contains(legal, Choice::span(a, b)), !s.check(Choice::span(a, b))) << a << "-" << b;
}

// State::fitting_spans (where a plank fits, every pair at once: the bots' route graph asks
// it) is span_problem's verdict on every pair, in random expert games at every moment.
TEST(Planks, FittingSpansAreSpanProblemsVerdictOnEveryPair) {
  int checked = 0, failures = 0;
  for (int players : {2, 4, 6})
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      State s(standard_board(), {players, Variant::kExpert, first_player_for_seed(players, seed)});
      RandomBot bot(seed);
      Seats seats;
      seats.fill(&bot);
      drive(s, seats, 4, [&](const Choice& c) {
        for (int number = 1; number <= kPlankNumbers; ++number) {
          const int plank = plank_id(kPink, number);
          const PairSet fits = s.fitting_spans(plank);
          for (int a = 0; a < kSupports; ++a)
            for (int b = a + 1; b < kSupports; ++b) {
              const int q = s.board().pair(a, b);
              const bool fits_there = (fits[size_t(q / 64)] >> (q % 64) & 1) != 0;
              if (fits_there != (s.span_problem(plank, a, b) == refusal::kNone) && ++failures <= 5)
                ADD_FAILURE() << players << " players, seed " << seed << ", plank " << number << ", supports " << a << "-" << b
                              << (fits_there ? ": listed, refused" : ": not listed, fits");
            }
          ++checked;
        }
        return s.apply(c);
      });
    }
  EXPECT_GT(checked, 1000);
}

}  // namespace
}  // namespace rd
