#include "computer_turn.h"

#include "registry.h"
#include "rival_fit.h"

namespace rd {

bool ComputerTurn::operator==(const ComputerTurn& o) const {
  return color == o.color && level == o.level && seed == o.seed && start.state() == o.start.state() &&
         start.history() == o.start.history() && resolution == o.resolution && cards == o.cards && choices == o.choices;
}

namespace {

// The round played again from its start as a device played it: every program locked face
// down, each card turned over as its slot begins, the choices in order; then the computer's
// own cards after the current slot, which it knows.
std::optional<State> resolution_view(const ComputerTurn& turn) {
  State view = turn.start.state();
  if (view.phase() != Phase::kProgramming) return std::nullopt;
  for (int c = 0; c < kColors; ++c)
    if (view.in_play(c) && view.lock_sealed(c)) return std::nullopt;
  size_t next = 0;
  while (view.phase() == Phase::kResolution) {
    if (view.decision() == Decision::kReveal) {
      const int c = view.actor();
      const Card card = turn.cards[size_t(c)][size_t(view.slot())];
      if (card == kSealedCard || view.reveal(c, card)) return std::nullopt;
    } else if (next < turn.choices.size()) {
      if (view.apply(turn.choices[next++])) return std::nullopt;
    } else {
      break;
    }
  }
  if (next != turn.choices.size() || view.phase() != Phase::kResolution || view.actor() != turn.color ||
      !view.assume_unseen(turn.color, turn.cards[size_t(turn.color)]))
    return std::nullopt;
  return view;
}

}  // namespace

std::optional<State> turn_view(const ComputerTurn& turn) {
  const State& start = turn.start.state();
  if (turn.color < 0 || turn.color >= kColors || !start.in_play(turn.color)) return std::nullopt;
  if (turn.resolution) return resolution_view(turn);
  if (start.phase() != Phase::kProgramming || start.has_program(turn.color)) return std::nullopt;
  return start.hide_programs_from(turn.color);
}

std::optional<TurnDecision> decide_turn(const ComputerTurn& turn) {
  const std::optional<State> view = turn_view(turn);
  return view ? decide_turn(turn, *view) : std::nullopt;
}

std::optional<TurnDecision> decide_turn(const ComputerTurn& turn, const State& view) {
  const std::unique_ptr<Bot> bot = make_bot(turn.level, turn.seed);
  if (!bot) return std::nullopt;
  if (!turn.resolution) {
    bot->rivals_seen(rival_fit(turn.start));  // whole rounds only: every device has them
    return TurnDecision::of_draws(bot->program_draws(view, turn.color, kProgramDraws));
  }
  // The round's start, which master searches again (Bot::round_began), as the table did.
  bot->round_began(turn.start.state());
  return TurnDecision::of_choice(bot->choose(view));
}

bool level_searches(const std::string& level, const State& state) {
  const std::unique_ptr<Bot> bot = make_bot(level, 0);
  return bot && bot->searches(state);
}

}  // namespace rd
