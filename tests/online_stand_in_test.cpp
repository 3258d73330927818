// A seat given to a computer mid-round (Table::stand_in) as devices hear of it at different
// moments: a device that hears of it only after its game has ended still ends with the
// giving device's record (#46 review: it waited for ever for the gone seat's last cards).
#include <gtest/gtest.h>

#include <memory>

#include "online_support.h"
#include "registry.h"

namespace rd {
namespace {

const std::vector<OnlineSeat> kThreePeople = {OnlineSeat::person(), OnlineSeat::person(), OnlineSeat::person()};

struct ThreeTables {
  explicit ThreeTables(uint64_t seed) {
    seat_colors(3, colors);
    for (int d = 0; d < 3; ++d) {
      tables.push_back(make_table("stand-in", Variant::kStandard, kThreePeople, colors[0], colors[size_t(d)], seed * 10 + uint64_t(d)));
      bots.push_back(make_bot("medium", seed * 10 + uint64_t(d)));
    }
  }
  // One device's decision (the first whose turn it is among `devices`), then every message
  // among `devices`; false when none could act.
  bool step(const std::vector<int>& devices) {
    bool acted = false;
    for (int d : devices)
      if (!acted) acted = play_own_turn(tables[size_t(d)], *bots[size_t(d)]);
    std::vector<Table*> among;
    for (int d : devices) among.push_back(&tables[size_t(d)]);
    settle(among);
    return acted;
  }
  std::array<int8_t, kColors> colors{};
  std::vector<Table> tables;
  std::vector<std::unique_ptr<Bot>> bots;
};

// Gerd (device 0), Bea (1) and Yann (2) play; one decision before the game's last, Yann's
// device goes. Gerd gives his seat to a computer; Bea hears of it only once the game is over
// (the last decision ended it): she fills Yann's last cards as Gerd did, and both end alike.
TEST(OnlineStandIn, ADeviceThatHearsOfAStandInAfterTheGameEndedEndsAlike) {
  int played = 0;
  for (uint64_t seed = 1; seed <= 12 && played < 3; ++seed) {
    ThreeTables whole(seed);
    while (!whole.tables[0].finished() && whole.step({0, 1, 2})) {
    }
    ASSERT_TRUE(whole.tables[0].finished()) << seed;
    const uint32_t last = whole.tables[0].steps();
    const Match::Step end = whole.tables[0].history().back();
    const int yann = whole.colors[2];
    if (end.color == yann) continue;  // Yann's own decision ends it: no decision of his is left to give
    ThreeTables t(seed);
    while (t.tables[0].steps() + 1 < last && t.step({0, 1, 2})) {
    }
    ASSERT_EQ(t.tables[0].steps() + 1, last) << seed;
    ASSERT_FALSE(t.tables[0].state().is_over());
    // Yann's device goes: Gerd gives his seat from where Gerd's table waited for him.
    const std::optional<Table::StandInPoint> at = t.tables[0].stand_in_point(yann);
    ASSERT_TRUE(at) << seed;
    ASSERT_TRUE(t.tables[0].stand_in(yann, "medium", *at));
    while (!t.tables[0].state().is_over() && t.step({0, 1})) {
    }
    ASSERT_TRUE(t.tables[0].state().is_over() && t.tables[1].state().is_over()) << seed;
    EXPECT_TRUE(t.tables[1].stand_in(yann, "medium", *at)) << "the game's last round takes it";
    settle({&t.tables[0], &t.tables[1]});
    for (int d : {0, 1}) {
      EXPECT_TRUE(t.tables[size_t(d)].finished()) << seed << " device " << d;
      EXPECT_FALSE(t.tables[size_t(d)].stopped()) << seed << " device " << d;
    }
    EXPECT_EQ(t.tables[1].record_text(), t.tables[0].record_text()) << seed;
    ++played;
  }
  EXPECT_EQ(played, 3);
}

}  // namespace
}  // namespace rd
