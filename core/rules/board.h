// The board as data (RULES.md §7): villages, islands, plank lengths, water outline,
// and the per-pair geometry precomputed once for the standard side, where every
// support sits at a fixed place.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "choice.h"
#include "color.h"
#include "geometry.h"

namespace rd {

constexpr int kIslands = 27;
constexpr int kStones = 27;
// Support ids: 0..5 are the villages (by color), 6.. are stone slots (standard: island n is slot n-1).
constexpr int kFirstStone = kColors;
constexpr int kSupports = kFirstStone + kStones;
constexpr int kPairs = kSupports * (kSupports - 1) / 2;
constexpr int kPairWords = (kPairs + 63) / 64;

using PairSet = std::array<uint64_t, kPairWords>;

// What one span (pair of supports) needs, with every island carrying a stone.
struct PairInfo {
  int8_t a = 0, b = 0;
  int8_t min_number = kPlankNumbers + 1;  // shortest plank that fits; 7 = none
  uint64_t over = 0;                      // supports whose disc the segment meets (ends excluded)
  PairSet crosses{};                      // pairs whose segments cross this one
};

struct Board {
  std::string name;
  double stone_radius = 0, bearing = 0;
  std::array<double, kPlankNumbers> plank_lengths{};
  std::array<Vec2, kColors> villages{};
  std::array<double, kColors> village_radius{};
  std::array<Vec2, kIslands> islands{};
  std::array<double, kIslands> island_radius{};
  std::vector<Vec2> water;

  // Derived at load time.
  std::array<std::array<int16_t, kSupports>, kSupports> pair_index{};  // -1 on the diagonal
  std::vector<PairInfo> pairs;                                          // standard side
  // Standard side: reach[a][n] has a bit for every support b that plank number n spans from a.
  std::array<std::array<uint64_t, kPlankNumbers + 1>, kSupports> reach{};
  // Standard side: pairs[pair(a, b)].over by both ends, a row per a: listing spans reads it
  // for b after b, and the rows (8.7 KB) stay in cache where PairInfo's 88 bytes a pair do not.
  std::array<std::array<uint64_t, kSupports>, kSupports> over{};
  std::vector<Vec2> water_spots;  // expert: candidate stone spots on a grid, inside the water
  // The water spots by rows of equal y (rising), each row's spots by rising x: the spots
  // near a stone or a plank are found without looking at every spot.
  struct WaterRow {
    double y;
    int begin, end;  // in water_spots
  };
  std::vector<WaterRow> water_rows;
  std::vector<std::array<int, 2>> water_spot_hundredths;  // each spot's to_spot(x), to_spot(y)
  // Each spot's Choice::stone_at: listing the open spots copies runs of these (building the
  // choices one by one was most of listing them, callgrind).
  std::vector<Choice> water_spot_choices;

  int pair(int a, int b) const { return pair_index[a][b]; }
  // The length a plank needs between discs (a, ra) and (b, rb) (RULES.md §7).
  double span_need(Vec2 a, double ra, Vec2 b, double rb) const;
  // Smallest plank number whose length covers the span between two discs, or 7.
  int min_plank_for(Vec2 a, double ra, Vec2 b, double rb) const;
};

// Parses and checks a board file; returns the board or a message saying what is wrong.
std::variant<Board, std::string> parse_board(std::string_view json_text);

// The standard board, embedded from assets/boards/standard.json at build time.
const Board& standard_board();
std::string_view standard_board_json();

}  // namespace rd
