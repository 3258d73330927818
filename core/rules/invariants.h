// What must hold in every position the rules reach (RULES.md §6-§7), checked from the
// state's observable fields and from coordinates, independently of the precomputed tables.
// Used by the random-simulation tests and by `rd soak` after every choice.
#pragma once
#include <string>
#include <vector>

#include "state.h"

namespace rd {

// "" when every invariant holds, else which one is broken and where (names of RULES.md §8).
std::string invariant_problem(const State& state);

// "" when `legal` holds exactly the choices check() accepts, for the decisions whose
// answers can be enumerated (spans, standard stones, removals); else the first difference.
std::string completeness_problem(const State& state, const std::vector<Choice>& legal);

}  // namespace rd
