// Strict records (RULES.md §8): a record lists every action entry in resolution order,
// forced ones included, and every event the engine produces. Over a few hundred records
// of every player count and both variants, stopped at all kinds of moments, every single
// deletion, duplication or swap of an action entry and every deleted event is refused.
#include <gtest/gtest.h>

#include "greedy_bot.h"
#include "playout.h"
#include "sampled.h"
#include "scenario.h"

namespace rd {
namespace {

using nlohmann::json;

Color first_in_play(int players) {
  const uint8_t in_play = colors_in_play(players);
  for (int c = 0; c < kColors; ++c)
    if (in_play >> c & 1) return Color(c);
  return kPink;
}

std::string replay_error(const json& record) {
  auto result = replay_record(standard_board(), record.dump());
  return std::holds_alternative<Problem>(result) ? english(std::get<Problem>(result)) : "";
}

// A random game stopped after `choices` choices (or at its end).
json record_after(int players, Variant variant, uint64_t seed, long choices) {
  Match m(standard_board(), {players, variant, first_in_play(players)});
  RandomBot bot(seed);
  for (long i = 0; i < choices && !m.state().is_over(); ++i) {
    const Choice choice = bot.choose(m.state());
    must_accept(m.apply(choice), choice, m.state());
  }
  return json::parse(m.record_text());
}

json won_record(int players, uint64_t seed) {
  Match m(standard_board(), {players, Variant::kStandard, first_in_play(players)});
  GreedyBot bot(seed);
  Seats seats;
  seats.fill(&bot);
  play_out(m, seats, 200);
  return json::parse(m.record_text());
}

struct Counts {
  int mutations = 0;
  std::vector<std::string> accepted;  // what should have been refused
};

void expect_refused(const json& mutated, const std::string& what, Counts& counts) {
  ++counts.mutations;
  if (replay_error(mutated).empty()) counts.accepted.push_back(what);
}

// Whether the record is unfinished and its last entry is action a of round r.
bool stops_in(const json& record, size_t r, size_t a) {
  const json& rounds = record["rounds"];
  const size_t last = rounds.size() - 1;  // an action there is the one in progress
  return record["winner"].is_null() && r == last && a + 1 == rounds[r]["actions"].size();
}

// Every single-entry and single-event mutation of one record.
void mutate_all(const json& record, Counts& counts) {
  ASSERT_EQ(replay_error(record), "") << "the untouched record replays";
  for (size_t r = 0; r < record["rounds"].size(); ++r) {
    const json& actions = record["rounds"][r]["actions"];
    for (size_t a = 0; a < actions.size(); ++a) {
      const std::string at = "round " + std::to_string(r + 1) + " entry " + std::to_string(a) + " " + actions[a].dump();
      json deleted = record;
      deleted["rounds"][r]["actions"].erase(a);
      expect_refused(deleted, "deleted " + at, counts);
      json duplicated = record;
      duplicated["rounds"][r]["actions"].insert(duplicated["rounds"][r]["actions"].begin() + long(a), actions[a]);
      expect_refused(duplicated, "duplicated " + at, counts);
      if (a + 1 < actions.size()) {
        json swapped = record;
        std::swap(swapped["rounds"][r]["actions"][a], swapped["rounds"][r]["actions"][a + 1]);
        expect_refused(swapped, "swapped with the next " + at, counts);
      }
      const size_t events = actions[a]["events"].size();
      for (size_t e = 0; e < events; ++e) {
        json no_event = record;
        no_event["rounds"][r]["actions"][a]["events"].erase(e);
        // The last event of an unfinished record's action in progress: without it the
        // record is the same game a moment earlier, which a saved game may be.
        if (stops_in(record, r, a) && e + 1 == events) {
          EXPECT_EQ(replay_error(no_event), "") << "a record of a moment earlier: " << at;
          continue;
        }
        expect_refused(no_event, "event " + std::to_string(e) + " deleted from " + at, counts);
      }
    }
  }
}

void report(const Counts& counts, int records) {
  EXPECT_TRUE(counts.accepted.empty()) << counts.accepted.size() << " of " << counts.mutations
                                       << " mutations accepted, e.g. " << counts.accepted.front();
  std::printf("%d records, %d mutations, all refused\n", records, counts.mutations);
}

TEST(StrictRecords, EveryMutationOfAnEntryOrEventIsRefused) {
  Counts counts;
  int records = 0;
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
    for (Variant variant : {Variant::kStandard, Variant::kExpert})
      for (uint64_t seed = 1; seed <= uint64_t(sampled(20)); ++seed) {
        // Stopped at all kinds of moments: programming, mid-action, between actions.
        mutate_all(record_after(players, variant, seed * 31 + players, long(seed * 7 % 53) + players), counts);
        ++records;
      }
  report(counts, records);
}

TEST(StrictRecords, WonGamesToo) {
  Counts counts;
  for (int players : {2, 4, 6}) mutate_all(won_record(players, 3), counts);
  report(counts, 3);
}

// The case the issue found: forced entries (a cancelled card, a fall, a lost action, a
// dragon's own empty entry) cut from the end of a round used to replay, the engine
// playing them by itself.
TEST(StrictRecords, AMissingForcedEntryIsNamed) {
  for (uint64_t seed = 1; seed < 200; ++seed) {
    json r = record_after(3, Variant::kStandard, seed, 40);
    for (size_t i = 0; i + 1 < r["rounds"].size(); ++i) {
      json& actions = r["rounds"][i]["actions"];
      if (actions.back()["events"].empty() || actions.back()["events"][0]["e"] == "cancelled") {
        const json missing = actions.back();
        actions.erase(actions.size() - 1);
        const std::string why = replay_error(r);
        EXPECT_NE(why.find("round " + std::to_string(i + 1) + ": an action entry is missing after slot 5"), std::string::npos) << why;
        EXPECT_NE(why.find("the rules give slot 5, " + missing["player"].get<std::string>() + "'s " + missing["card"].get<std::string>()),
                  std::string::npos)
            << why;
        return;
      }
    }
  }
  FAIL() << "no round ending with a forced entry";
}

TEST(StrictRecords, UnknownKeysAreRefused) {
  const json r = record_after(2, Variant::kStandard, 4, 30);
  json top = r;
  top["comment"] = "hi";
  EXPECT_EQ(replay_error(top), "unexpected key \"comment\"");
  json round = r;
  round["rounds"][0]["note"] = 1;
  EXPECT_EQ(replay_error(round), "round 1: unexpected key \"note\"");
  json action = r;
  action["rounds"][0]["actions"][0]["time"] = 3;
  EXPECT_NE(replay_error(action).find("unexpected key \"time\""), std::string::npos) << replay_error(action);
}

}  // namespace
}  // namespace rd
