#include "tutorial_script.h"

#include <algorithm>

#include "names.h"

namespace rdweb {

namespace {
using rd::Choice;
using rd::Decision;

constexpr int kPink = rd::kPink, kBlack = rd::kBlack;
constexpr int I(int island) { return rd::kFirstStone + island - 1; }  // a support on island n
constexpr int stone(int island) { return island - 1; }                // a stone slot
constexpr int P(int color, int number) { return rd::plank_position(rd::plank_id(color, number)); }
constexpr int plank(int color, int number) { return rd::plank_id(color, number); }

TutorialStep step(int color, Choice c) {
  TutorialStep s;
  s.color = color;
  s.choice = c;
  return s;
}
TutorialStep program(int color, rd::Program cards) { return step(color, Choice::make_program(cards)); }
TutorialStep black(Choice c) { return step(kBlack, c); }
TutorialStep pink(Choice c, Text instruction) {
  TutorialStep s = step(kPink, c);
  s.instruction = instruction;
  return s;
}
TutorialStep told(TutorialStep step, Text story) {
  step.stories.push_back(story);
  return step;
}
TutorialStep free(TutorialStep step) {
  step.free = true;
  return step;
}

// The game, designed on paper with RULES.md (checked by tests/logic/tutorial_script_test.cpp):
// Pink needs plank 6 from its village to I10 and plank 5 from I10 to the middle stone I13;
// Black the same from its village through I19. Round 1 (Pink first): both build their half,
// Black's third plank (its shortest) fits nowhere and leaves the game, Pink walks to the
// middle and removes the plank behind it (Black is coming), Black walks up beside Pink and
// Pink jumps over it. Round 2 (Black first): Black's dragon cancels Pink's Move 1 into the
// village; Black's Jump finds nobody beside it and Black falls into the river; Pink puts a
// stone wherever the player likes (the one free choice: nothing after it depends on where,
// tests/logic/tutorial_script_test.cpp tries every island); Black takes a plank; Pink's
// Move 2 in slot 3 wins.
TutorialScript make_script() {
  TutorialScript s;
  s.config.players = 2;
  s.config.seats[0] = {true, ""};
  s.config.seats[1] = {false, "medium"};  // never asked: the script plays Black
  s.config.first = kPink;
  s.config.speed = Speed::kNormal;  // the App plays it at the player's chosen speed, normal by default
  s.seed = 2026;
  s.ending = Text::kTutorialEnd;
  TutorialStep first = told(program(kPink, {rd::kStone2, rd::kPlank2, rd::kMove2, rd::kRemove, rd::kJump}), Text::kTutorialWelcome);
  first.instruction = Text::kTutorialProgram1;
  first.slot_notes = {Text::kTutorialNoteStone2, Text::kTutorialNotePlank2, Text::kTutorialNoteMove2, Text::kTutorialNoteRemove,
                      Text::kTutorialNoteJump};
  TutorialStep second = told(program(kPink, {rd::kMove1, rd::kStone1, rd::kMove2, rd::kStone2, rd::kPlank1}), Text::kTutorialRound2);
  second.instruction = Text::kTutorialProgram2;
  second.slot_notes = {Text::kTutorialNoteMove1, Text::kTutorialNoteFree, Text::kTutorialNoteSpare, Text::kTutorialNoteUnused,
                       Text::kTutorialNoteUnused};
  s.steps = {
      // Round 1.
      first,
      program(kBlack, {rd::kStone2, rd::kPlank2, rd::kPlank1, rd::kMove2, rd::kMove1}),
      told(pink(Choice::stone(stone(10)), Text::kTutorialStone1), Text::kTutorialSlots),  // slot 1
      pink(Choice::stone(stone(13)), Text::kTutorialStone2),
      black(Choice::stone(stone(19))),
      black(Choice::stone(stone(14))),
      told(pink(Choice::pick_plank(plank(kPink, 6)), Text::kTutorialPick6), Text::kTutorialBlackStones),  // slot 2
      pink(Choice::span(kPink, I(10)), Text::kTutorialSpan),
      pink(Choice::pick_plank(plank(kPink, 5)), Text::kTutorialPick5),
      pink(Choice::span(I(10), I(13)), Text::kTutorialSpan),
      black(Choice::pick_plank(plank(kBlack, 6))),
      black(Choice::span(kBlack, I(19))),
      black(Choice::pick_plank(plank(kBlack, 5))),
      black(Choice::span(I(19), I(13))),
      told(pink(Choice::move(Decision::kMove2, P(kPink, 6), P(kPink, 5)), Text::kTutorialMove2), Text::kTutorialBlackBridge),  // slot 3
      black(Choice::pick_plank(plank(kBlack, 1))),  // fits nowhere: out of the game
      told(pink(Choice::take_plank(plank(kPink, 6)), Text::kTutorialRemove), Text::kTutorialBlackPlank),  // slot 4
      black(Choice::move(Decision::kMove2, P(kBlack, 6), P(kBlack, 5))),
      told(pink(Choice::jump(plank(kBlack, 5), P(kBlack, 6)), Text::kTutorialJump), Text::kTutorialBlackNear),  // slot 5
      black(Choice::move(Decision::kMove1, P(kPink, 5))),
      // Round 2: slot 1 is Black's dragon and Pink's cancelled Move 1, slot 2 opens with
      // Black's Jump, which finds no pawn to leap over (no choice in any of them).
      second,
      program(kBlack, {rd::dragon_of(kPink), rd::kJump, rd::kRemove, rd::kMove1, rd::kMove2}),
      told(told(free(pink(Choice::stone(stone(7)), Text::kTutorialFreeStone)), Text::kTutorialDragon), Text::kTutorialFailedJump),
      told(black(Choice::take_plank(plank(kPink, 5))), Text::kTutorialFreeDone),  // slot 3
      pink(Choice::move(Decision::kMove2, kBlack), Text::kTutorialWin),
  };
  return s;
}

std::string support_id(const rd::State& s, int support) { return rd::support_name(s, support); }

Pointer program_pointer(const rd::Program& cards, const rd::Draft& draft) {
  for (int k = 0; k < rd::kSlots; ++k) {
    if (draft[k] == cards[k]) continue;
    if (draft[k] != rd::kNoCard) return {"slot", std::to_string(k + 1)};  // a wrong card: take it back
    const auto elsewhere = std::find(draft.begin(), draft.end(), int(cards[k]));
    if (elsewhere != draft.end()) return {"slot", std::to_string(elsewhere - draft.begin() + 1)};
    return {"card", rd::card_name(cards[k])};
  }
  return {"button", "confirm"};
}

// A support as the board's targets name it: an island while it has no stone.
Pointer support_pointer(const rd::State& s, int support) {
  if (support >= rd::kFirstStone && !s.has_stone(support)) return {"island", rd::island_name(support - rd::kFirstStone)};
  return {"support", support_id(s, support)};
}
}  // namespace

const TutorialScript& tutorial_script() {
  static const TutorialScript script = make_script();
  return script;
}

bool same_choice(const Choice& a, const Choice& b) {
  if (a.kind == Decision::kPlaceSpan && b.kind == Decision::kPlaceSpan)
    return std::minmax(a.a, a.b) == std::minmax(b.a, b.b);
  return a == b;
}

Pointer step_pointer(const rd::State& s, const TutorialStep& step, const rd::Draft& draft, int span_start) {
  if (step.free) return {};  // every legal target is the player's to choose
  const Choice& c = step.choice;
  switch (c.kind) {
    case Decision::kProgram: return program_pointer(c.program, draft);
    case Decision::kStone: return {"island", rd::island_name(c.a)};
    case Decision::kPickPlank: return {"reserve", rd::plank_name(c.a)};
    case Decision::kPlaceSpan:
      if (span_start < 0) return support_pointer(s, c.a);
      if (span_start == c.a || span_start == c.b) return support_pointer(s, span_start == c.a ? c.b : c.a);
      return support_pointer(s, span_start);  // a wrong first end: choosing it again lets it go
    case Decision::kRemove:
      if (c.remove == rd::RemoveKind::kPlank) return {"plank", rd::plank_name(c.a)};
      return support_pointer(s, c.a);
    case Decision::kMove1:
    case Decision::kMove2:
    case Decision::kJump: return {"destination", rd::position_name(rd::landing(c))};
    default: return {};
  }
}

const TutorialStep* Tutorial::step(const rd::Match& match) const {
  const size_t at = match.history().size();
  return at < script_.steps.size() ? &script_.steps[at] : nullptr;
}

const Text* Tutorial::story(const rd::Match& match) const {
  const TutorialStep* next = step(match);
  const int read = stories_read(match);
  return next && read < int(next->stories.size()) ? &next->stories[size_t(read)] : nullptr;
}

void Tutorial::story_read(const rd::Match& match) {
  read_ = stories_read(match) + 1;
  read_at_ = position(match);
}

std::optional<Choice> Tutorial::computer_choice(const rd::Match& match, int color) const {
  const TutorialStep* next = step(match);
  if (!next || next->color != color || story_waiting(match)) return std::nullopt;
  return next->choice;
}

Refused Tutorial::refuse(const rd::Match& match, int color, const Choice& choice) const {
  const TutorialStep* next = step(match);
  if (!next) return {};  // past the script (it ends with the win): the rules alone
  if (story_waiting(match)) return Text::kTutorialNotYet;
  if (next->color != color) return Text::kTutorialNotThis;
  if (next->free) return {};  // the player's own choice: the rules alone judge it
  if (!same_choice(next->choice, choice)) return Text::kTutorialNotThis;
  return {};
}

}  // namespace rdweb
