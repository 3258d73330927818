// An online table's computer decisions made elsewhere (the page's thinking worker): the
// table waits for a searching computer's decision, the answer comes through the text the
// worker reads and writes, and the game is the one a table thinking for itself plays.
#include <gtest/gtest.h>

#include "computer_turn_text.h"
#include "journal.h"
#include "online_support.h"
#include "registry.h"

namespace rd {
namespace {

const std::vector<OnlineSeat> kSeats = {OnlineSeat::person(), OnlineSeat::computer("hard"), OnlineSeat::computer("master")};

// The three seats' colors, in seating order.
std::array<int8_t, kColors> seat_order() {
  std::array<int8_t, kColors> colors{};
  seat_colors(3, colors);
  return colors;
}

// Ann's device (the first seat, hers), the first player `first`, asking for the searching
// computers' decisions elsewhere.
Table ann_thinking_elsewhere(int first, uint64_t seed) {
  Table ann = make_table("turns", Variant::kStandard, kSeats, first, seat_order()[0], seed);
  ann.think_elsewhere(true);
  return ann;
}

// What the worker does with a turn: its text in, the decision's text out.
std::optional<TurnDecision> worker(const ComputerTurn& turn) {
  const std::optional<ComputerTurn> read = decode_turn(encode_turn(turn));
  EXPECT_TRUE(read && *read == turn) << encode_turn(turn);
  const std::optional<TurnDecision> decision = read ? decide_turn(*read) : std::nullopt;
  return decision ? decode_decision(encode_decision(*decision)) : std::nullopt;
}

// Ann's device made again from its journal (a reload) while it waits for a worker's answer.
Table reloaded(const Table& ann, int first) {
  const auto journal = decode_journal(encode_journal(ann.journal()));
  EXPECT_TRUE(journal.has_value());
  auto made = Table::rebuild(TableSetup{"turns", Variant::kStandard, kSeats, first, seat_order()[0]}, openssl_sha256,
                             seeded_bytes(99), *journal);
  if (!std::holds_alternative<Table>(made)) {
    ADD_FAILURE() << "not rebuilt: " << int(std::get<SetupError>(made));
    std::abort();
  }
  return std::move(std::get<Table>(made));
}

// Ann's device (her seat, the computers asked elsewhere) and a watcher's (thinking for
// itself) play three rounds (hard searches its programs, master every decision); Ann plays a
// medium bot. Ann's page reloads now and then while it waits: made again from its journal,
// it waits for the same answer (it does not think for itself what it asked elsewhere, so
// that what it hears meanwhile applies at the same point as before the reload).
TEST(ComputerTurn, ATableThinkingElsewhereWaitsForTheAnswersAndPlaysTheSameGame) {
  const auto colors = seat_order();
  Table ann = ann_thinking_elsewhere(colors[1], 1);
  int reloads = 0;
  Table watcher = make_table("turns", Variant::kStandard, kSeats, colors[1], -1, 2);
  int answered = 0, programs = 0;
  const auto two_rounds = [&] { return ann.finished() || ann.record().state().round() > 3; };
  for (int moves = 0; moves < 3000 && !two_rounds(); ++moves) {
    const auto bot = make_bot("medium", uint64_t(moves));
    const bool acted = play_own_turn(ann, *bot);
    settle({&ann, &watcher});
    const std::vector<ComputerTurn> turns = ann.computer_turns();
    if (acted || turns.empty()) continue;
    // It waits: nothing moves until the answer comes.
    const State before = ann.state();
    settle({&ann, &watcher});
    EXPECT_EQ(ann.state(), before);
    const ComputerTurn& turn = turns.front();
    programs += !turn.resolution;
    const std::optional<TurnDecision> decision = worker(turn);
    ASSERT_TRUE(decision);
    // A decision of the wrong kind is refused, and nothing changes; so are draws of an
    // illegal program, or too few.
    const TurnDecision wrong = turn.resolution ? TurnDecision::of_draws(decision->draws) : TurnDecision::of_choice(Choice{});
    EXPECT_FALSE(ann.answer(turn, wrong));
    if (!turn.resolution) {
      TurnDecision illegal = *decision, short_of_one = *decision;
      illegal.draws.back().fill(kMove1);
      short_of_one.draws.pop_back();
      EXPECT_FALSE(ann.answer(turn, illegal));
      EXPECT_FALSE(ann.answer(turn, short_of_one));
    }
    EXPECT_EQ(ann.state(), before);
    if (answered % 4 == 1) {
      Table again = reloaded(ann, colors[1]);
      ASSERT_EQ(again.state(), ann.state());
      ASSERT_EQ(again.computer_turns(), turns);
      ann = std::move(again);
      ++reloads;
    }
    ASSERT_TRUE(ann.answer(turn, *decision));
    EXPECT_FALSE(ann.answer(turn, *decision)) << "answered already";
    ++answered;
  }
  EXPECT_GT(reloads, 3);
  settle({&ann, &watcher});
  ASSERT_TRUE(two_rounds());
  EXPECT_GT(programs, 3);
  EXPECT_GT(answered - programs, 10);
  EXPECT_EQ(ann.record_text(), watcher.record_text());
  EXPECT_TRUE(ann.problems().empty());
  EXPECT_FALSE(ann.stopped());
}

// A worker that fails: the table makes the waiting decisions itself once told.
TEST(ComputerTurn, ATableToldToThinkHereAgainMakesTheWaitingDecisions) {
  Table ann = ann_thinking_elsewhere(seat_order()[0], 3);
  const auto bot = make_bot("medium", 1);
  ASSERT_TRUE(play_own_turn(ann, *bot));
  ASSERT_EQ(ann.computer_turns().size(), 2u);  // both computers' program draws
  EXPECT_EQ(ann.state().phase(), Phase::kProgramming);
  ann.think_elsewhere(false);
  EXPECT_TRUE(ann.computer_turns().empty());
  EXPECT_EQ(ann.state().phase(), Phase::kResolution);
}

// The texts read back as written; anything else is nothing.
TEST(ComputerTurn, TextsReadBackAndBrokenOnesAreNothing) {
  Table ann = ann_thinking_elsewhere(seat_order()[0], 4);
  const auto bot = make_bot("medium", 1);
  std::vector<ComputerTurn> seen;
  for (int moves = 0; moves < 200 && seen.size() < 8; ++moves) {
    if (play_own_turn(ann, *bot)) continue;
    const std::vector<ComputerTurn> turns = ann.computer_turns();
    ASSERT_FALSE(turns.empty());
    seen.push_back(turns.front());
    ASSERT_TRUE(ann.answer(turns.front(), *decide_turn(turns.front())));
  }
  ASSERT_EQ(seen.size(), 8u);
  const ComputerTurn& turn = seen.back();
  ASSERT_TRUE(turn.resolution);
  const std::string text = encode_turn(turn);
  ASSERT_EQ(decode_turn(text), turn);
  for (size_t cut = 0; cut < text.size(); ++cut) EXPECT_FALSE(decode_turn(text.substr(0, cut))) << cut;
  EXPECT_FALSE(decode_turn(text.substr(0, text.size() - 1) + ",\"extra\":1}"));
  std::string unknown_card = text;
  unknown_card.replace(unknown_card.find("\"?\""), 3, "\"??\"");
  EXPECT_FALSE(decode_turn(unknown_card));
  const std::optional<TurnDecision> decision = decide_turn(turn);
  ASSERT_TRUE(decision);
  EXPECT_EQ(decode_decision(encode_decision(*decision)), decision);
  const TurnDecision program = *decide_turn(seen.front());
  ASSERT_EQ(program.draws.size(), size_t(kProgramDraws));
  const std::string program_text = encode_decision(program);
  EXPECT_EQ(decode_decision(program_text), program);
  for (size_t cut = 0; cut < program_text.size(); ++cut) EXPECT_FALSE(decode_decision(program_text.substr(0, cut))) << cut;
  const std::string sealed = R"(["?","?","?","?","?"])";
  EXPECT_FALSE(decode_decision(R"({"draws":[)" + sealed + "," + sealed + "," + sealed + "," + sealed + "]}"));  // no face-down card in a decision
  TurnDecision three = program;
  three.draws.pop_back();
  EXPECT_FALSE(decode_decision(encode_decision(three))) << "as many draws as the table takes, no fewer";
}

}  // namespace
}  // namespace rd
