#include "waits.h"

#include <algorithm>

namespace rd {

namespace {
// What the table waits for from `color` now, and where the game stands while it does.
WaitKind waiting_for(const Table& table, int color, std::array<int64_t, 3>& at) {
  const State& s = table.state();
  if (!table.ready() || table.stopped() || s.is_over() || !table.human(color) || !s.in_play(color)) return WaitKind::kNone;
  const std::vector<int> words = table.waited_for();  // never this device's own: it sends them by itself
  const bool resolution = s.phase() == Phase::kResolution;
  at = {s.round(), resolution ? s.slot() : -1, int64_t(table.steps())};
  if (std::find(words.begin(), words.end(), color) != words.end()) {
    at[1] = resolution ? (table.seed(s.round()) ? s.slot() : -2) : -3;  // a card of this slot, or a share
    return WaitKind::kWord;
  }
  if (s.phase() == Phase::kProgramming && !s.has_program(color)) return WaitKind::kLock;
  if (resolution && s.decision() != Decision::kReveal && s.actor() == color) return WaitKind::kDecision;
  return WaitKind::kNone;
}
}  // namespace

void Waits::update(const Table& table, int timer_seconds, double now_ms) {
  for (int c = 0; c < kColors; ++c) {
    Wait& w = waits_[size_t(c)];
    std::array<int64_t, 3> at{};
    const WaitKind kind = waiting_for(table, c, at);
    if (kind == w.kind && at == w.at) continue;
    w.kind = kind, w.at = at, w.since = now_ms;
    w.deadline = kind == WaitKind::kWord       ? kWordMs
                 : kind == WaitKind::kDecision ? kDecisionMs
                 : kind == WaitKind::kLock && timer_seconds > 0 ? 2 * timer_seconds * 1000.0 + kWordMs
                                                                : 0;
  }
}

double Waits::waited(int color, double now_ms) const {
  if (!valid(color) || waits_[size_t(color)].kind == WaitKind::kNone) return 0;
  return std::max(0.0, now_ms - waits_[size_t(color)].since);
}

bool Waits::late(int color, double now_ms) const {
  return valid(color) && waits_[size_t(color)].deadline > 0 && waited(color, now_ms) >= waits_[size_t(color)].deadline;
}

}  // namespace rd
