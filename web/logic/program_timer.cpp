#include "program_timer.h"

#include <algorithm>

#include "text.h"

namespace rdweb {

namespace {
bool programming(const rd::State& s, int own) {
  return own >= 0 && !s.is_over() && s.phase() == rd::Phase::kProgramming && !s.has_program(own);
}
}  // namespace

void ProgramTimer::follow(const rd::State& s, int own, double now, bool held) {
  if (held_) since_ms_ += now - last_ms_;  // the time held does not count
  held_ = held;
  last_ms_ = now;
  if (!programming(s, own) || s.round() == round_) return;
  round_ = s.round();
  since_ms_ = now;
}

std::optional<double> ProgramTimer::left(const rd::State& s, int own, double now) const {
  if (!on() || !programming(s, own) || s.round() != round_) return std::nullopt;
  const double counted = (held_ ? last_ms_ : now) - since_ms_;  // held: it stopped at the last follow()
  return std::max(0.0, limit_ms_ - counted);
}

int seconds_left(double left_ms) { return int(left_ms / 1000 + 0.999); }

std::string clock_text(int seconds) {
  return std::to_string(seconds / 60) + ":" + (seconds % 60 < 10 ? "0" : "") + std::to_string(seconds % 60);
}

std::string time_left_words(int seconds) { return format(Text::kOnlineTimeLeft, {{"time", clock_text(seconds)}}); }

}  // namespace rdweb
