// The tutorial's script (web/logic/tutorial_script.h) played through the real engine: a
// change of the rules that breaks the tutorial fails here, not in front of a new player.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "board.h"
#include "names.h"
#include "to_string.h"
#include "tutorial_script.h"

namespace rdweb {
namespace {

rd::Match new_match(const TutorialScript& script) {
  return rd::Match(rd::standard_board(), {script.config.players, script.config.variant, rd::Color(script.config.first)});
}

// Applies one step as the rules take it: a lock, or the actor's choice (legal by check()).
void play(rd::Match& match, const TutorialStep& step, size_t index) {
  const rd::State& s = match.state();
  if (step.choice.kind == rd::Decision::kProgram) {
    ASSERT_EQ(s.phase(), rd::Phase::kProgramming) << "step " << index;
    ASSERT_EQ(match.lock_program(step.color, step.choice.program), rd::refusal::kNone) << "step " << index;
    return;
  }
  ASSERT_EQ(s.actor(), step.color) << "step " << index;
  ASSERT_EQ(s.decision(), step.choice.kind) << "step " << index;
  ASSERT_EQ(s.check(step.choice), rd::refusal::kNone) << "step " << index;
  ASSERT_EQ(match.apply(step.choice), rd::refusal::kNone) << "step " << index;
}

TEST(TutorialScript, IsARealGameThatPinkWinsWithItsLastStep) {
  const TutorialScript& script = tutorial_script();
  rd::Match match = new_match(script);
  for (size_t i = 0; i < script.steps.size(); ++i) {
    ASSERT_FALSE(match.state().is_over()) << "the game ended before step " << i;
    play(match, script.steps[i], i);
    if (HasFatalFailure()) return;
  }
  EXPECT_EQ(match.state().winner(), rd::kPink);
  EXPECT_LE(match.state().round(), 2) << "short enough for five minutes";
  // The record reads back through the engine (the page can download and replay it).
  EXPECT_TRUE(std::holds_alternative<rd::Match>(rd::replay_record(rd::standard_board(), match.record_text())));
}

TEST(TutorialScript, TeachesEveryActionADragonAndAPlankJudgedByEye) {
  const TutorialScript& script = tutorial_script();
  rd::Match match = new_match(script);
  std::set<rd::Decision> pink_decisions;
  bool judged = false;
  for (size_t i = 0; i < script.steps.size(); ++i) {
    const TutorialStep& step = script.steps[i];
    if (step.color == rd::kPink) pink_decisions.insert(step.choice.kind);
    // Picking plank 6 for the first gap: the next shorter plank would not reach (by eye matters).
    if (step.color == rd::kPink && step.choice.kind == rd::Decision::kPlaceSpan && !judged) {
      const rd::State& s = match.state();
      const int picked = s.picked_plank();
      EXPECT_EQ(s.span_problem(picked, step.choice.a, step.choice.b), rd::refusal::kNone);
      EXPECT_NE(s.span_problem(picked - 1, step.choice.a, step.choice.b), rd::refusal::kNone) << "a shorter plank would fit too";
      judged = true;
    }
    play(match, step, i);
    if (HasFatalFailure()) return;
  }
  EXPECT_TRUE(judged);
  for (rd::Decision d : {rd::Decision::kProgram, rd::Decision::kStone, rd::Decision::kPickPlank, rd::Decision::kPlaceSpan,
                         rd::Decision::kRemove, rd::Decision::kMove2, rd::Decision::kJump})
    EXPECT_TRUE(pink_decisions.count(d)) << "the player never makes decision " << int(d);
  // Black's dragon cancels one of Pink's cards, a plank fits nowhere, a jump finds nobody to
  // leap over, and Pink enters Black's village.
  const std::string record = match.record_text(-1);
  EXPECT_NE(record.find(R"({"slot":1,"player":"pink","card":"move1","events":[{"e":"cancelled","by":"black"}]})"), std::string::npos) << record;
  EXPECT_NE(record.find(R"({"e":"plank-lost","plank":"black1"})"), std::string::npos) << record;
  EXPECT_NE(record.find(R"("player":"black","card":"jump","events":[{"e":"fall"}])"), std::string::npos) << record;
  EXPECT_NE(record.find(R"({"e":"win"})"), std::string::npos);
}

TEST(TutorialScript, EveryPlayerStepSaysWhatToDoAndPointsAtIt) {
  const TutorialScript& script = tutorial_script();
  rd::Match match = new_match(script);
  for (size_t i = 0; i < script.steps.size(); ++i) {
    const TutorialStep& step = script.steps[i];
    if (step.color == rd::kPink) {
      EXPECT_TRUE(step.instruction) << "step " << i;
      const Pointer p = step_pointer(match.state(), step, rd::Draft{-1, -1, -1, -1, -1}, -1);
      EXPECT_EQ(p.empty(), step.free) << "step " << i << ": a free step points at nothing, every other at its target";
    }
    play(match, step, i);
    if (HasFatalFailure()) return;
  }
}

TEST(TutorialScript, PointsAtTheNextCardAWrongCardOrTheLock) {
  const TutorialStep& first = tutorial_script().steps[0];
  const rd::State s(rd::standard_board(), {2, rd::Variant::kStandard, rd::kPink});
  const rd::Program& p = first.choice.program;
  rd::Draft draft{-1, -1, -1, -1, -1};
  EXPECT_EQ(step_pointer(s, first, draft, -1).id, rd::card_name(p[0]));
  draft[0] = p[0];
  EXPECT_EQ(step_pointer(s, first, draft, -1).id, rd::card_name(p[1]));
  draft[1] = p[2];  // a card in the wrong slot: take it back first
  EXPECT_EQ(step_pointer(s, first, draft, -1).kind, "slot");
  EXPECT_EQ(step_pointer(s, first, draft, -1).id, "2");
  for (int k = 0; k < rd::kSlots; ++k) draft[k] = p[k];
  EXPECT_EQ(step_pointer(s, first, draft, -1).id, "confirm");
}

double fake_now = 0;
double fake_clock() { return fake_now; }

// Another legal choice than the script's, if the decision offers one.
std::optional<rd::Choice> other_choice(const rd::State& s, const rd::Choice& scripted) {
  for (const rd::Choice& c : s.legal_choices())
    if (!same_choice(c, scripted)) return c;
  return std::nullopt;
}

TEST(TutorialScript, AGuidedSessionHoldsThePlayerToTheScriptAndTheComputerToItsStories) {
  const TutorialScript& script = tutorial_script();
  Session session(script.config, script.seed, fake_clock);
  session.set_guide(std::make_unique<Tutorial>(script));
  auto& guide = static_cast<Tutorial&>(*session.guide());
  int refused = 0, free_steps = 0;
  for (int guard = 0; guard < 1000 && !session.state().is_over(); ++guard) {
    const TutorialStep* step = guide.step(session.match());
    ASSERT_NE(step, nullptr);
    const size_t before = session.match().history().size();
    if (guide.story_waiting(session.match())) {
      fake_now += 10000;
      session.update(fake_now);  // the computer waits for the player to read
      ASSERT_EQ(session.match().history().size(), before);
      guide.story_read(session.match());
      continue;
    }
    if (step->color != rd::kPink) {
      fake_now += 10000;
      session.update(fake_now);
      ASSERT_EQ(session.match().history().size(), before + 1) << "the computer plays the script's step";
      continue;
    }
    if (step->choice.kind == rd::Decision::kProgram) {
      rd::Program wrong = step->choice.program;
      std::swap(wrong[0], wrong[1]);
      EXPECT_NE(session.lock_program(rd::kPink, wrong), rd::refusal::kNone);
      ++refused;
      ASSERT_EQ(session.lock_program(rd::kPink, step->choice.program), rd::refusal::kNone);
    } else {
      const auto other = other_choice(session.state(), step->choice);
      if (step->free) {
        ASSERT_TRUE(other) << "a free step offers a choice";
        EXPECT_EQ(session.choose(*other), rd::refusal::kNone) << "the free step takes a choice other than the script's";
        ++free_steps;
        continue;
      }
      if (other) {
        EXPECT_NE(session.choose(*other), rd::refusal::kNone) << "a legal choice off the script is refused";
        ASSERT_EQ(session.match().history().size(), before);
        ++refused;
      }
      ASSERT_EQ(session.choose(step->choice), rd::refusal::kNone);
    }
  }
  EXPECT_EQ(session.state().winner(), rd::kPink);
  EXPECT_EQ(session.match().history().size(), script.steps.size());
  EXPECT_GT(refused, 5);
  EXPECT_EQ(free_steps, 1);
}

// The free step is free: whatever legal choice the player makes there, the rest of the
// script stays legal and Pink still wins with the script's last step.
TEST(TutorialScript, EveryChoiceAtTheFreeStepLeadsToTheSameWin) {
  const TutorialScript& script = tutorial_script();
  const auto free = std::find_if(script.steps.begin(), script.steps.end(), [](const TutorialStep& s) { return s.free; });
  ASSERT_NE(free, script.steps.end());
  const size_t at = size_t(free - script.steps.begin());
  rd::Match before = new_match(script);
  for (size_t i = 0; i < at; ++i) play(before, script.steps[i], i);
  const std::vector<rd::Choice> choices = before.state().legal_choices();
  EXPECT_GT(choices.size(), 10u) << "a real choice";
  for (const rd::Choice& choice : choices) {
    rd::Match match = before;
    TutorialStep chosen = *free;
    chosen.choice = choice;
    play(match, chosen, at);
    for (size_t i = at + 1; i < script.steps.size(); ++i) play(match, script.steps[i], i);
    if (HasFatalFailure()) return;
    EXPECT_EQ(match.state().winner(), rd::kPink) << rd::to_string(choice, before.state());
  }
}

}  // namespace
}  // namespace rdweb
