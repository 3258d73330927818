// The `master` computer player (rd arena only for now; to be offered as "Master" once it
// beats `hard` clearly): a search over the information it may have, in two parts.
//
// Its targets during the resolution (where its strength comes from): the few best by
// medium's one-step look, each played to the round's end in the same sampled futures, where
// the rivals' cards not turned over yet are drawn again (State::redeal_unseen: it never
// reads them), everyone playing like `medium`; the best mean of the route evaluation at the
// round's end is kept. Measured against `hard` at two players: 62% of 200 games with this
// part, 45% of 160 without it.
//
// Its program: the rivals' programs are secret, so each rollout samples them (as `medium`
// would program them): determinized Monte Carlo over programs one change away from
// medium's, narrowed by sequential halving (Karnin, Koren and Somekh 2013: equal rollouts to
// the candidates still in, then the better half kept), the j-th rollout of every candidate
// on the same sampled future (common random numbers). A budget four times larger (256
// rollouts) played no better (64% of 400 games) and cost four times as much.
//
// Why not a tree (information-set MCTS): a round is five simultaneous secret choices, then
// a resolution whose every decision hangs on cards turned over one by one. A flat search
// over each decision with sampled hidden cards is the form of ISMCTS that fits that shape
// (one information set per decision, many determinizations); its budget goes to telling
// the choices apart rather than to nodes deeper in futures it cannot see.
//
// Its work is counted (rollouts and their steps, never time), so a seed gives the same game
// on every build and in the page.
#pragma once
#include <memory>
#include <optional>

#include "program_search_bot.h"

namespace rd {

struct MasterSettings {
  int candidates = 32;  // programs tried at most (medium's own and its variants)
  int rollouts = 64;    // rollouts per program decision at two to four players (fewer when crowded)
  int targets = 6;      // targets weighed in a resolution decision (medium's first)
  int futures = 8;      // sampled futures per target
};

class MasterBot : public ProgramSearchBot {
 public:
  MasterBot(uint64_t seed, MasterSettings settings = {});
  // A resolution decision: the few best targets by medium's one-step look, each played in
  // the same sampled futures to the round's end (the rivals' cards not turned over yet drawn
  // again: State::redeal_unseen), the best mean kept.
  Choice choose(const State& state) override;
  bool searches(const State&) const override { return true; }

 private:
  // One program search, done a step at a time (a step starts a rollout, plays one decision
  // of it, or scores it), the same however the search is sliced.
  struct Search {
    explicit Search(const State& seen_state) : seen(seen_state) {}
    int round = -1, color = -1;
    uint64_t seed = 0;  // the futures sampled: rollout j of every candidate is drawn from seed and j
    State seen;         // the game as this player knows it
    std::vector<Program> candidates;
    std::vector<double> totals;
    std::vector<int> counts;
    std::vector<int> alive;  // candidates still in, best first after each halving
    int phases_left = 0;     // halvings still to come
    int per_candidate = 0;   // rollouts each candidate in gets this phase
    size_t turn = 0;         // the candidate of alive whose rollout is next
    int done_in_phase = 0;   // rollouts that candidate has played this phase
    int budget = 0;          // rollouts left
    std::optional<State> sim;            // the rollout being played
    std::optional<HeuristicBot> player;  // everyone's choices in it
    bool over = false;
  };
  void begin(const State& state, int color) override;
  void step() override;
  bool finished() const override { return search_->over; }
  Program best() const override { return search_->candidates[size_t(search_->alive.front())]; }
  void start_phase();
  void next_rollout();

  MasterSettings settings_;
  Rng rng_;
  std::unique_ptr<Search> search_;
};

}  // namespace rd
