// The time per program at an online table (#20): each device times its own player, from the
// moment its game enters a round's programming, and when the time runs out it locks the
// medium computer's program for them (Session), which the other devices are told (a timed
// lock: core/online/table.h). The moment is not kept across a reload: a reload starts the
// count again (a player gains at most one more time per reload, and loses nothing). Nor does
// the time run while the page covers the game with the lobby (the creator inviting a friend
// again, a guest's answer code): the player cannot program then, and the creator re-inviting
// is doing the table's work; the others wait for that friend anyway. It does run while the
// player looks at the table from the menu.
#pragma once
#include <optional>
#include <string>

#include "state.h"

namespace rdweb {

class ProgramTimer {
 public:
  void set_limit(int seconds) { limit_ms_ = seconds * 1000.0; }
  bool on() const { return limit_ms_ > 0; }
  // Follows the game at `now` (ms): a new round's programming starts the count. While
  // `held` (the game covered), the time does not run, from this call to the next.
  void follow(const rd::State& s, int own, double now, bool held = false);
  // The time left to `own` (ms, never below 0), or nothing: no limit, not programming, or
  // locked already.
  std::optional<double> left(const rd::State& s, int own, double now) const;

 private:
  double limit_ms_ = 0;
  int round_ = 0;        // the round whose programming is being timed
  double since_ms_ = 0;  // when this device's game entered it, moved on by the time held
  double last_ms_ = 0;   // the last follow()
  bool held_ = false;    // since then
};

// The time left in whole seconds, as the page shows it (a part second counts as one), and
// the line that says it ("Time left to program: 0:41").
int seconds_left(double left_ms);
// A time as a clock shows it: "1:05" (the languages write it alike).
std::string clock_text(int seconds);
std::string time_left_words(int seconds);

}  // namespace rdweb
