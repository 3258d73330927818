// The `master` computer player, the strongest level offered ("master", "maître", "maestro":
// not "expert", the board's other side): a search over the information it may have, in two
// parts.
//
// Its targets during the resolution: the few best by medium's one-step look, each played to
// the round's end in the same sampled futures, where the rivals' cards not turned over yet
// are drawn again (State::redeal_unseen: it never reads them), everyone playing like
// `medium`; the best mean of the route evaluation at the round's end is kept. Measured
// against `hard` at two players: 62% of 200 games with this part, 45% of 160 without it.
// At two players, the futures also take what the rival would plausibly have programmed:
// the programs guessed for it again from the round's start (as for the program search,
// below, given by Bot::round_began) that agree with every card it has turned over, in turn,
// where there are any; the rest are drawn as above. A master shown the rival's real cards
// there won 78% of 200 games against hard (seed 7), one drawing them 69%, one using these
// guesses 74%; on 400 other games (seed 1) 73.8%, from 70.8%.
//
// Its program: the rivals' programs are secret, so each rollout samples them: determinized
// Monte Carlo over programs one change away from medium's, narrowed by sequential halving
// (Karnin, Koren and Somekh 2013: equal rollouts to the candidates still in, then the better
// half kept), the j-th rollout of every candidate on the same sampled future (common random
// numbers). A budget four times larger (256 rollouts) played no better (64% of 400 games)
// and cost four times as much.
//
// What it samples for a rival matters most. A rival that searches does not lock medium's
// program, and knowing a rival's program is worth a great deal: a master shown `hard`'s
// locked program won 83% of 100 games against it, where sampling medium's it won 57% of
// 200. So, up to four players, the rival programs it samples are the picks of small
// searches of its own from each rival's side (`hard`'s search, one rollout per candidate,
// from the rival's view, which hides this player's program): what a searching rival would
// plausibly lock. With eight such guesses per rival, each weighing eight programs, it won
// 75.5% of the same 200 games (eight of sixteen programs: 76%; four of sixteen: 71%), and
// 70.8% of 400 other games (seed 1): the settings were chosen on the first 200.
// Medium's sample stands in at five or six players, where a guess per rival would break the
// second a decision may take.
//
// At four players against three `hard`, 64 rollouts won 45.0%, 37.0% and 44.0% of 200 games
// (seeds 1 to 3); 192 rollouts 45.5% (seed 1): sequential halving's first cut still rested on
// one rollout per candidate there. Ten times the budget (rollouts_at_four) puts four under
// each candidate at the first cut: see README for the figures. On the expert side they won
// 50.0% of 120 games (seed 1; 41.5% of 200 with 64) but took 389 ms a decision on average and
// up to 7.3 s (quiet, `--variant expert --games 10 --seed 5`): not there. A master shown the rivals'
// locked programs won 89% of the same 200 games (seed 1), one shown their unseen cards during
// the resolution 50.5%: what it guesses of the programs is what matters at four players.
#pragma once
#include <array>
#include <memory>
#include <optional>

#include "program_search_bot.h"

namespace rd {

struct MasterSettings {
  int candidates = 32;  // programs tried at most (medium's own and its variants)
  int rollouts = 64;    // rollouts per program decision at two and three players (fewer at five or six)
  int targets = 6;      // targets weighed in a resolution decision (medium's first)
  int futures = 8;      // sampled futures per target at two to four players (fewer when crowded)
  int guesses = 8;      // programs guessed per rival (a small search each), up to four players
  int guess_candidates = 8;  // programs each guess weighs, one rollout each
  double rival_weight = 0.3;  // the best rival's remaining cost in a rollout's score (evaluation.h)
  // Rollouts per program decision at four players on the islands side. Sequential halving's first cut keeps 16
  // of 32 candidates; with 64 rollouts it rests on one rollout each (one guess per rival, one
  // future), and three rivals' guesses make that one rollout mostly noise: 640 give each
  // candidate four there (and 8, 16, 32, 64 in the later cuts). Measured: master_bot.h.
  int rollouts_at_four = 640;
};

class MasterBot : public ProgramSearchBot {
 public:
  MasterBot(uint64_t seed, MasterSettings settings = {});
  // A resolution decision: the few best targets by medium's one-step look, each played in
  // the same sampled futures to the round's end (the rivals' cards not turned over yet drawn
  // again: State::redeal_unseen), the best mean kept.
  Choice choose(const State& state) override;
  bool searches(const State&) const override { return true; }
  void round_began(const State& start) override { round_start_ = start; }

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
    std::array<std::vector<Program>, kColors> guesses;  // by rival: the programs its rollouts lock for it
  };
  void begin(const State& state, int color) override;
  void step() override;
  bool finished() const override { return search_->over; }
  Program best() const override { return search_->candidates[size_t(search_->alive.front())]; }
  void start_phase();
  void next_rollout();

  // The rivals' guessed programs that agree with every card they have turned over so far,
  // guessed again from the round's start (empty for a rival without such guesses).
  std::array<std::vector<Program>, kColors> likely_programs(const State& s, int color);

  MasterSettings settings_;
  Rng rng_;
  std::optional<State> round_start_;
  std::unique_ptr<Search> search_;
};

}  // namespace rd
