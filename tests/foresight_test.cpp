// Losses a player could foresee while programming (core/rules/foresight.h): only what the
// board now and the player's own earlier cards make certain, never a false alarm that
// other players' secret programs or a plank's length judged by eye would have to decide.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "foresight.h"
#include "scenario.h"

namespace rd {
namespace {

Draft draft(std::initializer_list<int> cards) {
  Draft d;
  d.fill(kNoCard);
  int k = 0;
  for (int c : cards) d[k++] = c;
  return d;
}

Doom doom_of(const State& s, std::initializer_list<int> cards, int slot, int color = kPink) {
  return foreseen_losses(s, color, draft(cards))[slot];
}

TEST(Foresight, APlankInRoundOneHasNoPlace) {
  const State s = two_player();
  EXPECT_EQ(doom_of(s, {kPlank1}, 0), Doom::kPlankHasNoPlace) << "no stone on the board: the plank leaves the game";
  EXPECT_EQ(doom_of(s, {kMove1, kPlank2}, 1), Doom::kPlankHasNoPlace);
}

TEST(Foresight, OwnStonesEarlierInTheProgramMayGiveAPlankItsPlace) {
  const State s = two_player();
  EXPECT_EQ(doom_of(s, {kStone1, kPlank1}, 1), Doom::kNone) << "a stone next to the village can hold a long plank";
  EXPECT_EQ(doom_of(s, {kStone2, kPlank1}, 1), Doom::kNone);
  EXPECT_EQ(doom_of(s, {kPlank1, kStone1}, 0), Doom::kPlankHasNoPlace) << "a later stone comes too late";
}

TEST(Foresight, APlankIsNeverJudgedForThePlayer) {
  // Only the shortest plank left, two stones a long plank apart: whether it reaches is the
  // player's judgement by eye (RULES.md §6.2), so no warning.
  const PairInfo* span = islands_needing(5);
  ASSERT_NE(span, nullptr);
  State s = two_player();
  stones_for(s, *span);
  for (int n = 2; n <= kPlankNumbers; ++n) StateAccess::out_of_game(s, plank(kPink, n));
  EXPECT_EQ(doom_of(s, {kPlank1}, 0), Doom::kNone);
}

TEST(Foresight, AnEmptyReserveLosesThePlankCard) {
  State s = two_player();
  for (int n = 1; n <= kPlankNumbers; ++n) StateAccess::out_of_game(s, plank(kPink, n));
  EXPECT_EQ(doom_of(s, {kPlank1}, 0), Doom::kNoPlankLeft);
  State one_left = two_player();
  stones_for(one_left, *islands_needing(3));
  for (int n = 2; n <= kPlankNumbers; ++n) StateAccess::out_of_game(one_left, plank(kPink, n));
  EXPECT_EQ(doom_of(one_left, {kPlank1, kPlank2}, 1), Doom::kNoPlankLeft) << "the first card uses the last plank";
  EXPECT_EQ(doom_of(one_left, {kPlank1, kRemove, kPlank2}, 2), Doom::kNone) << "a Remove may bring one back";
}

TEST(Foresight, StonesRunOut) {
  State s = two_player();
  StateAccess::stones_in_reserve(s, 0);
  EXPECT_EQ(doom_of(s, {kStone1}, 0), Doom::kNoStoneLeft);
  StateAccess::stones_in_reserve(s, 1);
  EXPECT_EQ(doom_of(s, {kStone1}, 0), Doom::kNone);
  EXPECT_EQ(doom_of(s, {kStone1, kStone2}, 1), Doom::kNoStoneLeft) << "the first card takes the last stone";
  EXPECT_EQ(doom_of(s, {kStone1, kRemove, kStone2}, 2), Doom::kNone) << "its own stone may be removed again";
}

TEST(Foresight, NothingToRemoveInRoundOne) {
  const State s = two_player();
  EXPECT_EQ(doom_of(s, {kRemove}, 0), Doom::kNothingToRemove);
  EXPECT_EQ(doom_of(s, {kStone1, kRemove}, 1), Doom::kNone) << "its own bare stone can be taken";
  State stone = two_player();
  StateAccess::stone(stone, I(4));
  EXPECT_EQ(doom_of(stone, {kRemove}, 0), Doom::kNone);
}

TEST(Foresight, AMoveWithNowhereToStepAndAJumpWithNobodyToJump) {
  const State s = two_player();
  EXPECT_EQ(doom_of(s, {kMove1}, 0), Doom::kNowhereToStep);
  EXPECT_EQ(doom_of(s, {kMove2}, 0), Doom::kNowhereToStep);
  EXPECT_EQ(doom_of(s, {kJump}, 0), Doom::kNobodyToJump);
  EXPECT_EQ(doom_of(s, {kStone1, kPlank1, kMove1}, 2), Doom::kNone) << "its own plank may give the pawn a way";
  EXPECT_EQ(doom_of(s, {kPlank1, kMove1}, 1), Doom::kNowhereToStep) << "a plank with no place gives none";
}

// Pink stuck on an island plank (pink2, I1-I2); black on pink1 (V:pink-I3); pink4 (I3-I4) free.
State stuck_pink() {
  State s = two_player();
  for (int i = 1; i <= 4; ++i) StateAccess::stone(s, I(i));
  StateAccess::plank(s, plank(kPink, 2), I(1), I(2));
  StateAccess::plank(s, plank(kPink, 1), kPink, I(3));
  StateAccess::plank(s, plank(kPink, 4), I(3), I(4));
  StateAccess::pawn(s, kPink, P(kPink, 2));
  StateAccess::pawn(s, kBlack, P(kPink, 1));
  return s;
}

TEST(Foresight, ACertainFallStartsTheLaterCardsFromTheVillage) {
  const State s = stuck_pink();
  ASSERT_FALSE(s.can_jump(kPink));
  EXPECT_EQ(doom_of(s, {kJump}, 0), Doom::kNobodyToJump);
  const auto dooms = foreseen_losses(s, kPink, draft({kMove1, kJump}));
  EXPECT_EQ(dooms[0], Doom::kNowhereToStep);
  EXPECT_EQ(dooms[1], Doom::kNone) << "back in its village, pink can jump over black";
  EXPECT_EQ(doom_of(s, {kJump}, 0, kBlack), Doom::kNobodyToJump) << "pink stands on a plank black's does not touch";
  EXPECT_EQ(doom_of(s, {kMove1}, 0, kBlack), Doom::kNone) << "black may step home or onto pink4";
}

TEST(Foresight, EmptySlotsAndDragonsLoseNothing) {
  const State s = two_player();
  const auto dooms = foreseen_losses(s, kPink, draft({kNoCard, dragon_of(kBlack)}));
  for (Doom d : dooms) EXPECT_EQ(d, Doom::kNone);
}

TEST(Foresight, OtherPlayersLockedProgramsAreNotRead) {
  State s = two_player();
  ASSERT_EQ(s.lock_program(kBlack, prog(kStone2, kStone1, kPlank1, kMove1, kMove2)), refusal::kNone);
  const Draft d = draft({kPlank1, kRemove, kMove1, kJump, kStone1});
  EXPECT_EQ(foreseen_losses(s, kPink, d), foreseen_losses(s.hide_programs_from(kPink), kPink, d));
  EXPECT_EQ(foreseen_losses(s, kPink, d)[0], Doom::kPlankHasNoPlace) << "black's stones are secret until played";
}


// Never a false alarm: in random two-player games, every card foreseen as lost is lost
// when nothing of black's (an action, or a dragon on pink's cards) came before it that round.
Program random_program(Hand hand, std::mt19937& rng) {
  std::vector<int> cards;
  for (int c = 0; c < kCards; ++c)
    if (hand >> c & 1) cards.push_back(c);
  Program p;
  do {
    std::shuffle(cards.begin(), cards.end(), rng);
    for (int k = 0; k < kSlots; ++k) p[k] = Card(cards[k]);
  } while (program_problem(p, hand));
  return p;
}

bool is_loss(const Event& e) { return e.kind == EventKind::kLost || e.kind == EventKind::kPlankLost || e.kind == EventKind::kFall; }
bool changes_board(const Event& e) {
  switch (e.kind) {
    case EventKind::kStone: case EventKind::kPlank: case EventKind::kTakePlank: case EventKind::kTakeStone:
    case EventKind::kMove: case EventKind::kJump: case EventKind::kPlankLost: return true;
    default: return false;
  }
}

TEST(Foresight, EveryForeseenLossHappensWhenNobodyElseChangedTheBoard) {
  std::mt19937 rng(12);
  int checked = 0;
  for (int game = 0; game < 300; ++game) {
    State s = two_player();
    std::array<Doom, kSlots> dooms{};
    bool black_acted = false, pending = false, saw_loss = false;
    int black_from = kBlack;  // black's pawn before the events followed
    // Half the games black plays cards that cannot change the board from its village, so that
    // pink's later slots are checked too.
    const bool harmless_black = game % 2;
    auto black_program = [&] {
      if (!harmless_black) return random_program(s.hand(kBlack), rng);
      Program p{kMove1, kMove2, kJump, kRemove, dragon_of(kPink)};
      std::shuffle(p.begin(), p.end(), rng);
      return p;
    };
    int pending_slot = -1;
    Doom pending_doom = Doom::kNone;
    auto settle = [&] {
      if (pending) { EXPECT_TRUE(saw_loss) << "game " << game << " slot " << pending_slot + 1 << " doom " << int(pending_doom); }
      pending = false;
    };
    auto follow = [&](const Events& events) {
      for (const Event& e : events) {
        if (e.kind == EventKind::kActionStart || e.kind == EventKind::kRoundStart || e.kind == EventKind::kWin) settle();
        if (e.kind == EventKind::kRoundStart) black_acted = false;
        if (e.kind == EventKind::kActionStart && e.player == kPink && dooms[e.slot] != Doom::kNone && !black_acted) {
          pending = true, saw_loss = false, pending_slot = e.slot, pending_doom = dooms[e.slot];
          ++checked;
        }
        if (e.player == kPink && is_loss(e)) saw_loss = true;
        if (e.player == kPink && e.kind == EventKind::kCancelled) saw_loss = true, black_acted = true;
        if (e.player == kBlack && changes_board(e)) black_acted = true;
        if (e.player == kBlack && e.kind == EventKind::kFall && black_from != kBlack) black_acted = true;  // not from home
      }
    };
    for (int step = 0; step < 400 && !s.is_over(); ++step) {
      Events events;
      black_from = s.pawn(kBlack);
      if (s.decision() == Decision::kProgram) {
        const Program pink = random_program(s.hand(kPink), rng);
        Draft d;
        for (int k = 0; k < kSlots; ++k) d[k] = pink[k];
        dooms = foreseen_losses(s, kPink, d);
        ASSERT_EQ(s.lock_program(kPink, pink, &events), refusal::kNone);
        ASSERT_EQ(s.lock_program(kBlack, black_program(), &events), refusal::kNone);
      } else {
        const auto legal = s.legal_choices();
        ASSERT_FALSE(legal.empty());
        ASSERT_EQ(s.apply(legal[rng() % legal.size()], &events), refusal::kNone);
      }
      follow(events);
    }
    settle();
  }
  EXPECT_GT(checked, 1000) << "foreseen losses were put to the test";
}

}  // namespace
}  // namespace rd
