#include "invariants.h"

#include <algorithm>
#include <set>

#include "names.h"

namespace rd {

namespace {

std::string stones_problem(const State& s) {
  int on_board = 0;
  for (int sup = kFirstStone; sup < kSupports; ++sup) on_board += s.has_stone(sup);
  if (on_board + s.stones_in_reserve() != kStones)
    return std::to_string(on_board) + " stones on the board and " + std::to_string(s.stones_in_reserve()) +
           " in reserve make no " + std::to_string(kStones);
  return "";
}

// Where every plank is, what each support carries, and the geometry of the planks laid.
std::string planks_problem(const State& s) {
  std::array<int, kSupports> load{};
  std::vector<int> on_board;
  for (int p = 0; p < kPlanks; ++p) {
    const int where = s.plank_location(p);
    const bool valid = (where >= 0 && where < kColors && s.in_play(where)) || where == kOnBoard || where == kOutOfGame;
    if (!valid) return "plank " + plank_name(p) + " is nowhere (" + std::to_string(where) + ")";
    if (!s.in_play(plank_color(p)) && where != kOutOfGame) return "plank " + plank_name(p) + " of a color not in play is in the game";
    if (where != kOnBoard) continue;
    const auto ends = s.plank_ends(p);
    if (!s.support_exists(ends[0]) || !s.support_exists(ends[1])) return "plank " + plank_name(p) + " lies on a missing support";
    if (ends[0] < kFirstStone && ends[1] < kFirstStone) return "plank " + plank_name(p) + " joins two villages";
    ++load[ends[0]], ++load[ends[1]];
    on_board.push_back(p);
  }
  for (int sup = 0; sup < kSupports; ++sup) {
    if (load[sup] != s.planks_on(sup)) return support_name(s, sup) + " counts " + std::to_string(s.planks_on(sup)) + " planks but carries " + std::to_string(load[sup]);
    if (load[sup] > kMaxPlanksPerSupport) return support_name(s, sup) + " carries more than 3 planks";
  }
  for (size_t i = 0; i < on_board.size(); ++i) {
    const auto e = s.plank_ends(on_board[i]);
    const Vec2 a = s.support_pos(e[0]), b = s.support_pos(e[1]);
    for (int sup = 0; sup < kSupports; ++sup)
      if (sup != e[0] && sup != e[1] && s.support_exists(sup) && segment_point_distance(a, b, s.support_pos(sup)) <= s.support_radius(sup))
        return "plank " + plank_name(on_board[i]) + " passes over " + support_name(s, sup);
    for (size_t k = i + 1; k < on_board.size(); ++k) {
      const auto f = s.plank_ends(on_board[k]);
      if (std::min(e[0], e[1]) == std::min(f[0], f[1]) && std::max(e[0], e[1]) == std::max(f[0], f[1]))
        return "planks " + plank_name(on_board[i]) + " and " + plank_name(on_board[k]) + " lie on one span";
      if (e[0] == f[0] || e[0] == f[1] || e[1] == f[0] || e[1] == f[1]) continue;
      if (segments_touch(a, b, s.support_pos(f[0]), s.support_pos(f[1])))
        return "plank " + plank_name(on_board[i]) + " crosses plank " + plank_name(on_board[k]);
    }
  }
  return "";
}

// Pawns stand in villages or on planks on the board, one per plank; reserves hold distinct
// numbers of at most two colors; the winner stands in its destination.
std::string pawns_problem(const State& s) {
  uint64_t plank_pawns = 0;
  for (int c = 0; c < kColors; ++c) {
    if (!s.in_play(c)) continue;
    const std::string who(color_name(c));
    const int pos = s.pawn(c);
    if (is_plank_position(pos)) {
      const int p = pos - kPlankPositions;
      if (p >= kPlanks || s.plank_location(p) != kOnBoard) return who + "'s pawn stands on a plank not on the board";
      if (plank_pawns >> p & 1) return "two pawns on plank " + plank_name(p);
      plank_pawns |= uint64_t(1) << p;
    } else if (pos < 0 || pos >= kColors) {
      return who + "'s pawn is nowhere";
    }
    unsigned numbers = 0, colors = 0;
    for (int p = 0; p < kPlanks; ++p)
      if (s.plank_location(p) == c) {
        if (numbers >> plank_number(p) & 1) return who + "'s reserve holds two planks numbered " + std::to_string(plank_number(p));
        numbers |= 1u << plank_number(p), colors |= 1u << plank_color(p);
      }
    if (__builtin_popcount(colors) > 2) return who + "'s reserve holds planks of more than two colors";
  }
  if (s.is_over() && s.pawn(s.winner()) != destination(s.winner())) return "the winner is not in its destination";
  return "";
}

}  // namespace

std::string invariant_problem(const State& s) {
  for (auto check : {stones_problem, planks_problem, pawns_problem})
    if (std::string why = check(s); !why.empty()) return why;
  return "";
}

std::string completeness_problem(const State& s, const std::vector<Choice>& legal) {
  auto offered = [&](const Choice& c) { return std::find(legal.begin(), legal.end(), c) != legal.end(); };
  auto compare = [&](const Choice& c, const std::string& what) -> std::string {
    const bool allowed = !s.check(c);
    if (offered(c) == allowed) return "";
    return what + (allowed ? " is allowed but not offered" : " is offered but not allowed");
  };
  std::string why;
  switch (s.decision()) {
    case Decision::kPlaceSpan:
      for (int a = 0; a < kSupports && why.empty(); ++a)
        for (int b = a + 1; b < kSupports && why.empty(); ++b)
          why = compare(Choice::span(a, b), "a plank between supports " + std::to_string(a) + " and " + std::to_string(b));
      break;
    case Decision::kStone:
      if (s.variant() == Variant::kStandard)
        for (int i = 0; i < kIslands && why.empty(); ++i) why = compare(Choice::stone(i), "a stone on " + island_name(i));
      else {  // every spot the bots may choose, judged one by one (the list finds them from the stones and planks)
        std::set<std::pair<int, int>> spots;
        for (const Choice& c : legal) spots.insert({c.x, c.y});
        for (size_t i = 0; i < s.board().water_spots.size() && why.empty(); ++i) {
          const auto& h = s.board().water_spot_hundredths[i];
          if (spots.count({h[0], h[1]}) != size_t(s.spot_clear(s.board().water_spots[i])))
            why = "the stone spot " + std::to_string(h[0]) + "," + std::to_string(h[1]) + " is offered wrongly";
        }
      }
      break;
    case Decision::kRemove:
      for (int p = 0; p < kPlanks && why.empty(); ++p) why = compare(Choice::take_plank(p), "taking plank " + plank_name(p));
      for (int i = kFirstStone; i < kSupports && why.empty(); ++i) why = compare(Choice::take_stone(i), "taking the stone of support " + std::to_string(i));
      break;
    default:
      break;
  }
  return why;
}

}  // namespace rd
