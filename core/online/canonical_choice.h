// A resolution choice in its one spelling: the fields its decision uses, every other field
// at its default (as Choice's constructors per kind build it, choice.h). A device accepts
// only this form, from its own player and from the others: a choice with a stray field
// would be applied as the same move but kept as sent in the history, so two devices'
// histories could differ while their records agree.
#pragma once
#include "choice.h"

namespace rd {

// The choice with the fields its kind does not use at their defaults; a kind that answers
// no resolution decision (none, program, reveal) gives Choice{}.
Choice canonical_choice(const Choice& choice);
inline bool is_canonical(const Choice& choice) {
  return choice.kind != Decision::kNone && canonical_choice(choice) == choice;
}

}  // namespace rd
