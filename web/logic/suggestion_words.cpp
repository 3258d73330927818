#include "suggestion_words.h"

#include "evaluation.h"
#include "event_words.h"
#include "text.h"

namespace rdweb {

namespace {
// The two supports a pair index joins, or {-1, -1}.
std::array<int, 2> pair_ends(const rd::Board& board, int pair) {
  for (int a = 0; a < rd::kSupports; ++a)
    for (int b = a + 1; b < rd::kSupports; ++b)
      if (board.pair(a, b) == pair) return {a, b};
  return {-1, -1};
}
}  // namespace

std::array<int, 2> suggestion_gap(const rd::State& state, int color) {
  const rd::Progress route = rd::progress(state, color);
  return route.first_span >= 0 ? pair_ends(state.board(), route.first_span) : std::array<int, 2>{-1, -1};
}

std::string suggestion_words(const rd::State& state, int color, const rd::Program& program) {
  const std::string cards = std::string(card_text(program[0])) + ", " + card_text(program[1]);
  const std::array<int, 2> gap = suggestion_gap(state, color);
  // Building first toward the gap ahead, or walking a way already bridged; else the gap ahead.
  const auto builds = [](rd::Card c) { return c == rd::kStone1 || c == rd::kStone2 || c == rd::kPlank1 || c == rd::kPlank2; };
  const bool building = builds(program[0]) || builds(program[1]);
  std::string why;
  if (gap[0] < 0) {
    why = format(Text::kSuggestWhyWalk, {{"cards", cards}});
  } else {
    const std::string from = support_words(state, gap[0]), to = support_words(state, gap[1]);
    why = format(building ? Text::kSuggestWhyRoute : Text::kSuggestWhyAhead, {{"cards", cards}, {"from", from}, {"to", to}});
  }
  for (int slot = 0; slot < rd::kSlots; ++slot)
    if (rd::is_dragon(program[slot]))
      why += " " + format(Text::kSuggestWhyDragon, {{"dragon", card_text(program[slot])}, {"slot", slot + 1},
                                                    {"player", color_text(rd::dragon_target(program[slot]))}});
  return why;
}

}  // namespace rdweb
