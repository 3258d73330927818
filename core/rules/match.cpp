#include "match.h"

#include "names.h"

namespace rd {

using nlohmann::ordered_json;


Match::Match(const Board& board, const Setup& setup) : setup_(setup), state_(board, setup), round_start_(state_) {
  ordered_json seats = ordered_json::array();
  for (int c = 0; c < kColors; ++c)
    if (state_.in_play(c)) seats.push_back(color_name(c));
  record_ = {{"format", kRecordFormat},
             {"board", board.name},
             {"variant", variant_name(setup.variant)},
             {"seats", seats},
             {"first", color_name(setup.first)},
             {"rounds", ordered_json::array()},
             {"winner", nullptr}};
  Event start{EventKind::kRoundStart};
  start.player = int8_t(setup.first);
  write({start});
}

// Every change goes through here: a choice is the actor's step, a lock the locker's.
Refusal Match::apply(const Choice& choice) { return apply(Step{state_.actor(), choice}); }

Refusal Match::lock_program(int color, const Program& program) { return apply(Step{color, Choice::make_program(program)}); }

Refusal Match::apply(const Step& step) {
  Events events;
  if (Refusal why = apply_to(state_, step, &events)) return why;
  history_.push_back(step);
  if (state_.phase() == Phase::kProgramming && state_.round() != round_start_.round()) round_start_ = state_;
  events_ = std::move(events);
  write(events_);
  return refusal::kNone;
}

Refusal Match::apply_to(State& state, const Step& step, Events* events) {
  return step.choice.kind == Decision::kProgram ? state.lock_program(step.color, step.choice.program, events)
                                                : state.apply(step.choice, events);
}

void Match::write(const Events& events) {
  auto& rounds = record_["rounds"];
  for (const Event& e : events) {
    switch (e.kind) {
      case EventKind::kRoundStart:
        rounds.push_back({{"first", color_name(e.player)}, {"programs", ordered_json::object()}, {"actions", ordered_json::array()}});
        break;
      case EventKind::kProgramLocked:
        add_program(rounds.back(), e.player);
        break;
      case EventKind::kActionStart:
        rounds.back()["actions"].push_back({{"slot", e.slot + 1},
                                            {"player", color_name(e.player)},
                                            {"card", card_name(e.card)},
                                            {"events", ordered_json::array()}});
        break;
      default:
        // Actions of a finished round are written before the next round starts.
        rounds.back()["actions"].back()["events"].push_back(event_json(e));
        if (e.kind == EventKind::kWin) record_["winner"] = color_name(e.player);
    }
  }
}

// Adds a locked program to a round, keeping the programs in resolution order
// (clockwise from the round's first player) whatever order they were locked in.
void Match::add_program(ordered_json& round, int color) const {
  ordered_json cards = ordered_json::array();
  for (Card c : state_.program(color)) cards.push_back(card_name(c));
  round["programs"][std::string(color_name(color))] = cards;
  const int first = *parse_color(round["first"].get<std::string>());
  ordered_json sorted = ordered_json::object();
  for (int i = 0; i < kColors; ++i) {
    const std::string name(color_name((first + i) % kColors));
    if (round["programs"].contains(name)) sorted[name] = round["programs"][name];
  }
  round["programs"] = sorted;
}

ordered_json Match::event_json(const Event& e) const {
  const Variant variant = state_.variant();
  switch (e.kind) {
    case EventKind::kStone: {
      ordered_json j = {{"e", event_name(e.kind)}, {"at", stone_name(variant, e.a, e.serial)}};
      if (variant == Variant::kExpert) j["x"] = spot_units(e.x), j["y"] = spot_units(e.y);
      return j;
    }
    case EventKind::kPlank:
      return {{"e", event_name(e.kind)}, {"plank", plank_name(e.a)}, {"ends", {support_name(state_, e.b), support_name(state_, e.c)}}};
    case EventKind::kPlankLost: return {{"e", event_name(e.kind)}, {"plank", plank_name(e.a)}};
    case EventKind::kTakePlank: return {{"e", event_name(e.kind)}, {"plank", plank_name(e.a)}};
    case EventKind::kTakeStone: return {{"e", event_name(e.kind)}, {"at", stone_name(variant, e.a, e.serial)}};
    case EventKind::kMove: {
      ordered_json path = {position_name(e.a)};
      if (e.b >= 0) path.push_back(position_name(e.b));
      return {{"e", event_name(e.kind)}, {"path", path}};
    }
    case EventKind::kJump: return {{"e", event_name(e.kind)}, {"over", position_name(plank_position(e.a))}, {"to", position_name(e.b)}};
    case EventKind::kFall: return {{"e", event_name(e.kind)}};
    case EventKind::kLost: return {{"e", event_name(e.kind)}, {"why", lost_name(e.why)}};
    case EventKind::kCancelled: return {{"e", event_name(e.kind)}, {"by", color_name(e.by)}};
    case EventKind::kWin: return {{"e", event_name(e.kind)}};
    default: return {};
  }
}

}  // namespace rd
