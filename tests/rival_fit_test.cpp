// The rivals' past programs weighed against the simple plans (core/bots/rival_fit.h).
#include <gtest/gtest.h>

#include "bot.h"
#include "rival_fit.h"
#include "seeded_game.h"

namespace rd {
namespace {

// Four whole rounds of `bots` (seating order), the match as round 5 begins.
Match four_rounds(const std::string& bots) {
  GameSpec spec;
  spec.bots = {bots.substr(0, bots.find(',')), bots.substr(bots.find(',') + 1)};
  spec.seed = 1;
  spec.max_rounds = 4;
  auto played = play_seeded_game(spec);
  return std::get<Match>(played);
}

std::array<int8_t, kColors> two_seats() {
  std::array<int8_t, kColors> seats{};
  seat_colors(2, seats);
  return seats;
}

TEST(RivalFit, TheSimplePlansFitAndASearchingRivalDoesNot) {
  const auto seats = two_seats();
  for (const std::string plan : {"rusher", "blocker", "saboteur"}) {
    const Match match = four_rounds(plan + ",hard");
    ASSERT_FALSE(match.state().is_over()) << plan;
    const RivalFit fit = rival_fit(match);
    EXPECT_EQ(fit.rounds(seats[0]), RivalFit::kWindow) << plan;
    EXPECT_TRUE(fit.plans_simply(seats[0])) << plan;
    EXPECT_FALSE(fit.plans_simply(seats[1])) << plan;  // hard searches
  }
}

TEST(RivalFit, ARoundNotWholeIsNotRead) {
  Match match = four_rounds("rusher,hard");
  const auto seats = two_seats();
  const RivalFit before = rival_fit(match);
  // The rusher locks something else this round: a secret, so the fit must not change.
  Rng rng(3);
  ASSERT_FALSE(match.lock_program(seats[0], random_program(match.state().hand(seats[0]), rng)));
  const RivalFit after = rival_fit(match);
  for (int p = 0; p < RivalFit::kPlans; ++p) EXPECT_EQ(after.matched(seats[0], p), before.matched(seats[0], p));
  EXPECT_TRUE(after.plans_simply(seats[0]));
  EXPECT_EQ(RivalFit{}.rounds(seats[0]), 0);
  EXPECT_FALSE(RivalFit{}.plans_simply(seats[0]));  // nothing seen: no plan assumed
}

}  // namespace
}  // namespace rd
