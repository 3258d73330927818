#include "span_obstacles.h"

#include <algorithm>

namespace rd {

namespace {
uint64_t bit64(int i) { return uint64_t(1) << i; }
uint64_t lowest(int n) { return n >= 64 ? ~uint64_t(0) : bit64(n) - 1; }
int pop_lowest(uint64_t& mask) {
  const int i = __builtin_ctzll(mask);
  mask &= mask - 1;
  return i;
}
}  // namespace

void SpanObstacles::add_support(int support, Vec2 centre, double radius) {
  disc_of_[size_t(support)] = bit64(disc_count_);
  discs_[size_t(disc_count_++)] = {{centre.x - radius, centre.x + radius, centre.y - radius, centre.y + radius}, centre, radius};
}

void SpanObstacles::add_plank(int end_a, int end_b, Vec2 a, Vec2 b) {
  planks_at_[size_t(end_a)] |= bit64(plank_count_);
  planks_at_[size_t(end_b)] |= bit64(plank_count_);
  planks_[size_t(plank_count_++)] = {{std::min(a.x, b.x), std::max(a.x, b.x), std::min(a.y, b.y), std::max(a.y, b.y)}, a, b, end_a, end_b};
}

SpanObstacles::Subset SpanObstacles::all() const { return {lowest(disc_count_), lowest(plank_count_)}; }

SpanObstacles::Subset SpanObstacles::near(Vec2 from, double reach) const {
  // Far more than rounding could add to a span's box (board units are about a plank's length).
  const double margin = reach + 0.01;
  const Box around{from.x - margin, from.x + margin, from.y - margin, from.y + margin};
  Subset out;
  for (int i = 0; i < disc_count_; ++i) out.discs |= uint64_t(!apart(discs_[size_t(i)].box, around)) << i;
  for (int i = 0; i < plank_count_; ++i) out.planks |= uint64_t(!apart(planks_[size_t(i)].box, around)) << i;
  return out;
}

bool SpanObstacles::blocks(const Subset& which, int a, int b, Vec2 pa, Vec2 pb) const {
  // The span's box: what lies wholly outside it (by a hair more than rounding could make)
  // can neither meet the segment nor touch it, and skips the exact test.
  constexpr double kHair = 1e-6;
  const Box span{std::min(pa.x, pb.x) - kHair, std::max(pa.x, pb.x) + kHair, std::min(pa.y, pb.y) - kHair,
                 std::max(pa.y, pb.y) + kHair};
  // The obstacles whose boxes meet the span's, as bits without a branch per verdict; the
  // exact tests only on those (few: usually none).
  uint64_t discs = 0, planks = 0;
  for (uint64_t m = which.discs & ~(disc_of_[size_t(a)] | disc_of_[size_t(b)]); m;) {
    const int i = pop_lowest(m);
    discs |= uint64_t(!apart(discs_[size_t(i)].box, span)) << i;
  }
  // Planks meet at a shared support: those resting on a or b never block a-b.
  for (uint64_t m = which.planks & ~(planks_at_[size_t(a)] | planks_at_[size_t(b)]); m;) {
    const int i = pop_lowest(m);
    planks |= uint64_t(!apart(planks_[size_t(i)].box, span)) << i;
  }
  while (discs) {
    const Disc& d = discs_[size_t(pop_lowest(discs))];
    if (segment_within(pa, pb, d.centre, d.radius)) return true;
  }
  while (planks) {
    const Plank& p = planks_[size_t(pop_lowest(planks))];
    if (segments_touch(pa, pb, p.a, p.b)) return true;
  }
  return false;
}

}  // namespace rd
