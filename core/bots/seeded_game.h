// A whole bot game from a seed and a list of bots: what `rd play`, the fixed-seed table of
// the tests and the page's test hook agree on, so one seed means one game on every build.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "match.h"

namespace rd {

struct GameSpec {
  int players = 2;
  Variant variant = Variant::kStandard;
  std::vector<std::string> bots;  // one per seat, in seating order
  uint64_t seed = 1;
  int first = -1;                 // a color in play, or -1: drawn from the seed
  int max_rounds = 200;           // the game stops unfinished after this many rounds
};

// Plays the game to its end (or max_rounds); an error message for an unknown bot, a bot
// count that does not match the players or a first player not in play.
std::variant<Match, std::string> play_seeded_game(const GameSpec& spec);

// One game of the fixed-seed table (tests/fixed_seed_games.txt), written as
// "2 standard 17 8 random,greedy": players, variant, seed, max rounds, bots in seating order.
std::variant<GameSpec, std::string> parse_game_spec(const std::string& line);
std::string game_spec_text(const GameSpec& spec);

// FNV-1a, 64 bits: a record's fingerprint for comparing builds (the same on every platform).
uint64_t fingerprint(const std::string& text);

}  // namespace rd
