#include "greedy_bot.h"

#include "best.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rd {

namespace {

Vec2 goal(const State& s, int color) { return s.board().villages[destination(color)]; }

Vec2 position_point(const State& s, int position) {
  if (!is_plank_position(position)) return s.board().villages[position];
  const auto ends = s.plank_ends(position - kPlankPositions);
  const Vec2 a = s.support_pos(ends[0]), b = s.support_pos(ends[1]);
  return {(a.x + b.x) / 2, (a.y + b.y) / 2};
}

// How far the walkable network gets toward the goal: the smallest distance from a
// walkable support to the destination's centre, less the support's radius.
double reach(const State& s, int color, uint64_t walk) {
  double best = std::numeric_limits<double>::max();
  for (int sup = 0; sup < kSupports; ++sup)
    if (walk >> sup & 1) best = std::min(best, distance(s.support_pos(sup), goal(s, color)) - s.support_radius(sup));
  return best;
}

template <class Score>
Choice best_of(const std::vector<Choice>& legal, Rng& rng, Score score) {
  Best<Choice> best(rng);
  for (const Choice& c : legal) best.offer(score(c), c);
  return best.item();
}

// The end of span a-b outside the network `walk` when exactly one end is in it, else -1.
// Written with masks on purpose: g++ 12.2 at -O2 and -O3
// compiled `bool x = w >> a & 1, y = w >> b & 1; if (x == y) ...; x ? b : a` as if x were
// always 0 (checked with a ten-line reproduction), so that builds played different games.
int new_end(uint64_t walk, int a, int b) {
  const uint64_t ends = (uint64_t(1) << a) | (uint64_t(1) << b);
  const uint64_t in = walk & ends;
  if (in == 0 || in == ends) return -1;
  return in == (uint64_t(1) << a) ? b : a;
}

// What a plank between a and b would gain in reach for a network `walk` that reaches `reached`.
double span_gain(const State& s, int color, uint64_t walk, double reached, int a, int b) {
  const int to = new_end(walk, a, b);
  if (to < 0) return -1;  // joins nothing new to the network
  return reached - (distance(s.support_pos(to), goal(s, color)) - s.support_radius(to));
}

double reach(const State& s, int color) { return reach(s, color, walkable_supports(s, color)); }

}  // namespace

uint64_t walkable_supports(const State& s, int color) {
  const int pos = s.pawn(color);
  uint64_t walk = 0;
  if (is_plank_position(pos)) {
    const auto ends = s.plank_ends(pos - kPlankPositions);
    walk = (uint64_t(1) << ends[0]) | (uint64_t(1) << ends[1]);
  } else if (pos >= 0) {
    walk = uint64_t(1) << pos;
  }
  for (bool grew = true; grew;) {
    grew = false;
    for (int p = 0; p < kPlanks; ++p) {
      if (s.plank_location(p) != kOnBoard) continue;
      const auto e = s.plank_ends(p);
      const uint64_t both = (uint64_t(1) << e[0]) | (uint64_t(1) << e[1]);
      if ((walk & both) && (walk & both) != both) walk |= both, grew = true;
    }
  }
  return walk;
}

Program GreedyBot::choose_program(const State& s, int color) {
  // Build early, walk late; remove when out of planks; a dragon against the closest rival.
  const bool planks_left = s.reserve_size(color) > 0;
  const bool path_started = walkable_supports(s, color) != (uint64_t(1) << color);
  Program p = planks_left ? Program{kStone2, kPlank2, kMove2, kPlank1, kMove1} : Program{kRemove, kStone2, kMove2, kStone1, kMove1};
  if (!path_started && planks_left) p = {kStone2, kPlank1, kStone1, kPlank2, kMove2};
  int rival = -1;
  double rival_reach = std::numeric_limits<double>::max();
  for (int c = 0; c < kColors; ++c)
    if (c != color && s.in_play(c) && reach(s, c) < rival_reach) rival = c, rival_reach = reach(s, c);
  if (dragons_ && rival >= 0 && rival_reach < reach(s, color)) p[unaimed_dragon_slot(rng_)] = dragon_of(rival);
  // Keep the five cards distinct if the dragon replaced a card that appears once.
  return program_problem(p, s.hand(color)) ? Program{kStone2, kPlank2, kMove2, kPlank1, kMove1} : p;
}

Choice GreedyBot::choose(const State& s) {
  const int me = s.actor();
  if (s.decision() == Decision::kProgram) return Choice::make_program(choose_program(s, me));
  s.legal_choices(legal_);
  const Vec2 target = goal(s, me);
  const uint64_t walk = walkable_supports(s, me);
  const double reached = reach(s, me, walk);
  switch (s.decision()) {
    case Decision::kStone:
      // A stone within reach of the network, as close to the goal as possible.
      return best_of(legal_, rng_, [&](const Choice& c) {
        const Vec2 p = s.variant() == Variant::kStandard ? s.board().islands[c.a] : Vec2{spot_units(c.x), spot_units(c.y)};
        double nearest = std::numeric_limits<double>::max();
        for (int w = 0; w < kSupports; ++w)
          if (walk >> w & 1) nearest = std::min(nearest, distance(p, s.support_pos(w)));
        const double longest = s.board().plank_lengths[kPlankNumbers - 1];
        return -distance(p, target) - (nearest > longest ? 3 * (nearest - longest) : 0);
      });
    case Decision::kPickPlank:
      // The plank whose best span gains most; among equals the shortest (keep long ones).
      return best_of(legal_, rng_, [&](const Choice& c) {
        double gain = -1;
        for (int a = 0; a < kSupports; ++a)
          for (int b = a + 1; b < kSupports; ++b)
            if (new_end(walk, a, b) >= 0 && s.support_exists(a) && s.support_exists(b) && !s.span_problem(c.a, a, b))
              gain = std::max(gain, span_gain(s, me, walk, reached, a, b));
        return gain - 0.01 * plank_number(c.a);
      });
    case Decision::kPlaceSpan:
      return best_of(legal_, rng_, [&](const Choice& c) { return span_gain(s, me, walk, reached, c.a, c.b); });
    case Decision::kRemove:
      // Take what helps the rival nearest its goal most, else a stone away from our path.
      return best_of(legal_, rng_, [&](const Choice& c) {
        if (c.remove == RemoveKind::kStone) return -distance(s.support_pos(c.a), s.board().villages[me]) * 0.01;
        const auto e = s.plank_ends(c.a);
        if ((walk >> e[0] & 1) || (walk >> e[1] & 1)) return -10.0;
        return 1.0;
      });
    default: {
      // Moves and jumps: end as close to the goal as possible.
      return best_of(legal_, rng_, [&](const Choice& c) {
        const int end = landing(c);
        if (end == destination(me) || c.a == destination(me)) return 1e9;
        return -distance(position_point(s, end), target);
      });
    }
  }
}

}  // namespace rd
