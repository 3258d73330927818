// The log's sentences (web/logic/event_words.h) for the events of a real game.
#include <gtest/gtest.h>

#include "event_words.h"
#include "match.h"

namespace rdweb {
namespace {

TEST(EventWords, EveryEventOfAGameIsToldOrDeliberatelySilent) {
  rd::Match m(rd::standard_board(), {2, rd::Variant::kStandard, rd::kPink});
  ASSERT_EQ(m.lock_program(rd::kPink, {rd::kStone1, rd::kPlank1, rd::kMove1, rd::kRemove, rd::kJump}), rd::refusal::kNone);
  ASSERT_EQ(m.lock_program(rd::kBlack, {rd::dragon_of(rd::kPink), rd::kStone2, rd::kPlank2, rd::kMove2, rd::kJump}), rd::refusal::kNone);
  const rd::Events& events = m.last_events();
  ASSERT_FALSE(events.empty());
  int told = 0;
  for (const rd::Event& e : events) {
    const std::string line = describe(m.state(), e);
    if (e.kind == rd::EventKind::kActionStart && !rd::is_dragon(e.card)) {
      EXPECT_EQ(line, "") << "an action's start is not a log line";
    } else {
      EXPECT_FALSE(line.empty()) << "event kind " << int(e.kind);
      told += !line.empty();
    }
  }
  EXPECT_GT(told, 0);
  const std::string cancelled = describe(m.state(), rd::Event{rd::EventKind::kCancelled, rd::kPink, 0, rd::kStone1, -1, -1, -1, rd::kBlack});
  EXPECT_NE(cancelled.find("Black"), std::string::npos) << cancelled;
  EXPECT_NE(cancelled.find("Pink"), std::string::npos) << cancelled;
}

TEST(EventWords, AStoneIsNamedByItsIslandOrOnTheExpertSideByItself) {
  const rd::State standard(rd::standard_board(), {2, rd::Variant::kStandard, rd::kPink});
  const rd::State expert(rd::standard_board(), {2, rd::Variant::kExpert, rd::kPink});
  rd::Event stone{rd::EventKind::kStone, rd::kPink};
  stone.a = int8_t(rd::kFirstStone + 4);
  stone.serial = 3;
  EXPECT_EQ(describe(standard, stone), "Pink places a stone on island 5.");
  EXPECT_EQ(describe(expert, stone), "Pink places stone S3.");
  rd::Event taken = stone;
  taken.kind = rd::EventKind::kTakeStone;
  EXPECT_EQ(describe(standard, taken), "Pink takes the stone from island 5.");
  EXPECT_EQ(describe(expert, taken), "Pink removes stone S3.");
}

// A step into the player's own destination is told once, by the win's line.
TEST(EventWords, TheWinningStepIsToldByTheWinAlone) {
  const rd::State s(rd::standard_board(), {2, rd::Variant::kStandard, rd::kPink});
  rd::Event move{rd::EventKind::kMove, rd::kPink};
  move.a = int8_t(rd::plank_position(0)), move.b = int8_t(rd::destination(rd::kPink));
  EXPECT_EQ(describe(s, move), "");
  move.b = int8_t(rd::kRed);  // another village: on the way, told
  EXPECT_FALSE(describe(s, move).empty());
  EXPECT_FALSE(describe(s, rd::Event{rd::EventKind::kWin, rd::kPink}).empty());
}

TEST(EventWords, IslandsAndPlanksHaveReadableNames) {
  const rd::State s(rd::standard_board(), {2, rd::Variant::kStandard, rd::kPink});
  EXPECT_NE(support_words(s, rd::kFirstStone + 12).find("13"), std::string::npos);
  EXPECT_NE(plank_words(rd::plank_id(rd::kRed, 3)).find("3"), std::string::npos);
}

}  // namespace
}  // namespace rdweb

// The reserves' panel tells a plank that fits nowhere as a message (said.h): the log's
// sentence, for a named player and for a computer named by its color, in every language.
TEST(EventWords, APlankLostIsToldByThePanelAsByTheLog) {
  const rd::State s(rd::standard_board(), {2, rd::Variant::kStandard, rd::kPink});
  rd::Event lost{rd::EventKind::kPlankLost, rd::kRed};
  lost.a = 7;
  rdweb::PlayerNames names{};
  names[rd::kPink] = "Ann";
  for (const rdweb::Language language : {rdweb::Language::kEnglish, rdweb::Language::kFrench, rdweb::Language::kItalian}) {
    rdweb::set_language(language);
    for (const int8_t who : {rd::kPink, rd::kRed}) {
      lost.player = who;
      EXPECT_EQ(rdweb::plank_lost_said(lost, names).words(), rdweb::describe(s, lost, names));
    }
  }
  rdweb::set_language(rdweb::Language::kEnglish);
  EXPECT_NE(rdweb::plank_lost_said(lost, names), rdweb::plank_lost_said(rd::Event{rd::EventKind::kPlankLost, rd::kPink, 7}, names));
}
