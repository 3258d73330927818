// What a player at the table could foresee while composing a program (issue #12): a card
// that the board as it stands now, together with the player's own earlier cards in the same
// program, dooms to a loss. Other players' programs are secret and their cards may still
// change the board before this card is played; the frontend's warning says so. Nothing here
// reads another player's program, and nothing depends on plank lengths the player must
// judge by eye (a plank is doomed only when not even the longest plank fits anywhere).
#pragma once
#include <array>
#include <cstdint>

#include "card.h"
#include "state.h"

namespace rd {

enum class Doom : int8_t {
  kNone,             // the card may be carried out
  kNoStoneLeft,      // stone: the common reserve is empty (RULES.md §6.1)
  kNoRoomForStone,   // stone: no island can take one
  kNoPlankLeft,      // plank: the player's reserve is empty (§6.2: the action is lost)
  kPlankHasNoPlace,  // plank: no two supports could hold any plank (§6.2: it leaves the game)
  kNothingToRemove,  // remove: no free plank the player may take, no bare stone (§6.3)
  kNowhereToStep,    // move: no free place next to the pawn (§6.4: it falls into the river)
  kNobodyToJump,     // jump: no pawn to jump over, or nowhere to land (§6.4: it falls)
};

// For each slot of `draft` (a card or kNoCard) of `color`'s program being composed in the
// programming phase of `state`: the loss that is certain if the board changes only through
// `color`'s own earlier cards in this draft. kNone for empty slots and dragons.
std::array<Doom, kSlots> foreseen_losses(const State& state, int color, const Draft& draft);

}  // namespace rd
