#include "card.h"

#include "color.h"

namespace rd {

namespace {
constexpr std::array<std::string_view, kActionCards> kActionNames = {
    "stone1", "stone2", "plank1", "plank2", "remove", "move1", "move2", "jump"};
constexpr std::string_view kDragonPrefix = "dragon-";
}  // namespace

std::string card_name(int card) {
  if (is_dragon(card)) return std::string(kDragonPrefix) + std::string(color_name(dragon_target(card)));
  return std::string(kActionNames[card]);
}

std::optional<Card> parse_card(std::string_view name) {
  for (int c = 0; c < kActionCards; ++c)
    if (kActionNames[c] == name) return Card(c);
  if (name.substr(0, kDragonPrefix.size()) == kDragonPrefix)
    if (auto color = parse_color(name.substr(kDragonPrefix.size()))) return dragon_of(*color);
  return std::nullopt;
}

Hand hand_for(int color, uint8_t colors_in_play) {
  Hand hand = (1u << kActionCards) - 1;
  for (int c = 0; c < kColors; ++c)
    if (c != color && (colors_in_play >> c & 1)) hand |= Hand(1u << dragon_of(c));
  return hand;
}

const char* program_problem(const Program& program, Hand hand) {
  Hand used = 0;
  int dragons = 0;
  for (Card card : program) {
    if (card < 0 || card >= kCards || !(hand >> card & 1)) return "a card that is not in the hand";
    if (used >> card & 1) return "the same card twice (five different cards are needed)";
    used |= Hand(1u << card);
    dragons += is_dragon(card);
  }
  if (dragons > 1) return "more than one dragon (at most one per round)";
  return nullptr;
}

}  // namespace rd
