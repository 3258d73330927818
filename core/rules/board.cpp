#include "board.h"

#include "choice.h"

#include <cmath>
#include <nlohmann/json.hpp>

namespace rd {

namespace {

using nlohmann::json;

constexpr double kWaterGrid = 0.5;  // spacing of the expert stone spots offered to bots

// Bounds that keep every board computable in a moment (the expert grid of stone spots is
// laid over the water's bounding box): found by fuzzing, a water point at y = 1e48 made
// the grid loop for ever. Board units are about a plank's length; the standard board is 21 wide.
constexpr double kMaxCoordinate = 50;
constexpr double kMaxSize = 10;          // radii, bearing, plank lengths
constexpr size_t kMaxWaterPoints = 256;

double number(const json& j, double lo, double hi, const char* what) {
  const double v = j.get<double>();
  if (!(v >= lo && v <= hi))  // also refuses NaN
    throw std::runtime_error(std::string(what) + " must lie between " + std::to_string(lo) + " and " + std::to_string(hi));
  return v;
}

// Found by fuzzing: an island id of 1.4e87 was converted to int (undefined behaviour).
int whole_number(const json& j, int lo, int hi, const char* what) {
  if (!j.is_number_integer()) throw std::runtime_error(std::string(what) + " must be a whole number");
  const int64_t v = j.get<int64_t>();
  if (v < lo || v > hi) throw std::runtime_error(std::string(what) + " must lie between " + std::to_string(lo) + " and " + std::to_string(hi));
  return int(v);
}

Vec2 read_point(const json& j) {
  return {number(j.at("x"), -kMaxCoordinate, kMaxCoordinate, "x"), number(j.at("y"), -kMaxCoordinate, kMaxCoordinate, "y")};
}

void read_board(const json& j, Board& board) {
  board.name = j.at("name").get<std::string>();
  board.stone_radius = number(j.at("stone_radius"), 0.01, kMaxSize, "stone_radius");
  board.bearing = number(j.at("bearing"), 0, kMaxSize, "bearing");
  const auto& lengths = j.at("plank_lengths");
  if (lengths.size() != kPlankNumbers) throw std::runtime_error("plank_lengths must hold " + std::to_string(kPlankNumbers) + " lengths");
  for (int k = 0; k < kPlankNumbers; ++k) board.plank_lengths[k] = number(lengths.at(k), 0.01, kMaxSize, "a plank length");
  for (int k = 1; k < kPlankNumbers; ++k)
    if (board.plank_lengths[k] <= board.plank_lengths[k - 1])
      throw std::runtime_error("plank_lengths must grow with the number");
  for (int c = 0; c < kColors; ++c) {
    const auto& v = j.at("villages").at(std::string(color_name(c)));
    board.villages[c] = read_point(v);
    board.village_radius[c] = number(v.at("r"), 0.01, kMaxSize, "a village radius");
  }
  const auto& islands = j.at("islands");
  if (islands.size() != kIslands) throw std::runtime_error("a board needs exactly " + std::to_string(kIslands) + " islands");
  uint32_t seen = 0;
  for (const auto& island : islands) {
    const int id = whole_number(island.at("id"), 1, kIslands, "an island id");
    if (seen >> id & 1) throw std::runtime_error("island " + std::to_string(id) + " is listed twice");
    seen |= uint32_t(1) << id;
    board.islands[id - 1] = read_point(island);
    board.island_radius[id - 1] = number(island.at("r"), 0.01, kMaxSize, "an island radius");
  }
  const auto& water = j.at("water");
  if (water.size() > kMaxWaterPoints) throw std::runtime_error("the water outline has more than " + std::to_string(kMaxWaterPoints) + " points");
  for (const auto& p : water)
    board.water.push_back({number(p.at(0), -kMaxCoordinate, kMaxCoordinate, "x"), number(p.at(1), -kMaxCoordinate, kMaxCoordinate, "y")});
  if (board.water.size() < 3) throw std::runtime_error("the water outline needs at least 3 points");
}

Vec2 support_pos(const Board& b, int s) { return s < kFirstStone ? b.villages[s] : b.islands[s - kFirstStone]; }
double support_radius(const Board& b, int s) { return s < kFirstStone ? b.village_radius[s] : b.stone_radius; }

void index_pairs(Board& board) {
  for (int a = 0; a < kSupports; ++a) board.pair_index[a][a] = -1;
  for (int a = 0; a < kSupports; ++a)
    for (int b = a + 1; b < kSupports; ++b) {
      board.pair_index[a][b] = board.pair_index[b][a] = int16_t(board.pairs.size());
      PairInfo info;
      info.a = int8_t(a);
      info.b = int8_t(b);
      board.pairs.push_back(info);
    }
}

// Fits, pass-overs and crossings of every span, for the standard side (stones on island centres).
void precompute_pairs(Board& board) {
  for (auto& p : board.pairs) {
    const Vec2 pa = support_pos(board, p.a), pb = support_pos(board, p.b);
    p.min_number = int8_t(board.min_plank_for(pa, support_radius(board, p.a), pb, support_radius(board, p.b)));
    for (int n = p.min_number; n <= kPlankNumbers; ++n) {
      board.reach[size_t(p.a)][size_t(n)] |= uint64_t(1) << p.b;
      board.reach[size_t(p.b)][size_t(n)] |= uint64_t(1) << p.a;
    }
    for (int s = 0; s < kSupports; ++s)
      if (s != p.a && s != p.b && segment_point_distance(pa, pb, support_pos(board, s)) <= support_radius(board, s))
        p.over |= uint64_t(1) << s;
    board.over[size_t(p.a)][size_t(p.b)] = board.over[size_t(p.b)][size_t(p.a)] = p.over;
  }
  for (size_t i = 0; i < board.pairs.size(); ++i)
    for (size_t k = i + 1; k < board.pairs.size(); ++k) {
      PairInfo &p = board.pairs[i], &q = board.pairs[k];
      if (p.a == q.a || p.a == q.b || p.b == q.a || p.b == q.b) continue;  // meet at a shared centre
      if (!segments_touch(support_pos(board, p.a), support_pos(board, p.b), support_pos(board, q.a),
                          support_pos(board, q.b)))
        continue;
      p.crosses[k / 64] |= uint64_t(1) << (k % 64);
      q.crosses[i / 64] |= uint64_t(1) << (i % 64);
    }
}

void grid_water(Board& board) {
  double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
  for (Vec2 p : board.water) x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  for (double y = std::ceil(y0 / kWaterGrid) * kWaterGrid; y <= y1; y += kWaterGrid)
    for (double x = std::ceil(x0 / kWaterGrid) * kWaterGrid; x <= x1; x += kWaterGrid) {
      const Vec2 p{std::round(x * kSpotScale) / kSpotScale, std::round(y * kSpotScale) / kSpotScale};
      if (!disc_inside_polygon(board.water, p, board.stone_radius)) continue;
      bool clear = true;
      for (int c = 0; c < kColors; ++c)
        clear = clear && distance(p, board.villages[c]) > board.village_radius[c] + board.stone_radius;
      if (clear) board.water_spots.push_back(p);
    }
  for (int i = 0; i < int(board.water_spots.size()); ++i) {
    if (board.water_rows.empty() || board.water_rows.back().y != board.water_spots[size_t(i)].y)
      board.water_rows.push_back({board.water_spots[size_t(i)].y, i, i});
    board.water_rows.back().end = i + 1;
  }
  for (Vec2 p : board.water_spots) board.water_spot_hundredths.push_back({to_spot(p.x), to_spot(p.y)});
  for (const auto& h : board.water_spot_hundredths) board.water_spot_choices.push_back(Choice::stone_at(h[0], h[1]));
}

}  // namespace

double Board::span_need(Vec2 a, double ra, Vec2 b, double rb) const {
  return distance(a, b) - ra - rb + 2 * bearing;
}

int Board::min_plank_for(Vec2 a, double ra, Vec2 b, double rb) const {
  const double need = span_need(a, ra, b, rb);
  for (int k = 0; k < kPlankNumbers; ++k)
    if (need <= plank_lengths[k]) return k + 1;
  return kPlankNumbers + 1;
}

std::variant<Board, std::string> parse_board(std::string_view json_text) {
  Board board;
  try {
    read_board(json::parse(json_text), board);
  } catch (const std::exception& e) {
    return std::string("invalid board: ") + e.what();
  }
  index_pairs(board);
  precompute_pairs(board);
  grid_water(board);
  return board;
}

const Board& standard_board() {
  static const Board board = [] {
    auto parsed = parse_board(standard_board_json());
    return std::get<Board>(parsed);  // the embedded board is checked by the tests
  }();
  return board;
}

}  // namespace rd
