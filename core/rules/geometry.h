// Plane geometry for the fit rule of RULES.md §7. Ties count against the plank:
// touching segments cross, a segment touching a disc passes over it.
#pragma once
#include <vector>

namespace rd {

struct Vec2 {
  double x = 0, y = 0;
};

double distance(Vec2 a, Vec2 b);
// Distance from point p to the segment [a, b].
double segment_point_distance(Vec2 a, Vec2 b, Vec2 p);
// The same comparisons without square roots, for the hot paths: true when the distance is <= r.
bool points_within(Vec2 a, Vec2 b, double r);
bool segment_within(Vec2 a, Vec2 b, Vec2 p, double r);
// True when the closed segments [a, b] and [c, d] have a point in common.
bool segments_touch(Vec2 a, Vec2 b, Vec2 c, Vec2 d);
// True when the disc (centre, r) lies inside the polygon and touches none of its edges.
bool disc_inside_polygon(const std::vector<Vec2>& polygon, Vec2 centre, double r);

}  // namespace rd
