// One game per seed, on every build: fixed-seed bot games (every bot against every other,
// 2, 4 and 6 players, both variants) must write records whose fingerprints match the table
// committed in tests/fixed_seed_games.txt. The same table is checked in the page (wasm) by
// tests/e2e/determinism.test.mjs, and scripts/test runs this test on the Release, the
// sanitizer and the -O0 builds. A difference means undefined behaviour, an uninitialized
// value or a tie decided by floating-point noise somewhere.
// To rewrite the table after a deliberate change of play:
//   RD_WRITE_FIXED_SEED_TABLE=tests/fixed_seed_games.txt build/native/tests/rules_tests --gtest_filter='FixedSeed.TheTable*'
#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "seeded_game.h"

namespace rd {
namespace {

struct Row {
  int line = 0;
  std::string spec, fingerprint;
};

std::vector<Row> read_table(const std::string& path) {
  std::ifstream in(path);
  std::vector<Row> rows;
  std::string text;
  for (int n = 1; std::getline(in, text); ++n) {
    if (text.empty() || text[0] == '#') continue;
    const size_t cut = text.find_last_of(' ');
    rows.push_back({n, text.substr(0, cut), text.substr(cut + 1)});
  }
  return rows;
}

std::string hex(uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016" PRIx64, v);
  return buf;
}

// The table's rows, in parts of about equal cost (row k is in part k % kParts): scripts/test
// runs the parts side by side on the -O0 build, where one part costs a core for ~10 s.
constexpr int kParts = 4;

std::string played_fingerprint(const Row& row) {
  auto spec = parse_game_spec(row.spec);
  if (!std::holds_alternative<GameSpec>(spec)) return "line " + std::to_string(row.line) + ": " + std::get<std::string>(spec);
  auto played = play_seeded_game(std::get<GameSpec>(spec));
  if (!std::holds_alternative<Match>(played)) return "line " + std::to_string(row.line) + ": " + std::get<std::string>(played);
  return hex(fingerprint(std::get<Match>(played).record_text()));
}

class FixedSeedRows : public ::testing::TestWithParam<int> {};

TEST_P(FixedSeedRows, RecordsMatchTheCommittedTable) {
  const std::vector<Row> rows = read_table(RD_FIXED_SEED_TABLE);
  for (size_t k = size_t(GetParam()); k < rows.size(); k += kParts) {
    const Row& row = rows[k];
    EXPECT_EQ(played_fingerprint(row), row.fingerprint)
        << "line " << row.line << " (" << row.spec << ")\n  reproduce: rd play --players ... --seed ... (see the line's fields)";
  }
}

INSTANTIATE_TEST_SUITE_P(FixedSeed, FixedSeedRows, ::testing::Range(0, kParts),
                         [](const ::testing::TestParamInfo<int>& info) { return "part" + std::to_string(info.param + 1); });

// The table is there and whole; with RD_WRITE_FIXED_SEED_TABLE set, every row is played and
// the table written again with what this build plays.
TEST(FixedSeed, TheTableIsWholeAndCanBeRewritten) {
  const std::vector<Row> rows = read_table(RD_FIXED_SEED_TABLE);
  ASSERT_GE(rows.size(), 40u) << "the table " << RD_FIXED_SEED_TABLE << " is missing or short";
  for (const Row& row : rows) EXPECT_EQ(row.fingerprint.size(), 16u) << "line " << row.line << ": " << row.fingerprint;
  const char* out = std::getenv("RD_WRITE_FIXED_SEED_TABLE");
  if (!out) return;
  std::ostringstream table;
  table << "# players variant seed max-rounds bots fingerprint (FNV-1a of the record text; see fixed_seed_test.cpp)\n";
  int differ = 0;
  for (const Row& row : rows) {
    const std::string got = played_fingerprint(row);
    table << row.spec << " " << got << "\n";
    differ += got != row.fingerprint;
  }
  std::ofstream(out) << table.str();
  std::printf("wrote %s (%d rows differed)\n", out, differ);
}

}  // namespace
}  // namespace rd

namespace rd {
namespace {

// Found by fuzzing (scripts/fuzz): "62 standard 160 12, ex" was read as max rounds 12 and
// a bot named ",", which did not read back the same.
TEST(FixedSeed, TableLinesAreReadStrictly) {
  for (const char* bad : {"62 standard 160 12, ex\xb9" "asy ", "2 standard 1 10", "2 standard 1 10 a,b extra", "2 standard -1 10 a,b",
                          "2 standard 1 0 a,b", "2 standard 1 10 a,,b", "2 standard 1 10 a,", "x standard 1 10 a,b", "2 sideways 1 10 a,b"}) {
    const auto spec = parse_game_spec(bad);
    ASSERT_TRUE(std::holds_alternative<std::string>(spec)) << "accepted: " << bad;
    EXPECT_FALSE(std::get<std::string>(spec).empty());
  }
  const auto good = parse_game_spec("  2 expert 7 10 medium,hard ");
  ASSERT_TRUE(std::holds_alternative<GameSpec>(good));
  EXPECT_EQ(game_spec_text(std::get<GameSpec>(good)), "2 expert 7 10 medium,hard");
}

}  // namespace
}  // namespace rd
