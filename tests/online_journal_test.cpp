// A device's table made again from its journal (a reload, issue #20): it goes on as before,
// with its own secrets, and the game ends with the same record everywhere.
#include <gtest/gtest.h>

#include "online_support.h"
#include "journal.h"
#include "registry.h"

namespace rd {
namespace {

Table rebuilt(const Table& table, const TableSetup& setup, uint64_t random_seed) {
  const auto journal = decode_journal(encode_journal(table.journal()));  // through its text, as the page keeps it
  EXPECT_TRUE(journal.has_value());
  auto made = Table::rebuild(setup, openssl_sha256, seeded_bytes(random_seed), *journal);
  if (!std::holds_alternative<Table>(made)) {
    ADD_FAILURE() << "not rebuilt: " << int(std::get<SetupError>(made));
    std::abort();
  }
  return std::move(std::get<Table>(made));
}

TEST(Journal, ADeviceMadeAgainFromItsJournalPlaysOnAsBefore) {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const Variant variant = seed % 2 ? Variant::kStandard : Variant::kExpert;
    const std::vector<OnlineSeat> seats = {OnlineSeat::person(), OnlineSeat::person(), OnlineSeat::computer("easy"), OnlineSeat::person()};
    std::array<int8_t, kColors> colors;
    seat_colors(int(seats.size()), colors);
    std::vector<TableSetup> setups;
    std::vector<Table> tables;
    for (int i : {0, 1, 3}) {
      setups.push_back(TableSetup{"journal-" + std::to_string(seed), variant, seats, -1, colors[size_t(i)]});
      tables.push_back(make_table(setups.back().id, variant, seats, -1, colors[size_t(i)], seed * 10 + uint64_t(i)));
    }
    const auto bot = make_bot("medium", seed);
    int reloads = 0;
    for (int step = 0; step < 4000 && !tables[0].finished(); ++step) {
      std::vector<Table*> all;
      for (Table& t : tables) all.push_back(&t);
      settle(all);
      const size_t k = size_t(step) % tables.size();
      if (step % 5 == 4) {  // device k reloads: its table made again from its journal
        Table again = rebuilt(tables[k], setups[k], seed * 100 + uint64_t(step));
        ASSERT_TRUE(again.state() == tables[k].state()) << "seed " << seed << " step " << step;
        ASSERT_EQ(again.sent(), tables[k].sent());
        ASSERT_EQ(again.record_text(), tables[k].record_text());
        ASSERT_TRUE(again.outbox().empty());
        tables[k] = std::move(again);
        ++reloads;
      }
      for (Table& t : tables) play_own_turn(t, *bot);
    }
    ASSERT_TRUE(tables[0].finished()) << "seed " << seed;
    EXPECT_GT(reloads, 10);
    for (const Table& t : tables) {
      EXPECT_FALSE(t.stopped()) << "seed " << seed;
      EXPECT_EQ(t.record_text(), tables[0].record_text()) << "seed " << seed;
    }
  }
}

TEST(Journal, ABrokenOrForeignJournalIsRefused) {
  const std::vector<OnlineSeat> seats = {OnlineSeat::person(), OnlineSeat::person()};
  std::array<int8_t, kColors> colors;
  seat_colors(2, colors);
  Table a = make_table("j", Variant::kStandard, seats, colors[0], colors[0], 1);
  Table b = make_table("j", Variant::kStandard, seats, colors[0], colors[1], 2);
  const auto bot = make_bot("easy", 3);
  play_own_turn(a, *bot);
  settle({&a, &b});
  EXPECT_FALSE(decode_journal("{"));
  EXPECT_FALSE(decode_journal(R"({"random":["00"],"acts":[]})"));
  EXPECT_FALSE(decode_journal(R"({"random":[],"acts":[["lock","stone1"]]})"));
  EXPECT_FALSE(decode_journal(R"({"random":[],"acts":[["dance",""]]})"));
  // Another table's journal, or one with a message its table refuses, does not replay.
  const TableSetup setup{"j", Variant::kStandard, seats, colors[0], colors[1]}, other{"k", Variant::kStandard, seats, colors[0], colors[1]};
  EXPECT_TRUE(std::holds_alternative<SetupError>(Table::rebuild(other, openssl_sha256, seeded_bytes(4), b.journal())));
  Journal changed = b.journal();
  ASSERT_FALSE(changed.entries.empty());
  changed.entries[0].text.replace(changed.entries[0].text.find("\"commit\""), 8, "\"commat\"");
  EXPECT_TRUE(std::holds_alternative<SetupError>(Table::rebuild(setup, openssl_sha256, seeded_bytes(4), changed)));
  EXPECT_TRUE(std::holds_alternative<Table>(Table::rebuild(setup, openssl_sha256, seeded_bytes(4), b.journal())));
}

// A seat given to a computer mid-round is in the journal at its place (#46), and a broken one
// makes the journal one that does not replay.
TEST(Journal, AStandInIsKeptAndABrokenOneDoesNotReplay) {
  const std::vector<OnlineSeat> seats = {OnlineSeat::person(), OnlineSeat::person()};
  std::array<int8_t, kColors> colors;
  seat_colors(2, colors);
  const TableSetup setup{"j", Variant::kStandard, seats, colors[0], colors[0]};
  auto made = Table::make(setup, openssl_sha256, seeded_bytes(1));
  Table& a = std::get<Table>(made);
  ASSERT_TRUE(a.stand_in(colors[1], "medium", {1, 2, 0}));
  EXPECT_FALSE(a.stand_in(colors[1], "medium", {1, 2, 0})) << "given already";
  EXPECT_FALSE(a.stand_in(colors[0], "wizard", {1, 2, 0}));
  const std::string text = encode_journal(a.journal());
  EXPECT_NE(text.find(R"(["stand-in","black medium 1 2 0"])"), std::string::npos) << text;
  const auto back = decode_journal(text);
  ASSERT_TRUE(back);
  EXPECT_EQ(*back, a.journal());
  EXPECT_TRUE(std::holds_alternative<Table>(Table::rebuild(setup, openssl_sha256, seeded_bytes(1), *back)));
  for (const std::string broken : {"black medium 1 2", "black medium 1 9 0", "grey medium 1 2 0", "black medium 1 2 0 7", "black medium 0 2 0"}) {
    Journal j = *back;
    j.entries.back().text = broken;
    EXPECT_TRUE(std::holds_alternative<SetupError>(Table::rebuild(setup, openssl_sha256, seeded_bytes(1), j))) << broken;
  }
}

}  // namespace
}  // namespace rd
