// The searching computers' decisions made elsewhere (issue #21 §3: the page's Web Worker),
// natively: a fake worker answers through the same request and answer as the page's
// (web/think/think_request.h), frames later. The game is the game `rd play` plays; a worker
// that breaks, lies or answers late stalls nothing and changes no decision.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>

#include "computer_turn_text.h"
#include "link.h"
#include "seeded_game.h"
#include "session.h"
#include "language.h"
#include "suggestion_words.h"
#include "text.h"
#include "think_request.h"
#include "fake_worker.h"

namespace rdweb {
namespace {

double fake_now = 0;
double fake_clock() { return fake_now; }

GameConfig computers(const std::vector<std::string>& bots) {
  GameConfig c;
  c.players = int(bots.size());
  for (size_t i = 0; i < bots.size(); ++i) c.seats[i] = {false, bots[i]};
  c.speed = Speed::kInstant;
  return c;
}

const std::vector<std::string> kBots = {"hard", "hard"};
constexpr uint64_t kSeed = 7;
constexpr int kRounds = 3;

// The choices of `rounds` rounds, played a frame at a time, asking `worker` (if any).
std::vector<rd::Match::Step> play(Thinker* worker, int rounds = kRounds, const std::vector<std::string>& bots = kBots) {
  Session session(computers(bots), kSeed, fake_clock);
  for (int frame = 0; frame < 200000 && !session.state().is_over() && session.state().round() <= rounds; ++frame) {
    fake_now += 16;
    session.update(fake_now, worker);
  }
  EXPECT_GT(session.state().round(), rounds);
  return session.match().history();
}

// The choices of `rounds` rounds of the game `rd play` plays.
std::vector<rd::Match::Step> rd_play(int rounds = kRounds, const std::vector<std::string>& bots = kBots) {
  auto played = rd::play_seeded_game({int(bots.size()), rd::Variant::kStandard, bots, kSeed, -1, rounds});
  EXPECT_TRUE(std::holds_alternative<rd::Match>(played));
  return std::holds_alternative<rd::Match>(played) ? std::get<rd::Match>(played).history() : std::vector<rd::Match::Step>{};
}

// The first steps of `played`, as many as `expected` holds.
std::vector<rd::Match::Step> first(std::vector<rd::Match::Step> played, const std::vector<rd::Match::Step>& expected) {
  played.resize(std::min(played.size(), expected.size()));
  return played;
}

TEST(Thinking, ComputersThinkingInAWorkerPlayTheGameRdPlayPlays) {
  const std::vector<rd::Match::Step> expected = rd_play();
  ASSERT_GT(expected.size(), 30u);
  FakeWorker worker;
  const std::vector<rd::Match::Step> played = play(&worker);
  EXPECT_EQ(first(played, expected), expected);
  // Every program was thought in the worker, once; no target was (hard's targets are
  // medium's one-step look: microseconds, on the page).
  EXPECT_EQ(worker.answered, 2 * kRounds);
  EXPECT_LE(worker.asked - worker.answered, 2) << "only the programs of the round begun last await their answers";
}

// Master searches its targets too: those go to the worker, decision by decision, and come
// back as the choices `rd play` makes.
TEST(Thinking, MastersTargetsThoughtInAWorkerAreRdPlays) {
  const std::vector<std::string> bots = {"master", "medium"};
  const std::vector<rd::Match::Step> expected = rd_play(1, bots);
  FakeWorker worker;
  const std::vector<rd::Match::Step> played = play(&worker, 1, bots);
  EXPECT_EQ(first(played, expected), expected);
  std::array<int8_t, rd::kColors> seats{};
  rd::seat_colors(2, seats);
  int decisions = 0, targets = 0;  // master's, in the game played
  for (const rd::Match::Step& step : played)
    if (step.color == seats[0]) ++decisions, targets += step.choice.kind != rd::Decision::kProgram;
  EXPECT_GT(targets, 2);
  EXPECT_EQ(worker.answered, decisions) << "every decision of master's, its program and its targets, thought in the worker";
}

TEST(Thinking, AWorkerThatFailsBreaksOrLiesChangesNoDecision) {
  const std::vector<rd::Match::Step> expected = rd_play(2);
  FakeWorker fails;  // fails at round 2's second request, both of its programs awaited
  fails.fail_after = 3;
  EXPECT_EQ(first(play(&fails, 2), expected), expected);
  EXPECT_EQ(fails.asked, 4);

  FakeWorker garbled;  // answers something that is no game
  garbled.reply = [](const std::string&) { return std::string("rd1.not-a-game"); };
  const std::vector<rd::Match::Step> garbled_game = play(&garbled, 1);  // a round: the start of `expected`
  EXPECT_EQ(garbled_game, first(expected, garbled_game));
  EXPECT_EQ(garbled.answered, 2);

  // A real game, but the wrong decision: the request asked again for the other hard seat
  // (its program, or a choice that is not its own).
  std::array<int8_t, rd::kColors> seats{};
  rd::seat_colors(2, seats);
  FakeWorker lying;
  lying.reply = [&seats](const std::string& request) {
    std::string other = request;
    const size_t at = other.find("\"color\":") + 8;  // the two hard seats' colors, one digit each
    other[at] = char('0' + (other[at] == '0' + seats[0] ? seats[1] : seats[0]));
    return answer_think_request(other);
  };
  const std::vector<rd::Match::Step> lying_game = play(&lying, 1);
  EXPECT_EQ(lying_game, first(expected, lying_game));
  EXPECT_EQ(lying.answered, 2);
}

// Suggest (issue #21 §4): the master level's program for a human, from the worker or thought
// on the page, the same; a legal program the human may lock; a line says why it starts so.
TEST(Thinking, ASuggestedProgramIsTheSameFromTheWorkerOrThePageAndCanBeLocked) {
  GameConfig config = computers({"medium", "medium"});
  config.seats[0] = {true, ""};
  std::array<int8_t, rd::kColors> seats{};
  rd::seat_colors(2, seats);
  const int human = seats[0];
  std::optional<rd::Program> found[2];
  for (int with_worker = 0; with_worker < 2; ++with_worker) {
    FakeWorker worker;
    Session session(config, kSeed, fake_clock);
    EXPECT_FALSE(session.suggested(human));
    session.suggest(human);
    for (int frame = 0; frame < 10000 && !session.suggested(human); ++frame) {
      EXPECT_TRUE(session.suggesting(human));
      session.update(fake_now += 16, with_worker ? &worker : nullptr);
    }
    found[with_worker] = session.suggested(human);
    ASSERT_TRUE(found[with_worker]);
    EXPECT_EQ(worker.answered, with_worker);
    EXPECT_FALSE(session.suggesting(human));
    EXPECT_FALSE(session.lock_program(human, *found[with_worker]));
    EXPECT_FALSE(session.suggested(human)) << "a suggestion is for the round it was asked in, until the program is locked";
  }
  EXPECT_EQ(found[0], found[1]);
}

TEST(Thinking, BadRequestsGetNoAnswer) {
  rd::Match match(rd::standard_board(), {2, rd::Variant::kStandard, rd::kPink});
  std::array<std::string, rd::kColors> bots;
  bots[rd::kPink] = "hard";
  bots[rd::kRed] = "medium";
  std::array<std::string, rd::kColors> green = bots;
  green[rd::kGreen] = "medium";
  const std::string good = think_request(match, 5, bots, rd::kPink);
  ASSERT_NE(answer_think_request(good), "");
  ASSERT_EQ(good, std::string(R"({"bots":["hard","medium","","","",""],"color":0,"link":")") + rd::encode_link(match) + R"(","seed":5})");
  const std::string link = rd::encode_link(match);
  for (const std::string& bad :
       {std::string(), std::string("{}"), std::string("[1,2]"), good.substr(0, good.size() / 2),
        think_request(match, 5, green, rd::kGreen),  // not in play
        std::string(R"({"seed":5,"bots":["","medium","","","",""],"color":0,"link":")") + link + "\"}",  // a human's decision
        std::string(R"({"seed":5,"bots":["nobody","medium","","","",""],"color":0,"link":")") + link + "\"}",  // no such level
        std::string(R"({"seed":-5,"bots":["hard","medium","","","",""],"color":0,"link":")") + link + "\"}",
        std::string(R"({"seed":5,"bots":["hard","medium","","",""],"color":0,"link":")") + link + "\"}",  // five seats
        std::string(R"({"seed":5,"bots":["hard","medium","","","",""],"color":0,"link":"rd1.x"})"),
        std::string(R"({"seed":5,"bots":["hard","medium","","","",""],"color":0,"link":")") + link + "\",\"more\":1}"})
    EXPECT_EQ(answer_think_request(bad), "") << bad;

  // An online table's computer turn: answered whole (spaces are JSON's), and nothing for text
  // the page's JSON reader refuses, such as its closing brace after NUL bytes (found by fuzz_think).
  rd::ComputerTurn turn(match);
  turn.color = rd::kPink;
  turn.level = "easy";  // a level that draws from its seed
  turn.seed = 41070412616077827u;
  const std::string asked = think_turn_request(turn);
  const std::string decided = rd::encode_decision(*rd::decide_turn(turn));
  EXPECT_EQ(answer_think_request(asked), decided);
  EXPECT_EQ(answer_think_request("{ \"turn\" : " + asked.substr(8)), decided);
  for (const std::string& bad : {asked.substr(0, asked.size() - 1) + std::string(200, '\0') + "}", asked + std::string(1, '\0') + "x",
                                 asked.substr(0, asked.size() - 1) + ",\"more\":1}", std::string("{\"turn\":{}}")})
    EXPECT_EQ(answer_think_request(bad), "") << bad;
}

}  // namespace
}  // namespace rdweb

namespace rdweb {
namespace {

// The reason given for a suggestion names its first two cards and where they lead on the
// player's shortest way, and whom its dragon cancels, in the player's language.
TEST(SuggestionWords, NameTheFirstCardsTheGapAheadAndTheDragon) {
  const rd::State start(rd::standard_board(), {2, rd::Variant::kStandard, rd::kPink});
  const rd::Program program{rd::kStone1, rd::kPlank2, rd::dragon_of(rd::kRed), rd::kMove1, rd::kStone2};
  set_language(Language::kEnglish);
  const std::string en = suggestion_words(start, rd::kPink, program);
  EXPECT_EQ(en.rfind("Why: 1 stone, 2 planks first, to bridge the pink village and island ", 0), 0u) << en;
  EXPECT_NE(en.find("Red dragon in slot 3 cancels Red’s card in that slot."), std::string::npos) << en;
  set_language(Language::kFrench);
  const std::string fr = suggestion_words(start, rd::kPink, program);
  EXPECT_EQ(fr.rfind("Pourquoi\u00a0: d’abord ", 0), 0u) << fr;
  set_language(Language::kEnglish);
}

}  // namespace
}  // namespace rdweb
