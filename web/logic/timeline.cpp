#include "timeline.h"

#include <algorithm>

#include "event_words.h"
#include "must_accept.h"

namespace rdweb {

namespace {
// The game accepted each step once: replayed from the same start, a refusal is a bug.
void replay(rd::State& s, const rd::Match::Step& step, rd::Events* events) {
  rd::must_accept(rd::Match::apply_to(s, step, events), step.choice, s);
}
}  // namespace

Timeline::Timeline(const rd::Match& game, const PlayerNames& names) : game_(game), names_(names), state_(game.state().board(), game.setup()) {
  rd::State s = state_;
  append_log(s, s, {round_start_event(s)}, log_, names);
  round_starts_.push_back({0, s});
  log_count_.push_back(log_.size());
  rd::Events events;
  for (int i = 0; i < steps(); ++i) {
    events.clear();
    const rd::State before = s;
    replay(s, game_.history()[size_t(i)], &events);
    append_log(before, s, events, log_, names);
    log_count_.push_back(log_.size());
    if (s.round() != before.round() && !s.is_over()) round_starts_.push_back({i + 1, s});
  }
}

void Timeline::seek(int point) {
  point = std::clamp(point, 0, steps());
  const int round = round_at(point);
  // From the current state when it is on the way, else from the round's start.
  if (!(position_ <= point && round_at(position_) == round)) {
    state_ = round_starts_[size_t(round - 1)].second;
    position_ = round_starts_[size_t(round - 1)].first;
  }
  for (; position_ < point; ++position_) replay(state_, game_.history()[size_t(position_)], nullptr);
}

int Timeline::round_at(int point) const {
  const auto after = std::upper_bound(round_starts_.begin(), round_starts_.end(), point,
                                      [](int p, const auto& start) { return p < start.first; });
  return int(after - round_starts_.begin());
}

int Timeline::previous_round_start() const {
  const int round = round_at(position_);
  return round_start(position_ == round_start(round) && round > 1 ? round - 1 : round);
}

int Timeline::next_round_start() const {
  const int round = round_at(position_);
  return round < rounds() ? round_start(round + 1) : steps();
}

std::vector<rd::Match::Step> Timeline::history_now() const {
  return {game_.history().begin(), game_.history().begin() + position_};
}

}  // namespace rdweb
