#include "game_config.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <vector>

#include "registry.h"
#include "color.h"
#include "names.h"
#include "split.h"
#include "text.h"

namespace rdweb {

namespace {

using rd::split;


std::string url_decode(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') out += ' ';
    else if (s[i] == '%' && i + 2 < s.size() && std::isxdigit(uint8_t(s[i + 1])) && std::isxdigit(uint8_t(s[i + 2])))
      out += char(std::stoi(s.substr(i + 1, 2), nullptr, 16)), i += 2;
    else out += s[i];
  }
  return out;
}

bool parse_seats(const std::string& value, GameConfig& config, Said& error) {
  const auto names = split(value, ',');
  if (names.size() < rd::kMinPlayers || names.size() > rd::kMaxPlayers) {
    error = said(Text::kLinkSeatCount, {{"n", int(names.size())}});
    return false;
  }
  const auto bots = rd::bot_names();
  GameConfig next = config;
  next.players = int(names.size());
  for (size_t i = 0; i < names.size(); ++i) {
    const std::string& name = names[i];
    if (name == "human") {
      next.seats[i] = {true, SeatPlan{}.bot};
    } else if (name.rfind("ai-", 0) == 0 && std::count(bots.begin(), bots.end(), name.substr(3))) {
      next.seats[i] = {false, name.substr(3)};
    } else {
      std::string known = "human";
      for (const auto& bot : bots) known += ", ai-" + bot;
      error = said(Text::kLinkBadSeat, {{"seat", name}, {"known", known}});
      return false;
    }
  }
  config = next;
  return true;
}

}  // namespace

const char* speed_name(Speed speed) {
  return speed == Speed::kNormal ? "normal" : speed == Speed::kFast ? "fast" : "instant";
}

ParsedConfig parse_config(const std::string& query, const GameConfig& base) {
  ParsedConfig out{base, false, {}, std::nullopt};
  GameConfig& c = out.config;
  std::string first_name;
  std::vector<Said> problems;
  const std::string body = !query.empty() && query[0] == '?' ? query.substr(1) : query;
  for (const std::string& pair : split(body, '&')) {
    if (pair.empty()) continue;
    const size_t eq = pair.find('=');
    const std::string key = url_decode(pair.substr(0, eq));
    const std::string value = eq == std::string::npos ? "" : url_decode(pair.substr(eq + 1));
    Said error;
    if (key == "seats") {
      if (parse_seats(value, c, error)) out.start_now = true;
    } else if (key == "variant") {
      if (const auto v = rd::parse_variant(value)) c.variant = *v;
      else error = said(Text::kLinkBadVariant, {{"value", value}});
    } else if (key == "seed") {
      char* end = nullptr;
      const unsigned long long seed = std::strtoull(value.c_str(), &end, 10);
      if (value.empty() || *end || value[0] == '-') error = said(Text::kLinkBadSeed, {{"value", value}});
      else c.seed = seed;
    } else if (key == "speed") {
      if (value == "normal") c.speed = Speed::kNormal;
      else if (value == "fast") c.speed = Speed::kFast;
      else if (value == "instant") c.speed = Speed::kInstant;
      else error = said(Text::kLinkBadSpeed, {{"value", value}});
    } else if (key == "first") {
      first_name = value;
    } else if (key == "lang") {
      out.language = language_from_code(value);
      if (!out.language) error = said(Text::kLinkBadLanguage, {{"value", value}});
    } else {
      error = said(Text::kLinkUnknownSetting, {{"key", key}});
    }
    if (error) problems.push_back(error);
  }
  if (!first_name.empty()) {
    const auto color = rd::parse_color(first_name);
    if (first_name == "random") c.first = -1;
    else if (!color || !(rd::colors_in_play(c.players) >> *color & 1))
      problems.push_back(said(Text::kLinkBadFirst, {{"value", first_name}}));
    else c.first = *color;
  }
  if (c.first >= 0 && !(rd::colors_in_play(c.players) >> c.first & 1)) c.first = -1;
  if (!problems.empty()) {
    out.start_now = false;
    out.error = said(Text::kLinkProblems, {{"problems", listed(std::move(problems))}});
  }
  return out;
}

std::string to_query(const GameConfig& c) {
  std::string seats;
  for (int i = 0; i < c.players; ++i) seats += (i ? "," : "") + (c.seats[i].human ? std::string("human") : "ai-" + c.seats[i].bot);
  std::string q = "seats=" + seats + "&variant=" + std::string(rd::variant_name(c.variant)) +
                  "&speed=" + speed_name(c.speed);
  q += "&first=" + (c.first < 0 ? std::string("random") : std::string(rd::color_name(c.first)));
  if (c.seed) q += "&seed=" + std::to_string(c.seed);
  return q;
}

double speed_step_ms(Speed speed) {
  switch (speed) {
    case Speed::kNormal: return 700;
    case Speed::kFast: return 180;
    case Speed::kInstant: return 0;
  }
  return 0;
}

LinkFragment parse_link_fragment(const std::string& fragment) {
  LinkFragment out;
  out.link = !fragment.empty() && fragment[0] == '#' ? fragment.substr(1) : fragment;
  const size_t at = out.link.find("&at=");
  if (at == std::string::npos) return out;
  const std::string point = out.link.substr(at + 4);
  out.link.resize(at);
  char* end = nullptr;
  const long long n = std::strtoll(point.c_str(), &end, 10);
  if (!point.empty() && !*end) out.point = int(std::clamp<long long>(n, 0, 1 << 30));  // the viewer clamps to the end
  return out;
}

}  // namespace rdweb
