// What a new plank on the expert side must keep clear of (RULES.md §7): the discs of the
// supports on the board and the planks already laid. Gathered once into flat arrays with
// their boxes, for testing many spans: the callgrind profile showed the test spending its
// time finding each support's place and radius and each plank's ends again for every span.
#pragma once
#include <array>
#include <cstdint>

#include "board.h"
#include "choice.h"
#include "geometry.h"

namespace rd {

class SpanObstacles {
 public:
  void add_support(int support, Vec2 centre, double radius);
  void add_plank(int plank, int end_a, int end_b, Vec2 a, Vec2 b);
  // Once every obstacle is added: the grid that sieves them (near(), blocks()).
  void index();
  // Some of the obstacles: a bit per support (its disc) and per plank.
  struct Subset {
    uint64_t discs = 0, planks = 0;
  };
  // The obstacles whose boxes may come within `reach` of `from` (a sieve, not the test: the
  // margin is wide, and the grid's cells widen it again). A support b whose centre lies within
  // `reach` of `from` is always among the discs.
  Subset near(Vec2 from, double reach) const;
  // True when the span a-b (its ends at pa, pb) passes over a support other than its ends or
  // touches a plank that shares neither of its ends: the verdict of span_crosses_or_passes().
  bool blocks(int a, int b, Vec2 pa, Vec2 pb) const;

 private:
  struct Box {
    double x0, x1, y0, y1;
  };
  struct Disc {
    Box box;
    Vec2 centre;
    double radius;
  };
  struct Plank {
    Box box;
    Vec2 a, b;
  };
  // Without a branch (`|`, not `||`): the verdicts follow no pattern, and perf showed their
  // mispredicted branches as most of the sieve.
  static bool apart(const Box& p, const Box& q) { return (p.x1 < q.x0) | (p.x0 > q.x1) | (p.y1 < q.y0) | (p.y0 > q.y1); }

  // The sieve: along each axis, the obstacles' extent cut into kCells cells. A box [lo, hi]
  // can meet [q0, q1] only if lo <= q1 and hi >= q0, so only if cell(lo) <= cell(q1) and
  // cell(hi) >= cell(q0) (cell() never decreases): two table lookups an axis find them
  // all, where testing every box was most of listing the spans (callgrind).
  static constexpr int kCells = 32;
  struct Axis {
    double origin = 0, scale = 0;
    std::array<Subset, kCells> lo_upto{};  // obstacles whose box starts in this cell or before
    std::array<Subset, kCells> hi_from{};  // obstacles whose box ends in this cell or after
    int cell(double v) const;
    void add(const Subset& one, double lo, double hi);
    void finish();
    Subset meeting(double q0, double q1) const;
  };
  Subset sieve(const Box& q) const;

  static_assert(kSupports <= 64 && kPlanks <= 64, "a Subset has a bit per obstacle");
  // By support and by plank; only the added ones (in `added_`) are ever read.
  std::array<Disc, kSupports> discs_;
  std::array<Plank, kPlanks> planks_;
  Subset added_;
  // By support: the planks resting on it (a span's own ends and the planks meeting it there
  // never block it).
  std::array<uint64_t, kSupports> planks_at_{};
  Axis x_, y_;
};

}  // namespace rd
