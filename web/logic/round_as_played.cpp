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
    if (before.round() == round && s.round() == round + 1 && !s.is_over()) return before;
  }
  return std::nullopt;
}

}  // namespace rdweb
