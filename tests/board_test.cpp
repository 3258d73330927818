// The standard board: its data, its precomputed geometry, and the properties that make
// it play well (RULES.md §7).
#include <gtest/gtest.h>

#include <cmath>
#include <queue>
#include <set>

#include "scenario.h"

namespace rd {
namespace {

const Board& board() { return standard_board(); }

Vec2 pos(int s) { return s < kFirstStone ? board().villages[s] : board().islands[s - kFirstStone]; }
double radius(int s) { return s < kFirstStone ? board().village_radius[s] : board().stone_radius; }

TEST(Board, StandardBoardLoads) {
  EXPECT_EQ(board().name, "standard");
  EXPECT_EQ(board().pairs.size(), size_t(kPairs));
  EXPECT_GE(board().water.size(), 6u);
  for (int k = 1; k < kPlankNumbers; ++k) EXPECT_GT(board().plank_lengths[k], board().plank_lengths[k - 1]);
}

TEST(Board, VillagesSitClockwiseAtTheHexagonCorners) {
  // Left, top-left, top-right, right, bottom-right, bottom-left (y grows downward).
  const auto& v = board().villages;
  EXPECT_LT(v[kPink].x, v[kRed].x);
  EXPECT_LT(v[kRed].y, v[kPink].y);
  EXPECT_DOUBLE_EQ(v[kRed].y, v[kBlue].y);
  EXPECT_LT(v[kRed].x, v[kBlue].x);
  EXPECT_GT(v[kBlack].x, v[kBlue].x);
  EXPECT_DOUBLE_EQ(v[kPink].y, v[kBlack].y);
  EXPECT_GT(v[kGreen].y, v[kBlack].y);
  EXPECT_DOUBLE_EQ(v[kGreen].y, v[kYellow].y);
  EXPECT_LT(v[kYellow].x, v[kGreen].x);
  // Destinations straight across the river.
  for (int c = 0; c < kColors; ++c) {
    const Vec2 a = v[c], b = v[destination(c)];
    EXPECT_NEAR((a.x + b.x) / 2, (v[kPink].x + v[kBlack].x) / 2, 1e-9);
  }
}

TEST(Board, EveryIslandLiesInTheWater) {
  for (int i = 0; i < kIslands; ++i)
    EXPECT_TRUE(disc_inside_polygon(board().water, board().islands[i], board().island_radius[i])) << "island " << i + 1;
}

TEST(Board, PrecomputedSpansMatchTheFitRule) {
  for (const PairInfo& p : board().pairs) {
    const double need = distance(pos(p.a), pos(p.b)) - radius(p.a) - radius(p.b) + 2 * board().bearing;
    for (int k = 1; k <= kPlankNumbers; ++k)
      EXPECT_EQ(k >= p.min_number, need <= board().plank_lengths[k - 1]) << int(p.a) << "-" << int(p.b);
    for (int s = 0; s < kSupports; ++s) {
      const bool meets = s != p.a && s != p.b && segment_point_distance(pos(p.a), pos(p.b), pos(s)) <= radius(s);
      EXPECT_EQ(bool(p.over >> s & 1), meets);
    }
  }
}

TEST(Board, CrossingTableIsSymmetricAndGeometric) {
  const auto& pairs = board().pairs;
  for (size_t i = 0; i < pairs.size(); i += 7)
    for (size_t k = 0; k < pairs.size(); ++k) {
      const bool ik = pairs[i].crosses[k / 64] >> (k % 64) & 1, ki = pairs[k].crosses[i / 64] >> (i % 64) & 1;
      ASSERT_EQ(ik, ki);
      const PairInfo &p = pairs[i], &q = pairs[k];
      const bool shared = p.a == q.a || p.a == q.b || p.b == q.a || p.b == q.b;
      EXPECT_EQ(ik, !shared && segments_touch(pos(p.a), pos(p.b), pos(q.a), pos(q.b)));
    }
}

// Spans a longest plank could take, passing over no village (stones ignored: a lower bound).
std::vector<std::vector<int>> reach_graph() {
  std::vector<std::vector<int>> adj(kSupports);
  for (const PairInfo& p : board().pairs) {
    if (p.a < kFirstStone && p.b < kFirstStone) continue;
    if (p.min_number > kPlankNumbers || (p.over & kVillageBits)) continue;
    adj[p.a].push_back(p.b);
    adj[p.b].push_back(p.a);
  }
  return adj;
}

TEST(Board, CrossingTheRiverTakesAtLeastFourPlanks) {
  const auto adj = reach_graph();
  for (int c = 0; c < kColors; ++c) {
    std::vector<int> dist(kSupports, -1);
    std::queue<int> todo;
    dist[c] = 0;
    todo.push(c);
    while (!todo.empty()) {
      const int u = todo.front();
      todo.pop();
      for (int v : adj[u])
        if (dist[v] < 0 && (v >= kFirstStone || v == destination(c))) dist[v] = dist[u] + 1, todo.push(v);
    }
    EXPECT_GE(dist[destination(c)], 4) << color_name(c);
    EXPECT_LE(dist[destination(c)], 6) << color_name(c) << " can cross at all, with few enough planks";
  }
}

TEST(Board, EveryIslandCanBeBridgedToSomething) {
  const auto adj = reach_graph();
  for (int i = kFirstStone; i < kSupports; ++i) EXPECT_FALSE(adj[i].empty()) << "island " << i - kFirstStone + 1;
  for (int c = 0; c < kColors; ++c) EXPECT_FALSE(adj[c].empty()) << "village " << color_name(c);
}

TEST(Board, NoTwoVillagesAreWithinAPlankOfEachOther) {
  for (int a = 0; a < kColors; ++a)
    for (int b = a + 1; b < kColors; ++b) EXPECT_GT(board().pairs[board().pair(a, b)].min_number, kPlankNumbers);
}

TEST(Board, EveryPlankNumberIsTheBestFitForSomeSpan) {
  std::set<int> useful;
  for (const PairInfo& p : board().pairs)
    if (!(p.over & kVillageBits) && !(p.a < kFirstStone && p.b < kFirstStone)) useful.insert(p.min_number);
  for (int k = 1; k <= kPlankNumbers; ++k) EXPECT_TRUE(useful.count(k)) << "plank " << k;
}

TEST(Board, GapsBetweenNeighboursAreUneven) {
  // The shortest plank to an island's nearest neighbour varies from island to island.
  std::set<int> nearest;
  std::set<double> gaps;
  for (int i = kFirstStone; i < kSupports; ++i) {
    int best = kPlankNumbers + 1;
    double gap = 1e9;
    for (int j = 0; j < kSupports; ++j)
      if (j != i) best = std::min(best, int(board().pairs[board().pair(i, j)].min_number)),
                  gap = std::min(gap, distance(pos(i), pos(j)));
    nearest.insert(best);
    gaps.insert(std::round(gap * 10) / 10);
  }
  EXPECT_GE(nearest.size(), 3u);
  EXPECT_GE(gaps.size(), 5u) << "the board is point-symmetric, so gaps come in pairs";
}

TEST(Board, BrokenBoardFilesAreRejectedWithAReason) {
  auto error = [](std::string_view text) {
    auto parsed = parse_board(text);
    return std::holds_alternative<std::string>(parsed) ? std::get<std::string>(parsed) : std::string();
  };
  EXPECT_NE(error("{"), "");
  EXPECT_NE(error("{}").find("invalid board"), std::string::npos);
  std::string text(standard_board_json());
  auto broken = text;
  broken.replace(broken.find("\"plank_lengths\""), 15, "\"plank_lengthz\"");
  EXPECT_NE(error(broken).find("plank_lengths"), std::string::npos);
  EXPECT_EQ(error(text), "");
  // Found by fuzzing (scripts/fuzz): a water point far away made the expert grid endless,
  // and islands listed twice left others at (0, 0).
  auto far = text;
  far.replace(far.find("1.506"), 5, "999999999999999999999999999999999999999999999991.506");
  EXPECT_NE(error(far).find("y must lie between"), std::string::npos) << error(far);
  auto twice = text;
  twice.replace(twice.find("\"id\": 1,"), 8, "\"id\": 2,");
  EXPECT_NE(error(twice).find("island 2 is listed twice"), std::string::npos) << error(twice);
  auto huge = text;
  huge.replace(huge.find("\"bearing\": "), 11, "\"bearing\": 1e400, \"x\": ");
  EXPECT_NE(error(huge).find("invalid board"), std::string::npos) << error(huge);
  // Found by fuzzing: an island id too large for an int was converted (undefined behaviour).
  for (const char* id : {"1.4e87", "5000000000", "2.5", "-1", "28"}) {
    auto bad_id = text;
    bad_id.replace(bad_id.find("\"id\": 1,"), 8, std::string("\"id\": ") + id + ",");
    EXPECT_NE(error(bad_id).find("an island id must"), std::string::npos) << id << ": " << error(bad_id);
  }
}

}  // namespace
}  // namespace rd
