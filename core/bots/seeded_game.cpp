#include "seeded_game.h"

#include <memory>
#include <sstream>

#include "playout.h"
#include "names.h"
#include "registry.h"
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
  std::vector<std::unique_ptr<Bot>> owned;
  Seats bots{};
  for (int i = 0; i < spec.players; ++i) {
    owned.push_back(make_bot(spec.bots[i], bot_seed(spec.seed, i)));
    if (!owned.back()) return "unknown bot '" + spec.bots[i] + "'";
    bots[seats[i]] = owned.back().get();
  }
  Match match(standard_board(), setup);
  play_out(match, bots, spec.max_rounds);
  return match;
}

std::variant<GameSpec, std::string> parse_game_spec(const std::string& line) {
  std::istringstream in(line);
  GameSpec spec;
  std::string variant, bots, extra;
  if (!(in >> spec.players >> variant >> spec.seed >> spec.max_rounds >> bots))
    return "expected 'players variant seed max-rounds bots', got '" + line + "'";
  const auto v = parse_variant(variant);
  if (!v) return "unknown variant '" + variant + "'";
  spec.variant = *v;
  spec.bots = split(bots, ',');
  if (spec.max_rounds < 1) return std::string("max rounds must be at least 1");
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
