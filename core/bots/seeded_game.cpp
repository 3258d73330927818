#include "seeded_game.h"

#include <algorithm>
#include <charconv>
#include <memory>
#include <sstream>

#include "must_accept.h"
#include "names.h"
#include "registry.h"
#include "seeded_bots.h"
#include "split.h"

namespace rd {

std::variant<Match, std::string> play_seeded_game(const GameSpec& spec) {
  if (spec.players < kMinPlayers || spec.players > kMaxPlayers) return std::string("2 to 6 players");
  if (int(spec.bots.size()) != spec.players)
    return "one bot per seat is needed (" + std::to_string(spec.players) + ")";
  std::array<int8_t, kColors> seats{};
  seat_colors(spec.players, seats);
  Setup setup{spec.players, spec.variant, first_player_for_seed(spec.players, spec.seed)};
  if (spec.first >= 0) {
    if (spec.first >= kColors || !(colors_in_play(spec.players) >> spec.first & 1)) return std::string("the first player must be a color in play");
    setup.first = Color(spec.first);
  }
  std::array<std::string, kColors> names;
  for (int i = 0; i < spec.players; ++i) {
    if (!make_bot(spec.bots[i], 0)) return "unknown bot '" + spec.bots[i] + "'";
    names[seats[i]] = spec.bots[i];
  }
  SeededBots bots(spec.seed, spec.players, names);
  Match match(standard_board(), setup);
  while (!match.state().is_over() && match.state().round() <= spec.max_rounds) {
    const int actor = match.state().actor();
    const Choice choice = bots.at(match, actor).choose(match.state());
    must_accept(match.apply(choice), choice, match.state());
  }
  return match;
}

namespace {
// A whole token of digits (no sign), or nothing.
template <class Int>
std::optional<Int> whole_number(const std::string& token) {
  Int n{};
  const auto [end, err] = std::from_chars(token.data(), token.data() + token.size(), n);
  if (token.empty() || err != std::errc() || end != token.data() + token.size()) return std::nullopt;
  return n;
}
}  // namespace

std::variant<GameSpec, std::string> parse_game_spec(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> tokens;
  for (std::string t; in >> t;) tokens.push_back(t);
  if (tokens.size() != 5) return "expected 'players variant seed max-rounds bots', got '" + line + "'";
  GameSpec spec;
  const auto players = whole_number<int>(tokens[0]);
  const auto variant = parse_variant(tokens[1]);
  const auto seed = whole_number<uint64_t>(tokens[2]);
  const auto rounds = whole_number<int>(tokens[3]);
  if (!players) return "players: '" + tokens[0] + "' is not a whole number";
  if (!variant) return "unknown variant '" + tokens[1] + "'";
  if (!seed) return "seed: '" + tokens[2] + "' is not a whole number";
  if (!rounds || *rounds < 1) return "max rounds: '" + tokens[3] + "' is not a whole number from 1";
  spec.players = *players, spec.variant = *variant, spec.seed = *seed, spec.max_rounds = *rounds;
  spec.bots = split(tokens[4], ',');
  if (tokens[4].back() == ',' || std::find(spec.bots.begin(), spec.bots.end(), "") != spec.bots.end())
    return "bots: '" + tokens[4] + "' has an empty name";
  return spec;
}

std::string game_spec_text(const GameSpec& spec) {
  std::string bots;
  for (const auto& b : spec.bots) bots += (bots.empty() ? "" : ",") + b;
  return std::to_string(spec.players) + " " + std::string(variant_name(spec.variant)) + " " + std::to_string(spec.seed) +
         " " + std::to_string(spec.max_rounds) + " " + bots;
}

uint64_t fingerprint(const std::string& text) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char ch : text) h = (h ^ ch) * 0x100000001b3ull;
  return h;
}

}  // namespace rd
