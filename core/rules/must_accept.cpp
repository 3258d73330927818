#include "must_accept.h"

#include <cstdio>
#include <cstdlib>

#include "to_string.h"

namespace rd {

void refused_by_rules(Refusal why, const Choice& choice, const State& state) {
  std::fprintf(stderr, "the rules refused a choice the program made itself: %s\nchoice: %s\nstate:\n%s", why.words(),
               to_string(choice, state).c_str(), to_string(state).c_str());
  std::fflush(stderr);
  std::abort();
}

}  // namespace rd
