#include "think_request.h"

#include <nlohmann/json.hpp>

#include "computer_turn_text.h"
#include "link.h"
#include "registry.h"
#include "seeded_bots.h"

namespace rdweb {

namespace {
using nlohmann::json;

// The request's fields, read strictly: every field present with its type, nothing else,
// every level one make_bot knows.
struct Request {
  uint64_t seed = 0;
  std::array<std::string, rd::kColors> bots;
  int color = -1;
  std::string link;
};

std::optional<Request> parse_request(const json& j) {
  if (!j.is_object() || j.size() != 4) return std::nullopt;
  const auto seed = j.find("seed"), bots = j.find("bots"), color = j.find("color"), link = j.find("link");
  if (seed == j.end() || !seed->is_number_unsigned() || bots == j.end() || !bots->is_array() || bots->size() != rd::kColors ||
      color == j.end() || !color->is_number_integer() || link == j.end() || !link->is_string())
    return std::nullopt;
  Request r;
  r.seed = seed->get<uint64_t>();
  r.color = color->get<int>();
  if (r.color < 0 || r.color >= rd::kColors) return std::nullopt;
  for (int c = 0; c < rd::kColors; ++c) {
    if (!(*bots)[size_t(c)].is_string()) return std::nullopt;
    r.bots[size_t(c)] = (*bots)[size_t(c)].get<std::string>();
    if (!r.bots[size_t(c)].empty() && !rd::make_bot(r.bots[size_t(c)], 0)) return std::nullopt;  // master too, which the page suggests with
  }
  r.link = link->get<std::string>();
  return r;
}

// Whether `color` has a decision due in `state`: its program while programming (not locked
// yet), else the current action's choice.
bool due(const rd::State& state, int color) {
  if (state.is_over() || !state.in_play(color)) return false;
  if (state.phase() == rd::Phase::kProgramming) return !state.has_program(color);
  return state.actor() == color;
}
}  // namespace

std::string think_request(const rd::Match& match, uint64_t game_seed, const std::array<std::string, rd::kColors>& bots, int color) {
  std::string link = rd::encode_link(match);
  if (link.empty()) return "";
  return json{{"seed", game_seed}, {"bots", bots}, {"color", color}, {"link", std::move(link)}}.dump();
}

std::string think_turn_request(const rd::ComputerTurn& turn) {
  std::string text = rd::encode_turn(turn);
  return text.empty() ? "" : "{\"turn\":" + text + "}";
}

std::optional<rd::TurnDecision> read_turn_answer(std::string_view answer) { return rd::decode_decision(answer); }

std::string answer_think_request(std::string_view text) {
  // One parse of the whole text: text the reader refuses gets no answer. (The turn was once
  // found by its prefix and its inner text parsed alone, which took `{"turn":{...}` and NUL
  // bytes for a turn.) No JSON holds a NUL byte, and nlohmann ends its input at one, taking
  // what came before for the whole text: refused first.
  if (text.find('\0') != std::string_view::npos) return "";
  const json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
  // A computer's turn at an online table: {"turn": <computer_turn_text.h>}.
  if (j.is_object() && j.size() == 1 && j.contains("turn")) {
    const std::optional<rd::ComputerTurn> turn = rd::decode_turn_json(j["turn"]);
    const std::optional<rd::TurnDecision> decision = turn ? rd::decide_turn(*turn) : std::nullopt;
    return decision ? rd::encode_decision(*decision) : "";
  }
  const std::optional<Request> request = parse_request(j);
  if (!request) return "";
  auto decoded = rd::decode_link(rd::standard_board(), request->link);
  if (!std::holds_alternative<rd::Match>(decoded)) return "";
  rd::Match& match = std::get<rd::Match>(decoded);
  const int color = request->color;
  if (!due(match.state(), color) || request->bots[size_t(color)].empty()) return "";
  rd::SeededBots bots(request->seed, match.setup().players, request->bots);
  rd::Bot& bot = bots.at(match, color);
  const rd::State& state = match.state();
  const rd::Refusal refused = state.phase() == rd::Phase::kProgramming ? match.lock_program(color, bot.choose_program(state, color))
                                                                       : match.apply(bot.choose(state));
  return refused ? "" : rd::encode_link(match);
}

std::optional<rd::Choice> read_think_answer(const rd::Match& match, int color, std::string_view answer) {
  if (answer.empty()) return std::nullopt;
  auto decoded = rd::decode_link(match.state().board(), answer);
  if (!std::holds_alternative<rd::Match>(decoded)) return std::nullopt;
  const rd::Match& after = std::get<rd::Match>(decoded);
  const rd::State& now = match.state();
  if (!due(now, color)) return std::nullopt;
  rd::Choice choice;
  if (now.phase() == rd::Phase::kProgramming) {
    // The same round with `color`'s program locked (a human may have locked one since the
    // request: the answer's game does not hold it, and needs not).
    if (after.state().round() != now.round() || !after.state().has_program(color)) return std::nullopt;
    choice = rd::Choice::make_program(after.state().program(color));
  } else {
    if (after.history().size() != match.history().size() + 1 || after.history().back().color != color) return std::nullopt;
    choice = after.history().back().choice;
  }
  rd::State tried = now;  // the rules' own verdict, on a copy
  if (rd::Match::apply_to(tried, {color, choice}, nullptr)) return std::nullopt;
  return choice;
}

}  // namespace rdweb
