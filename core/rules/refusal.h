// Why the rules refuse a choice or a program. The rules return these as plain C strings
// (nullptr when they accept), cheap enough for the bots' hot loops; each has a name, so
// that a program speaking another language can word it its own way (the page's language
// files hold "Refuse<Name>" for each).
#pragma once
#include <string_view>

// X(Name, English words). The words are the developers' (rd, tests); players read the
// language files.
#define RD_REFUSALS(X)                                                                                              \
  X(NotBetweenRounds, "programs are locked only between rounds")                                                   \
  X(ColorNotInPlay, "that color is not in play")                                                                   \
  X(ProgramAlreadyLocked, "that player's program is already locked")                                               \
  X(CardNotInHand, "a card that is not in the hand")                                                               \
  X(CardTwice, "the same card twice (five different cards are needed)")                                            \
  X(TwoDragons, "more than one dragon (at most one per round)")                                                    \
  X(GameOver, "the game is over")                                                                                  \
  X(NotTheDecision, "that is not the decision the game is waiting for")                                            \
  X(PlankNotInReserve, "that plank is not in the player's reserve")                                                \
  X(NoPlankPicked, "no plank was picked")                                                                          \
  X(PlankNeedsTwoSupports, "a plank needs two different supports")                                                 \
  X(NoStoneThere, "there is no stone there")                                                                       \
  X(PlankJoinsVillages, "a plank cannot join two villages")                                                        \
  X(PlankTooShort, "the plank is too short for that span")                                                         \
  X(SupportFull, "a support carries at most 3 planks")                                                             \
  X(SpanTaken, "there is already a plank between those supports")                                                  \
  X(PlankCrosses, "the plank would cross another plank or pass over a stone or village")                           \
  X(PlankNotOnBoard, "that plank is not on the board")                                                             \
  X(PawnOnPlank, "a pawn stands on that plank")                                                                    \
  X(ReserveHasNumber, "the reserve already holds a plank with that number")                                        \
  X(ReserveColors, "the reserve would hold planks of more than two colors")                                        \
  X(StoneCarriesPlank, "a stone that carries a plank cannot be removed")                                           \
  X(StoneNotInWater, "a stone must lie wholly in the water, touching no village, stone or plank")                  \
  X(NoSuchIsland, "there is no such island")                                                                       \
  X(IslandHasStone, "that island already has a stone")                                                             \
  X(PlankOverIsland, "a plank passes over that island")                                                            \
  X(NoJumpLandsThere, "no jump over that plank lands there")                                                       \
  X(NotWithinReach, "that is not a free position within reach")

namespace rd::refusal {

#define RD_REFUSAL_CONSTANT(name, words) inline constexpr char k##name[] = words;
RD_REFUSALS(RD_REFUSAL_CONSTANT)
#undef RD_REFUSAL_CONSTANT

constexpr int kCount = 0
#define RD_REFUSAL_COUNT(name, words) +1
    RD_REFUSALS(RD_REFUSAL_COUNT)
#undef RD_REFUSAL_COUNT
    ;

// Which refusal the rules gave, found by its words: its place in RD_REFUSALS, or -1 for
// words that are none of the rules' refusals.
int index_of(std::string_view why);

}  // namespace rd::refusal
