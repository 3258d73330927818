#include "geometry.h"

#include <algorithm>
#include <cmath>

namespace rd {

namespace {
double cross(Vec2 o, Vec2 a, Vec2 b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }
int sign(double v) { return (v > 0) - (v < 0); }
bool within_box(Vec2 a, Vec2 b, Vec2 p) {
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}
}  // namespace

double distance(Vec2 a, Vec2 b) { return std::sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)); }

namespace {
double segment_point_distance_sq(Vec2 a, Vec2 b, Vec2 p) {
  const double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
  t = std::clamp(t, 0.0, 1.0);
  const double ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y;
  return ex * ex + ey * ey;
}
}  // namespace

double segment_point_distance(Vec2 a, Vec2 b, Vec2 p) { return std::sqrt(segment_point_distance_sq(a, b, p)); }

bool points_within(Vec2 a, Vec2 b, double r) { return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y) <= r * r; }

bool segment_within(Vec2 a, Vec2 b, Vec2 p, double r) { return segment_point_distance_sq(a, b, p) <= r * r; }

bool segments_touch(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  const int d1 = sign(cross(c, d, a)), d2 = sign(cross(c, d, b));
  const int d3 = sign(cross(a, b, c)), d4 = sign(cross(a, b, d));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (d1 == 0 && within_box(c, d, a)) || (d2 == 0 && within_box(c, d, b)) ||
         (d3 == 0 && within_box(a, b, c)) || (d4 == 0 && within_box(a, b, d));
}

bool disc_inside_polygon(const std::vector<Vec2>& polygon, Vec2 centre, double r) {
  bool inside = false;
  for (size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const Vec2 a = polygon[i], b = polygon[j];
    if (segment_within(a, b, centre, r)) return false;
    if ((a.y > centre.y) != (b.y > centre.y) && centre.x < (b.x - a.x) * (centre.y - a.y) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

}  // namespace rd
