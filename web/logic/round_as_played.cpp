#include "round_as_played.h"

namespace rdweb {

std::optional<rd::State> round_as_played(const rd::Match& match, int round) {
  if (round < 1) return std::nullopt;
  rd::State s(match.state().board(), match.setup());
  for (const rd::Match::Step& step : match.history()) {
    if (s.round() > round) break;
    rd::State before = s;
    // The record's own steps: refused only if the record were broken, and then nothing is shown.
    if (rd::Match::apply_to(s, step, nullptr) != rd::refusal::kNone) return std::nullopt;
    if (before.round() == round && s.round() == round + 1 && !s.is_over()) {
      // A round with no choice in its resolution ends with its last lock: the game just before
      // it knows one program too few. Nothing then (rare: every card played itself).
      if (before.phase() == rd::Phase::kProgramming) return std::nullopt;
      return before;
    }
  }
  return std::nullopt;
}

}  // namespace rdweb
