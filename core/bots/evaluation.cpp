#include "evaluation.h"

#include <algorithm>
#include <array>
#include <limits>
#include <optional>

namespace rd {

namespace {

constexpr double kPlank = 1.0;       // one plank to lay
constexpr double kStone = 0.6;       // one stone to place first
constexpr double kNoPlankLeft = 0.5; // none of the player's planks is long enough: one must be taken
constexpr double kStep = 0.25;       // one step along a plank already there
constexpr double kScarce = 1.0;      // a span needing a plank number the route is short of
constexpr double kFetch = 0.8;       // a remove action to get a plank or stone back for reuse
constexpr double kWin = 1000;
constexpr double kInf = std::numeric_limits<double>::infinity();

// The supports and the spans between them, by cost; lists of neighbours keep Dijkstra
// from scanning every pair.
struct Graph {
  std::array<double, kSupports * kSupports> weight;
  std::array<int16_t, kSupports * kSupports> pair;
  std::array<std::array<int8_t, kSupports>, kSupports> next;
  std::array<int8_t, kSupports> degree{};

  Graph() {
    weight.fill(kInf);
    pair.fill(0);
  }
  void link(int a, int b, double w, int q) {
    if (w == kInf) return;
    if (weight[a * kSupports + b] == kInf) next[a][degree[a]++] = int8_t(b), next[b][degree[b]++] = int8_t(a);
    weight[a * kSupports + b] = weight[b * kSupports + a] = w;
    pair[a * kSupports + b] = pair[b * kSupports + a] = int16_t(q);
  }
};

void build_standard(const State& s, int color, Graph& g) {
  const Board& board = s.board();
  const State::SpanContext ctx = s.span_context();
  uint64_t under = 0;  // islands a plank passes over: no stone can go there
  for (int p = 0; p < kPlanks; ++p)
    if (s.plank_location(p) == kOnBoard) {
      const auto e = s.plank_ends(p);
      under |= board.pairs[board.pair(e[0], e[1])].over;
    }
  const int longest = longest_plank(s, color);
  // With the common reserve empty, a stone must first be removed from elsewhere.
  const double stone = s.stones_in_reserve() > 0 ? kStone : kStone + kFetch;
  // Only the pairs some plank spans can be a step or a span (board.reach), visited in the
  // pairs' order.
  for (int a = 0; a < kSupports; ++a)
    for (uint64_t ends = board.reach[size_t(a)][kPlankNumbers] & ~((uint64_t(2) << a) - 1); ends; ends &= ends - 1) {
      const int q = board.pair(a, __builtin_ctzll(ends));
      const PairInfo& info = board.pairs[size_t(q)];
      double w = kInf;
      if (ctx.taken[q / 64] >> (q % 64) & 1) {
        w = kStep;
      } else if (!(info.a < kFirstStone && info.b < kFirstStone) && info.min_number <= kPlankNumbers && s.span_open(ctx, info.a, info.b)) {
        w = kPlank + (longest < info.min_number ? kNoPlankLeft : 0);
        for (int end : {int(info.a), int(info.b)})
          if (end >= kFirstStone && !s.has_stone(end)) w = (under >> end & 1) ? kInf : w + stone;
      }
      g.link(info.a, info.b, w, q);
    }
}

// Expert: what the board allows between every two supports, the same for every player.
struct ExpertSpans {
  std::array<float, kSupports * kSupports> gap;  // open water between the discs
  std::array<bool, kSupports * kSupports> open;  // the longest plank would fit there now
  std::array<int8_t, kSupports> present;         // the supports on the board
  int count = 0;
};

ExpertSpans expert_spans(const State& s) {
  const Board& board = s.board();
  const double far = board.plank_lengths[kPlankNumbers - 1];
  const int any_longest = plank_id(kPink, kPlankNumbers);  // only the number matters here
  ExpertSpans out;
  out.open.fill(false);
  for (int a = 0; a < kSupports; ++a)
    if (s.support_exists(a)) out.present[out.count++] = int8_t(a);
  for (int i = 0; i < out.count; ++i) {
    const int a = out.present[i];
    for (int j = std::max(i + 1, kColors); j < out.count; ++j) {
      const int b = out.present[j];
      const double gap = distance(s.support_pos(a), s.support_pos(b)) - s.support_radius(a) - s.support_radius(b);
      out.gap[a * kSupports + b] = float(gap);
      out.open[a * kSupports + b] = gap + 2 * board.bearing <= far && !s.span_problem(any_longest, a, b);
    }
  }
  return out;
}

void build_expert(const State& s, int color, const ExpertSpans& spans, Graph& g) {
  const Board& board = s.board();
  const double reach = board.plank_lengths[std::max(1, longest_plank(s, color)) - 1];
  const double far = board.plank_lengths[kPlankNumbers - 1];
  for (int i = 0; i < spans.count; ++i) {
    const int a = spans.present[i];
    for (int j = std::max(i + 1, kColors); j < spans.count; ++j) {
      const int b = spans.present[j];
      const double gap = spans.gap[a * kSupports + b];
      double w = kPlank;  // a plank of the reserve reaches
      if (!spans.open[a * kSupports + b] || gap + 2 * board.bearing > reach)
        // Open water between two supports: about one stone and one plank per 0.8 of the longest plank.
        w = (kPlank + kStone) * std::max(1.0, gap / (far * 0.8)) + kPlank * 0.5;
      g.link(a, b, w, board.pair(a, b));
    }
  }
  for (int p = 0; p < kPlanks; ++p)
    if (s.plank_location(p) == kOnBoard) {
      const auto e = s.plank_ends(p);
      g.link(e[0], e[1], kStep, board.pair(e[0], e[1]));
    }
}

// Dijkstra over 33 supports from the pawn to its destination (the array version is the
// fastest here): the cost, and each support's predecessor on the cheapest route.
double shortest(const State& s, const Graph& g, int color, std::array<int, kSupports>& prev) {
  const int goal = destination(color);
  std::array<double, kSupports> dist;
  dist.fill(kInf);
  prev.fill(-1);
  // The supports reached but not settled yet, as bits: the next to settle is the nearest,
  // ties to the lowest number (the order a scan of every support would give).
  uint64_t open = 0;
  const int pos = s.pawn(color);
  if (is_plank_position(pos)) {
    const auto e = s.plank_ends(pos - kPlankPositions);
    dist[e[0]] = dist[e[1]] = 0;
    open = uint64_t(1) << e[0] | uint64_t(1) << e[1];
  } else {
    dist[pos] = 0;
    open = uint64_t(1) << pos;
  }
  uint64_t done = 0;
  while (open) {
    int u = __builtin_ctzll(open);
    for (uint64_t rest = open & (open - 1); rest; rest &= rest - 1) {
      const int v = __builtin_ctzll(rest);
      if (dist[v] < dist[u]) u = v;
    }
    if (u == goal) break;
    open &= ~(uint64_t(1) << u);
    done |= uint64_t(1) << u;
    for (int i = 0; i < g.degree[u]; ++i) {
      const int v = g.next[u][i];
      const double w = g.weight[u * kSupports + v];
      if (dist[u] + w < dist[v]) {
        dist[v] = dist[u] + w, prev[v] = u;
        if (!(done >> v & 1)) open |= uint64_t(1) << v;
      }
    }
  }
  return dist[goal];
}

// Standard side: the smallest plank number k for which the route needs more planks of
// number >= k than the player can lay hands on (its reserve, planks on the board off the
// route), or 0 when there are enough. A route needing two long planks where only one exists
// cannot be built as it is.
int scarce_number(const State& s, int color, const Graph& g, int goal, const std::array<int, kSupports>& prev) {
  std::array<int, kPlankNumbers + 2> need{}, have{};
  PairSet used{};
  for (int v = goal; prev[v] >= 0; v = prev[v]) {
    const int q = g.pair[prev[v] * kSupports + v];
    if (g.weight[prev[v] * kSupports + v] >= kPlank) ++need[s.board().pairs[q].min_number];
    else used[q / 64] |= uint64_t(1) << (q % 64);
  }
  for (int p = 0; p < kPlanks; ++p) {
    const int at = s.plank_location(p);
    if (at == color) ++have[plank_number(p)];
    if (at != kOnBoard) continue;
    const auto e = s.plank_ends(p);
    const int q = s.board().pair(e[0], e[1]);
    if (!(used[q / 64] >> (q % 64) & 1)) ++have[plank_number(p)];
  }
  int needed = 0, had = 0, scarce = 0;
  for (int k = kPlankNumbers; k >= 1; --k) {
    needed += need[k], had += have[k];
    if (needed > had) scarce = k;
  }
  return scarce;
}

Progress route(const State& s, int color, const ExpertSpans* spans) {
  const int goal = destination(color);
  if (s.pawn(color) == goal) return {-kWin, -1};
  Graph g;
  if (spans) build_expert(s, color, *spans, g);
  else build_standard(s, color, g);
  std::array<int, kSupports> prev;
  double cost = shortest(s, g, color, prev);
  // Spans that need a plank too scarce for the route cost more: look for another route.
  for (int retry = 0; !spans && cost < kInf && retry < 2; ++retry) {
    const int scarce = scarce_number(s, color, g, goal, prev);
    if (!scarce) break;
    for (int u = 0; u < kSupports; ++u)
      for (int i = 0; i < g.degree[u]; ++i) {
        const int q = u * kSupports + g.next[u][i];
        if (g.weight[q] >= kPlank && s.board().pairs[g.pair[q]].min_number >= scarce) g.weight[q] += kScarce;
      }
    cost = shortest(s, g, color, prev);
  }
  Progress out;
  out.cost = cost == kInf ? 50 : cost;
  if (cost == kInf) return out;
  // Walk the route back from the goal: the gap nearest the pawn is the first span to build.
  for (int v = goal; prev[v] >= 0; v = prev[v]) {
    const double w = g.weight[prev[v] * kSupports + v];
    if (w >= kPlank) {
      ++out.spans;
      out.first_span = g.pair[prev[v] * kSupports + v];
      out.steps = 0;
    } else {
      ++out.steps;
    }
  }
  // Every plank beyond those in the reserve must first be taken back from the board.
  out.cost += kFetch * std::max(0, out.spans - s.reserve_size(color));
  if (out.first_span >= 0) {
    const PairInfo& p = s.board().pairs[out.first_span];
    if (s.variant() == Variant::kStandard) {
      out.stones = (p.a >= kFirstStone && !s.has_stone(p.a)) + (p.b >= kFirstStone && !s.has_stone(p.b));
      out.need = p.min_number;
    } else {
      // Expert spans join supports already there; a span longer than any plank is open water.
      out.need = s.board().min_plank_for(s.support_pos(p.a), s.support_radius(p.a), s.support_pos(p.b), s.support_radius(p.b));
      out.open_water = g.weight[p.a * kSupports + p.b] > kPlank;
      out.stones = out.open_water;
    }
  }
  return out;
}

}  // namespace

Progress progress(const State& s, int color) {
  if (s.variant() == Variant::kStandard) return route(s, color, nullptr);
  const ExpertSpans spans = expert_spans(s);
  return route(s, color, &spans);
}

double span_need(const State& s, int a, int b) {
  return s.board().span_need(s.support_pos(a), s.support_radius(a), s.support_pos(b), s.support_radius(b));
}

int longest_plank(const State& s, int color) {
  int best = 0;
  for (int p = 0; p < kPlanks; ++p)
    if (s.plank_location(p) == color) best = std::max(best, plank_number(p));
  return best;
}

double evaluate(const State& s, int color) {
  if (s.is_over()) return s.winner() == color ? kWin : -kWin;
  std::optional<ExpertSpans> spans;  // shared by every player's route
  if (s.variant() != Variant::kStandard) spans = expert_spans(s);
  const ExpertSpans* shared = spans ? &*spans : nullptr;
  double rival = kInf;
  for (int c = 0; c < kColors; ++c)
    if (c != color && s.in_play(c)) rival = std::min(rival, route(s, c, shared).cost);
  // Own progress counts a little more than the rival's: a plank both routes share is worth keeping.
  return 0.3 * rival - route(s, color, shared).cost;
}

}  // namespace rd
