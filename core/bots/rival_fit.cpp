#include "rival_fit.h"

#include <algorithm>
#include <vector>

#include "exploiter_bots.h"

namespace rd {

namespace {
// Of every round weighed, at least this many of the five slots as the plan would have them.
// Measured (core/bots/README.md): a rival that rushes, blocks or sabotages matches its own
// plan in every slot; hard matched ... .
constexpr int kFitSlots = 4;

int same_slots(const Program& a, const Program& b) {
  int n = 0;
  for (int s = 0; s < kSlots; ++s) n += a[size_t(s)] == b[size_t(s)];
  return n;
}
}  // namespace

void RivalFit::add(const State& start, const std::array<Program, kColors>& programs) {
  for (int c = 0; c < kColors; ++c) {
    if (!start.in_play(c)) continue;
    auto& rows = matched_[size_t(c)];
    std::rotate(rows.rbegin(), rows.rbegin() + 1, rows.rend());  // the oldest round out, index 0 free
    for (int p = 0; p < kPlans; ++p) {
      // Seeded by the round and the color alone: every device weighs the same.
      PlanBot plan(Plan(p), (uint64_t(start.round()) << 8) ^ uint64_t(c + 1) ^ 0x2545f4914f6cdd1dULL);
      rows[0][size_t(p)] = uint8_t(same_slots(plan.choose_program(start, c), programs[size_t(c)]));
    }
    rounds_[size_t(c)] = std::min(kWindow, rounds_[size_t(c)] + 1);
  }
}

int RivalFit::matched(int color, int plan) const {
  int n = 0;
  for (int r = 0; r < rounds(color); ++r) n += matched_[size_t(color)][size_t(r)][size_t(plan)];
  return n;
}

bool RivalFit::plans_simply(int color) const {
  if (rounds(color) < 2) return false;
  for (int p = 0; p < kPlans; ++p) {
    bool fits = true;
    for (int r = 0; r < rounds(color); ++r) fits = fits && matched_[size_t(color)][size_t(r)][size_t(p)] >= kFitSlots;
    if (fits) return true;
  }
  return false;
}

RivalFit rival_fit(const Match& match) {
  struct Round {
    State start;
    std::array<Program, kColors> programs{};
  };
  std::vector<Round> whole;  // the last kWindow whole rounds, oldest first
  State s(match.state().board(), match.setup());
  Round current{s};
  for (const Match::Step& step : match.history()) {
    if (step.choice.kind == Decision::kProgram) current.programs[size_t(step.color)] = step.choice.program;
    if (Match::apply_to(s, step, nullptr)) break;  // (a match's own history applies)
    if (s.round() == current.start.round() || s.is_over()) continue;
    whole.push_back(current);
    if (whole.size() > RivalFit::kWindow) whole.erase(whole.begin());
    current = Round{s};
  }
  RivalFit fit;
  for (const Round& r : whole) fit.add(r.start, r.programs);
  return fit;
}

}  // namespace rd
