// Game records (RULES.md §8): written as play goes, read back and replayed; every kind
// of broken record is rejected with a message naming where and why.
#include <gtest/gtest.h>

#include "playout.h"
#include "scenario.h"

namespace rd {
namespace {

using nlohmann::json;

Match random_match(int players, uint64_t seed, int rounds) {
  Match m(standard_board(), {players, Variant::kStandard, players == 2 ? kPink : kBlue});
  RandomBot bot(seed);
  Seats bots;
  bots.fill(&bot);
  play_out(m, bots, rounds);
  return m;
}

// A random six-player game that somebody won (the first seed that gives one).
Match won_match() {
  for (uint64_t seed = 1;; ++seed) {
    Match m = random_match(6, seed, 200);
    if (m.state().is_over()) return m;
  }
}

std::string replay_error(const json& record) {
  auto result = replay_record(standard_board(), record.dump());
  return std::holds_alternative<Problem>(result) ? english(std::get<Problem>(result)) : "";
}

json record_of(const Match& m) { return json::parse(m.record_text()); }

TEST(Records, FormatHeader) {
  const Match m = random_match(3, 1, 2);
  const json r = record_of(m);
  EXPECT_EQ(r["format"], "river-dragons-record/1");
  EXPECT_EQ(r["board"], "standard");
  EXPECT_EQ(r["variant"], "standard");
  EXPECT_EQ(r["seats"], json({"pink", "red", "blue"}));
  EXPECT_EQ(r["first"], "blue");
  EXPECT_EQ(r["rounds"][1]["first"], "pink") << "the marker moves clockwise";
  EXPECT_TRUE(r["winner"].is_null());
  EXPECT_EQ(r["rounds"][0]["programs"].size(), 3u);
}

// The choice history is the other replay format: applied to a new match it gives the
// same record, and a record read back has the history of the game that wrote it.
TEST(Records, TheHistoryReplaysTheGame) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const Match m = random_match(2 + int(seed % 5), seed, 3);
    Match again(standard_board(), m.setup());
    for (const Match::Step& step : m.history()) ASSERT_EQ(again.apply(step), refusal::kNone);
    EXPECT_EQ(again.record_text(), m.record_text());
    auto read = replay_record(standard_board(), m.record_text());
    ASSERT_TRUE(std::holds_alternative<Match>(read));
    EXPECT_TRUE(std::get<Match>(read).history() == m.history());
  }
}

TEST(Records, AWonGameEndsAtTheWinningAction) {
  const Match m = won_match();
  const json r = record_of(m);
  const json& last = r["rounds"].back()["actions"].back();
  EXPECT_EQ(last["events"].back(), json({{"e", "win"}}));
  EXPECT_EQ(r["winner"], last["player"]);
  EXPECT_EQ(replay_error(r), "");
}

TEST(Records, ASavedGameMayStopAnywhere) {
  json r = record_of(random_match(4, 7, 3));
  ASSERT_EQ(r["rounds"].size(), 4u) << "three played rounds and the fourth, being programmed";
  r["rounds"].erase(3);
  Match mid = random_match(4, 7, 2);
  RandomBot bot(3);
  for (int i = 0; i < 9; ++i) {
    const Choice choice = bot.choose(mid.state());
    must_accept(mid.apply(choice), choice, mid.state());
  }
  ASSERT_EQ(mid.state().phase(), Phase::kResolution);
  EXPECT_EQ(replay_error(record_of(mid)), "") << "stopped in the middle of a round";
  json programming = r;
  programming["rounds"][2]["actions"] = json::array();
  programming["rounds"][2]["programs"].erase("red");
  EXPECT_EQ(replay_error(programming), "");
  programming["rounds"][2]["actions"] = r["rounds"][2]["actions"];
  EXPECT_EQ(replay_error(programming), "round 3: actions before every program is locked");
}

TEST(Records, MalformedOrTruncatedJson) {
  const std::string text = random_match(2, 2, 2).record_text();
  auto result = replay_record(standard_board(), text.substr(0, text.size() / 2));
  ASSERT_TRUE(std::holds_alternative<Problem>(result));
  EXPECT_NE(english(std::get<Problem>(result)).find("malformed JSON at byte"), std::string::npos);
  EXPECT_EQ(english(std::get<Problem>(replay_record(standard_board(), "[1,2]"))), "a record is a JSON object");
}

// Found by fuzzing (scripts/fuzz): a number too large for a double threw out of the reader.
TEST(Records, ANumberTooLargeIsMalformedJson) {
  const std::string text = R"({"format": "river-dragons-record/1", "rounds": [2222222222222222222222E22222222222111111111]})";
  auto result = replay_record(standard_board(), text);
  ASSERT_TRUE(std::holds_alternative<Problem>(result));
  EXPECT_NE(english(std::get<Problem>(result)).find("malformed JSON"), std::string::npos) << english(std::get<Problem>(result));
}

TEST(Records, WrongHeader) {
  json r = record_of(random_match(2, 2, 1));
  json bad = r;
  bad["format"] = "river-dragons-record/9";
  EXPECT_NE(replay_error(bad).find("unknown format"), std::string::npos);
  bad = r;
  bad["seats"] = json({"pink", "red"});
  EXPECT_EQ(replay_error(bad), R"(with 2 players the seats are ["pink","black"])");
  bad = r;
  bad["variant"] = "hard";
  EXPECT_EQ(replay_error(bad), "unknown variant 'hard'");
  bad = r;
  bad.erase("rounds");
  EXPECT_EQ(replay_error(bad), "missing \"rounds\"");
}

TEST(Records, UnknownCardOrBadProgram) {
  json r = record_of(random_match(2, 3, 2));
  json bad = r;
  bad["rounds"][1]["programs"]["black"][2] = "stone9";
  EXPECT_EQ(replay_error(bad), R"(round 2: black: unknown card "stone9")");
  bad = r;
  bad["rounds"][0]["programs"]["pink"] = {"dragon-black", "move1", "move1", "jump", "remove"};
  EXPECT_EQ(replay_error(bad), "round 1: pink's program: the same card twice (five different cards are needed)");
}

TEST(Records, IllegalEventNamesRoundSlotAndPlayer) {
  json r = record_of(random_match(2, 4, 6));
  // Find two stone events: put the second stone on the island of the first.
  std::string first_island;
  for (auto& round : r["rounds"])
    for (auto& action : round["actions"])
      for (auto& event : action["events"]) {
        if (event["e"] != "stone") continue;
        if (first_island.empty()) {
          first_island = event["at"];
          continue;
        }
        event["at"] = first_island;
        const std::string where = "round " + std::to_string(&round - &r["rounds"][0] + 1) + ", slot " +
                                  action["slot"].dump() + ", " + action["player"].get<std::string>() + ": illegal";
        EXPECT_EQ(replay_error(r).rfind(where, 0), 0u) << replay_error(r);
        EXPECT_NE(replay_error(r).find("that island already has a stone"), std::string::npos);
        return;
      }
  FAIL() << "no two stones in that game";
}

// Island names are read strictly: "I3x" or "I03" is no island (atoi once read "I3x" as I3).
TEST(Records, IslandNamesAreReadStrictly) {
  json r = record_of(random_match(2, 4, 6));
  for (auto& round : r["rounds"])
    for (auto& action : round["actions"])
      for (auto& event : action["events"]) {
        if (event["e"] != "stone") continue;
        const std::string at = event["at"];
        for (const std::string& bad : std::vector<std::string>{at + "x", "I0", "I28", "I03", "i3", "I", "I+3", "I 3", "I-3"}) {
          event["at"] = bad;
          EXPECT_NE(replay_error(r).find("no island '" + bad + "'"), std::string::npos) << bad << ": " << replay_error(r);
        }
        event["at"] = at;
        EXPECT_EQ(replay_error(r), "");
        return;
      }
  FAIL() << "no stone in that game";
}

// Issue #23 §6: a program card changed in a record is blamed on that program's owner, at
// that round and slot (once the symptom was a later event of another player).
TEST(Records, AChangedProgramCardIsBlamedOnItsOwnerAtItsSlot) {
  const json r = record_of(random_match(3, 7, 2));
  for (const std::string player : {"pink", "red", "blue"}) {
    json bad = r;
    json& program = bad["rounds"][0]["programs"][player];
    std::swap(program[1], program[3]);  // still a legal program: the same five cards
    const std::string expected = "round 1, slot 2, " + player + ": " + player + "'s program has " +
                                 program[1].get<std::string>() + " in slot 2, but the record's action there is " +
                                 program[3].get<std::string>();
    EXPECT_EQ(replay_error(bad), expected);
  }
}

TEST(Records, AJsonFileThatIsNoRecordIsToldSo) {
  EXPECT_EQ(replay_error(json{{"name", "shopping"}, {"items", {1, 2}}}), "this file is not a River Dragons game record");
  EXPECT_EQ(replay_error(json{{"format", "river-dragons-saved/1"}}), "this file is not a River Dragons game record");
  EXPECT_EQ(replay_error(json{{"format", 1}}), "this file is not a River Dragons game record");
  EXPECT_EQ(replay_error(json{{"format", "river-dragons-record/2"}}), "unknown format (expected river-dragons-record/1)");
}

TEST(Records, WrongOrder) {
  json r = record_of(random_match(2, 5, 2));
  std::swap(r["rounds"][0]["actions"][0], r["rounds"][0]["actions"][1]);
  EXPECT_NE(replay_error(r).find("wrong order: the rules expect slot 1, pink's"), std::string::npos) << replay_error(r);
}

TEST(Records, EventsTheRulesDoNotGive) {
  json r = record_of(random_match(2, 6, 3));
  for (auto& round : r["rounds"])
    for (auto& action : round["actions"]) {
      if (action["events"].empty() || action["events"][0]["e"] == "move") continue;
      if (action["events"][0]["e"] == "fall") continue;
      action["events"].push_back({{"e", "fall"}});
      EXPECT_NE(replay_error(r).find("but the rules give"), std::string::npos) << replay_error(r);
      return;
    }
  FAIL() << "no action to spoil";
}

TEST(Records, ARoundCutShortBeforeTheLast) {
  json r = record_of(random_match(2, 8, 3));
  r["rounds"][0]["actions"].erase(r["rounds"][0]["actions"].end() - 1);
  EXPECT_NE(replay_error(r).find("round 1: an action entry is missing after slot 5"), std::string::npos) << replay_error(r);
}

TEST(Records, EventsAfterTheWin) {
  const json r = record_of(won_match());
  json extra_round = r;
  extra_round["rounds"].push_back(r["rounds"][0]);
  EXPECT_NE(replay_error(extra_round).find("events after the win"), std::string::npos);
  json extra_action = r;
  extra_action["rounds"].back()["actions"].push_back(r["rounds"].back()["actions"].back());
  EXPECT_NE(replay_error(extra_action).find("events after the win"), std::string::npos) << replay_error(extra_action);
  json extra_event = r;
  extra_event["rounds"].back()["actions"].back()["events"].push_back({{"e", "fall"}});
  EXPECT_NE(replay_error(extra_event), "");
}

TEST(Records, WinnerMustMatch) {
  json r = record_of(won_match());
  r["winner"] = nullptr;
  EXPECT_NE(replay_error(r).find("\"winner\" is null but the game was won by"), std::string::npos);
  json unfinished = record_of(random_match(2, 9, 2));
  unfinished["winner"] = "pink";
  EXPECT_EQ(replay_error(unfinished), "\"winner\" is \"pink\" but the game is not won");
}

TEST(Records, ExpertStonesCarryTheirSpot) {
  Match m(standard_board(), {2, Variant::kExpert, kPink});
  RandomBot bot(11);
  Seats bots;
  bots.fill(&bot);
  play_out(m, bots, 4);
  const json r = record_of(m);
  bool seen = false;
  for (const auto& round : r["rounds"])
    for (const auto& action : round["actions"])
      for (const auto& event : action["events"])
        if (event["e"] == "stone") {
          EXPECT_EQ(event["at"].get<std::string>()[0], 'S');
          EXPECT_TRUE(event["x"].is_number() && event["y"].is_number());
          seen = true;
        }
  EXPECT_TRUE(seen);
  EXPECT_EQ(replay_error(r), "");
}

}  // namespace
}  // namespace rd
