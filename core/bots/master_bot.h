// The `master` computer player, the strongest level offered ("master", "maître", "maestro":
// not "expert", the board's other side): a search over the information it may have, in two
// parts. What each part was measured to do, and the variants tried and not kept, are in
// core/bots/README.md; here, why it is built as it is.
//
// Its program: the rivals' programs are secret, so each rollout samples them: determinized
// Monte Carlo over programs one change away from medium's, and (at two players) the
// picks of small searches of its own, as it guesses the rivals', narrowed by sequential halving
// (Karnin, Koren and Somekh 2013: equal rollouts to the candidates still in, then the better
// half kept), the j-th rollout of every candidate on the same sampled future (common random
// numbers), so that candidates are compared on the same luck.
//
// What it samples for a rival matters most: at two players, a master shown `hard`'s locked
// program won 83% of 100 games against it, one sampling medium's program for it 57% of 200
// (at four players, shown the three rivals' programs, 89%). A rival
// that searches does not lock medium's program, so, up to four players, the rival programs
// it samples are the picks of small searches of its own from each rival's side (`hard`'s
// search, one rollout per candidate, from the rival's view, which hides this player's
// program): what a searching rival would plausibly lock. At four players on the islands
// side, `hard`'s own search, three rollouts a candidate (guess_search_at_four). At five or
// six players medium's program stands in: a guess per rival would break the second a
// decision may take.
//
// At four players the budget is ten times larger (rollouts_at_four): with 64, sequential
// halving's first cut rested on one rollout per candidate, one guess per rival, and three
// rivals' guesses made that rollout mostly noise. On the expert side too since the route
// evaluation became twice as fast there (2026-11-27): 47.5% of 400 games against three hard,
// where 64 won 39.5% of the same games; a decision then costs about twice as much as on the
// islands side (core/bots/README.md).
//
// At two players it weighs its rival by what the rival locked in its last whole rounds
// (rival_fit.h): a rival that plans like the rusher, the blocker or the saboteur meets them
// in three rollouts of four, one that searches meets the guesses in every rollout.
//
// Its targets during the resolution: the few best by medium's one-step look, each played to
// the round's end in the same sampled futures, where the rivals' cards not turned over yet
// are drawn again (State::redeal_unseen: it never reads them), everyone playing like
// `medium`; the best mean of the route evaluation at the round's end is kept. At two
// players, the futures also take what the rival would plausibly have programmed: the
// programs guessed for it again from the round's start (given by Bot::round_began) that
// agree with every card it has turned over, in turn; the rest are drawn as above.
#pragma once
#include <array>
#include <memory>
#include <optional>

#include "hard_bot.h"
#include "program_search_bot.h"
#include "rival_fit.h"
#include "round_rollout.h"

namespace rd {

struct MasterSettings {
  int candidates = 32;  // programs tried at most (medium's own and its variants)
  int rollouts = 64;    // rollouts per program decision at three players (fewer at five or six)
  int targets = 6;      // targets weighed in a resolution decision (medium's first)
  int futures = 8;      // sampled futures per target at two to four players (fewer when crowded)
  int guesses = 8;      // programs guessed per rival (a small search each), up to four players
  int guess_candidates = 8;  // programs each guess weighs, one rollout each
  // Programs its own small searches pick (hard's, guess_candidates programs, one rollout
  // each, from its own side), added to the candidates at two players: programs further from
  // medium's than one change, that won a rollout. Against hard, 79.1% of 1200 games, where
  // master without them won 74.5% of the same games; at four players 50.8% of 400, where
  // 51.5% without them, for a little more work: not used there, nor at three (not measured)
  // (core/bots/README.md).
  int own_picks = 8;
  double rival_weight = 0.3;  // the best rival's remaining cost in a rollout's score (evaluation.h)
  // Rollouts per program decision at four players. Sequential halving's first cut keeps 16
  // of 32 candidates; with 64 rollouts it rests on one rollout each (one guess per rival, one
  // future), and three rivals' guesses make that one rollout mostly noise: 640 give each
  // candidate four there (and 8, 16, 32, 64 in the later cuts). Measured: core/bots/README.md.
  int rollouts_at_four = 640;
  // At two players, ten times as many too: with 64, the first cut rested on one rollout per
  // candidate (40 of them). Measured with the rival models below: core/bots/README.md.
  int rollouts_at_two = 640;
  // Guesses per rival at four players, each rival's drawn apart in each
  // rollout (Search::apart): 48.9% of 800 games against three hard, where 8 taken in turn
  // won 46.3% of the same games (core/bots/README.md).
  int guesses_at_four = 16;
  // The search each guess at four players on the islands side is the pick of: hard's own
  // (16 programs: medium's, its dragon variants and 12 random ones; 3 rollouts each), the
  // rivals' real policy. The small search master uses elsewhere (8 programs, 4 of them
  // random; one rollout) leans to medium's program and its dragon in the last slot, where
  // hard's dragons come in any slot alike. 53.5% of 800 games against three hard, where the
  // small search won 48.9% of the same games; a program decision three times as dear. On the
  // expert side 43.5% of 200, a decision 0.6 s on average and up to 17 s: not there
  // (core/bots/README.md). At two players it won about 5 points more against hard and as
  // many fewer against the saboteur: not there (core/bots/README.md).
  HardSettings guess_search_at_four = {};
  // At four players, more candidates: medium's program with a dragon against a rival before
  // slot 1, 2, 3 or 4 (dragon_inserts in round_rollout.h), the budget raised in proportion
  // (up to 44 candidates, 880 rollouts). Medium's dragon variants hold theirs in slot 5,
  // where in the endgame hard has mostly moved by then (its first move is in slot 1 or 2 two
  // times in three, counted on the islands side). Against three hard, on the same games as
  // master without them (core/bots/README.md): 50.0% of 1200 on the expert side where 47.1%,
  // higher on five seeds of six; 56.3% of 1200 on the islands side where 51.8%, higher on
  // five seeds of six. The same way on both sides.
  bool dragon_inserts_at_four = true;
  // At two players, of every four rollouts one against the guesses and one each with the
  // rival programming as the rusher, the blocker and the saboteur (round_rollout.h): a
  // search that meets only its guesses does not see a rival rushing or aiming a dragon at
  // its key card. Without them master won 68.0% of 200 games against greedy and 24.0%
  // against the blocker; with them (and 640 rollouts) over 90% against each plan. More of
  // the rollouts against the guesses held it better against hard and worse against the
  // saboteur (core/bots/README.md). Not at three players and more.
  bool rival_models = true;
  // At two players, a rival whose programs in its last whole rounds no simple plan explains
  // (rival_fit.h: a searching rival, or a person who thinks) is met by the guesses in every
  // rollout from its third round on: against hard 79.5% of 200 games, where the cycle above
  // in every round won 72.5% of the same games; a rival that rushes, blocks or sabotages
  // fits its plan in every round measured and meets the cycle as before (core/bots/README.md).
  bool searching_rival_by_guesses = true;
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
  void rivals_seen(const RivalFit& fit) override;

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
    bool apart = false;  // each rival's guess drawn apart in each rollout (four players), not the j-th for all
    bool models = false;  // MasterSettings::rival_models, at this table
    std::vector<RivalModel> cycle;  // how the rival programs in rollout j: cycle[j % size]
  };
  void begin(const State& state, int color) override;
  void step() override;
  bool finished() const override { return search_->over; }
  Program best() const override { return search_->candidates[size_t(search_->alive.front())]; }
  std::vector<Program> near_best() const override;
  void start_phase();
  std::vector<RivalModel> two_player_cycle(const State& state, int color) const;
  void next_rollout();

  // The rivals' guessed programs that agree with every card they have turned over so far,
  // guessed again from the round's start (empty for a rival without such guesses).
  std::array<std::vector<Program>, kColors> likely_programs(const State& s, int color);

  MasterSettings settings_;
  Rng rng_;
  std::optional<State> round_start_;
  std::optional<RivalFit> fit_;
  std::unique_ptr<Search> search_;
};

}  // namespace rd
