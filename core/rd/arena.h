// What `rd arena` and its ladder share: one game between bots, their decisions timed.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "args.h"
#include "rng.h"
#include "state.h"

namespace rd::cli {

// A bot's results over the games it played.
struct Tally {
  int games = 0, wins = 0;
  long decisions = 0;
  double total_ms = 0, max_ms = 0;
};

struct ArenaGame {
  std::string winner;  // the winner's bot, "" when unfinished after the rounds allowed
  int rounds = 0;
};

// Game `g` of a run seeded with `seed`: the bots by seat (seat i plays the i-th color in
// play), the first player drawn from `first_draw`; each bot's decisions timed into `tally`.
ArenaGame arena_game(const std::vector<std::string>& seats, Variant variant, uint64_t seed, int g, int max_rounds,
                     Rng& first_draw, std::map<std::string, Tally>& tally);

// The computers' cards at online tables, how many their draws named before the slot, and
// how many the likeliest card of those draws was (a device running the same bot guesses it).
struct OnlineTally {
  long cards = 0, foreseen = 0, guessed = 0;
};

// The same game at one device's online table (online_arena.cpp): the seat `person_seat`
// is the device's person, played by its bot; the others are the table's computers.
ArenaGame online_arena_game(const std::vector<std::string>& seats, int person_seat, Variant variant, uint64_t seed, int g,
                            int max_rounds, Rng& first_draw, OnlineTally& seen);

// The level a seat's name plays: the name up to a '.', so that one level can be counted
// apart from itself ("hard.me,hard,hard,hard").
std::string level_of(const std::string& name);

// Wilson score interval (95%) for k successes in n.
void wilson(int k, int n, double& lo, double& hi);

// `rd arena --ladder LEVELS`: a round robin and its Elo table (ladder.cpp).
int ladder(const Args& args);

}  // namespace rd::cli
