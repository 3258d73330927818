#include "master_bot.h"

#include <algorithm>
#include <iterator>
#include <numeric>
#include <utility>

#include "evaluation.h"
#include "hard_bot.h"
#include "must_accept.h"
#include "round_rollout.h"

namespace rd {

namespace {
// At two players, how rollout j's rival programs (kTwoPlayerRollouts[j % 4]): against
// master's guesses (kMedium stands for them here), or as one of the plans a person tries
// first (master_bot.h).
constexpr RivalModel kTwoPlayerRollouts[] = {RivalModel::kMedium, RivalModel::kRusher, RivalModel::kBlocker, RivalModel::kSaboteur};

// A seed for rollout j of a search: the same for every candidate (common random numbers).
uint64_t rollout_seed(uint64_t search_seed, int j) {
  Rng mix(search_seed ^ (uint64_t(j) * 0x9e3779b97f4a7c15ULL));
  return mix.next();
}
// Adds `p` to `programs` unless it is there already.
void add_if_new(std::vector<Program>& programs, const Program& p) {
  if (std::find(programs.begin(), programs.end(), p) == programs.end()) programs.push_back(p);
}

// The candidates: hard's (medium's program and its dragon variants), then the programs one
// change away from medium's (two slots swapped, one card replaced by another from the hand),
// up to `most`, each once. Close variants of a sound plan are worth comparing; random
// programs, which hard also tries, are nearly always plainly worse.
std::vector<Program> neighbours(std::vector<Program> candidates, Hand hand, int most) {
  const Program base = candidates.front();
  auto add = [&](const Program& p) {
    if (int(candidates.size()) < most && !program_problem(p, hand)) add_if_new(candidates, p);
  };
  for (int s = 0; s < kSlots; ++s)
    for (int t = s + 1; t < kSlots; ++t) {
      Program p = base;
      std::swap(p[size_t(s)], p[size_t(t)]);
      add(p);
    }
  for (int s = 0; s < kSlots; ++s)
    for (int card = 0; card < kCards; ++card) {
      if (!(hand >> card & 1)) continue;
      Program p = base;
      p[size_t(s)] = Card(card);
      add(p);
    }
  return candidates;
}

// What a search like hard's (`search`) picks for `color` in `seen`: how master guesses a
// rival's program, and finds programs of its own beyond one change from medium's.
Program search_pick(const State& seen, int color, HardSettings search, Rng& rng) {
  return HardBot(rng.next(), search).choose_program(seen, color);
}
// The same with a small search (`candidates` programs, one rollout each).
Program small_search_pick(const State& seen, int color, int candidates, Rng& rng) {
  return search_pick(seen, color, HardSettings{candidates, 1}, rng);
}

// What each rival without a program might lock: `count` picks of searches like hard's
// (`search`) from its side of `seen`.
std::array<std::vector<Program>, kColors> guess_programs(const State& seen, int color, int count, HardSettings search, Rng& rng) {
  std::array<std::vector<Program>, kColors> out;
  for (int c = 0; c < kColors; ++c)
    if (c != color && seen.in_play(c) && !seen.has_program(c))
      for (int i = 0; i < count; ++i) out[size_t(c)].push_back(search_pick(seen, c, search, rng));
  return out;
}

// What a small search from `color`'s own side picks (hard's, `candidates` programs, one
// rollout each), `count` times, added to `programs` where new: random programs that won a
// rollout, further from medium's plan than neighbours() goes.
void add_own_picks(std::vector<Program>& programs, const State& seen, int color, int count, int candidates, Rng& rng) {
  for (int i = 0; i < count; ++i) add_if_new(programs, small_search_pick(seen, color, candidates, rng));
}

// The guesses of guess_programs() that agree with the cards turned over in `now`, in the same
// order, without the searches that could only give a guess to drop: a guess is one of its
// search's candidates, so when none of them agrees with what the rival has turned over, its
// search is skipped (its seed is drawn all the same). The same guesses as searching them
// all and filtering, for a fraction of the work late in a round.
std::array<std::vector<Program>, kColors> agreeing_guesses(const State& seen, const State& now, int color, int count, int candidates,
                                                           Rng& rng) {
  std::array<std::vector<Program>, kColors> out;
  for (int c = 0; c < kColors; ++c)
    if (c != color && seen.in_play(c) && !seen.has_program(c))
      for (int i = 0; i < count; ++i) {
        HardBot guesser(rng.next(), HardSettings{candidates, 1});
        const auto options = guesser.candidates(seen, c);
        if (std::none_of(options.begin(), options.end(), [&](const Program& p) { return now.agrees_with_turned_over(c, p); })) continue;
        const Program guess = guesser.choose_program(seen, c);
        if (now.agrees_with_turned_over(c, guess)) out[size_t(c)].push_back(guess);
      }
  return out;
}

// Starts rollout j: `color` locks `mine`, each rival its j-th guess (in turn), or one drawn
// apart for each rival from `apart` (a seed of rollout j's), or `player`'s program where it
// has no guesses. Locking may end the round at once (a resolution with no decision in it):
// then nothing more is locked.
void lock_guessed(State& sim, int color, const Program& mine, const std::array<std::vector<Program>, kColors>& guesses, int j,
                  HeuristicBot& player, std::optional<uint64_t> apart) {
  const int round = sim.round();
  auto lock = [&sim](int c, const Program& p) { must_accept(sim.lock_program(c, p), Choice::make_program(p), sim); };
  lock(color, mine);
  for (int c = 0; c < kColors; ++c) {
    if (sim.round() != round || sim.phase() != Phase::kProgramming) return;
    if (!sim.in_play(c) || sim.has_program(c)) continue;
    const auto& mine_for_c = guesses[size_t(c)];
    if (mine_for_c.empty()) {
      lock(c, player.choose_program(sim, c));
      continue;
    }
    size_t pick = size_t(j) % mine_for_c.size();
    if (apart) pick = Rng(*apart ^ (uint64_t(c + 1) * 0xd1b54a32d192ed03ULL)).below(uint32_t(mine_for_c.size()));
    lock(c, mine_for_c[pick]);
  }
}

// A rollout at five or six players plays half as many decisions again, and the expert side
// finds its spans by geometry: smaller searches there keep a decision within a second
// (natively, 6 expert players: a program search over 32 candidates took up to 1.9 s).
int crowd_divisor(const State& s) {
  if (s.players() < 5) return 1;
  return s.variant() == Variant::kStandard ? 2 : 4;
}
}  // namespace

MasterBot::MasterBot(uint64_t seed, MasterSettings settings)
    : ProgramSearchBot(seed ^ 0x5bd1e995), settings_(settings), rng_(seed) {}

Choice MasterBot::choose(const State& s) {
  const Choice planned = ProgramSearchBot::choose(s);  // medium's eye; the program search
  if (s.decision() == Decision::kProgram) return planned;
  std::vector<Choice> legal = s.legal_choices();
  if (legal.size() <= 1) return planned;
  const int color = s.actor();
  // Candidates: medium's choice, then the best others by the evaluation right after them
  // (ties to the earlier in the legal list; many expert spots: a seeded sample of them).
  constexpr size_t kLooked = 48;
  if (legal.size() > kLooked) {
    for (size_t i = 0; i < kLooked; ++i) std::swap(legal[i], legal[i + rng_.below(uint32_t(legal.size() - i))]);
    legal.resize(kLooked);
  }
  std::vector<std::pair<double, size_t>> ranked;
  for (size_t i = 0; i < legal.size(); ++i)
    if (!(legal[i] == planned)) ranked.push_back({-evaluate(s.preview(legal[i]), color), i});
  std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<Choice> candidates{planned};
  for (const auto& [score, i] : ranked)
    if (int(candidates.size()) < settings_.targets) candidates.push_back(legal[i]);
  // Every candidate in the same futures; the best mean at the round's end.
  const auto likely = likely_programs(s, color);
  const uint64_t seed = rng_.next();
  const int futures = std::max(1, settings_.futures / crowd_divisor(s));
  size_t best = 0;
  double best_total = 0;
  for (size_t k = 0; k < candidates.size(); ++k) {
    double total = 0;
    for (int j = 0; j < futures; ++j) {
      Rng deal(rollout_seed(seed, j));
      State sim = s.redeal_unseen(color, deal);
      for (int c = 0; c < kColors; ++c)
        if (!likely[size_t(c)].empty()) sim.assume_unseen(c, likely[size_t(c)][size_t(j) % likely[size_t(c)].size()]);
      must_accept(sim.apply(candidates[k]), candidates[k], sim);
      HeuristicBot player(rollout_level(s), deal.next());
      while (!sim.is_over() && sim.round() == s.round()) {
        const Choice c = player.choose(sim);
        must_accept(sim.apply(c), c, sim);
      }
      total += evaluate(sim, color, settings_.rival_weight);
    }
    if (k == 0 || total > best_total) best = k, best_total = total;
  }
  return candidates[best];
}

std::array<std::vector<Program>, kColors> MasterBot::likely_programs(const State& s, int color) {
  // Two players only: there one rival's guesses cost about what the program search's do,
  // and they were measured (master_bot.h). At three or four they made a resolution decision
  // as dear as a program (a 4-player game's master decisions: 0.9 s mean, 2.4 s at most,
  // three processes on two cores). Made once a round and kept, at four players they won
  // 48.5% (16 guesses per rival) and 47.0% (8) of 200 games against three hard, where
  // master without them won 50.0% (seed 1): not used there.
  if (!round_start_ || round_start_->round() != s.round() || s.players() > 2) return {};
  return agreeing_guesses(round_start_->hide_programs_from(color), s, color, settings_.guesses, settings_.guess_candidates, rng_);
}

void MasterBot::rivals_seen(const RivalFit& fit) { fit_ = fit; }

// At two players, how the rival programs in rollout j (cycle[j % size]): a rival whose last
// whole rounds no simple plan explains (rival_fit.h) searches, and is met by the guesses in
// every rollout; any other, or one not seen yet, by the guesses and the three plans in turn
// (master_bot.h).
std::vector<RivalModel> MasterBot::two_player_cycle(const State& state, int color) const {
  int rival = -1;
  for (int c = 0; c < kColors; ++c)
    if (c != color && state.in_play(c)) rival = c;
  if (settings_.searching_rival_by_guesses && fit_ && fit_->rounds(rival) >= 2 && !fit_->plans_simply(rival))
    return {RivalModel::kMedium};
  return {std::begin(kTwoPlayerRollouts), std::end(kTwoPlayerRollouts)};
}

void MasterBot::begin(const State& state, int color) {
  search_ = std::make_unique<Search>(state.hide_programs_from(color));  // the rivals' programs are secret
  Search& x = *search_;
  x.round = state.round();
  x.color = color;
  x.seed = rng_.next();
  // Fewer candidates when crowded too: each phase gives every candidate still in a rollout
  // at least, so 32 candidates would cost 32 rollouts whatever the budget.
  x.candidates = neighbours(candidate_programs(x.seen, color, 0, rng_), x.seen.hand(color), settings_.candidates / crowd_divisor(state));
  // At two players only: at four they changed nothing (master_bot.h).
  if (state.players() == 2) add_own_picks(x.candidates, x.seen, color, settings_.own_picks, settings_.guess_candidates, rng_);
  const bool four = state.players() == 4;
  // At four players, medium's program with a dragon earlier than slot 5 (master_bot.h), the
  // budget raised in proportion below.
  const int before_inserts = int(x.candidates.size());
  if (four && settings_.dragon_inserts_at_four)
    for (const Program& p : dragon_inserts(x.candidates.front(), x.seen, color)) add_if_new(x.candidates, p);
  const int n = int(x.candidates.size());
  x.totals.assign(size_t(n), 0.0);
  x.counts.assign(size_t(n), 0);
  x.alive.resize(size_t(n));
  std::iota(x.alive.begin(), x.alive.end(), 0);
  // Ten times the rollouts at two and four players, on either side (master_bot.h); as many
  // a candidate as before the dragon inserts.
  const int rollouts = four ? settings_.rollouts_at_four : state.players() == 2 ? settings_.rollouts_at_two : settings_.rollouts;
  x.budget = rollouts / crowd_divisor(state) * n / std::max(1, before_inserts);
  for (int size = 1; size < n; size *= 2) ++x.phases_left;
  // At four players, twice the guesses, each rival's drawn apart in each rollout (measured:
  // core/bots/README.md): taken in turn, rollout j gave every rival its j-th guess, so only
  // as many combinations of the three rivals' programs as guesses were ever played.
  x.apart = four;
  x.models = settings_.rival_models && state.players() == 2;
  if (x.models) x.cycle = two_player_cycle(state, color);
  const int guesses = four ? settings_.guesses_at_four : settings_.guesses;
  // At four players on the islands side the guesses are hard's own search's picks; on the
  // expert side they cost three times as much there and did worse (master_bot.h).
  const bool hard_guesses = four && state.variant() == Variant::kStandard;
  const HardSettings guess_search = hard_guesses ? settings_.guess_search_at_four : HardSettings{settings_.guess_candidates, 1};
  if (crowd_divisor(state) == 1) x.guesses = guess_programs(x.seen, color, guesses, guess_search, rng_);
  x.over = n <= 1;
  if (!x.over) start_phase();
}

// A phase gives each candidate still in the same share of the budget left for the phases
// left (at least one rollout each).
void MasterBot::start_phase() {
  Search& x = *search_;
  x.per_candidate = std::max(1, x.budget / (x.phases_left * int(x.alive.size())));
  x.turn = 0;
  x.done_in_phase = 0;
}

// After a rollout: the next one, or the end of the phase (the better half kept), or the end
// of the search (one candidate left, or no budget).
void MasterBot::next_rollout() {
  Search& x = *search_;
  --x.budget;
  if (++x.done_in_phase < x.per_candidate) return;
  x.done_in_phase = 0;
  if (++x.turn < x.alive.size()) return;
  auto mean = [&x](int k) { return x.totals[size_t(k)] / std::max(1, x.counts[size_t(k)]); };
  // Best mean first; ties to the earlier candidate (medium's own program is the first).
  std::stable_sort(x.alive.begin(), x.alive.end(), [&](int a, int b) { return mean(a) > mean(b); });
  x.alive.resize((x.alive.size() + 1) / 2);
  --x.phases_left;
  if (x.alive.size() <= 1 || x.phases_left <= 0 || x.budget <= 0) {
    x.over = true;
    return;
  }
  start_phase();
}

// Among the candidates that had the most rollouts (the last phase's: a mean on fewer is
// noisier, and their rivals beat them).
std::vector<Program> MasterBot::near_best() const {
  const Search& x = *search_;
  const int most = *std::max_element(x.counts.begin(), x.counts.end());
  const auto mean = [&x](size_t k) { return x.totals[k] / std::max(1, x.counts[k]); };
  const double top = mean(size_t(x.alive.front()));
  std::vector<Program> near = {best()};
  for (size_t k = 0; k < x.candidates.size(); ++k)
    if (x.counts[k] == most && mean(k) >= top - kNearBest && std::find(near.begin(), near.end(), x.candidates[k]) == near.end())
      near.push_back(x.candidates[k]);
  return near;
}

// One step: start a rollout of the current candidate (its j-th, with the j-th sampled
// future), play one decision of it, or score its end.
void MasterBot::step() {
  Search& x = *search_;
  const int k = x.alive[x.turn];
  if (!x.sim) {
    x.sim = x.seen;
    x.player.emplace(rollout_level(x.seen), rollout_seed(x.seed, x.counts[size_t(k)]));
    const int j = x.counts[size_t(k)];
    const RivalModel model = x.cycle.empty() ? RivalModel::kMedium : x.cycle[size_t(j) % x.cycle.size()];
    if (model != RivalModel::kMedium) {
      lock_programs(*x.sim, x.color, x.candidates[size_t(k)], *x.player, model, rollout_seed(x.seed ^ 0x99, j));
      return;
    }
    lock_guessed(*x.sim, x.color, x.candidates[size_t(k)], x.guesses, j, *x.player,
                 x.apart ? std::optional<uint64_t>(rollout_seed(x.seed ^ 0x77, j)) : std::nullopt);
    return;
  }
  if (x.sim->is_over() || x.sim->round() != x.round) {
    x.totals[size_t(k)] += evaluate(*x.sim, x.color, settings_.rival_weight);
    ++x.counts[size_t(k)];
    x.sim.reset();
    next_rollout();
    return;
  }
  const Choice choice = x.player->choose(*x.sim);
  must_accept(x.sim->apply(choice), choice, *x.sim);
}

}  // namespace rd
