// Player colors, seating and destinations (RULES.md §1–2).
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace rd {

// Villages in clockwise order from the left corner: this is also the seating order.
enum Color : int8_t { kPink, kRed, kBlue, kBlack, kGreen, kYellow };
constexpr int kColors = 6;
constexpr int kPlankNumbers = 6;  // each color's planks are numbered 1 to 6 (RULES.md §1)
constexpr int kMinPlayers = 2;
constexpr int kMaxPlayers = 6;

std::string_view color_name(int color);
std::optional<Color> parse_color(std::string_view name);

// The village straight across the river: pink <-> black, red <-> green, blue <-> yellow.
constexpr Color destination(int color) { return Color((color + 3) % kColors); }

// The colors in play for a player count, in seating (clockwise) order. Bit i = color i.
uint8_t colors_in_play(int players);
// The same colors as a list in seating order; returns how many.
int seat_colors(int players, std::array<int8_t, kColors>& out);
// The colors of `in_play` in clockwise order from `first` (a round's resolution order:
// RULES.md §4); returns how many.
int clockwise_from(int first, uint8_t in_play, std::array<int8_t, kColors>& out);
// The next color of `in_play` clockwise after `color` (the first-player marker's pass).
int next_clockwise(int color, uint8_t in_play);

// The first player of round 1 drawn from a game's seed (the page and `rd play` agree).
Color first_player_for_seed(int players, uint64_t seed);

}  // namespace rd
