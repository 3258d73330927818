// A finished or unfinished game to watch again (the replay viewer): the board, programs
// and log at any point, one choice at a time. Seeking is cheap: the state at the start of
// every round is kept, so reaching any point replays at most one round's choices.
#pragma once
#include <vector>

#include "match.h"
#include "session.h"

namespace rdweb {

class Timeline {
 public:
  // `names`: what the log calls the players (an online game's friends by name; a record's
  // players by color: a record keeps no names).
  explicit Timeline(const rd::Match& game, const PlayerNames& names = no_names());

  const rd::Match& game() const { return game_; }
  const PlayerNames& names() const { return names_; }
  // Points are 0 (before the first choice) to steps() (the game as recorded).
  int steps() const { return int(game_.history().size()); }
  int position() const { return position_; }
  const rd::State& state() const { return state_; }
  void seek(int point);

  int rounds() const { return int(round_starts_.size()); }
  // The point at which a round (1-based) starts, and the round a point belongs to.
  int round_start(int round) const { return round_starts_[size_t(round - 1)].first; }
  int round_at(int point) const;
  // Where "round back" and "round forward" go from the current point: the start of this
  // round (or of the one before, when already there), the start of the next (or the end).
  int previous_round_start() const;
  int next_round_start() const;

  // The log of the whole game, and how many of its lines exist at the current point.
  const std::vector<LogLine>& log() const { return log_; }
  size_t log_lines_now() const { return log_count_[size_t(position_)]; }

  // The choices up to the current point: a new game plays on from them.
  std::vector<rd::Match::Step> history_now() const;

 private:
  rd::Match game_;
  PlayerNames names_;
  std::vector<std::pair<int, rd::State>> round_starts_;  // (point, state) at each round's start
  std::vector<size_t> log_count_;                        // log lines at each point
  std::vector<LogLine> log_;
  rd::State state_;
  int position_ = 0;
};

}  // namespace rdweb
