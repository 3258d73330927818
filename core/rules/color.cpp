#include "color.h"

#include "rng.h"

namespace rd {

namespace {
constexpr std::array<std::string_view, kColors> kNames = {"pink", "red", "blue", "black", "green", "yellow"};
constexpr uint8_t bit(Color c) { return uint8_t(1u << c); }
}  // namespace

std::string_view color_name(int color) { return kNames[color]; }

std::optional<Color> parse_color(std::string_view name) {
  for (int c = 0; c < kColors; ++c)
    if (kNames[c] == name) return Color(c);
  return std::nullopt;
}

uint8_t colors_in_play(int players) {
  // RULES.md §2 (the 2013 French and Italian table).
  switch (players) {
    case 2: return bit(kPink) | bit(kBlack);
    case 3: return bit(kBlue) | bit(kRed) | bit(kPink);
    case 4: return bit(kBlue) | bit(kGreen) | bit(kRed) | bit(kYellow);
    case 5: return 0x3f & ~bit(kPink);
    case 6: return 0x3f;
    default: return 0;
  }
}

int seat_colors(int players, std::array<int8_t, kColors>& out) {
  int n = 0;
  for (int c = 0; c < kColors; ++c)
    if (colors_in_play(players) >> c & 1) out[n++] = int8_t(c);
  return n;
}

Color first_player_for_seed(int players, uint64_t seed) {
  std::array<int8_t, kColors> seats{};
  const int n = seat_colors(players, seats);
  Rng rng(seed);
  return Color(seats[rng.below(uint32_t(n))]);
}

int clockwise_from(int first, uint8_t in_play, std::array<int8_t, kColors>& out) {
  int n = 0;
  for (int i = 0; i < kColors; ++i) {
    const int c = (first + i) % kColors;
    if (in_play >> c & 1) out[n++] = int8_t(c);
  }
  return n;
}

int next_clockwise(int color, uint8_t in_play) {
  do color = (color + 1) % kColors;
  while (!(in_play >> color & 1));
  return color;
}

}  // namespace rd
