// Reading a game record back: every choice it holds is applied through the engine and
// every event the engine produces must be the one the record says (RULES.md §8).
#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <optional>
#include <stdexcept>

#include "match.h"
#include "names.h"

namespace rd {

namespace {

using nlohmann::json;

struct RecordError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

[[noreturn]] void fail(const std::string& why) { throw RecordError(why); }

const json& field(const json& object, const char* key) {
  if (!object.is_object() || !object.contains(key)) fail(std::string("missing \"") + key + "\"");
  return object.at(key);
}

std::string text(const json& object, const char* key) {
  const json& value = field(object, key);
  if (!value.is_string()) fail(std::string("\"") + key + "\" must be a string");
  return value.get<std::string>();
}

// A record holds nothing the engine does not write: an unknown key is refused, not ignored.
void only_keys(const json& object, std::initializer_list<const char*> keys, const std::string& where) {
  for (const auto& [key, value] : object.items())
    if (std::find_if(keys.begin(), keys.end(), [&name = key](const char* k) { return name == k; }) == keys.end())
      fail(where + "unexpected key \"" + key + "\"");
}

Color color_at(const json& object, const char* key) {
  const std::string name = text(object, key);
  if (auto c = parse_color(name)) return *c;
  fail("unknown color '" + name + "'");
}

class Replayer {
 public:
  Replayer(const Board& board, const json& doc) : board_(board), doc_(doc) {}

  Match run() {
    Match match = start();
    const json& rounds = field(doc_, "rounds");
    if (!rounds.is_array()) fail("\"rounds\" must be an array");
    for (size_t r = 0; r < rounds.size(); ++r) {
      where_ = "round " + std::to_string(r + 1) + ": ";
      if (match.state().is_over()) fail(where_ + "events after the win");
      play_round(match, rounds[r], r + 1 == rounds.size());
    }
    where_.clear();
    check_winner(match);
    return match;
  }

 private:
  Match start() {
    only_keys(doc_, {"format", "board", "variant", "seats", "first", "rounds", "winner"}, "");
    if (text(doc_, "format") != kRecordFormat) fail("unknown format (expected " + std::string(kRecordFormat) + ")");
    if (text(doc_, "board") != board_.name) fail("the record is for board '" + text(doc_, "board") + "'");
    const std::string variant_text = text(doc_, "variant");
    const auto variant = parse_variant(variant_text);
    if (!variant) fail("unknown variant '" + variant_text + "'");
    const json& seats = field(doc_, "seats");
    if (!seats.is_array() || seats.size() < kMinPlayers || seats.size() > kMaxPlayers) fail("\"seats\" must list 2 to 6 colors");
    const int players = int(seats.size());
    json expected = json::array();
    for (int c = 0; c < kColors; ++c)
      if (colors_in_play(players) >> c & 1) expected.push_back(color_name(c));
    if (seats != expected) fail("with " + std::to_string(players) + " players the seats are " + expected.dump());
    const Color first = color_at(doc_, "first");
    if (!(colors_in_play(players) >> first & 1)) fail("the first player is not in play");
    return Match(board_, {players, *variant, first});
  }

  void play_round(Match& match, const json& round, bool last) {
    const State& s = match.state();
    if (!round.is_object()) fail(where_ + "a round is an object");
    only_keys(round, {"first", "programs", "actions"}, where_);
    if (color_at(round, "first") != s.first_player())
      fail(where_ + "the first player should be " + std::string(color_name(s.first_player())));
    const int round_number = s.round();
    const json& programs = field(round, "programs");
    if (!programs.is_object()) fail(where_ + "\"programs\" must be an object");
    for (const auto& [name, cards] : programs.items()) {
      const auto color = parse_color(name);
      if (!color) fail(where_ + "unknown color '" + name + "' in programs");
      if (!s.in_play(*color)) fail(where_ + name + "'s program: that color is not in play");
    }
    // Locked in resolution order, as players programming one after the other would.
    std::array<int8_t, kColors> order{};
    for (int i = 0, n = s.resolution_order(order); i < n; ++i) {
      const std::string name(color_name(order[i]));
      if (programs.contains(name)) lock(match, name, programs[name]);
    }
    const json& actions = field(round, "actions");
    if (!actions.is_array()) fail(where_ + "\"actions\" must be an array");
    if (!actions.empty() && s.phase() == Phase::kProgramming && s.round() == round_number)
      fail(where_ + "actions before every program is locked");
    for (size_t i = 0; i < actions.size(); ++i)
      play_action(match, round_number, i, actions[i], last && i + 1 == actions.size());
    where_ = "round " + std::to_string(round_number) + ": ";
    // The engine plays forced entries (cancelled, fall, lost, a dragon's own) by itself as
    // soon as the choice before them is made, so a record that lacks one would still
    // replay; it is refused: a record lists every entry (RULES.md §8).
    const auto& made = match.record()["rounds"][size_t(round_number - 1)]["actions"];
    if (made.size() > actions.size()) {
      const auto& missing = made[actions.size()];
      fail(where_ + "an action entry is missing after " +
           (actions.empty() ? std::string("the programs") : "slot " + actions.back()["slot"].dump() + ", " + text(actions.back(), "player")) +
           ": the rules give slot " + missing["slot"].dump() + ", " + missing["player"].get<std::string>() + "'s " +
           missing["card"].get<std::string>() + " " + missing["events"].dump());
    }
    if (!last && !s.is_over() && s.round() == round_number) fail(where_ + "the round ends before all its actions: " + expected_now(s));
  }

  void lock(Match& match, const std::string& name, const json& cards) {
    const auto color = parse_color(name);
    if (!cards.is_array() || cards.size() != kSlots) fail(where_ + name + "'s program must hold 5 cards");
    Program program;
    for (int i = 0; i < kSlots; ++i) {
      const auto card = cards[i].is_string() ? parse_card(cards[i].get<std::string>()) : std::nullopt;
      if (!card) fail(where_ + name + ": unknown card " + cards[i].dump());
      program[i] = *card;
    }
    if (const char* why = match.lock_program(*color, program)) fail(where_ + name + "'s program: " + why);
  }

  static std::string expected_now(const State& s) {
    if (s.phase() != Phase::kResolution) return "the round is over";
    return "the rules expect slot " + std::to_string(s.slot() + 1) + ", " + std::string(color_name(s.actor())) + "'s " +
           card_name(s.current_card());
  }

  void play_action(Match& match, int round_number, size_t index, const json& action, bool last) {
    const State& s = match.state();
    const std::optional<json> made = generated(match, round_number, index);
    const std::string slot = std::to_string(field(action, "slot").is_number_integer() ? field(action, "slot").get<int>() : 0);
    where_ = "round " + std::to_string(round_number) + ", slot " + slot + ", " + text(action, "player") + ": ";
    only_keys(action, {"slot", "player", "card", "events"}, where_);
    if (!made) fail(where_ + (s.is_over() ? "events after the win" : "no such action: " + expected_now(s)));
    for (const char* key : {"slot", "player", "card"})
      if (field(action, key) != made->at(key))
        fail(where_ + "wrong order: the rules expect slot " + made->at("slot").dump() + ", " +
             made->at("player").get<std::string>() + "'s " + made->at("card").get<std::string>());
    const json& events = field(action, "events");
    if (!events.is_array()) fail(where_ + "\"events\" must be an array");
    for (const json& event : events) {
      if (!event.is_object() || !event.contains("e") || !event["e"].is_string()) fail(where_ + "an event without \"e\"");
      if (!needs_choice(event["e"].get<std::string>())) continue;
      if (!in_progress(match, round_number, index)) fail(where_ + "unexpected event " + event.dump() + ": the action needs no choice");
      for (const Choice& choice : choices_for(s, event))
        if (const char* why = match.apply(choice)) fail(where_ + "illegal " + event.dump() + ": " + why);
    }
    if (in_progress(match, round_number, index) && !last)
      fail(where_ + "the action is incomplete: the rules still wait for a choice");
    const json now = *generated(match, round_number, index);
    if (now.at("events") != events)
      fail(where_ + "the record says " + events.dump() + " but the rules give " + now.at("events").dump());
  }

  // The engine's own entry for that action, as plain JSON (key order does not matter).
  static std::optional<json> generated(const Match& match, int round_number, size_t index) {
    const auto& actions = match.record()["rounds"][size_t(round_number - 1)]["actions"];
    if (index >= actions.size()) return std::nullopt;
    return json::parse(actions[index].dump());
  }

  static bool in_progress(const Match& match, int round_number, size_t index) {
    const State& s = match.state();
    return s.phase() == Phase::kResolution && s.round() == round_number &&
           index + 1 == match.record()["rounds"][size_t(round_number - 1)]["actions"].size();
  }

  static bool needs_choice(const std::string& e) {
    return e == "stone" || e == "plank" || e == "plank-lost" || e == "take-plank" || e == "take-stone" || e == "move" ||
           e == "jump";
  }

  static int plank_of(const json& event, const char* key) {
    const std::string name = text(event, key);
    if (auto p = parse_plank(name)) return *p;
    fail("unknown plank '" + name + "'");
  }

  static int position_of(const json& value) {
    if (value.is_string())
      if (auto p = parse_position(value.get<std::string>())) return *p;
    fail("unknown position " + value.dump());
  }

  static int support_of(const State& s, const json& value) {
    if (value.is_string())
      if (auto p = parse_support(s, value.get<std::string>())) return *p;
    fail("no support " + value.dump() + " on the board");
  }

  std::vector<Choice> choices_for(const State& s, const json& event) {
    const std::string e = event["e"].get<std::string>();
    try {
      if (e == "stone") return {stone_choice(s, event)};
      if (e == "plank") {
        const json& ends = field(event, "ends");
        if (!ends.is_array() || ends.size() != 2) fail("a plank has two ends");
        std::vector<Choice> out;
        if (s.decision() == Decision::kPickPlank) out.push_back(Choice::pick_plank(plank_of(event, "plank")));
        out.push_back(Choice::span(support_of(s, ends[0]), support_of(s, ends[1])));
        return out;
      }
      if (e == "plank-lost") return {Choice::pick_plank(plank_of(event, "plank"))};
      if (e == "take-plank") return {Choice::take_plank(plank_of(event, "plank"))};
      if (e == "take-stone") return {Choice::take_stone(support_of(s, field(event, "at")))};
      if (e == "jump") return {Choice::jump(position_of(field(event, "over")) - kPlankPositions, position_of(field(event, "to")))};
      const json& path = field(event, "path");
      if (!path.is_array() || path.empty() || path.size() > 2) fail("a move enters one or two positions");
      return {Choice::move(s.decision(), position_of(path[0]), path.size() > 1 ? position_of(path[1]) : kNoPosition)};
    } catch (const RecordError& err) {
      fail(where_ + "bad " + event.dump() + ": " + err.what());
    }
  }

  static Choice stone_choice(const State& s, const json& event) {
    if (s.variant() == Variant::kExpert) {
      const json &x = field(event, "x"), &y = field(event, "y");
      if (!x.is_number() || !y.is_number()) fail("an expert stone needs numeric x and y");
      return Choice::stone_at(int(std::lround(x.get<double>() * 100)), int(std::lround(y.get<double>() * 100)));
    }
    const std::string at = text(event, "at");
    const auto island = parse_island(at);
    if (!island) fail("no island '" + at + "'");
    return Choice::stone(*island);
  }

  void check_winner(const Match& match) {
    const json& winner = field(doc_, "winner");
    const int actual = match.state().winner();
    if (winner.is_null() && actual < 0) return;
    if (winner.is_string() && actual >= 0 && winner.get<std::string>() == color_name(actual)) return;
    fail("\"winner\" is " + winner.dump() + " but the game " +
         (actual >= 0 ? "was won by " + std::string(color_name(actual)) : std::string("is not won")));
  }

  const Board& board_;
  const json& doc_;
  std::string where_;
};

}  // namespace

std::variant<Match, std::string> replay_record(const Board& board, std::string_view text) {
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::parse_error& e) {
    return "malformed JSON at byte " + std::to_string(e.byte) + ": the record is not a valid JSON document";
  } catch (const json::exception& e) {  // found by fuzzing: a number too large to hold aborted rd
    return std::string("malformed JSON: ") + e.what();
  }
  if (!doc.is_object()) return std::string("a record is a JSON object");
  try {
    return Replayer(board, doc).run();
  } catch (const RecordError& e) {
    return std::string(e.what());
  } catch (const nlohmann::json::exception& e) {
    return std::string("malformed record: ") + e.what();
  }
}

}  // namespace rd
