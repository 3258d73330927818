// A game kept in the browser's storage (web/logic/saved_game.h): resumed at the same
// point with the same seats, log and seed; every kind of damaged saved game refused with
// a message, never a crash.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "public_game.h"
#include "record_file.h"
#include "saved_game.h"
#include "to_string.h"  // a failing test prints the states

namespace rdweb {
namespace {

using nlohmann::json;

double fake_now = 0;
double fake_clock() { return fake_now; }

// Instant speed runs computers until a human must act or the game ends (random bots may
// never end a game: give them a paced speed).
GameConfig table(std::initializer_list<const char*> seats, Speed speed = Speed::kInstant) {
  GameConfig c;
  c.players = int(seats.size());
  int i = 0;
  for (const char* s : seats) c.seats[i++] = std::string(s) == "human" ? SeatPlan{true} : SeatPlan{false, s};
  c.speed = speed;
  return c;
}

void run(Session& s, int frames) {
  for (int n = 0; n < frames && !s.state().is_over(); ++n) s.update(fake_now += 16);
}

std::unique_ptr<Session> resumed(const std::string& text) {
  auto result = resume_saved_game(text, fake_clock);
  if (auto* why = std::get_if<Said>(&result)) {
    ADD_FAILURE() << words(*why);
    return nullptr;
  }
  return std::move(std::get<std::unique_ptr<Session>>(result));
}

std::string refusal(const std::string& text) {
  auto result = resume_saved_game(text, fake_clock);
  return std::holds_alternative<Said>(result) ? words(std::get<Said>(result)) : "";
}

void expect_same(const Session& a, const Session& b) {
  EXPECT_EQ(a.match().record_text(), b.match().record_text());
  EXPECT_EQ(a.state(), b.state());
  EXPECT_EQ(a.seed(), b.seed());
  EXPECT_EQ(to_query(a.config()), to_query(b.config()));
  EXPECT_EQ(a.waiting_human(), b.waiting_human());
  ASSERT_EQ(a.log().size(), b.log().size());
  for (size_t i = 0; i < a.log().size(); ++i) EXPECT_EQ(a.log()[i].text, b.log()[i].text);
}

TEST(SavedGame, ComputersMidGameResumeAtTheSamePoint) {
  for (int frames : {1, 7, 40, 200}) {
    Session played(table({"greedy", "easy", "random", "medium"}), 77, fake_clock);
    run(played, frames);
    auto again = resumed(saved_game_text(played));
    ASSERT_TRUE(again);
    expect_same(played, *again);
  }
}

TEST(SavedGame, AHumanWaitingToProgramOrToChooseIsWaitingAgain) {
  Session played(table({"human", "greedy", "human"}), 5, fake_clock);
  run(played, 10);
  ASSERT_TRUE(played.waiting_human() == rd::kPink || played.waiting_human() == rd::kBlue) << "a human programs";
  auto again = resumed(saved_game_text(played));
  ASSERT_TRUE(again);
  expect_same(played, *again);
  EXPECT_GE(again->waiting_human(), 0) << "a human must program";
  EXPECT_EQ(again->humans(), 2);
}

TEST(SavedGame, AFinishedGameReadsBackFinished) {
  Session played(table({"medium", "greedy", "easy"}), 3, fake_clock);
  run(played, 100000);
  ASSERT_TRUE(played.state().is_over());
  auto again = resumed(saved_game_text(played));
  ASSERT_TRUE(again);
  expect_same(played, *again);
}

TEST(SavedGame, TheSpeedChosenDuringTheGameIsKept) {
  Session played(table({"human", "greedy"}, Speed::kNormal), 5, fake_clock);
  played.set_speed(Speed::kInstant);
  auto again = resumed(saved_game_text(played));
  ASSERT_TRUE(again);
  EXPECT_EQ(again->speed(), Speed::kInstant);
}

TEST(SavedGame, TheSeedIsKeptWhole) {
  Session played(table({"random", "random"}, Speed::kFast), 18446744073709551557ull, fake_clock);
  run(played, 3);
  auto again = resumed(saved_game_text(played));
  ASSERT_TRUE(again);
  EXPECT_EQ(again->seed(), 18446744073709551557ull);
}

// Every kind of damage gets a sentence for the setup screen, never an exception.
TEST(SavedGame, DamagedSavedGamesAreRefusedWithAMessage) {
  Session played(table({"greedy", "human", "random"}, Speed::kFast), 9, fake_clock);
  run(played, 5);
  const json good = json::parse(saved_game_text(played));
  auto with = [&](const char* key, const json& value) {
    json j = good;
    if (value.is_null()) j.erase(key);
    else j[key] = value;
    return j.dump();
  };
  json broken_record = good;
  broken_record["record"]["rounds"][0]["programs"].begin().value()[0] = "jump";
  broken_record["record"]["rounds"][0]["programs"].begin().value()[1] = "jump";
  const std::pair<std::string, std::string> cases[] = {
      {"", "it is damaged"},
      {"{\"format\":", "it is damaged"},
      {"[1,2]", "it is not a saved game"},
      {with("format", "river-dragons-saved/9"), "unknown format (river-dragons-saved/9)"},
      {with("format", nullptr), "\"format\" is missing"},
      {with("setup", "players=3&seats=human,robot,human"), "its setup is damaged"},
      {with("setup", "players=3"), "its setup is damaged"},
      {with("setup", 42), "\"setup\" is missing"},
      {with("seed", "-4"), "its seed is damaged"},
      {with("seed", "12x"), "its seed is damaged"},
      {with("seed", 12), "\"seed\" is missing"},
      {with("record", nullptr), "it holds no record"},
      {with("record", "not a record"), "its record is broken (a record is a JSON object)"},
      {broken_record.dump(), "its record is broken (round 1: "},
      {with("setup", "seats=ai-greedy,human"), "its setup does not match its record"},
      {with("seed", "10"), "its setup does not match its record"},  // another first player
  };
  for (const auto& [text, why] : cases) {
    const std::string message = refusal(text);
    EXPECT_EQ(message.rfind("The saved game could not be resumed: ", 0), 0u) << text << " -> " << message;
    EXPECT_NE(message.find(why), std::string::npos) << text << " -> " << message;
  }
}

}  // namespace
}  // namespace rdweb

namespace rdweb {
namespace {

TEST(RecordFile, NamedWithTheDateAndThePlayers) {
  GameConfig c;
  c.players = 3;
  c.seats[0] = {true};
  c.seats[1] = {false, "medium"};
  c.seats[2] = {false, "hard"};
  EXPECT_EQ(record_file_name(c, "2026-11-23"), "river-dragons-2026-11-23-pink-human-red-medium-blue-hard.json");
  EXPECT_EQ(record_file_name(c, "2026/11/23 ../x"), "river-dragons-20261123x-pink-human-red-medium-blue-hard.json")
      << "nothing from outside makes a path";
}

}  // namespace
}  // namespace rdweb

namespace rdweb {
namespace {

// Nothing still secret leaves the table: a game in progress is shared up to the start of
// its current round; a finished game whole.
TEST(PublicGame, StopsAtTheStartOfTheRoundInProgress) {
  GameConfig c = table({"greedy", "human", "random"}, Speed::kFast);
  Session played(c, 9, fake_clock);
  for (int i = 0; i < 400 && (played.state().round() < 3 || played.state().phase() != rd::Phase::kResolution); ++i) {
    played.update(fake_now += 1000);
    if (played.waiting_human() >= 0 && played.state().phase() == rd::Phase::kProgramming) {
      EXPECT_FALSE(played.lock_program(played.waiting_human(), {rd::kMove1, rd::kMove2, rd::kJump, rd::kStone1, rd::kPlank1}));
    } else if (played.waiting_human() >= 0) {
      EXPECT_FALSE(played.choose(played.state().legal_choices().front()));
    }
  }
  ASSERT_EQ(played.state().round(), 3);
  ASSERT_EQ(played.state().phase(), rd::Phase::kResolution) << "round 3's programs are all locked: secret";
  const rd::Match shown = public_game(played.match());
  EXPECT_EQ(shown.state().round(), 3);
  EXPECT_EQ(shown.state().phase(), rd::Phase::kProgramming);
  const json all = json::parse(played.match().record_text()), part = json::parse(shown.record_text());
  ASSERT_EQ(part["rounds"].size(), 3u);
  EXPECT_EQ(part["rounds"][0], all["rounds"][0]);
  EXPECT_EQ(part["rounds"][1], all["rounds"][1]);
  EXPECT_TRUE(part["rounds"][2]["programs"].empty()) << "no program of the round in progress";
  EXPECT_TRUE(part["rounds"][2]["actions"].empty());
}

TEST(PublicGame, AFinishedGameIsWhole) {
  Session played(table({"medium", "greedy", "easy"}), 3, fake_clock);
  run(played, 100000);
  ASSERT_TRUE(played.state().is_over());
  EXPECT_EQ(public_game(played.match()).record_text(), played.match().record_text());
}

}  // namespace
}  // namespace rdweb

namespace rdweb {
namespace {

// A game taken up again from its saved form goes on exactly as the uninterrupted game:
// every computer decision is seeded by the game's seed, the seat and the moment, not by a
// random stream that a reload would restart.
TEST(SavedGame, AResumedGameGoesOnAsTheUninterruptedOne) {
  for (int frames : {3, 40}) {
    Session whole(table({"hard", "medium", "easy"}), 21, fake_clock);
    run(whole, 100000);
    ASSERT_TRUE(whole.state().is_over());
    Session first_part(table({"hard", "medium", "easy"}), 21, fake_clock);
    run(first_part, frames);
    auto rest = resumed(saved_game_text(first_part));
    ASSERT_TRUE(rest);
    run(*rest, 100000);
    EXPECT_EQ(rest->match().record_text(), whole.match().record_text()) << "resumed after " << frames << " frames";
  }
}

}  // namespace
}  // namespace rdweb
