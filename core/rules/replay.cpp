// Reading a game record back: every choice it holds is applied through the engine and
// every event the engine produces must be the one the record says (RULES.md §8).
#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <optional>

#include "match.h"
#include "names.h"

namespace rd {

namespace {

using nlohmann::json;

using V = ProblemValue;

struct RecordError {
  Problem problem;
};

[[noreturn]] void fail(ProblemCode code, std::vector<ProblemValue> values = {}) {
  throw RecordError{Problem{code, std::move(values)}};
}

const json& field(const json& object, const char* key) {
  if (!object.is_object() || !object.contains(key)) fail(ProblemCode::kMissingKey, {V::of("key", key)});
  return object.at(key);
}

std::string text(const json& object, const char* key) {
  const json& value = field(object, key);
  if (!value.is_string()) fail(ProblemCode::kNotText, {V::of("key", key)});
  return value.get<std::string>();
}

// A record holds nothing the engine does not write: an unknown key is refused, not ignored.
void only_keys(const json& object, std::initializer_list<const char*> keys) {
  for (const auto& item : object.items()) {
    const std::string& key = item.key();  // (clang 14 cannot capture a structured binding)
    if (std::find_if(keys.begin(), keys.end(), [&](const char* k) { return key == k; }) == keys.end())
      fail(ProblemCode::kUnexpectedKey, {V::of("key", key)});
  }
}

Color color_at(const json& object, const char* key) {
  const std::string name = text(object, key);
  if (auto c = parse_color(name)) return *c;
  fail(ProblemCode::kUnknownColor, {V::of("color", name)});
}

class Replayer {
 public:
  Replayer(const Board& board, const json& doc) : board_(board), doc_(doc) {}

  // The match, or throws the first problem with its place in the record.
  Match run() {
    try {
      Match match = start();
      const json& rounds = field(doc_, "rounds");
      if (!rounds.is_array()) fail(ProblemCode::kNotList, {V::of("key", "rounds")});
      for (size_t r = 0; r < rounds.size(); ++r) {
        in_round(int(r) + 1);
        if (match.state().is_over()) fail(ProblemCode::kEventsAfterWin);
        play_round(match, rounds[r], r + 1 == rounds.size());
      }
      in_round(0);
      check_winner(match);
      return match;
    } catch (const RecordError& e) {
      throw placed(e.problem);
    } catch (const json::exception&) {  // a value of a type no check above foresaw
      throw placed(Problem{ProblemCode::kMalformed});
    }
  }

 private:
  Match start() {
    check_format();
    only_keys(doc_, {"format", "board", "variant", "seats", "first", "rounds", "winner"});
    if (text(doc_, "board") != board_.name) fail(ProblemCode::kOtherBoard, {V::of("board", text(doc_, "board"))});
    const std::string variant_text = text(doc_, "variant");
    const auto variant = parse_variant(variant_text);
    if (!variant) fail(ProblemCode::kUnknownVariant, {V::of("variant", variant_text)});
    const json& seats = field(doc_, "seats");
    if (!seats.is_array() || seats.size() < kMinPlayers || seats.size() > kMaxPlayers) 
      fail(ProblemCode::kSeatCount, {V::of("min", kMinPlayers), V::of("max", kMaxPlayers)});
    const int players = int(seats.size());
    json expected = json::array();
    for (int c = 0; c < kColors; ++c)
      if (colors_in_play(players) >> c & 1) expected.push_back(color_name(c));
    if (seats != expected) fail(ProblemCode::kSeatsWrong, {V::of("players", players), V::of("seats", expected.dump())});
    const Color first = color_at(doc_, "first");
    if (!(colors_in_play(players) >> first & 1)) fail(ProblemCode::kFirstNotInPlay);
    return Match(board_, {players, *variant, first});
  }

  // A JSON file that does not say it is a record is not one (a player who opened the wrong
  // file reads that, not the first key it lacks); a record of another format version is.
  void check_format() const {
    static constexpr std::string_view kFamily = "river-dragons-record/";
    const auto format = doc_.find("format");
    if (format == doc_.end() || !format->is_string() || format->get<std::string>().rfind(kFamily, 0) != 0)
      fail(ProblemCode::kNotARecord);
    if (*format != kRecordFormat) fail(ProblemCode::kUnknownFormat, {V::of("format", std::string(kRecordFormat))});
  }

  // Each action entry plays the card its player's program holds at that slot. Checked before
  // any action is replayed: a changed program card would otherwise show later as some
  // other player's unexpected event, blaming the wrong player. Entries that cannot be read
  // are left to play_action, which says what is wrong with them.
  void check_cards_match_programs(int round_number, const json& programs, const json& actions) {
    for (const json& action : actions) {
      if (!action.is_object()) continue;
      const auto slot = action.find("slot"), player = action.find("player"), card = action.find("card");
      if (slot == action.end() || player == action.end() || card == action.end()) continue;
      if (!slot->is_number_integer() || !player->is_string() || !card->is_string()) continue;
      const int n = slot->get<int>();
      const auto program = programs.find(player->get<std::string>());
      if (n < 1 || n > kSlots || program == programs.end() || !program->is_array() || program->size() != kSlots) continue;
      const json& planned = (*program)[size_t(n - 1)];
      if (!planned.is_string() || planned == *card) continue;
      in_action(round_number, n, player->get<std::string>());
      fail(ProblemCode::kProgramDisagrees, {V::player("player", player->get<std::string>()), V::card_named("program", planned.get<std::string>()),
                                            V::of("slot", n), V::card_named("card", card->get<std::string>())});
    }
  }

  void play_round(Match& match, const json& round, bool last) {
    const State& s = match.state();
    if (!round.is_object()) fail(ProblemCode::kRoundNotObject);
    only_keys(round, {"first", "programs", "actions"});
    if (color_at(round, "first") != s.first_player())
      fail(ProblemCode::kFirstPlayerShouldBe, {V::color("player", s.first_player())});
    const int round_number = s.round();
    const json& programs = field(round, "programs");
    if (!programs.is_object()) fail(ProblemCode::kNotObject, {V::of("key", "programs")});
    for (const auto& [name, cards] : programs.items()) {
      const auto color = parse_color(name);
      if (!color) fail(ProblemCode::kUnknownProgramColor, {V::of("color", name)});
      if (!s.in_play(*color)) fail(ProblemCode::kProgramColorNotInPlay, {V::color("player", *color)});
    }
    // Locked in resolution order, as players programming one after the other would.
    std::array<int8_t, kColors> order{};
    for (int i = 0, n = s.resolution_order(order); i < n; ++i) {
      const std::string name(color_name(order[i]));
      if (programs.contains(name)) lock(match, name, programs[name]);
    }
    const json& actions = field(round, "actions");
    if (!actions.is_array()) fail(ProblemCode::kNotList, {V::of("key", "actions")});
    if (!actions.empty() && s.phase() == Phase::kProgramming && s.round() == round_number)
      fail(ProblemCode::kActionsBeforeLocks);
    check_cards_match_programs(round_number, programs, actions);
    for (size_t i = 0; i < actions.size(); ++i)
      play_action(match, round_number, i, actions[i], last && i + 1 == actions.size());
    in_round(round_number);
    // The engine plays forced entries (cancelled, fall, lost, a dragon's own) by itself as
    // soon as the choice before them is made, so a record that lacks one would still
    // replay; it is refused: a record lists every entry (RULES.md §8).
    const auto& made = match.record()["rounds"][size_t(round_number - 1)]["actions"];
    if (made.size() > actions.size()) {
      const auto& missing = made[actions.size()];
      std::vector<ProblemValue> values = {V::of("slot", missing["slot"].dump()),
                                          V::player("player", missing["player"].get<std::string>()),
                                          V::card_named("card", missing["card"].get<std::string>()),
                                          V::events("events", missing["events"].dump())};
      if (actions.empty()) fail(ProblemCode::kEntryMissingAfterPrograms, values);
      values.push_back(V::of("after", actions.back()["slot"].dump()));
      values.push_back(V::player("previous", text(actions.back(), "player")));
      fail(ProblemCode::kEntryMissing, values);
    }
    if (!last && !s.is_over() && s.round() == round_number) {
      if (s.phase() != Phase::kResolution) fail(ProblemCode::kProgramsMissing);
      fail(ProblemCode::kRoundEndsEarly, expected_now(s));
    }
  }

  void lock(Match& match, const std::string& name, const json& cards) {
    const auto color = parse_color(name);
    if (!cards.is_array() || cards.size() != kSlots) fail(ProblemCode::kProgramSize, {V::color("player", *color), V::of("slots", kSlots)});
    Program program;
    for (int i = 0; i < kSlots; ++i) {
      const auto card = cards[i].is_string() ? parse_card(cards[i].get<std::string>()) : std::nullopt;
      if (!card) fail(ProblemCode::kUnknownCard, {V::color("player", *color), V::of("card", cards[i].dump())});
      program[i] = *card;
    }
    if (Refusal why = match.lock_program(*color, program))
      fail(ProblemCode::kProgramRefused, {V::color("player", *color), V::refusal("why", why)});
  }

  // The action the rules expect now (in resolution), as the values of a problem.
  static std::vector<ProblemValue> expected_now(const State& s) {
    return {V::of("slot", s.slot() + 1), V::color("player", s.actor()), V::card("card", s.current_card())};
  }

  void play_action(Match& match, int round_number, size_t index, const json& action, bool last) {
    const State& s = match.state();
    const std::optional<json> made = generated(match, round_number, index);
    const int slot = field(action, "slot").is_number_integer() ? field(action, "slot").get<int>() : 0;
    in_action(round_number, slot, text(action, "player"));
    only_keys(action, {"slot", "player", "card", "events"});
    if (!made) {
      if (s.is_over()) fail(ProblemCode::kEventsAfterWin);
      if (s.phase() != Phase::kResolution) fail(ProblemCode::kNoActionRoundOver);
      fail(ProblemCode::kNoSuchAction, expected_now(s));
    }
    for (const char* key : {"slot", "player", "card"})
      if (field(action, key) != made->at(key))
        fail(ProblemCode::kWrongOrder, {V::of("slot", made->at("slot").dump()),
                                        V::player("player", made->at("player").get<std::string>()),
                                        V::card_named("card", made->at("card").get<std::string>())});
    const json& events = field(action, "events");
    if (!events.is_array()) fail(ProblemCode::kNotList, {V::of("key", "events")});
    for (const json& event : events) {
      if (!event.is_object() || !event.contains("e") || !event["e"].is_string()) fail(ProblemCode::kEventWithoutKind);
      if (!needs_choice(event["e"].get<std::string>())) continue;
      if (!in_progress(match, round_number, index)) fail(ProblemCode::kUnexpectedEvent, {V::events("event", event.dump())});
      for (const Choice& choice : choices_for(s, event))
        if (Refusal why = match.apply(choice))
          fail(ProblemCode::kIllegalEvent, {V::events("event", event.dump()), V::refusal("why", why)});
    }
    if (in_progress(match, round_number, index) && !last) fail(ProblemCode::kActionIncomplete);
    const json now = *generated(match, round_number, index);
    if (now.at("events") != events)
      fail(ProblemCode::kEventsDiffer, {V::events("record", events.dump()), V::events("rules", now.at("events").dump())});
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

  // The events a player's choice makes (the others follow from the rules).
  static bool needs_choice(const std::string& e) {
    const std::optional<EventKind> kind = parse_event(e);
    if (!kind) return false;
    switch (*kind) {
      case EventKind::kStone: case EventKind::kPlank: case EventKind::kPlankLost: case EventKind::kTakePlank:
      case EventKind::kTakeStone: case EventKind::kMove: case EventKind::kJump: return true;
      default: return false;
    }
  }

  static int plank_of(const json& event, const char* key) {
    const std::string name = text(event, key);
    if (auto p = parse_plank(name)) return *p;
    fail(ProblemCode::kUnknownPlank, {V::of("plank", name)});
  }

  static int position_of(const json& value) {
    if (value.is_string())
      if (auto p = parse_position(value.get<std::string>())) return *p;
    fail(ProblemCode::kUnknownPosition, {V::of("position", value.dump())});
  }

  static int support_of(const State& s, const json& value) {
    if (value.is_string())
      if (auto p = parse_support(s, value.get<std::string>())) return *p;
    fail(ProblemCode::kNoSupport, {V::of("support", value.dump())});
  }

  std::vector<Choice> choices_for(const State& s, const json& event) {
    const EventKind kind = *parse_event(event["e"].get<std::string>());  // needs_choice() read it
    try {
      if (kind == EventKind::kStone) return {stone_choice(s, event)};
      if (kind == EventKind::kPlank) {
        const json& ends = field(event, "ends");
        if (!ends.is_array() || ends.size() != 2) fail(ProblemCode::kPlankEnds);
        std::vector<Choice> out;
        if (s.decision() == Decision::kPickPlank) out.push_back(Choice::pick_plank(plank_of(event, "plank")));
        out.push_back(Choice::span(support_of(s, ends[0]), support_of(s, ends[1])));
        return out;
      }
      if (kind == EventKind::kPlankLost) return {Choice::pick_plank(plank_of(event, "plank"))};
      if (kind == EventKind::kTakePlank) return {Choice::take_plank(plank_of(event, "plank"))};
      if (kind == EventKind::kTakeStone) return {Choice::take_stone(support_of(s, field(event, "at")))};
      if (kind == EventKind::kJump) return {Choice::jump(position_of(field(event, "over")) - kPlankPositions, position_of(field(event, "to")))};
      const json& path = field(event, "path");
      if (!path.is_array() || path.empty() || path.size() > 2) fail(ProblemCode::kMovePath);
      return {Choice::move(s.decision(), position_of(path[0]), path.size() > 1 ? position_of(path[1]) : kNoPosition)};
    } catch (RecordError& err) {
      err.problem.event = event.dump();
      throw;
    }
  }

  static Choice stone_choice(const State& s, const json& event) {
    if (s.variant() == Variant::kExpert) {
      const json &x = field(event, "x"), &y = field(event, "y");
      if (!x.is_number() || !y.is_number()) fail(ProblemCode::kExpertStoneXY);
      return Choice::stone_at(to_spot(x.get<double>()), to_spot(y.get<double>()));
    }
    const std::string at = text(event, "at");
    const auto island = parse_island(at);
    if (!island) fail(ProblemCode::kNoIsland, {V::of("island", at)});
    return Choice::stone(*island);
  }

  void check_winner(const Match& match) {
    const json& winner = field(doc_, "winner");
    const int actual = match.state().winner();
    if (winner.is_null() && actual < 0) return;
    if (winner.is_string() && actual >= 0 && winner.get<std::string>() == color_name(actual)) return;
    if (actual >= 0) fail(ProblemCode::kWinnerButWon, {V::of("winner", winner.dump()), V::color("player", actual)});
    fail(ProblemCode::kWinnerButNotWon, {V::of("winner", winner.dump())});
  }

  RecordError placed(Problem problem) const {
    problem.round = round_, problem.slot = slot_, problem.player = player_;
    return {std::move(problem)};
  }

  // Where the reading is, for the problem's place.
  void in_round(int round) { round_ = round, slot_ = 0, player_ = {}; }
  void in_action(int round, int slot, const std::string& player) {
    round_ = round, slot_ = slot, player_ = V::player("player", player);
  }

  const Board& board_;
  const json& doc_;
  int round_ = 0, slot_ = 0;
  ProblemValue player_;
};

}  // namespace

std::variant<Match, Problem> replay_record(const Board& board, std::string_view text) {
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::parse_error& e) {
    return Problem{ProblemCode::kJsonAtByte, {V::of("byte", std::to_string(e.byte))}};
  } catch (const json::exception&) {  // found by fuzzing: a number too large to hold aborted rd
    return Problem{ProblemCode::kJsonInvalid};
  }
  if (!doc.is_object()) return Problem{ProblemCode::kNotAnObject};
  try {
    return Replayer(board, doc).run();
  } catch (const RecordError& e) {
    return e.problem;
  }
}

}  // namespace rd
