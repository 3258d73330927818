// The `master` computer player (offered as "Master"): a search over the information it may
// have. The rivals' programs are secret, so each rollout samples them (as `medium` would
// program them): determinized Monte Carlo over many candidate programs, the candidates
// narrowed by sequential halving (Karnin, Koren and Somekh 2013: equal rollouts to the
// candidates still in, then the better half kept, until one is left), which spends the
// budget on the close calls instead of on programs that are plainly worse. The j-th
// rollout of every candidate samples the same rivals' programs and the same choices
// (common random numbers), so candidates are compared on the same futures. A rollout plays
// the round out with `medium`'s choices for everyone and scores its end with the route
// evaluation, as `hard` does, with several times `hard`'s budget. Targets during the
// resolution are searched the same way (see choose()).
//
// Why not a tree (information-set MCTS): a round is five simultaneous secret choices, then
// a resolution whose every decision hangs on cards turned over one by one; the program is
// the decision that matters most and it is made once, blind, per round. A flat search over
// programs with sampled rivals is the form of ISMCTS that fits that shape (one information
// set, many determinizations); its budget goes to telling programs apart rather than to
// nodes deeper in futures it cannot see.
//
// Its work is counted (rollout steps, never time), so a seed gives the same game on every
// build and in the page.
#pragma once
#include <memory>
#include <optional>

#include "program_search_bot.h"

namespace rd {

struct MasterSettings {
  int candidates = 64;  // programs tried at most (medium's own and its variants)
  int rollouts = 256;   // rollouts per program decision at two to four players (fewer when crowded)
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
