// Cards, hands and programs (RULES.md §2–3), and the seating table.
#include <gtest/gtest.h>

#include "bot.h"
#include "scenario.h"

namespace rd {
namespace {

TEST(Cards, HandSizesForTwoToSixPlayers) {
  for (int players = 2; players <= 6; ++players)
    for (int c = 0; c < kColors; ++c)
      if (colors_in_play(players) >> c & 1) {
        const Hand hand = hand_for(c, colors_in_play(players));
        EXPECT_EQ(__builtin_popcount(hand), 8 + players - 1) << players << " players, " << color_name(c);
        EXPECT_FALSE(hand >> dragon_of(c) & 1) << "no dragon of one's own color";
      }
}

TEST(Cards, HandsHoldOnlyTheDragonsOfColorsInPlay) {
  const Hand hand = hand_for(kPink, colors_in_play(2));
  EXPECT_TRUE(hand >> dragon_of(kBlack) & 1);
  for (Color c : {kRed, kBlue, kGreen, kYellow}) EXPECT_FALSE(hand >> dragon_of(c) & 1);
}

TEST(Cards, ColorsInPlayFollowTheTable) {
  auto names = [](int players) {
    std::string out;
    for (int c = 0; c < kColors; ++c)
      if (colors_in_play(players) >> c & 1) out += std::string(color_name(c)) + " ";
    return out;
  };
  EXPECT_EQ(names(2), "pink black ");
  EXPECT_EQ(names(3), "pink red blue ");
  EXPECT_EQ(names(4), "red blue green yellow ");
  EXPECT_EQ(names(5), "red blue black green yellow ");
  EXPECT_EQ(names(6), "pink red blue black green yellow ");
  EXPECT_EQ(colors_in_play(1), 0);
  EXPECT_EQ(colors_in_play(7), 0);
}

TEST(Cards, DestinationsAreStraightAcross) {
  EXPECT_EQ(destination(kPink), kBlack);
  EXPECT_EQ(destination(kBlack), kPink);
  EXPECT_EQ(destination(kRed), kGreen);
  EXPECT_EQ(destination(kBlue), kYellow);
  EXPECT_EQ(destination(kYellow), kBlue);
}

TEST(Cards, NamesRoundTrip) {
  for (int c = 0; c < kCards; ++c) EXPECT_EQ(parse_card(card_name(c)), Card(c));
  EXPECT_EQ(card_name(dragon_of(kGreen)), "dragon-green");
  EXPECT_FALSE(parse_card("dragon-purple"));
  EXPECT_FALSE(parse_card("stone3"));
}

TEST(Programs, FiveDifferentCardsAtMostOneDragon) {
  const Hand hand = hand_for(kPink, colors_in_play(6));
  EXPECT_EQ(program_problem(prog(kStone1, kStone2, kPlank1, kPlank2, kRemove), hand), refusal::kNone);
  EXPECT_EQ(program_problem(prog(kStone1, dragon_of(kRed), kPlank1, kPlank2, kRemove), hand), refusal::kNone);
  EXPECT_EQ(program_problem(prog(kStone1, kStone1, kPlank1, kPlank2, kRemove), hand), refusal::kCardTwice);
  EXPECT_EQ(program_problem(prog(dragon_of(kRed), dragon_of(kBlue), kPlank1, kPlank2, kRemove), hand), refusal::kTwoDragons);
  EXPECT_EQ(program_problem(prog(dragon_of(kPink), kStone1, kPlank1, kPlank2, kRemove), hand), refusal::kCardNotInHand);
}

TEST(Programs, LockingIsOncePerRoundAndRejectsBadPrograms) {
  State s = two_player();
  EXPECT_EQ(s.decision(), Decision::kProgram);
  EXPECT_EQ(s.actor(), kPink);
  EXPECT_NE(s.lock_program(kRed, starting_with(kMove1)), refusal::kNone) << "red is not in play";
  EXPECT_NE(s.lock_program(kPink, prog(kMove1, kMove1, kMove2, kJump, kRemove)), refusal::kNone);
  EXPECT_FALSE(s.has_program(kPink)) << "a rejected program changes nothing";
  ASSERT_EQ(s.lock_program(kBlack, starting_with(kMove1)), refusal::kNone);
  EXPECT_NE(s.lock_program(kBlack, starting_with(kMove2)), refusal::kNone) << "a program cannot change";
  EXPECT_EQ(s.actor(), kPink);
  EXPECT_EQ(s.phase(), Phase::kProgramming);
}

TEST(Programs, LegalProgramCountMatchesTheCombinatorics) {
  // 8 actions and 1 dragon at two players: P(8,5) + 5 * P(8,4).
  State s = two_player();
  EXPECT_EQ(s.legal_choices().size(), size_t(6720 + 5 * 1680));
}

TEST(Programs, RandomProgramsAreLegal) {
  Rng rng(3);
  const Hand hand = hand_for(kBlue, colors_in_play(6));
  int with_dragon = 0;
  for (int i = 0; i < 2000; ++i) {
    const Program p = random_program(hand, rng);
    ASSERT_EQ(program_problem(p, hand), refusal::kNone);
    with_dragon += std::any_of(p.begin(), p.end(), [](Card c) { return is_dragon(c); });
  }
  // Uniform over legal programs: 5*5*P(8,4) of 48,720 have a dragon (about 86%).
  EXPECT_NEAR(with_dragon / 2000.0, 42000.0 / 48720.0, 0.03);
}

// A searching bot's sampled future (State::redeal_unseen): during a resolution, the other
// players' cards not turned over yet are drawn again, legal and varied; everything seen
// stays as it was, and the future can be played.
TEST(Programs, RedealingTheUnseenCardsKeepsWhatIsSeen) {
  for (int players : {2, 4, 6}) {
    State s(standard_board(), {players, Variant::kStandard, Color(__builtin_ctz(colors_in_play(players)))});
    RandomBot bot{uint64_t(players)};
    while (s.phase() != Phase::kResolution || s.slot() < 1) ASSERT_EQ(s.apply(bot.choose(s)), refusal::kNone);
    const int viewer = s.actor();
    Rng rng(uint64_t(players) * 11);
    int changed = 0;
    for (int k = 0; k < 50; ++k) {
      State d = s.redeal_unseen(viewer, rng);
      for (int c = 0; c < kColors; ++c) {
        if (!s.in_play(c)) continue;
        ASSERT_EQ(program_problem(d.program(c), s.hand(c)), refusal::kNone);
        for (int slot = 0; slot < kSlots; ++slot) {
          const bool seen = c == viewer || slot <= s.slot();
          if (seen) ASSERT_EQ(d.program(c)[slot], s.program(c)[slot]) << "color " << c << " slot " << slot;
          else changed += d.program(c)[slot] != s.program(c)[slot];
        }
      }
      ASSERT_EQ(d.slot(), s.slot());
      ASSERT_EQ(d.actor(), s.actor());
      for (int i = 0; i < 200 && !d.is_over() && d.round() == s.round(); ++i) ASSERT_EQ(d.apply(bot.choose(d)), refusal::kNone);
    }
    EXPECT_GT(changed, 50) << "the unseen cards are drawn again";
    EXPECT_EQ(s.redeal_unseen(viewer, rng).program(viewer), s.program(viewer));
  }
}

TEST(Rounds, TheFirstPlayerMarkerMovesClockwise) {
  State s(standard_board(), {3, Variant::kStandard, kBlue});
  std::array<int8_t, kColors> order;
  ASSERT_EQ(s.resolution_order(order), 3);
  EXPECT_EQ(order[0], kBlue);
  EXPECT_EQ(order[1], kPink);
  EXPECT_EQ(order[2], kRed);
  // A round of moves on an empty river: every move falls, nothing needs a choice.
  for (Color c : {kBlue, kPink, kRed}) ASSERT_EQ(s.lock_program(c, prog(kMove1, kMove2, kJump, kStone1, kStone2)), refusal::kNone);
  // stone1 in slot 4 needs a choice: answer them all.
  while (s.round() == 1) ASSERT_EQ(s.apply(s.legal_choices().front()), refusal::kNone);
  EXPECT_EQ(s.round(), 2);
  EXPECT_EQ(s.first_player(), kPink);
  EXPECT_EQ(s.decision(), Decision::kProgram);
  EXPECT_FALSE(s.has_program(kBlue)) << "cards go back to hand";
}

}  // namespace
}  // namespace rd
