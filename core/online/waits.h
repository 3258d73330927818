// The table's deadlines (#46 §3): what the table waits for from each person's seat, since
// when by this device's clock, and whether that is past its deadline. A late seat costs its
// player only their seat, for the rest of the round: the device acting for the table may give
// it to a computer, and each device takes that change on its own evidence (OnlineGame's rule,
// shell/online/README.md "Seats"), so that no connected device can hold the table for ever.
//
// What a seat's device owes, and by when:
//  - a card of the slot being turned over, or a share of the round's seed: sent by its device
//    by itself as soon as due, so an honest device never misses kWordMs;
//  - its program, when the table has a time per program: twice that time and kWordMs more
//    (its device locks for the player when the time runs out, program_timer.h, but its count
//    starts again after a reload and stands still under the lobby); without one, no deadline;
//  - a decision of the resolution: kDecisionMs.
// The clock is the caller's (the page's time, or a test's): nothing here reads one.
#pragma once
#include <array>
#include <cstdint>

#include "table.h"

namespace rd {

constexpr double kWordMs = 20000;
constexpr double kDecisionMs = 120000;

enum class WaitKind : uint8_t { kNone, kLock, kWord, kDecision };

class Waits {
 public:
  // Notes what `table` waits for now from each person's seat (this device's own too, but for
  // the words it sends by itself): a wait that differs from the one noted before starts at
  // `now_ms`. `timer_seconds`: the table's time per program (0: none).
  void update(const Table& table, int timer_seconds, double now_ms);
  WaitKind kind(int color) const { return valid(color) ? waits_[size_t(color)].kind : WaitKind::kNone; }
  // How long the table has waited for `color` at `now_ms` (0 when it waits for nothing of it).
  double waited(int color, double now_ms) const;
  // Whether that wait is past its deadline.
  bool late(int color, double now_ms) const;

 private:
  static bool valid(int color) { return color >= 0 && color < kColors; }
  struct Wait {
    WaitKind kind = WaitKind::kNone;
    std::array<int64_t, 3> at{};  // where the game stands: round, slot or phase, steps
    double since = 0;
    double deadline = 0;  // ms after since; 0: none
  };
  std::array<Wait, kColors> waits_{};
};

}  // namespace rd
