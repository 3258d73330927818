// River dragons (RULES.md §5): a dragon cancels its color's card in the same slot.
#include <gtest/gtest.h>

#include "scenario.h"

namespace rd {
namespace {

nlohmann::ordered_json action(const Match& m, size_t round, size_t index) { return m.record()["rounds"][round]["actions"][index]; }

TEST(Dragons, ADragonCancelsItsColorsCardInTheSameSlot) {
  Match m(standard_board(), {2, Variant::kStandard, kPink});
  ASSERT_EQ(m.lock_program(kPink, prog(kMove1, kRemove, kMove2, kJump, kStone1)), refusal::kNone);
  ASSERT_EQ(m.lock_program(kBlack, prog(dragon_of(kPink), kRemove, kMove2, kJump, kStone1)), refusal::kNone);
  EXPECT_EQ(action(m, 0, 0).dump(), R"({"slot":1,"player":"pink","card":"move1","events":[{"e":"cancelled","by":"black"}]})");
  EXPECT_EQ(action(m, 0, 1).dump(), R"({"slot":1,"player":"black","card":"dragon-pink","events":[]})");
  EXPECT_EQ(action(m, 0, 2)["events"][0]["e"], "lost") << "slot 2 is not cancelled";
}

TEST(Dragons, SeveralDragonsOnOneCardNameTheFirstInResolutionOrder) {
  for (Color first : {kPink, kBlue}) {
    Match m(standard_board(), {3, Variant::kStandard, first});
    ASSERT_EQ(m.lock_program(kPink, prog(kMove1, kRemove, kMove2, kJump, kStone1)), refusal::kNone);
    ASSERT_EQ(m.lock_program(kRed, prog(dragon_of(kPink), kRemove, kMove2, kJump, kStone1)), refusal::kNone);
    ASSERT_EQ(m.lock_program(kBlue, prog(dragon_of(kPink), kRemove, kMove2, kJump, kStone1)), refusal::kNone);
    for (const auto& a : m.record()["rounds"][0]["actions"])
      if (a["player"] == "pink" && a["slot"] == 1) {
        EXPECT_EQ(a["events"][0]["by"], first == kPink ? "red" : "blue");
      }
  }
}

TEST(Dragons, ADragonIsNeverCancelledAndAllDragonsApply) {
  // Rule example 5: pink plays a green dragon in slot 4, green a blue dragon: blue loses
  // its slot-4 action, green's dragon still works.
  Match m(standard_board(), {6, Variant::kStandard, kPink});
  for (Color c : {kPink, kRed, kBlue, kBlack, kGreen, kYellow}) {
    Card fourth = kJump;
    if (c == kPink) fourth = dragon_of(kGreen);
    if (c == kGreen) fourth = dragon_of(kBlue);
    if (c == kBlue) fourth = kPlank1;
    ASSERT_EQ(m.lock_program(c, prog(kRemove, kMove1, kMove2, fourth, fourth == kJump ? kStone1 : kJump)), refusal::kNone);
  }
  // Slots 1-3 resolve alone on an empty river; slot 4 follows.
  const auto& actions = m.record()["rounds"][0]["actions"];
  ASSERT_GE(actions.size(), 24u);
  for (size_t i = 18; i < 24; ++i) {
    const auto& a = actions[i];
    ASSERT_EQ(a["slot"], 4);
    const std::string expected = a["player"] == "blue"                             ? R"([{"e":"cancelled","by":"green"}])"
                                 : a["player"] == "green" || a["player"] == "pink" ? "[]"
                                                                                   : R"([{"e":"fall"}])";
    EXPECT_EQ(a["events"].dump(), expected) << a.dump();
  }
}

// The frontend asks cancelled_by() who struck which card instead of reading the record.
TEST(Dragons, CancelledByNamesTheDragonOwnerAndNeverCancelsADragon) {
  State s(standard_board(), {6, Variant::kStandard, kPink});
  for (Color c : {kPink, kRed, kBlue, kBlack, kGreen, kYellow}) {
    Card fourth = kJump;
    if (c == kPink) fourth = dragon_of(kGreen);
    if (c == kGreen) fourth = dragon_of(kBlue);
    if (c == kRed) fourth = dragon_of(kPink);
    ASSERT_EQ(s.lock_program(c, prog(kRemove, kMove1, kMove2, fourth, fourth == kJump ? kStone1 : kJump)), refusal::kNone);
  }
  EXPECT_EQ(s.cancelled_by(kBlue, 3), kGreen);
  EXPECT_EQ(s.cancelled_by(kGreen, 3), -1) << "green's card is a dragon: never cancelled";
  EXPECT_EQ(s.cancelled_by(kPink, 3), -1) << "pink's card is a dragon too";
  EXPECT_EQ(s.cancelled_by(kBlack, 3), -1);
  EXPECT_EQ(s.cancelled_by(kBlue, 2), -1) << "another slot";
}

TEST(Dragons, TheProgramEditorAsksTheRulesAboutPartlyFilledPrograms) {
  const Hand hand = hand_for(kPink, colors_in_play(6));
  EXPECT_EQ(draft_fault({dragon_of(kRed), kNoCard, kNoCard, kNoCard, kNoCard}, hand), ProgramFault::kNone);
  EXPECT_EQ(draft_fault({dragon_of(kRed), kNoCard, dragon_of(kBlue), kNoCard, kNoCard}, hand), ProgramFault::kTwoDragons);
  EXPECT_EQ(draft_fault({kMove1, kNoCard, kMove1, kNoCard, kNoCard}, hand), ProgramFault::kTwice);
  EXPECT_EQ(draft_fault({dragon_of(kPink), kNoCard, kNoCard, kNoCard, kNoCard}, hand), ProgramFault::kNotInHand);
  EXPECT_EQ(draft_fault({kNoCard, kNoCard, kNoCard, kNoCard, kNoCard}, hand), ProgramFault::kNone);
  EXPECT_EQ(program_problem(prog(kStone1, kStone2, kPlank1, kPlank2, Card(kNoCard)), hand), refusal::kCardNotInHand)
      << "a whole program has no empty slot";
}

TEST(Dragons, AtMostOneDragonPerProgram) {
  State s(standard_board(), {3, Variant::kStandard, kPink});
  EXPECT_EQ(s.lock_program(kPink, prog(dragon_of(kRed), dragon_of(kBlue), kMove1, kMove2, kJump)), refusal::kTwoDragons);
  EXPECT_EQ(s.lock_program(kPink, prog(kStone1, kMove1, kMove2, kJump, kRemove)), refusal::kNone) << "none is fine";
}

}  // namespace
}  // namespace rd
