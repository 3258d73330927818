#include "computer_turn_text.h"

#include <nlohmann/json.hpp>

#include "board.h"
#include "choice_json.h"
#include "json_reader.h"
#include "link.h"

namespace rd {

namespace {
using nlohmann::json;
using nlohmann::ordered_json;

constexpr std::string_view kSealedName = "?";  // a card not turned over yet

ordered_json program_json(const Program& program) {
  ordered_json cards = ordered_json::array();
  for (Card card : program) cards.push_back(card == kSealedCard ? std::string(kSealedName) : card_name(card));
  return cards;
}

// A program's cards by name ("?" face down where `sealed` allows it); nothing if any is not a card.
std::optional<Program> read_program(const json& j, bool sealed) {
  if (!j.is_array() || j.size() != size_t(kSlots)) return std::nullopt;
  Program program{};
  for (size_t s = 0; s < size_t(kSlots); ++s) {
    if (!j[s].is_string()) return std::nullopt;
    const std::string name = j[s].get<std::string>();
    const std::optional<Card> card = parse_card(name);
    if (sealed && name == kSealedName) program[s] = kSealedCard;
    else if (card) program[s] = *card;
    else return std::nullopt;
  }
  return program;
}

bool read_resolution(Reader& r, ComputerTurn& turn) {
  const json* cards = r.field("cards");
  const json* choices = r.field("choices");
  if (r.error || !cards->is_array() || cards->size() != size_t(kColors) || !choices->is_array()) return false;
  for (size_t c = 0; c < size_t(kColors); ++c) {
    const std::optional<Program> program = read_program((*cards)[c], true);
    if (!program) return false;
    turn.cards[c] = *program;
  }
  for (const json& choice : *choices) {
    Choice read;
    read_choice_object(r, choice, "choices", read);
    if (r.error) return false;
    turn.choices.push_back(read);
  }
  return true;
}
}  // namespace

std::string encode_turn(const ComputerTurn& turn) {
  std::string link = encode_link(turn.start);
  if (link.empty()) return "";
  ordered_json j = {{"color", turn.color}, {"level", turn.level}, {"seed", turn.seed}, {"start", std::move(link)}};
  if (turn.resolution) {
    ordered_json cards = ordered_json::array();
    for (const Program& program : turn.cards) cards.push_back(program_json(program));
    ordered_json choices = ordered_json::array();
    for (const Choice& choice : turn.choices) choices.push_back(choice_json(choice));
    j["cards"] = std::move(cards);
    j["choices"] = std::move(choices);
  }
  return j.dump();
}

std::optional<ComputerTurn> decode_turn(std::string_view text) {
  return decode_turn_json(json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false));
}

std::optional<ComputerTurn> decode_turn_json(const json& j) {
  if (!j.is_object()) return std::nullopt;
  Reader r(j, "");
  const bool resolution = j.contains("cards");
  if (resolution) r.only({"color", "level", "seed", "start", "cards", "choices"});
  else r.only({"color", "level", "seed", "start"});
  const int color = int(r.number("color", 0, kColors - 1));
  const std::string level = r.text("level");
  const json* seed = r.field("seed");
  const std::string link = r.text("start");
  if (r.error || !seed->is_number_unsigned()) return std::nullopt;
  auto start = decode_link(standard_board(), link);
  if (!std::holds_alternative<Match>(start)) return std::nullopt;
  ComputerTurn turn(std::move(std::get<Match>(start)));
  turn.color = color;
  turn.level = level;
  turn.seed = seed->get<uint64_t>();
  turn.resolution = resolution;
  if (resolution && !read_resolution(r, turn)) return std::nullopt;
  return turn;
}

std::string encode_decision(const TurnDecision& decision) {
  if (decision.draws.empty()) return ordered_json{{"choice", choice_json(decision.choice)}}.dump();
  ordered_json draws = ordered_json::array();
  for (const Program& program : decision.draws) draws.push_back(program_json(program));
  return ordered_json{{"draws", std::move(draws)}}.dump();
}

std::optional<TurnDecision> decode_decision(std::string_view text) {
  const json j = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
  if (!j.is_object() || j.size() != 1) return std::nullopt;
  if (const auto draws = j.find("draws"); draws != j.end()) {
    if (!draws->is_array() || draws->size() != size_t(kProgramDraws)) return std::nullopt;
    TurnDecision read;
    for (const json& program : *draws) {
      const std::optional<Program> cards = read_program(program, false);
      if (!cards) return std::nullopt;
      read.draws.push_back(*cards);
    }
    return read;
  }
  const auto choice = j.find("choice");
  if (choice == j.end()) return std::nullopt;
  Reader r(j, "");
  Choice read;
  read_choice_object(r, *choice, "choice", read);
  if (r.error || read.kind == Decision::kProgram) return std::nullopt;
  return TurnDecision::of_choice(read);
}

}  // namespace rd
