#include "timeline.h"

#include <algorithm>

#include "event_words.h"

namespace rdweb {

namespace {

// Applies one step of a history: a lock or a choice.
void apply_step(rd::State& state, const rd::Match::Step& step, rd::Events* events) {
  if (step.choice.kind == rd::Decision::kProgram) state.lock_program(step.color, step.choice.program, events);
  else state.apply(step.choice, events);
}


}  // namespace

Timeline::Timeline(const rd::Match& game) : game_(game), state_(game.state().board(), game.setup()) {
  rd::State s = state_;
  log_.push_back({describe(s, rd::Event{rd::EventKind::kRoundStart, int8_t(s.first_player())}), s.first_player()});
  round_starts_.push_back({0, s});
  log_count_.push_back(log_.size());
  rd::Events events;
  for (int i = 0; i < steps(); ++i) {
    events.clear();
    const int round = s.round();
    apply_step(s, game_.history()[size_t(i)], &events);
    append_log(s, events, log_);
    log_count_.push_back(log_.size());
    if (s.round() != round && !s.is_over()) round_starts_.push_back({i + 1, s});
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
  for (; position_ < point; ++position_) apply_step(state_, game_.history()[size_t(position_)], nullptr);
}

int Timeline::round_at(int point) const {
  const auto after = std::upper_bound(round_starts_.begin(), round_starts_.end(), point,
                                      [](int p, const auto& start) { return p < start.first; });
  return int(after - round_starts_.begin());
}

std::vector<rd::Match::Step> Timeline::history_now() const {
  return {game_.history().begin(), game_.history().begin() + position_};
}

}  // namespace rdweb
