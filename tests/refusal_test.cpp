// A refusal is a value, and it is never dropped: a computer player whose choice the rules
// refuse stops the program loudly (must_accept.h) instead of waiting forever for a game
// that a refused choice does not move; and a state or choice reads as words.
#include <gtest/gtest.h>

#include "bot.h"
#include "playout.h"
#include "scenario.h"

namespace rd {
namespace {

// A broken computer player: it programs the same card twice, which the rules refuse.
class CardTwiceBot : public Bot {
 public:
  Choice choose(const State& state) override { return Choice::make_program(choose_program(state, state.actor())); }
  Program choose_program(const State&, int) override { return prog(kMove1, kMove1, kMove2, kJump, kStone1); }
};

TEST(RefusalDeathTest, AComputersRefusedChoiceStopsTheGameLoudly) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  CardTwiceBot broken;
  RandomBot random(1);
  Seats seats{};
  seats[kPink] = &broken;
  seats[kBlack] = &random;
  Match match(standard_board(), {2, Variant::kStandard, kPink});
  // Before must_accept(), play_out() looped here for ever: the refused choice moved nothing.
  EXPECT_DEATH(play_out(match, seats, 3),
               "refused .*the same card twice.*choice: program move1 move1 move2 jump stone1.*round 1.*pink: pawn V:pink");
  State state = match.state();
  EXPECT_DEATH(play_out(state, seats, 3), "the same card twice");
}

TEST(Refusal, IsOneByteAndReadsAsWhetherRefused) {
  static_assert(sizeof(Refusal) == 1);
  EXPECT_FALSE(refusal::kNone);
  EXPECT_TRUE(refusal::kGameOver);
  EXPECT_EQ(refusal::kGameOver.code(), RefusalCode::kGameOver);
  EXPECT_EQ(to_string(refusal::kNone), "accepted");
  EXPECT_STREQ(refusal::kNone.words(), "");
}

TEST(ToString, AChoiceIsOneLineNamedInItsState) {
  State s = two_player();
  stones_for(s, *islands_needing(3));  // the plank fits somewhere, so it stays picked
  start(s, kPlank1);
  ASSERT_EQ(s.apply(Choice::pick_plank(plank(kPink, 3))), refusal::kNone);
  EXPECT_EQ(to_string(Choice::span(I(4), I(7)), s), "plank pink3 between I4 and I7");
  EXPECT_EQ(to_string(Choice::span(V(kPink), I(7))), "the picked plank between V:pink and I7");
  EXPECT_EQ(to_string(Choice::jump(plank(kRed, 2), P(kRed, 5))), "jump over red2 to P:red5");
  EXPECT_EQ(to_string(Choice::pick_plank(-7)), "pick plank #-7") << "a refused choice may hold any byte";
}

TEST(ToString, AStateShowsWhoDecidesWhatAndTheBoard) {
  State s = two_player();
  start(s, kPlank1);
  StateAccess::stone(s, I(12));
  StateAccess::plank(s, plank(kPink, 2), V(kPink), I(12));
  const std::string text = to_string(s);
  for (const char* line : {"standard game, 2 players, round 1, first player pink\n",
                           "resolution, decision pick-plank, actor pink, slot 1 (plank1)\n",
                           "pink: pawn V:pink; reserve pink1 pink3 pink4 pink5 pink6; program plank1 ",
                           "black: pawn V:black; reserve black1 ", "stones (", " in reserve): I12\n",
                           "planks on the board: pink2 V:pink-I12\n"})
    EXPECT_NE(text.find(line), std::string::npos) << "no \"" << line << "\" in\n" << text;
}

}  // namespace
}  // namespace rd
