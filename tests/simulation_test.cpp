// Random games over every player count and both variants, checking the rules'
// invariants after every choice (in the spirit of OpenSpiel's random simulation test).
#include <gtest/gtest.h>

#include <set>

#include "bot.h"
#include "greedy_bot.h"
#include "playout.h"
#include "scenario.h"

namespace rd {
namespace {

void check_invariants(const State& s) {
  int stones_on_board = 0;
  for (int sup = kFirstStone; sup < kSupports; ++sup) stones_on_board += s.has_stone(sup);
  ASSERT_EQ(stones_on_board + s.stones_in_reserve(), kStones);

  std::array<int, kSupports> load{};
  std::vector<int> on_board;
  for (int p = 0; p < kPlanks; ++p) {
    const int where = s.plank_location(p);
    ASSERT_TRUE((where >= 0 && where < kColors && s.in_play(where)) || where == kOnBoard || where == kOutOfGame);
    if (!s.in_play(plank_color(p))) {
      ASSERT_EQ(where, kOutOfGame) << "planks of absent colors never play";
    }
    if (where != kOnBoard) continue;
    const auto ends = s.plank_ends(p);
    ASSERT_TRUE(s.support_exists(ends[0]) && s.support_exists(ends[1]));
    ASSERT_FALSE(ends[0] < kFirstStone && ends[1] < kFirstStone);
    ++load[ends[0]];
    ++load[ends[1]];
    on_board.push_back(p);
  }
  for (int sup = 0; sup < kSupports; ++sup) {
    ASSERT_EQ(load[sup], s.planks_on(sup));
    ASSERT_LE(load[sup], kMaxPlanksPerSupport);
  }
  // Geometry checked from coordinates, independently of the precomputed tables.
  for (size_t i = 0; i < on_board.size(); ++i) {
    const auto e = s.plank_ends(on_board[i]);
    const Vec2 a = s.support_pos(e[0]), b = s.support_pos(e[1]);
    for (int sup = 0; sup < kSupports; ++sup)
      if (sup != e[0] && sup != e[1] && s.support_exists(sup)) {
        ASSERT_GT(segment_point_distance(a, b, s.support_pos(sup)), s.support_radius(sup)) << "plank over a support";
      }
    for (size_t k = i + 1; k < on_board.size(); ++k) {
      const auto f = s.plank_ends(on_board[k]);
      ASSERT_FALSE(std::min(e[0], e[1]) == std::min(f[0], f[1]) && std::max(e[0], e[1]) == std::max(f[0], f[1]));
      if (e[0] == f[0] || e[0] == f[1] || e[1] == f[0] || e[1] == f[1]) continue;
      ASSERT_FALSE(segments_touch(a, b, s.support_pos(f[0]), s.support_pos(f[1]))) << "crossing planks";
    }
  }
  std::set<int> plank_pawns;
  for (int c = 0; c < kColors; ++c) {
    if (!s.in_play(c)) continue;
    const int pos = s.pawn(c);
    if (is_plank_position(pos)) {
      ASSERT_EQ(s.plank_location(pos - kPlankPositions), kOnBoard);
      ASSERT_TRUE(plank_pawns.insert(pos).second) << "two pawns on one plank";
    } else {
      ASSERT_TRUE(pos >= 0 && pos < kColors);
    }
    std::set<int> numbers, colors;
    for (int p = 0; p < kPlanks; ++p)
      if (s.plank_location(p) == c) {
        ASSERT_TRUE(numbers.insert(plank_number(p)).second) << "two planks with one number in a reserve";
        colors.insert(plank_color(p));
      }
    ASSERT_LE(colors.size(), 2u);
  }
  if (s.is_over()) {
    ASSERT_EQ(s.pawn(s.winner()), destination(s.winner()));
  }
}

// Every choice the rules allow is offered (the converse of "every offered choice is legal").
void check_complete(const State& s, const std::vector<Choice>& legal) {
  auto offered = [&](const Choice& c) { return std::find(legal.begin(), legal.end(), c) != legal.end(); };
  switch (s.decision()) {
    case Decision::kPlaceSpan:
      for (int a = 0; a < kSupports; ++a)
        for (int b = a + 1; b < kSupports; ++b) ASSERT_EQ(offered(Choice::span(a, b)), !s.check(Choice::span(a, b)));
      break;
    case Decision::kStone:
      if (s.variant() == Variant::kStandard) {
        for (int i = 0; i < kIslands; ++i) ASSERT_EQ(offered(Choice::stone(i)), !s.check(Choice::stone(i)));
      }
      break;
    case Decision::kRemove:
      for (int p = 0; p < kPlanks; ++p) ASSERT_EQ(offered(Choice::take_plank(p)), !s.check(Choice::take_plank(p)));
      for (int i = kFirstStone; i < kSupports; ++i) ASSERT_EQ(offered(Choice::take_stone(i)), !s.check(Choice::take_stone(i)));
      break;
    default:
      break;
  }
}

void expect_same_position(const State& a, const State& b) {
  EXPECT_EQ(a.round(), b.round());
  EXPECT_EQ(a.winner(), b.winner());
  EXPECT_EQ(a.decision(), b.decision());
  for (int c = 0; c < kColors; ++c) EXPECT_EQ(a.pawn(c), b.pawn(c));
  for (int p = 0; p < kPlanks; ++p) EXPECT_EQ(a.plank_location(p), b.plank_location(p));
  for (int sup = kFirstStone; sup < kSupports; ++sup) EXPECT_EQ(a.has_stone(sup), b.has_stone(sup));
}

struct SimCase {
  int players;
  Variant variant;
  int games;
};

void PrintTo(const SimCase& c, std::ostream* os) {
  *os << c.players << " players, " << variant_name(c.variant) << ", " << c.games << " games";
}

class RandomSimulation : public ::testing::TestWithParam<SimCase> {};

TEST_P(RandomSimulation, InvariantsHoldAndRecordsReplay) {
  const SimCase c = GetParam();
  int won = 0;
  for (int g = 0; g < c.games; ++g) {
    const uint64_t seed = uint64_t(c.players * 100000 + g);
    // Every third game is played by greedy bots, so that wins (and their records) are covered too.
    RandomBot random(seed);
    GreedyBot greedy(seed);
    Bot& bot = g % 3 == 0 ? static_cast<Bot&>(greedy) : random;
    Rng rng(seed);
    std::array<int8_t, kColors> order;
    State probe(standard_board(), {c.players, c.variant, c.players == 2 ? kPink : kRed});
    const int n = probe.resolution_order(order);
    Match match(standard_board(), {c.players, c.variant, Color(order[rng.below(uint32_t(n))])});
    std::vector<Choice> legal;
    while (!match.state().is_over() && match.state().round() <= 60) {
      const Choice choice = bot.choose(match.state());
      if (choice.kind != Decision::kProgram) {
        match.state().legal_choices(legal);
        for (const Choice& l : legal) ASSERT_EQ(match.state().check(l), nullptr) << "offered choice is illegal";
        check_complete(match.state(), legal);
      }
      ASSERT_EQ(match.apply(choice), nullptr);
      check_invariants(match.state());
      if (HasFatalFailure()) return;
    }
    won += match.state().is_over();
    auto replayed = replay_record(standard_board(), match.record_text());
    ASSERT_TRUE(std::holds_alternative<Match>(replayed)) << std::get<std::string>(replayed);
    const Match& again = std::get<Match>(replayed);
    EXPECT_TRUE(again.record_text() == match.record_text()) << "the replayed record differs";
    expect_same_position(again.state(), match.state());
  }
  RecordProperty("won", won);
  EXPECT_GT(won, 0) << "greedy games end";
}

INSTANTIATE_TEST_SUITE_P(AllCounts, RandomSimulation,
                         ::testing::Values(SimCase{2, Variant::kStandard, 600}, SimCase{3, Variant::kStandard, 400},
                                           SimCase{4, Variant::kStandard, 300}, SimCase{5, Variant::kStandard, 250},
                                           SimCase{6, Variant::kStandard, 250}, SimCase{2, Variant::kExpert, 100},
                                           SimCase{4, Variant::kExpert, 60}, SimCase{6, Variant::kExpert, 60}),
                         [](const auto& info) {
                           return std::to_string(info.param.players) + "players_" +
                                  std::string(variant_name(info.param.variant));
                         });

// Choices with arbitrary fields are rejected with a reason, and a rejected choice changes nothing.
TEST(GarbageChoices, AreRejectedWithoutHarm) {
  Rng rng(17);
  RandomBot bot(17);
  for (int game = 0; game < 20; ++game) {
    const int players = 2 + game % 5;
    Match match(standard_board(), {players, game % 4 == 3 ? Variant::kExpert : Variant::kStandard, players == 2 ? kPink : kRed});
    for (int step = 0; step < 150 && !match.state().is_over(); ++step) {
      for (int k = 0; k < 10; ++k) {
        Choice junk;
        junk.kind = Decision(rng.below(9));
        for (auto& card : junk.program) card = Card(int(rng.below(20)) - 3);
        junk.a = int8_t(int(rng.below(256)) - 128);
        junk.b = int8_t(int(rng.below(256)) - 128);
        junk.x = int16_t(int(rng.below(4000)) - 1000);
        junk.y = int16_t(int(rng.below(4000)) - 1000);
        junk.remove = RemoveKind(rng.below(2));
        const size_t rounds = match.record()["rounds"].size();
        const std::string before = match.record()["rounds"].back().dump();
        const State copy = match.state();
        if (match.state().check(junk) == nullptr) continue;  // a lucky legal choice
        ASSERT_NE(match.apply(junk), nullptr);
        ASSERT_EQ(match.record()["rounds"].size(), rounds);
        ASSERT_TRUE(match.record()["rounds"].back().dump() == before);
        ASSERT_EQ(copy.decision(), match.state().decision());
      }
      ASSERT_EQ(match.apply(bot.choose(match.state())), nullptr);
    }
  }
}

}  // namespace
}  // namespace rd
