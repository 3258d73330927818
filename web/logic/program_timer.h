// The time per program at an online table (#20): each device times its own player, from the
// moment its game enters a round's programming, and when the time runs out it locks the
// medium computer's program for them (Session), which the other devices are told (a timed
// lock: core/online/table.h). The moment is not kept across a reload: a reload starts the
// count again (a player gains at most one more time per reload, and loses nothing).
#pragma once
#include <optional>

#include "state.h"

namespace rdweb {

class ProgramTimer {
 public:
  void set_limit(int seconds) { limit_ms_ = seconds * 1000.0; }
  bool on() const { return limit_ms_ > 0; }
  // Follows the game at `now` (ms): a new round's programming starts the count.
  void follow(const rd::State& s, int own, double now);
  // The time left to `own` (ms, never below 0), or nothing: no limit, not programming, or
  // locked already.
  std::optional<double> left(const rd::State& s, int own, double now) const;

 private:
  double limit_ms_ = 0;
  int round_ = 0;        // the round whose programming is being timed
  double since_ms_ = 0;  // when this device's game entered it
};

}  // namespace rdweb
