// The replay viewer's timeline (web/logic/timeline.h): any point of a game, reached in any
// order, is exactly the game at that point; the log is the one the players saw.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>

#include "bot.h"
#include "playout.h"
#include "round_as_played.h"
#include "timeline.h"
#include "to_string.h"  // a failing test prints the states

namespace rdweb {
namespace {

double fake_now = 0;
double fake_clock() { return fake_now; }

rd::Match random_game(int players, rd::Variant variant, uint64_t seed, int rounds) {
  rd::Match m(rd::standard_board(), {players, variant, rd::first_player_for_seed(players, seed)});
  rd::RandomBot bot(seed);
  rd::Seats seats;
  seats.fill(&bot);
  rd::play_out(m, seats, rounds);
  return m;
}

// The state after the first `point` choices, replayed from scratch.
rd::State replayed(const rd::Match& game, int point) {
  rd::Match m(rd::standard_board(), game.setup());
  for (int i = 0; i < point; ++i) EXPECT_EQ(m.apply(game.history()[size_t(i)]), rd::refusal::kNone);
  return m.state();
}

TEST(Timeline, EveryPointInAnyOrderIsTheGameAtThatPoint) {
  for (int players = 2; players <= 6; ++players)
    for (rd::Variant variant : {rd::Variant::kStandard, rd::Variant::kExpert}) {
      const rd::Match game = random_game(players, variant, uint64_t(players) * 13, 3);
      Timeline t(game);
      ASSERT_EQ(t.steps(), int(game.history().size()));
      rd::Rng rng{uint64_t(players)};
      for (int k = 0; k < 60; ++k) {
        const int point = k == 0 ? t.steps() : int(rng.below(uint32_t(t.steps() + 1)));
        t.seek(point);
        ASSERT_EQ(t.position(), point);
        ASSERT_EQ(t.state(), replayed(game, point)) << players << " players, point " << point;
      }
      t.seek(-5);
      EXPECT_EQ(t.position(), 0);
      t.seek(t.steps() + 5);
      EXPECT_EQ(t.state(), game.state());
    }
}

TEST(Timeline, RoundsStartWhereTheirProgrammingBegins) {
  const rd::Match game = random_game(4, rd::Variant::kStandard, 3, 5);
  Timeline t(game);
  ASSERT_EQ(t.rounds(), 6) << "five rounds played, the sixth being programmed";
  for (int r = 1; r <= t.rounds(); ++r) {
    t.seek(t.round_start(r));
    EXPECT_EQ(t.state().round(), r);
    EXPECT_EQ(t.state().phase(), rd::Phase::kProgramming);
    EXPECT_FALSE(t.state().has_program(t.state().first_player()));
    EXPECT_EQ(t.round_at(t.round_start(r)), r);
  }
}

TEST(Timeline, TheLogIsTheOneThePlayersSaw) {
  GameConfig c;
  c.players = 3;
  for (int i = 0; i < 3; ++i) c.seats[size_t(i)] = {false, i == 0 ? "medium" : "greedy"};
  c.speed = Speed::kInstant;
  Session session(c, 8, fake_clock);
  while (!session.state().is_over()) session.update(fake_now += 16);
  Timeline t(session.match());
  t.seek(t.steps());
  ASSERT_EQ(t.log_lines_now(), session.log().size());
  for (size_t i = 0; i < session.log().size(); ++i) EXPECT_EQ(t.log()[i].text, session.log()[i].text);
  t.seek(0);
  EXPECT_EQ(t.log_lines_now(), 1u) << "round 1 begins";
  EXPECT_EQ(t.history_now().size(), 0u);
}

// Seeking in a long game: printed, not asserted (machines are noisy). The viewer's goal is
// one frame (16 ms) for any seek; the snapshots at each round's start bound the work.
TEST(Timeline, SeekBenchmark) {
  const rd::Match game = random_game(6, rd::Variant::kStandard, 5, 100);
  const auto t0 = std::chrono::steady_clock::now();
  Timeline t(game);
  const double build_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  rd::Rng rng(1);
  double worst = 0, total = 0;
  constexpr int kSeeks = 2000;
  for (int k = 0; k < kSeeks; ++k) {
    const int point = int(rng.below(uint32_t(t.steps() + 1)));
    const auto s0 = std::chrono::steady_clock::now();
    t.seek(point);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - s0).count();
    worst = std::max(worst, ms);
    total += ms;
  }
  std::printf("timeline: 6 players, %d rounds, %d choices: built in %.1f ms; %d random seeks: mean %.3f ms, worst %.3f ms\n",
              t.rounds(), t.steps(), build_ms, kSeeks, total / kSeeks, worst);
  EXPECT_EQ(t.rounds(), 101);
}

// The panel shows the round before as it was played while the next is programmed: the game
// just before that round's last choice (the point the viewer's "round back" reaches from the
// next round's start), every program locked.
TEST(RoundAsPlayed, IsTheRoundJustBeforeItsLastChoice) {
  for (rd::Variant variant : {rd::Variant::kStandard, rd::Variant::kExpert}) {
    const rd::Match game = random_game(4, variant, 3, 5);
    Timeline t(game);
    ASSERT_EQ(t.rounds(), 6) << "five rounds played, the sixth being programmed";
    for (int r = 1; r <= 5; ++r) {
      const std::optional<rd::State> played = round_as_played(game, r);
      ASSERT_TRUE(played) << "round " << r;
      t.seek(t.round_start(r + 1) - 1);
      EXPECT_EQ(*played, t.state()) << "round " << r;
      EXPECT_EQ(played->round(), r);
      EXPECT_NE(played->phase(), rd::Phase::kProgramming);
      for (int c = 0; c < rd::kColors; ++c)
        EXPECT_TRUE(!played->in_play(c) || played->has_program(c)) << "round " << r << ", color " << c;
    }
    EXPECT_FALSE(round_as_played(game, 6)) << "being programmed";
    EXPECT_FALSE(round_as_played(game, 0));
  }
}

}  // namespace
}  // namespace rdweb
