#include "canonical_choice.h"

namespace rd {

Choice canonical_choice(const Choice& c) {
  switch (c.kind) {
    // A standard stone names an island (a >= 0), an expert one a spot (x, y).
    case Decision::kStone: return c.a >= 0 ? Choice::stone(c.a) : Choice::stone_at(c.x, c.y);
    case Decision::kPickPlank: return Choice::pick_plank(c.a);
    case Decision::kPlaceSpan: return Choice::span(c.a, c.b);
    case Decision::kRemove: return c.remove == RemoveKind::kStone ? Choice::take_stone(c.a) : Choice::take_plank(c.a);
    case Decision::kMove1: return Choice::move(Decision::kMove1, c.a);  // one step: no second position
    case Decision::kMove2: return Choice::move(Decision::kMove2, c.a, c.b);
    case Decision::kJump: return Choice::jump(c.a, c.b);
    case Decision::kNone:
    case Decision::kProgram:
    case Decision::kReveal: break;
  }
  return Choice{};
}

}  // namespace rd
