// Why the rules refuse a choice or a program: a one-byte value (cheap enough for the bots'
// hot loops) that is false when the rules accept. Code switches on its code, never on
// words, so rewording a sentence changes no behaviour; each refusal has a name, so that a
// program speaking another language words it its own way (the page's language files hold
// "Refuse<Name>" for each).
#pragma once
#include <cstdint>
#include <iosfwd>
#include <string>

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
  X(NotWithinReach, "that is not a free position within reach")                                                   \
  X(NotTurnedOverNow, "that card is not turned over now")

namespace rd {

enum class RefusalCode : uint8_t {
  kNone,  // accepted
#define RD_REFUSAL_CODE(name, words) k##name,
  RD_REFUSALS(RD_REFUSAL_CODE)
#undef RD_REFUSAL_CODE
};

// nodiscard on the class: a refusal returned is read, whoever returns it.
class [[nodiscard]] Refusal {
 public:
  constexpr Refusal() = default;  // nothing refused
  constexpr Refusal(RefusalCode code) : code_(code) {}

  // True when refused, so that `if (auto why = state.apply(c))` reads as it means.
  constexpr explicit operator bool() const { return code_ != RefusalCode::kNone; }
  constexpr RefusalCode code() const { return code_; }
  // Its place in RD_REFUSALS, for tables that follow the list one for one; -1 when none.
  constexpr int index() const { return int(code_) - 1; }
  // The developers' English words (rd, tests); "" when nothing was refused.
  const char* words() const;

  constexpr bool operator==(Refusal other) const { return code_ == other.code_; }
  constexpr bool operator!=(Refusal other) const { return code_ != other.code_; }

 private:
  RefusalCode code_ = RefusalCode::kNone;
};
static_assert(sizeof(Refusal) == 1, "the bots copy refusals in hot loops");

// The words, or "accepted" when nothing was refused (a failing test prints it).
std::string to_string(Refusal why);
std::ostream& operator<<(std::ostream& out, Refusal why);

namespace refusal {

inline constexpr Refusal kNone{};
#define RD_REFUSAL_CONSTANT(name, words) inline constexpr Refusal k##name{RefusalCode::k##name};
RD_REFUSALS(RD_REFUSAL_CONSTANT)
#undef RD_REFUSAL_CONSTANT

constexpr int kCount = 0
#define RD_REFUSAL_COUNT(name, words) +1
    RD_REFUSALS(RD_REFUSAL_COUNT)
#undef RD_REFUSAL_COUNT
    ;

}  // namespace refusal
}  // namespace rd
