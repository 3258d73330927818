#include "span_obstacles.h"

#include <algorithm>

namespace rd {

namespace {
uint64_t bit64(int i) { return uint64_t(1) << i; }
int pop_lowest(uint64_t& mask) {
  const int i = __builtin_ctzll(mask);
  mask &= mask - 1;
  return i;
}
SpanObstacles::Subset operator&(const SpanObstacles::Subset& p, const SpanObstacles::Subset& q) {
  return {p.discs & q.discs, p.planks & q.planks};
}
void operator|=(SpanObstacles::Subset& p, const SpanObstacles::Subset& q) {
  p.discs |= q.discs;
  p.planks |= q.planks;
}
}  // namespace

void SpanObstacles::add_support(int support, Vec2 centre, double radius) {
  added_.discs |= bit64(support);
  discs_[size_t(support)] = {{centre.x - radius, centre.x + radius, centre.y - radius, centre.y + radius}, centre, radius};
}

void SpanObstacles::add_plank(int plank, int end_a, int end_b, Vec2 a, Vec2 b) {
  added_.planks |= bit64(plank);
  planks_at_[size_t(end_a)] |= bit64(plank);
  planks_at_[size_t(end_b)] |= bit64(plank);
  planks_[size_t(plank)] = {{std::min(a.x, b.x), std::max(a.x, b.x), std::min(a.y, b.y), std::max(a.y, b.y)}, a, b};
}

void SpanObstacles::index() {
  // The cells cover the obstacles' extent; a query beyond it falls in the edge cells.
  double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
  const auto extend = [&](const Box& b) { x0 = std::min(x0, b.x0), x1 = std::max(x1, b.x1), y0 = std::min(y0, b.y0), y1 = std::max(y1, b.y1); };
  for (uint64_t m = added_.discs; m;) extend(discs_[size_t(pop_lowest(m))].box);
  for (uint64_t m = added_.planks; m;) extend(planks_[size_t(pop_lowest(m))].box);
  x_.origin = x0, x_.scale = x1 > x0 ? kCells / (x1 - x0) : 0;
  y_.origin = y0, y_.scale = y1 > y0 ? kCells / (y1 - y0) : 0;
  for (uint64_t m = added_.discs; m;) {
    const int s = pop_lowest(m);
    const Box& b = discs_[size_t(s)].box;
    x_.add({bit64(s), 0}, b.x0, b.x1);
    y_.add({bit64(s), 0}, b.y0, b.y1);
  }
  for (uint64_t m = added_.planks; m;) {
    const int p = pop_lowest(m);
    const Box& b = planks_[size_t(p)].box;
    x_.add({0, bit64(p)}, b.x0, b.x1);
    y_.add({0, bit64(p)}, b.y0, b.y1);
  }
  x_.finish();
  y_.finish();
}

// Never decreasing in v: (v - origin) * scale and the clamp round monotonically, and the
// conversion truncates a value already in [0, kCells - 1].
int SpanObstacles::Axis::cell(double v) const { return int(std::clamp((v - origin) * scale, 0.0, kCells - 1.0)); }

void SpanObstacles::Axis::add(const Subset& one, double lo, double hi) {
  lo_upto[size_t(cell(lo))] |= one;
  hi_from[size_t(cell(hi))] |= one;
}

void SpanObstacles::Axis::finish() {
  for (int c = 1; c < kCells; ++c) lo_upto[size_t(c)] |= lo_upto[size_t(c - 1)];
  for (int c = kCells - 2; c >= 0; --c) hi_from[size_t(c)] |= hi_from[size_t(c + 1)];
}

SpanObstacles::Subset SpanObstacles::Axis::meeting(double q0, double q1) const {
  return lo_upto[size_t(cell(q1))] & hi_from[size_t(cell(q0))];
}

SpanObstacles::Subset SpanObstacles::sieve(const Box& q) const { return x_.meeting(q.x0, q.x1) & y_.meeting(q.y0, q.y1); }

SpanObstacles::Subset SpanObstacles::near(Vec2 from, double reach) const {
  // Far more than rounding could add to a span's box (board units are about a plank's length).
  const double margin = reach + 0.01;
  return sieve({from.x - margin, from.x + margin, from.y - margin, from.y + margin});
}

bool SpanObstacles::blocks(int a, int b, Vec2 pa, Vec2 pb) const {
  // The span's box: what lies wholly outside it (by a hair more than rounding could make)
  // can neither meet the segment nor touch it, and skips the exact test.
  constexpr double kHair = 1e-6;
  const Box span{std::min(pa.x, pb.x) - kHair, std::max(pa.x, pb.x) + kHair, std::min(pa.y, pb.y) - kHair,
                 std::max(pa.y, pb.y) + kHair};
  // The grid's few candidates, then their boxes, then the exact tests on what is left
  // (usually nothing). Planks meet at a shared support: those resting on a or b never block a-b.
  const Subset maybe = sieve(span);
  for (uint64_t m = maybe.discs & ~(bit64(a) | bit64(b)); m;) {
    const Disc& d = discs_[size_t(pop_lowest(m))];
    if (!apart(d.box, span) && segment_within(pa, pb, d.centre, d.radius)) return true;
  }
  for (uint64_t m = maybe.planks & ~(planks_at_[size_t(a)] | planks_at_[size_t(b)]); m;) {
    const Plank& p = planks_[size_t(pop_lowest(m))];
    if (!apart(p.box, span) && segments_touch(pa, pb, p.a, p.b)) return true;
  }
  return false;
}

}  // namespace rd
