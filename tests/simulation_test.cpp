// Random games over every player count and both variants, checking the rules'
// invariants after every choice (in the spirit of OpenSpiel's random simulation test).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "bot.h"
#include "greedy_bot.h"
#include "invariants.h"
#include "must_accept.h"
#include "playout.h"
#include "sampled.h"
#include "scenario.h"

namespace rd {
namespace {

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
  const int games = sampled(c.games);
  for (int g = 0; g < games; ++g) {
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
        for (const Choice& l : legal)
          ASSERT_EQ(match.state().check(l), refusal::kNone) << "offered choice is illegal: " << to_string(l, match.state()) << "\n"
                                                           << to_string(match.state());
        ASSERT_EQ(completeness_problem(match.state(), legal), "") << to_string(match.state());
      }
      const State before = match.state();
      ASSERT_EQ(match.apply(choice), refusal::kNone) << to_string(choice, before) << "\n" << to_string(before);
      ASSERT_EQ(invariant_problem(match.state()), "") << "game " << g << " after " << to_string(choice, before) << "\n"
                                                      << to_string(match.state());
    }
    won += match.state().is_over();
    auto replayed = replay_record(standard_board(), match.record_text());
    ASSERT_TRUE(std::holds_alternative<Match>(replayed)) << english(std::get<Problem>(replayed));
    const Match& again = std::get<Match>(replayed);
    EXPECT_TRUE(again.record_text() == match.record_text()) << "the replayed record differs";
    EXPECT_EQ(again.state(), match.state()) << "the replayed game ends in another position";
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

// Choices with arbitrary fields: apply() and check() agree on every one of them (apply is
// tried first, on a copy, so that the test does not lean on check's verdict), a refused
// choice changes nothing at all, and an accepted one leaves the invariants holding.
TEST(GarbageChoices, ApplyAgreesWithCheckAndARefusalChangesNothing) {
  Rng rng(17);
  RandomBot bot(17);
  int refused = 0, accepted = 0;
  const int games = std::max(5, sampled(20));  // at least one game at each player count
  for (int game = 0; game < games; ++game) {
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
        State tried = match.state();
        const Refusal applied = tried.apply(junk);
        const Refusal checked = match.state().check(junk);
        ASSERT_EQ(bool(applied), bool(checked)) << "apply says " << applied << ", check says " << checked << " to "
                                                << to_string(junk, match.state()) << "\n" << to_string(match.state());
        if (applied) {
          ++refused;
          ASSERT_EQ(tried, match.state()) << "a refused choice changed the state: " << applied << " to "
                                          << to_string(junk, match.state());
          const std::string before = match.record_text();
          ASSERT_NE(match.apply(junk), refusal::kNone);
          ASSERT_EQ(match.record_text(), before) << "a refused choice changed the record";
        } else {
          ++accepted;
          ASSERT_EQ(invariant_problem(tried), "");
        }
      }
      const Choice choice = bot.choose(match.state());
      must_accept(match.apply(choice), choice, match.state());
    }
  }
  EXPECT_GT(refused, 1000);
  RecordProperty("accepted", accepted);
}

}  // namespace
}  // namespace rd
