#include "to_string.h"

#include <array>
#include <cstdio>
#include <ostream>

#include "names.h"

namespace rd {

namespace {

// The choice may be refused: any byte can arrive, and a name must not read out of range, so
// the name is only made (name_of(value)) when the value has one.
template <class Name>
std::string number_or(bool named, int value, Name&& name_of) { return named ? std::string(name_of(value)) : "#" + std::to_string(value); }

std::string plank_words(int plank) { return number_or(plank >= 0 && plank < kPlanks, plank, plank_name); }

std::string position_words(int position) {
  return number_or(position >= 0 && position < kPlankPositions + kPlanks, position, position_name);
}

// A support named as now in `state`, or as on the standard side without one.
std::string support_words(int support, const State* state) {
  if (support < 0 || support >= kSupports) return "#" + std::to_string(support);
  if (state) return support_name(*state, support);
  return support < kFirstStone ? position_name(support) : island_name(support - kFirstStone);
}

std::string program_words(const Program& program) {
  std::string out;
  for (Card card : program) out += (out.empty() ? "" : " ") + number_or(card >= 0 && card < kCards, card, card_name);
  return out;
}

std::string spot_words(int x100, int y100) {
  char text[40];
  std::snprintf(text, sizeof text, "(%.2f, %.2f)", spot_units(x100), spot_units(y100));
  return text;
}

std::string choice_words(const Choice& c, const State* state) {
  switch (c.kind) {
    case Decision::kNone: return "no choice";
    case Decision::kReveal: return "a card turned over";
    case Decision::kProgram: return "program " + program_words(c.program);
    case Decision::kStone:
      if (c.a < 0) return "stone at " + spot_words(c.x, c.y);
      return "stone on " + number_or(c.a >= 0 && c.a < kIslands, c.a, island_name);
    case Decision::kPickPlank: return "pick plank " + plank_words(c.a);
    case Decision::kPlaceSpan: {
      const int picked = state ? state->picked_plank() : -1;
      return (picked >= 0 ? "plank " + plank_words(picked) : std::string("the picked plank")) + " between " +
             support_words(c.a, state) + " and " + support_words(c.b, state);
    }
    case Decision::kRemove:
      if (c.remove == RemoveKind::kStone) return "take the stone on " + support_words(c.a, state);
      return "take plank " + plank_words(c.a);
    case Decision::kMove1:
    case Decision::kMove2:
      return std::string(c.kind == Decision::kMove1 ? "move1" : "move2") + " to " + position_words(c.a) +
             (c.b >= 0 ? " then " + position_words(c.b) : "");
    case Decision::kJump: return "jump over " + plank_words(c.a) + " to " + position_words(c.b);
  }
  return "choice of kind #" + std::to_string(int(c.kind));
}

std::string player_line(const State& s, int color) {
  std::string line = std::string(color_name(color)) + ": pawn " + position_words(s.pawn(color)) + "; reserve";
  for (int p = 0; p < kPlanks; ++p)
    if (s.plank_location(p) == color) line += " " + plank_name(p);
  if (s.reserve_size(color) == 0) line += " empty";
  line += s.has_program(color) ? "; program " + program_words(s.program(color)) : "; no program locked";
  return line;
}

std::string stones_line(const State& s) {
  std::string line = "stones (" + std::to_string(s.stones_in_reserve()) + " in reserve):";
  for (int support = kFirstStone; support < kSupports; ++support)
    if (s.has_stone(support)) line += " " + support_name(s, support);
  return line;
}

std::string planks_line(const State& s) {
  std::string line = "planks on the board:";
  for (int p = 0; p < kPlanks; ++p)
    if (s.plank_location(p) == kOnBoard)
      line += " " + plank_name(p) + " " + support_name(s, s.plank_ends(p)[0]) + "-" + support_name(s, s.plank_ends(p)[1]);
  return line;
}

}  // namespace

std::string to_string(const State& s) {
  std::string out = std::string(variant_name(s.variant())) + " game, " + std::to_string(s.players()) + " players, round " +
                    std::to_string(s.round()) + ", first player " + std::string(color_name(s.first_player())) + "\n";
  out += std::string(phase_name(s.phase())) + ", decision " + std::string(decision_name(s.decision()));
  if (s.is_over()) out += s.winner() >= 0 ? ", won by " + std::string(color_name(s.winner())) : ", no winner";
  else out += ", actor " + std::string(color_name(s.actor()));
  if (s.phase() == Phase::kResolution) out += ", slot " + std::to_string(s.slot() + 1) + " (" + card_name(s.current_card()) + ")";
  if (s.picked_plank() >= 0) out += ", picked " + plank_name(s.picked_plank());
  out += "\n";
  std::array<int8_t, kColors> order;
  for (int i = 0, n = s.resolution_order(order); i < n; ++i) out += player_line(s, order[i]) + "\n";
  return out + stones_line(s) + "\n" + planks_line(s) + "\n";
}

std::string to_string(const Choice& choice, const State& state) { return choice_words(choice, &state); }

std::string to_string(const Choice& choice) { return choice_words(choice, nullptr); }

void PrintTo(const State& state, std::ostream* out) { *out << "\n" << to_string(state); }

void PrintTo(const Choice& choice, std::ostream* out) { *out << to_string(choice); }

}  // namespace rd
