#include "suggestion.h"

#include <string>

#include "think_request.h"

namespace rdweb {

namespace {
// The levels by color: the suggesting level in `color`'s seat, nobody else.
std::array<std::string, rd::kColors> suggesting_seat(int color) {
  std::array<std::string, rd::kColors> bots;
  bots[size_t(color)] = kSuggestingLevel;
  return bots;
}

bool programming(const rd::State& state, int color) {
  return state.phase() == rd::Phase::kProgramming && state.in_play(color) && !state.has_program(color);
}
}  // namespace

bool Suggestion::current(const rd::Match& match, int color) const {
  return color_ >= 0 && color == color_ && moment_ == rd::decision_moment(match) && programming(match.state(), color);
}

void Suggestion::ask(const rd::Match& match, uint64_t game_seed, int color) {
  if (current(match, color) || !programming(match.state(), color)) return;
  color_ = color;
  moment_ = rd::decision_moment(match);
  seed_ = game_seed;
  id_ = kNotAsked;
  found_.reset();
  bots_.reset();
}

void Suggestion::update(const rd::Match& match, Thinker* thinker, Clock clock, double deadline) {
  if (!current(match, color_) || found_) return;
  if (id_ == kNotAsked) {
    const std::string request = thinker && !thinker->failed() ? think_request(match, seed_, suggesting_seat(color_), color_) : "";
    id_ = request.empty() ? kHere : thinker->ask(request);
    if (id_ < 0) id_ = kHere;
  }
  if (id_ >= 0 && !thinker) id_ = kHere;  // asked of a thinker no longer given
  if (id_ >= 0) {
    if (const std::optional<std::string> answer = thinker->answer(id_)) {
      if (const std::optional<rd::Choice> choice = read_think_answer(match, color_, *answer)) found_ = choice->program;
      else id_ = kHere;  // an answer the rules refuse: the page looks for itself
    } else if (thinker->failed()) {
      id_ = kHere;
    }
    if (id_ >= 0) return;
  }
  if (!bots_) bots_ = std::make_unique<rd::SeededBots>(seed_, match.setup().players, suggesting_seat(color_));
  rd::Bot& bot = bots_->at(match, color_);
  const rd::State& state = match.state();
  while (!bot.think_program(state, color_, 1))
    if (clock() > deadline) return;
  found_ = bot.choose_program(state, color_);
}

std::optional<rd::Program> Suggestion::program(const rd::Match& match, int color) const {
  return current(match, color) ? found_ : std::nullopt;
}

bool Suggestion::searching(const rd::Match& match, int color) const { return current(match, color) && !found_; }

}  // namespace rdweb
