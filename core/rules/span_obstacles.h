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
  void add_plank(int end_a, int end_b, Vec2 a, Vec2 b);
  // Some of the obstacles: a bit per disc and per plank, in the order they were added.
  struct Subset {
    uint64_t discs = 0, planks = 0;
  };
  Subset all() const;
  // The obstacles whose boxes come within `reach` of `from`: the only ones a span from
  // `from` no longer than `reach` can touch (a sieve, not the test: the margin is wide, and
  // blocks() still decides).
  Subset near(Vec2 from, double reach) const;
  // True when the span a-b (its ends at pa, pb) passes over a support of `which` other than
  // its ends or touches a plank of `which` that shares neither of its ends: the verdict of
  // span_crosses_or_passes() when `which` holds every obstacle that could touch the span.
  bool blocks(const Subset& which, int a, int b, Vec2 pa, Vec2 pb) const;

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
    int end_a, end_b;
  };
  // Without a branch (`|`, not `||`): the verdicts follow no pattern, and perf showed their
  // mispredicted branches as most of near() and blocks().
  static bool apart(const Box& p, const Box& q) { return (p.x1 < q.x0) | (p.x0 > q.x1) | (p.y1 < q.y0) | (p.y0 > q.y1); }

  static_assert(kSupports <= 64 && kPlanks <= 64, "a Subset has a bit per obstacle");
  std::array<Disc, kSupports> discs_{};
  std::array<Plank, kPlanks> planks_{};
  int disc_count_ = 0, plank_count_ = 0;
  // By support: the bit of its disc, and the bits of the planks resting on it (a span's own
  // ends and the planks meeting it there never block it).
  std::array<uint64_t, kSupports> disc_of_{}, planks_at_{};
};

}  // namespace rd
