// The game in the developers' words, as OpenSpiel's ToString(): a state on a few lines, a
// choice on one, named as records name things (names.h). For failing tests, `rd` and a
// computer's refused choice; players read the page's words instead.
#pragma once
#include <iosfwd>
#include <string>

#include "choice.h"
#include "state.h"

namespace rd {

// Variant, round, who decides what, each player's pawn, reserve and program, the stones
// and the planks on the board with their supports.
std::string to_string(const State& state);
// One line ("plank pink3 between I4 and I7"), named in the state it answers: the plank
// picked, the expert stones' names. Values out of range are written as numbers.
std::string to_string(const Choice& choice, const State& state);
// The same without a state: stones named as on the standard side, no picked plank.
std::string to_string(const Choice& choice);

// How GoogleTest prints these in a failure (found by argument-dependent lookup; no
// GoogleTest header is needed to declare them).
void PrintTo(const State& state, std::ostream* out);
void PrintTo(const Choice& choice, std::ostream* out);

}  // namespace rd
