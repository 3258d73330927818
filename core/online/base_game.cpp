#include "base_game.h"

#include <variant>

#include "board.h"

namespace rd {

int base_rounds(const Match& game) {
  const State& s = game.state();
  if (s.phase() != Phase::kProgramming) return -1;
  for (int c = 0; c < kColors; ++c)
    if (s.in_play(c) && s.has_program(c)) return -1;
  return s.round() - 1;
}

std::optional<Match> first_rounds(const Match& game, int rounds) {
  Match base(standard_board(), game.setup());
  for (const Match::Step& step : game.history()) {
    if (base_rounds(base) == rounds) break;
    if (base.apply(step)) return std::nullopt;  // the game's own history: cannot happen
  }
  if (base_rounds(base) != rounds) return std::nullopt;
  return base;
}

std::string base_text(const Match& base) { return base.record_text(-1); }

Digest base_digest(const Sha256& sha256, const Match& base) { return sha256(base_text(base)); }

std::optional<Match> read_base(std::string_view text, int rounds, const Digest& digest, const Sha256& sha256) {
  if (sha256(text) != digest) return std::nullopt;
  auto replayed = replay_record(standard_board(), text);
  auto* base = std::get_if<Match>(&replayed);
  if (!base || base_rounds(*base) != rounds) return std::nullopt;
  return std::move(*base);
}

}  // namespace rd
