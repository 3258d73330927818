#include "program_timer.h"

#include <algorithm>

namespace rdweb {

namespace {
bool programming(const rd::State& s, int own) {
  return own >= 0 && !s.is_over() && s.phase() == rd::Phase::kProgramming && !s.has_program(own);
}
}  // namespace

void ProgramTimer::follow(const rd::State& s, int own, double now) {
  if (!programming(s, own) || s.round() == round_) return;
  round_ = s.round();
  since_ms_ = now;
}

std::optional<double> ProgramTimer::left(const rd::State& s, int own, double now) const {
  if (!on() || !programming(s, own) || s.round() != round_) return std::nullopt;
  return std::max(0.0, limit_ms_ - (now - since_ms_));
}

}  // namespace rdweb
