#include "record_event_words.h"

#include <nlohmann/json.hpp>

#include "event_words.h"
#include "names.h"
#include "text.h"

namespace rdweb {

namespace {

using nlohmann::json;

// A value the record wrote, as written (« I99 » for an island the board lacks).
std::string as_written(const json& value) { return "\u00ab" + (value.is_string() ? value.get<std::string>() : value.dump()) + "\u00bb"; }

// A place by its record name: V:<color> and P:<plank> (positions), I<n> (an island of the
// standard side), S<n> (a stone of the expert side).
std::string place_words(const json& name) {
  if (!name.is_string()) return as_written(name);
  const std::string n = name.get<std::string>();
  if (const auto position = rd::parse_position(n)) return position_words(*position);
  if (const auto island = rd::parse_island(n)) return format(Text::kIsland, {{"number", *island + 1}});
  if (n.size() > 1 && n[0] == 'S' && n.find_first_not_of("0123456789", 1) == std::string::npos && n.size() < 6)
    return format(Text::kStoneNamed, {{"number", std::stoi(n.substr(1))}});
  return as_written(name);
}

std::string plank_of(const json& event, const char* key) {
  const json& name = event.contains(key) ? event[key] : json();
  if (name.is_string())
    if (const auto plank = rd::parse_plank(name.get<std::string>())) return plank_words(*plank);
  return as_written(name);
}

const json& at(const json& event, const char* key) {
  static const json missing;
  return event.contains(key) ? event[key] : missing;
}

std::string event_words(const json& event) {
  const json& kind_name = at(event, "e");
  const auto kind = kind_name.is_string() ? rd::parse_event(kind_name.get<std::string>()) : std::nullopt;
  using K = rd::EventKind;
  if (!kind) return format(Text::kRecordEventUnknown, {{"event", as_written(kind_name.is_null() ? event : kind_name)}});
  switch (*kind) {
    case K::kStone:
      if (event.contains("x")) return format(Text::kRecordEventStoneExpert, {{"place", place_words(at(event, "at"))}});
      return format(Text::kRecordEventStone, {{"place", place_words(at(event, "at"))}});
    case K::kPlank: {
      const json& ends = at(event, "ends");
      const bool two = ends.is_array() && ends.size() == 2;
      return format(Text::kRecordEventPlank, {{"plank", plank_of(event, "plank")}, {"from", two ? place_words(ends[0]) : as_written(ends)},
                                              {"to", two ? place_words(ends[1]) : as_written(ends)}});
    }
    case K::kPlankLost: return format(Text::kRecordEventPlankLost, {{"plank", plank_of(event, "plank")}});
    case K::kTakePlank: return format(Text::kRecordEventTakePlank, {{"plank", plank_of(event, "plank")}});
    case K::kTakeStone: return format(Text::kRecordEventTakeStone, {{"place", place_words(at(event, "at"))}});
    case K::kMove: {
      const json& path = at(event, "path");
      return format(Text::kRecordEventMove, {{"place", path.is_array() && !path.empty() ? place_words(path.back()) : as_written(path)}});
    }
    case K::kJump: return format(Text::kRecordEventJump, {{"plank", place_words(at(event, "over"))}, {"place", place_words(at(event, "to"))}});
    case K::kFall: return text(Text::kRecordEventFall);
    case K::kLost: return text(Text::kRecordEventLost);
    case K::kCancelled: {
      const json& by = at(event, "by");
      const auto color = by.is_string() ? rd::parse_color(by.get<std::string>()) : std::nullopt;
      return format(Text::kRecordEventCancelled, {{"player", color ? std::string(color_text(*color)) : as_written(by)}});
    }
    case K::kWin: return text(Text::kRecordEventWin);
    default: return format(Text::kRecordEventUnknown, {{"event", as_written(kind_name)}});
  }
}

}  // namespace

std::string record_events_words(const std::string& text_json) {
  const json value = json::parse(text_json, nullptr, false);
  if (value.is_discarded()) return as_written(json(text_json));
  if (!value.is_array()) return event_words(value);
  if (value.empty()) return text(Text::kRecordEventsNone);
  std::string out;
  for (const json& event : value) out += (out.empty() ? "" : text(Text::kRecordEventsJoin)) + event_words(event);
  return out;
}

}  // namespace rdweb
