#include "hard_bot.h"

#include <algorithm>

#include "evaluation.h"
#include "must_accept.h"
#include "round_rollout.h"

namespace rd {

HardSettings oracle_settings() {
  HardSettings s;
  s.population = false;  // (the rivals' programs are there: no model locks one)
  s.sees_programs = true;
  return s;
}

HardBot::HardBot(uint64_t seed, HardSettings settings)
    : ProgramSearchBot(seed ^ 0x9e3779b9), settings_(settings), rng_(seed) {}

void HardBot::begin(const State& state, int color) {
  // The rivals' programs are secret (but to the oracle).
  search_ = std::make_unique<Search>(settings_.sees_programs ? state : state.hide_programs_from(color));
  search_->round = state.round();
  search_->color = color;
  // At five or six players a rollout plays half as many decisions again, and the expert
  // side finds its spans by geometry: fewer samples keep a decision within about a second.
  const bool crowded = state.players() >= 5;
  const int most = crowded ? (state.variant() == Variant::kStandard ? 2 : 1) : settings_.samples;
  search_->samples = std::min(most, settings_.samples);
  // Candidates: medium's program, that program with a dragon against each rival, random ones.
  search_->candidates = candidate_programs(search_->seen, color, settings_.candidates, rng_);
  search_->totals.assign(search_->candidates.size(), 0.0);
}

std::vector<Program> HardBot::candidates(const State& state, int color) const {
  Rng draws = rng_;  // begin()'s draws, from the same point
  return candidate_programs(state.hide_programs_from(color), color, settings_.candidates, draws);
}

bool HardBot::finished() const { return search_->next >= int(search_->candidates.size()) * search_->samples; }

// One step of a rollout: one sampled future of the round, where the rivals program like
// medium and everyone plays like medium; its score is the evaluation when the round ends.
void HardBot::step() {
  Search& x = *search_;
  const int k = x.next / x.samples;
  if (!x.sim) {
    x.sim = x.seen;
    x.player.emplace(rollout_level(x.seen), rng_.next());
    const RivalModel model = settings_.population ? RivalModel(x.next % x.samples % kRivalModels) : RivalModel::kMedium;
    lock_programs(*x.sim, x.color, x.candidates[k], *x.player, model, rng_.next());
    return;
  }
  if (x.sim->is_over() || x.sim->round() != x.round) {
    x.totals[k] += evaluate(*x.sim, x.color);
    x.sim.reset();
    ++x.next;
    return;
  }
  const Choice choice = x.player->choose(*x.sim);
  must_accept(x.sim->apply(choice), choice, *x.sim);
}

Program HardBot::best() const {
  const auto& totals = search_->totals;
  return search_->candidates[size_t(std::max_element(totals.begin(), totals.end()) - totals.begin())];
}

// Every candidate had as many rollouts.
std::vector<Program> HardBot::near_best() const {
  const auto& totals = search_->totals;
  const double samples = std::max(1, search_->samples);
  const double top = *std::max_element(totals.begin(), totals.end()) / samples;
  std::vector<Program> near = {best()};
  for (size_t k = 0; k < totals.size(); ++k) {
    const Program& p = search_->candidates[k];
    if (totals[k] / samples >= top - kNearBest && std::find(near.begin(), near.end(), p) == near.end()) near.push_back(p);
  }
  return near;
}

}  // namespace rd
