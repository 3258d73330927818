#include "round_rollout.h"

#include <algorithm>

#include "exploiter_bots.h"
#include "must_accept.h"

namespace rd {

namespace {
// Locks a program in a rollout: the bots' own choice, so a refusal is a bug (must_accept.h).
void lock(State& sim, int color, const Program& program) {
  must_accept(sim.lock_program(color, program), Choice::make_program(program), sim);
}
// A program holds one dragon at most (RULES.md §3): one that holds one takes no other.
bool holds_dragon(const Program& p) {
  return std::any_of(p.begin(), p.end(), [](Card k) { return is_dragon(k); });
}
}  // namespace

HeuristicLevel exact_eye() {
  HeuristicLevel level = HeuristicBot::medium();
  level.eye_error = 0;
  return level;
}

HeuristicLevel rollout_level(const State& seen) {
  HeuristicLevel level = HeuristicBot::medium();
  if (seen.variant() != Variant::kStandard) level.looked = 16;
  return level;
}

std::vector<Program> candidate_programs(const State& seen, int color, int count, Rng& rng) {
  HeuristicBot medium(HeuristicBot::medium(), rng.next());
  const Program base = medium.choose_program(seen, color);
  std::vector<Program> candidates{base};
  for (int c = 0; c < kColors; ++c) {
    if (c == color || !seen.in_play(c)) continue;
    Program p = base;
    if (!holds_dragon(p)) {
      p[kSlots - 1] = dragon_of(c);
      if (!program_problem(p, seen.hand(color))) candidates.push_back(p);
    }
  }
  while (int(candidates.size()) < count) candidates.push_back(random_program(seen.hand(color), rng));
  return candidates;
}

std::vector<Program> dragon_inserts(const Program& base, const State& seen, int color) {
  std::vector<Program> out;
  if (holds_dragon(base)) return out;
  for (int c = 0; c < kColors; ++c) {
    if (c == color || !seen.in_play(c)) continue;
    for (int k = 0; k < kSlots - 1; ++k) {
      Program p;
      for (int i = 0, from = 0; i < kSlots; ++i) p[size_t(i)] = i == k ? dragon_of(c) : base[size_t(from++)];
      if (!program_problem(p, seen.hand(color))) out.push_back(p);
    }
  }
  return out;
}

void lock_programs(State& sim, int color, const Program& mine, Bot& player) {
  lock(sim, color, mine);  // candidates are legal (candidate_programs keeps only those)
  for (int c = 0; c < kColors; ++c)
    if (sim.in_play(c) && !sim.has_program(c)) lock(sim, c, player.choose_program(sim, c));
}

void lock_programs(State& sim, int color, const Program& mine, HeuristicBot& player, RivalModel model, uint64_t seed) {
  if (model == RivalModel::kMedium) return lock_programs(sim, color, mine, player);
  PlanBot plan(model == RivalModel::kRusher ? Plan::kRush : model == RivalModel::kBlocker ? Plan::kBlock : Plan::kSabotage, seed);
  lock_programs(sim, color, mine, plan);
}

}  // namespace rd
