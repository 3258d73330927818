// The computer players by name, and how a game's seed becomes each bot's seed: one place,
// so that a game started in the page is replayed exactly by `rd play` with the same seed.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bot.h"

namespace rd {

// Bots by name; nullptr for an unknown name.
std::unique_ptr<Bot> make_bot(const std::string& name, uint64_t seed);
// make_bot's, and the bots for measurement only (rd arena): "oracle", hard's search shown
// every program (the caller must lock the rivals' programs before it asks the oracle's).
std::unique_ptr<Bot> make_measuring_bot(const std::string& name, uint64_t seed);
constexpr const char* kOracle = "oracle";
// Every bot make_bot knows (for rd, links and tests).
std::vector<std::string> bot_names();
// The levels the setup screen offers players, weakest first.
std::vector<std::string> offered_bot_names();

// The seed of the bot in seat `seat` (0-based, seating order) of a game with seed `game_seed`.
constexpr uint64_t bot_seed(uint64_t game_seed, int seat) { return game_seed * 7919 + uint64_t(seat) + 1; }

}  // namespace rd
