#include "foresight.h"

#include <algorithm>

namespace rd {

// Walks the draft slot by slot, keeping what the player's own earlier cards may have done.
// Everything is an upper bound of what is possible (a card is doomed only if no way of
// playing the earlier cards saves it), except what is certain: a doomed Move or Jump drops
// the pawn into the river, back to its village, which later cards start from.
struct Foresight {
  State board;                 // the board now, the pawn where certain falls put it
  int color;
  int stones_to_place = 0;     // stones the earlier cards may put on the board
  int planks_in_reserve;       // at most this many planks left in the player's reserve
  bool may_remove = false;     // an earlier Remove may have taken a stone or a plank
  bool may_build = false;      // earlier plank cards may have put planks on the board
  bool may_have_moved = false;  // an earlier Move or Jump may have taken the pawn elsewhere

  Foresight(const State& now, int c) : board(now), color(c), planks_in_reserve(now.reserve_size(c)) {}

  Doom stone(Card card) {
    Doom doom = Doom::kNone;
    if (!may_remove && board.stones_reserve_ <= stones_to_place) doom = Doom::kNoStoneLeft;
    else if (!may_remove && !board.any_stone_room()) doom = Doom::kNoRoomForStone;
    if (doom == Doom::kNone)
      stones_to_place = std::min(stones_to_place + (card == kStone2 ? 2 : 1), int(board.stones_reserve_) + may_remove);
    return doom;
  }

  // Whether the longest plank (any plank the player might hold, without judging lengths)
  // fits somewhere once the earlier cards have placed their stones.
  bool some_plank_could_fit() const {
    const int longest = plank_id(color, kPlankNumbers);
    if (board.plank_fits_somewhere(longest)) return true;
    if (stones_to_place == 0) return false;
    if (stones_to_place > 1 || board.variant() == Variant::kExpert) return true;  // generous: never a false alarm
    for (int slot = 0; slot < kIslands; ++slot) {
      if (!board.stone_allowed_on(slot)) continue;
      State with_stone = board;
      with_stone.stones_ |= uint32_t(1) << slot;
      if (with_stone.plank_fits_somewhere(longest)) return true;
    }
    return false;
  }

  Doom plank(Card card) {
    Doom doom = Doom::kNone;
    if (planks_in_reserve == 0) doom = Doom::kNoPlankLeft;
    else if (!may_remove && !some_plank_could_fit()) doom = Doom::kPlankHasNoPlace;
    // Each placement takes a plank from the reserve, placed or lost.
    planks_in_reserve = std::max(0, planks_in_reserve - (card == kPlank2 ? 2 : 1));
    if (doom == Doom::kNone) may_build = true;
    return doom;
  }

  Doom remove() {
    if (stones_to_place == 0 && !may_build && !may_have_moved && !board.can_remove(color)) return Doom::kNothingToRemove;
    may_remove = true;
    ++planks_in_reserve;
    return Doom::kNone;
  }

  Doom step(Card card) {
    const bool stuck = !may_have_moved && !may_build && !(card == kJump ? board.can_jump(color) : board.can_move(color));
    if (!stuck) {
      may_have_moved = true;
      return Doom::kNone;
    }
    board.pawn_[color] = int8_t(color);  // falls into the river: back to its own village
    return card == kJump ? Doom::kNobodyToJump : Doom::kNowhereToStep;
  }

  Doom card(int card) {
    switch (card) {
      case kStone1:
      case kStone2: return stone(Card(card));
      case kPlank1:
      case kPlank2: return plank(Card(card));
      case kRemove: return remove();
      case kMove1:
      case kMove2:
      case kJump: return step(Card(card));
      default: return Doom::kNone;  // an empty slot or a dragon: nothing of the player's happens
    }
  }
};

std::array<Doom, kSlots> foreseen_losses(const State& state, int color, const Draft& draft) {
  std::array<Doom, kSlots> dooms{};
  if (color < 0 || color >= kColors || !state.in_play(color)) return dooms;
  Foresight mine(state, color);
  for (int k = 0; k < kSlots; ++k) dooms[k] = mine.card(draft[k]);
  return dooms;
}

}  // namespace rd
