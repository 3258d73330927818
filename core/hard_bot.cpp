#include "hard_bot.h"

#include <algorithm>

#include "evaluation.h"

namespace rd {

namespace {
HeuristicLevel exact_eye() {
  HeuristicLevel level = HeuristicBot::medium();
  level.eye_error = 0;
  return level;
}
}  // namespace

HardBot::HardBot(uint64_t seed, HardSettings settings)
    : settings_(settings), rng_(seed), planner_(exact_eye(), seed ^ 0x9e3779b9) {}

Choice HardBot::choose(const State& s) {
  if (s.decision() == Decision::kProgram) return Choice::make_program(choose_program(s, s.actor()));
  return planner_.choose(s);
}

// One sampled future of the round: rivals program like medium, everyone plays like medium.
double HardBot::play_round(const State& start, int color, const Program& mine, uint64_t seed) {
  State s = start;
  HeuristicBot sim(HeuristicBot::medium(), seed);
  if (s.lock_program(color, mine)) return -1e9;
  for (int c = 0; c < kColors; ++c)
    if (s.in_play(c) && !s.has_program(c)) s.lock_program(c, sim.choose_program(s, c));
  const int round = s.round();
  while (!s.is_over() && s.round() == round) s.apply(sim.choose(s));
  return evaluate(s, color);
}

void HardBot::begin(const State& state, int color) {
  search_ = std::make_unique<Search>(Search{state.round(), color, state.hide_programs_from(color), {}, {}, 0});
  const State& seen = search_->seen;  // the rivals' programs are secret
  // Candidates: medium's program, that program with a dragon against each rival, random ones.
  HeuristicBot medium(HeuristicBot::medium(), rng_.next());
  const Program base = medium.choose_program(seen, color);
  auto& candidates = search_->candidates;
  candidates.push_back(base);
  for (int c = 0; c < kColors; ++c) {
    if (c == color || !seen.in_play(c)) continue;
    Program p = base;
    if (std::none_of(p.begin(), p.end(), [](Card k) { return is_dragon(k); })) {
      p[kSlots - 1] = dragon_of(c);
      if (!program_problem(p, seen.hand(color))) candidates.push_back(p);
    }
  }
  while (int(candidates.size()) < settings_.candidates) candidates.push_back(random_program(seen.hand(color), rng_));
  search_->totals.assign(candidates.size(), 0.0);
}

bool HardBot::searching(const State& state, int color) const {
  return search_ && search_->round == state.round() && search_->color == color;
}

bool HardBot::finished() const { return search_->next >= int(search_->candidates.size()) * settings_.samples; }

bool HardBot::think_program(const State& state, int color, int work) {
  if (!searching(state, color)) begin(state, color);
  for (; work > 0 && !finished(); --work, ++search_->next) {
    const int k = search_->next / settings_.samples;
    search_->totals[k] += play_round(search_->seen, color, search_->candidates[k], rng_.next());
  }
  return finished();
}

Program HardBot::choose_program(const State& state, int color) {
  while (!think_program(state, color, 1 << 20)) {
  }
  const auto& totals = search_->totals;
  const size_t best = size_t(std::max_element(totals.begin(), totals.end()) - totals.begin());
  const Program chosen = search_->candidates[best];
  search_.reset();
  return chosen;
}

}  // namespace rd
