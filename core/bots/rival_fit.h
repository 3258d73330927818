// What the rivals' past programs say of how each one plans (issue #47): a searching level
// that weighs every rival as one of the plans a person tries first in a share of its
// rollouts plays worse against a rival that searches, and one that weighs only its guesses
// of a searching rival does not see a rusher or a blocker coming. So it looks at what each
// rival locked in the last rounds (turned over, so no secret) and compares it with what
// each plan (exploiter_bots.h) would have locked in its place from the same start.
#pragma once
#include <array>
#include <cstdint>
#include <optional>

#include "match.h"

namespace rd {

class RivalFit {
 public:
  static constexpr int kWindow = 3;  // the last rounds weighed: a person may change plans
  static constexpr int kPlans = 3;   // by Plan (exploiter_bots.h): kRush, kBlock, kSabotage

  // One whole round: the game as it began and the programs everyone locked in it.
  void add(const State& start, const std::array<Program, kColors>& programs);
  // The rounds weighed for `color` (at most kWindow).
  int rounds(int color) const { return rounds_[size_t(color)]; }
  // Of the cards `color` locked in the rounds weighed, how many `plan` would have locked in
  // the same slot.
  int matched(int color, int plan) const;
  // Whether `color` plans like one of the plans: every round weighed (at least two) its
  // program and the plan's share at least kFitSlots of the five slots. A rival that
  // searches does not (issue #47; measured in core/bots/README.md).
  bool plans_simply(int color) const;

 private:
  std::array<int, kColors> rounds_{};
  // By color, round (the latest at index 0), plan: the slots matched.
  std::array<std::array<std::array<uint8_t, kPlans>, kWindow>, kColors> matched_{};
};

// The fit of every player's whole rounds in `match` (the current round's locks, which are
// secret, never read).
RivalFit rival_fit(const Match& match);

}  // namespace rd
