// A program suggested to a human who is programming (issue #21 §4, Suggest in the program
// editor): the master level's program for that player, as a computer in that seat would
// choose it (rd::SeededBots: the same for the same game, seat and round), thought by the
// page's thinker or, without one, a slice each frame on the page. It sees what the player
// sees: the rivals' programs are hidden from the search.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>

#include "clock.h"
#include "match.h"
#include "seeded_bots.h"
#include "thinker.h"

namespace rdweb {

// The level whose program is suggested.
inline constexpr char kSuggestingLevel[] = "master";

class Suggestion {
 public:
  // Starts looking for `color`'s program this round, in a game seeded with `game_seed`
  // (nothing new if that search is already under way or done).
  void ask(const rd::Match& match, uint64_t game_seed, int color);
  // Advances the search: the thinker's answer, or a slice on the page until `deadline`.
  void update(const rd::Match& match, Thinker* thinker, Clock clock, double deadline);
  // The program found for `color` this round, or nothing (not asked, or not found yet).
  std::optional<rd::Program> program(const rd::Match& match, int color) const;
  // Whether `color`'s program is being looked for now.
  bool searching(const rd::Match& match, int color) const;

 private:
  bool current(const rd::Match& match, int color) const;

  static constexpr int kNotAsked = -2, kHere = -1;  // the thinker's request id, or these
  int color_ = -1;
  uint64_t moment_ = 0, seed_ = 0;
  int id_ = kNotAsked;
  std::optional<rd::Program> found_;
  std::unique_ptr<rd::SeededBots> bots_;  // the page's own search (no thinker, or it failed)
};

}  // namespace rdweb
