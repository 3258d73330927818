// One game in the page (web/logic/session.h), natively: computer pacing with a fake clock,
// human answers, and the guarantee that a page game is the game `rd play` plays for the
// same seed and bots.
#include <gtest/gtest.h>

#include "event_words.h"
#include "seeded_game.h"
#include "session.h"
#include "text.h"

namespace rdweb {
namespace {

double fake_now = 0;
double fake_clock() { return fake_now; }

GameConfig computers(std::initializer_list<const char*> bots, Speed speed) {
  GameConfig c;
  c.players = int(bots.size());
  int i = 0;
  for (const char* b : bots) c.seats[i++] = {false, b};
  c.speed = speed;
  return c;
}

// Runs frames until the game is over or `frames` frames have passed.
int run(Session& s, int frames, double frame_ms = 16) {
  int n = 0;
  for (; n < frames && !s.state().is_over(); ++n) {
    fake_now += frame_ms;
    s.update(fake_now);
  }
  return n;
}

TEST(Session, APageGameIsTheGameRdPlayPlaysForTheSameSeed) {
  for (uint64_t seed : {3u, 11u}) {
    Session session(computers({"medium", "greedy", "easy"}, Speed::kInstant), seed, fake_clock);
    run(session, 100000);
    ASSERT_TRUE(session.state().is_over());
    rd::GameSpec spec{3, rd::Variant::kStandard, {"medium", "greedy", "easy"}, seed, -1, 200};
    auto played = rd::play_seeded_game(spec);
    ASSERT_TRUE(std::holds_alternative<rd::Match>(played));
    EXPECT_EQ(session.match().record_text(), std::get<rd::Match>(played).record_text()) << "seed " << seed;
  }
}

TEST(Session, ComputersWaitForTheirPaceAtNormalSpeed) {
  fake_now = 1000;
  Session session(computers({"greedy", "greedy"}, Speed::kNormal), 5, fake_clock);
  session.update(fake_now);  // both programs lock at once (programming is simultaneous)...
  session.update(fake_now);
  const size_t events = session.match().record()["rounds"][0]["actions"].size();
  session.update(fake_now + session.step_ms() / 2);  // ...but actions wait for the pace
  EXPECT_EQ(session.match().record()["rounds"][0]["actions"].size(), events);
  session.update(fake_now + session.step_ms() + 1);
  EXPECT_GT(session.match().record()["rounds"][0]["actions"].size(), events);
}

TEST(Session, AHumanIsWaitedForAndAnswersThroughTheRules) {
  GameConfig c = computers({"greedy", "greedy"}, Speed::kInstant);
  c.seats[0].human = true;
  Session session(c, 9, fake_clock);
  run(session, 10);
  const int human = session.waiting_human();
  ASSERT_GE(human, 0);
  EXPECT_TRUE(session.is_human(human));
  EXPECT_EQ(session.humans(), 1);
  EXPECT_NE(session.lock_program(human, {rd::kMove1, rd::kMove1, rd::kMove2, rd::kJump, rd::kStone1}), rd::refusal::kNone)
      << "a program with a card twice is refused";
  const int computer = rd::destination(human);
  EXPECT_EQ(session.lock_program(computer, {rd::kMove1, rd::kRemove, rd::kMove2, rd::kJump, rd::kStone1}),
            rdweb::Text::kSeatIsComputers);
  EXPECT_EQ(session.lock_program(human, {rd::kStone1, rd::kRemove, rd::kMove2, rd::kJump, rd::kMove1}), rd::refusal::kNone);
  EXPECT_FALSE(session.log().empty());
}

TEST(Session, ThinkingStaysWithinTheFrameBudget) {
  // A clock that advances 1 ms per reading: the hard player must give the frame back
  // (thinking() names it) instead of searching the whole program in one frame.
  static double t = 0;
  Session session(computers({"hard", "medium"}, Speed::kInstant), 2, [] { return t += 1; });
  session.update(t);
  EXPECT_GE(session.thinking(), 0) << "hard's search is spread over frames";
  for (int i = 0; i < 100000 && session.state().round() == 1 && !session.state().is_over(); ++i) session.update(t);
  EXPECT_TRUE(session.state().round() > 1 || session.state().is_over());
}

// A playtest: after a switch of language mid-game, the log's lines so far stayed in the old
// one. Switched to French after a few computer actions (at their normal pace), the game then
// played to its end: the log is the log of the same game played in French from the start.
TEST(Session, TheLogSpeaksTheLanguageChosenMidGame) {
  struct English {  // the language the other tests expect, whatever happens here
    ~English() { set_language(Language::kEnglish); }
  } restore;
  auto texts = [](const Session& s) {
    std::vector<std::string> out;
    for (const LogLine& line : s.log()) out.push_back(line.text);
    return out;
  };
  fake_now = 0;
  Session switched(computers({"medium", "greedy"}, Speed::kNormal), 7, fake_clock);
  run(switched, 400);
  const std::vector<std::string> english = texts(switched);
  ASSERT_GT(english.size(), 4u) << "lines told before the switch";
  ASSERT_FALSE(switched.state().is_over());
  set_language(Language::kFrench);
  run(switched, 1000000);
  ASSERT_TRUE(switched.state().is_over());
  fake_now = 0;
  Session french(computers({"medium", "greedy"}, Speed::kNormal), 7, fake_clock);
  run(french, 1000000);
  ASSERT_EQ(switched.match().record_text(), french.match().record_text());
  EXPECT_EQ(texts(switched), texts(french));
  EXPECT_NE(texts(switched).front(), english.front()) << "the first line, said in English before, now in French";
  set_language(Language::kEnglish);
  EXPECT_EQ(texts(switched).front(), english.front()) << "and back in English";
}

}  // namespace
}  // namespace rdweb

namespace rdweb {
namespace {

// Issue #12: a loss is told on the board, not only in the log, and stays long enough to be
// read: a few seconds, and as long as the game has not moved on.
TEST(Session, ALostPlankIsToldOnTheBoardUntilReadAndTheGameMovesOn) {
  fake_now = 5000;
  GameConfig c = computers({"greedy", "greedy"}, Speed::kNormal);
  c.seats[0].human = true;
  c.first = rd::kPink;
  Session s(c, 7, fake_clock);
  ASSERT_EQ(s.lock_program(rd::kPink, {rd::kPlank1, rd::kMove1, rd::kStone1, rd::kStone2, rd::kRemove}), rd::refusal::kNone);
  for (int i = 0; i < 100 && s.state().decision() != rd::Decision::kPickPlank; ++i) s.update(fake_now += 16);
  ASSERT_EQ(s.state().decision(), rd::Decision::kPickPlank);
  EXPECT_TRUE(s.notices_shown(fake_now).empty());
  ASSERT_EQ(s.choose(rd::Choice::pick_plank(rd::plank_id(rd::kPink, 3))), rd::refusal::kNone);
  const auto shown = s.notices_shown(fake_now);
  ASSERT_EQ(shown.size(), 1u) << "no stone in round 1: the plank leaves the game";
  EXPECT_EQ(shown[0].event.kind, rd::EventKind::kPlankLost);
  EXPECT_EQ(shown[0].event.player, rd::kPink);
  EXPECT_EQ(s.notices_shown(fake_now + 2 * kNoticeMs).size(), 1u) << "nothing has happened since: it stays";
  const int before = s.changes();
  s.update(fake_now += 2 * kNoticeMs);
  ASSERT_GT(s.changes(), before) << "black acted";
  for (const BoardNotice& n : s.notices_shown(fake_now))  // black's own losses may be told
    EXPECT_NE(n.event.player, rd::kPink) << "old, and the game moved on";
}

// A player short of stones slot after slot is told so once (the newest), and the repeats do
// not push other notices out of the six kept: three greedy players, seed 13, whose last slots
// said "Blue has no stone left to place" three times.
TEST(Session, TheSameNoticeToTheSamePlayerIsKeptOnce) {
  fake_now = 5000;
  Session s(computers({"greedy", "greedy", "greedy"}, Speed::kInstant), 13, fake_clock);
  size_t most = 0;
  for (int i = 0; i < 100000 && !s.state().is_over(); ++i) {
    s.update(fake_now += 16);
    const auto shown = s.notices_shown(fake_now);
    most = std::max(most, shown.size());
    for (size_t a = 0; a < shown.size(); ++a)
      for (size_t b = a + 1; b < shown.size(); ++b)
        EXPECT_FALSE(shown[a].event.player == shown[b].event.player &&
                     describe(s.state(), shown[a].event) == describe(s.state(), shown[b].event))
            << describe(s.state(), shown[a].event) << " (step " << i << ")";
  }
  EXPECT_TRUE(s.state().is_over());
  EXPECT_GE(most, 3u) << "notices were told";
}

}  // namespace
}  // namespace rdweb

namespace rdweb {
namespace {

int line_index(const std::vector<LogLine>& log, const std::string& text) {
  for (size_t i = 0; i < log.size(); ++i)
    if (log[i].text == text) return int(i);
  return -1;
}

// Issue #12 §5: a slot's cards are revealed together, so the log tells a dragon before the
// card it cancels, even when the victim acts first.
TEST(Session, TheLogTellsADragonBeforeTheCardItCancels) {
  GameConfig c = computers({"greedy", "greedy"}, Speed::kInstant);
  c.seats[0].human = c.seats[1].human = true;
  c.first = rd::kPink;
  Session s(c, 3, fake_clock);
  ASSERT_EQ(s.lock_program(rd::kPink, {rd::kMove1, rd::kMove2, rd::kJump, rd::kRemove, rd::kStone1}), rd::refusal::kNone);
  ASSERT_EQ(s.lock_program(rd::kBlack, {rd::dragon_of(rd::kPink), rd::kMove1, rd::kMove2, rd::kJump, rd::kRemove}), rd::refusal::kNone);
  const int dragon = line_index(s.log(), format(Text::kLogDragon, {{"player", color_text(rd::kBlack)}, {"card", card_text(rd::dragon_of(rd::kPink))}}));
  const int cancel = line_index(s.log(), format(Text::kLogCancelled, {{"owner", color_text(rd::kBlack)}, {"player", color_text(rd::kPink)},
                                                                      {"card", card_text(rd::kMove1)}}));
  ASSERT_GE(dragon, 0);
  ASSERT_GE(cancel, 0);
  EXPECT_LT(dragon, cancel) << "the dragon is played, then it cancels";
  int dragons = 0;
  for (const LogLine& line : s.log()) dragons += line.text == s.log()[dragon].text;
  EXPECT_EQ(dragons, 1) << "told once";
  EXPECT_EQ(s.log()[dragon].color, rd::kBlack);
}

}  // namespace
}  // namespace rdweb
