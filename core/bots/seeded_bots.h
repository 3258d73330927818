// The computer players of a seeded game. Each decision is made by a bot made for it, seeded
// from the game's seed, the seat and the moment (the round, for a program; the number of
// choices so far, for anything else), so that a game taken up again at any point (a saved
// game after a reload, a record) goes on exactly as the uninterrupted game would have.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <string>

#include "bot.h"
#include "match.h"

namespace rd {

// The moment a decision is made for in `match`, from which its bot is seeded: the round
// while programming (programs are simultaneous: whoever locked first), else the number of
// choices made so far.
uint64_t decision_moment(const Match& match);

class SeededBots {
 public:
  // `names` by color: a bot name (make_bot), or "" for a seat a human plays.
  SeededBots(uint64_t game_seed, int players, const std::array<std::string, kColors>& names);
  bool plays(int color) const { return color >= 0 && bots_[color].name.size(); }
  // The bot for `color`'s current decision in `match` (the same object while that decision
  // lasts, so that a search spread over frames goes on). Only for a color plays() is true.
  Bot& at(const Match& match, int color);

 private:
  struct Seat {
    std::string name;
    uint64_t seed = 0;                 // bot_seed of the seat
    uint64_t made_for = ~uint64_t(0);  // the moment the bot below was made for
    std::unique_ptr<Bot> bot;
  };
  std::array<Seat, kColors> bots_;
};

}  // namespace rd
