#include "evaluation.h"

#include <algorithm>
#include <array>
#include <cstring>
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
constexpr double kNoRoute = 50;  // the cost of a route that cannot be built from the board as it is

// The supports and the spans or steps between them: what is the same for every player (the
// board, the planks and stones on it), so that evaluate() builds it once for all the
// players' routes, each weighing it for itself (Weights). Edges are listed, nothing is dense:
// clearing a 33 x 33 matrix of weights for every route was a tenth of a searching level's
// time, and the checks of every pair for every player another tenth.
struct Graph {
  int edges = 0;
  std::array<int16_t, kPairs> pair;   // by edge: the pair of supports it joins
  std::array<bool, kPairs> step;      // a plank lies there: a step, not a span to build
  std::array<int8_t, kPairs> stones;  // standard side: stones its ends still need (0 to 2)
  std::array<int8_t, kPairs> need;    // standard side: the shortest plank number that spans it
  std::array<float, kPairs> gap;      // expert side: open water between the discs
  std::array<bool, kPairs> open;      // expert side: the longest plank would fit there now
  // Each support's neighbours in the order linked (Dijkstra's order of relaxation), and the
  // edge to each.
  std::array<std::array<int8_t, kSupports>, kSupports> next;
  std::array<std::array<int16_t, kSupports>, kSupports> edge_to;
  std::array<int8_t, kSupports> degree{};
  uint64_t under = 0;  // standard side: islands a plank passes over (no stone can go there)

  // A new edge between a and b (not joined yet) over pair q.
  int add(int a, int b, int q) {
    const int e = edges++;
    pair[size_t(e)] = int16_t(q);
    step[size_t(e)] = false;
    stones[size_t(e)] = 0;
    next[a][degree[a]] = int8_t(b), edge_to[a][degree[a]++] = int16_t(e);
    next[b][degree[b]] = int8_t(a), edge_to[b][degree[b]++] = int16_t(e);
    return e;
  }
  // Edge e no longer leaves a (its other neighbours kept in their order); it stays listed.
  void unlink(int a, int e) {
    int i = 0;
    while (edge_to[a][i] != e) ++i;
    for (--degree[a]; i < degree[a]; ++i) next[a][i] = next[a][i + 1], edge_to[a][i] = edge_to[a][i + 1];
  }
  // The edge between a and b, or -1.
  int find(int a, int b) const {
    for (int i = 0; i < degree[a]; ++i)
      if (next[a][i] == b) return edge_to[a][i];
    return -1;
  }
};

// One player's cost of each edge of the graph.
using Weights = std::array<double, kPairs>;

// Standard side: what State::span_open refuses at once from what is at hand (a segment over a
// support on the board, a span crossed by a plank): most pairs, asked about thousands of times
// a decision, and a call to span_open each was a fifth of a searching level's time. Only a
// necessary condition: span_open has the last word.
bool may_be_open(const State::SpanContext& ctx, const PairInfo& info, int q) {
  return !(info.over & ctx.present) && !(ctx.crossed[q / 64] >> (q % 64) & 1);
}

// Standard side: the pairs some plank spans (board.reach), in the pairs' order: a step where a
// plank lies, else a span to build where one may go (its unplaced stones counted), unless a
// stone it needs could not go under a plank passing over it.
void build_standard(const State& s, Graph& g) {
  const Board& board = s.board();
  const State::SpanContext ctx = s.span_context();
  uint64_t& under = g.under;
  for (int p = 0; p < kPlanks; ++p)
    if (s.plank_location(p) == kOnBoard) {
      const auto e = s.plank_ends(p);
      under |= board.pairs[board.pair(e[0], e[1])].over;
    }
  for (int a = 0; a < kSupports; ++a)
    for (uint64_t ends = board.reach[size_t(a)][kPlankNumbers] & ~((uint64_t(2) << a) - 1); ends; ends &= ends - 1) {
      const int q = board.pair(a, __builtin_ctzll(ends));
      const PairInfo& info = board.pairs[size_t(q)];
      int e = -1;
      if (ctx.taken[q / 64] >> (q % 64) & 1) {
        e = g.add(info.a, info.b, q);
        g.step[size_t(e)] = true;
      } else if (!(info.a < kFirstStone && info.b < kFirstStone) && info.min_number <= kPlankNumbers && may_be_open(ctx, info, q) &&
                 s.span_open(ctx, info.a, info.b)) {
        int stones = 0;
        bool blocked = false;
        for (int end : {int(info.a), int(info.b)})
          if (end >= kFirstStone && !s.has_stone(end)) ++stones, blocked |= (under >> end & 1) != 0;
        if (!blocked) e = g.add(info.a, info.b, q), g.stones[size_t(e)] = int8_t(stones);
      }
      if (e >= 0) g.need[size_t(e)] = info.min_number;
    }
}

// Standard side: the graph build_standard() makes of `after`, the board of `base` with a stone
// more at support x and nothing else changed, made from `base`'s graph without asking the
// rules again. The stone closes the spans passing over x (span_open: no support under a span)
// and the spans ending at x need one stone less; nothing else of a pair's verdict reads the
// stones, so the same edges come in the same order, and every route and cost is the same to
// the last bit. Stone spots were 72% of medium's looks in a two-player game of master
// (`rd arena --players 2 --bots master,hard`), and building the graph a third of the time.
void add_stone(const Graph& base, const Board& board, int x, Graph& g) {
  g = base;  // a copy, then a few edges unlinked: adding every edge again was as dear as building
  for (int i = 0; i < g.degree[x]; ++i)
    if (!g.step[size_t(g.edge_to[x][i])]) --g.stones[size_t(g.edge_to[x][i])];
  for (int e = 0; e < base.edges; ++e) {
    const PairInfo& info = board.pairs[size_t(base.pair[size_t(e)])];
    if (!base.step[size_t(e)] && (info.over >> x & 1)) g.unlink(info.a, e), g.unlink(info.b, e);
  }
}

// Whether `after` is `before` with one stone more, at support x, its planks where they were.
bool only_a_stone_more(const State& before, const State& after, int x) {
  for (int a = kFirstStone; a < kSupports; ++a)
    if (after.has_stone(a) != (before.has_stone(a) || a == x)) return false;
  if (before.has_stone(x)) return false;
  for (int p = 0; p < kPlanks; ++p) {
    if (after.plank_location(p) != before.plank_location(p)) return false;
    if (after.plank_location(p) == kOnBoard && after.plank_ends(p) != before.plank_ends(p)) return false;
  }
  return true;
}

// Standard side: a step costs kStep; a span a plank, more when none of the player's planks is
// long enough, and each stone it still needs (more when the common reserve is empty, a stone
// must first be removed from elsewhere). The sums are made in the same order as ever, so the
// costs are the same to the last bit.
void standard_weights(const State& s, int longest, const Graph& g, Weights& w) {
  const double stone = s.stones_in_reserve() > 0 ? kStone : kStone + kFetch;
  for (int e = 0; e < g.edges; ++e) {
    if (g.step[size_t(e)]) {
      w[size_t(e)] = kStep;
      continue;
    }
    double x = kPlank + (longest < g.need[size_t(e)] ? kNoPlankLeft : 0);
    for (int i = 0; i < g.stones[size_t(e)]; ++i) x += stone;
    w[size_t(e)] = x;
  }
}

// Expert side: every two supports on the board (what the board allows between them, the same
// for every player), then the planks on the board as steps.
void build_expert(const State& s, Graph& g) {
  const Board& board = s.board();
  const double far = board.plank_lengths[kPlankNumbers - 1];
  // Where the longest plank fits, asked of the rules once for every pair (span_problem's
  // verdict, found in one sweep: asking it pair by pair was most of a searching level's time
  // on this side, perf).
  const PairSet fits = s.fitting_spans(plank_id(kPink, kPlankNumbers));  // only the number matters
  std::array<int8_t, kSupports> present;
  std::array<Vec2, kSupports> at;
  std::array<double, kSupports> radius;
  int count = 0;
  for (int a = 0; a < kSupports; ++a)
    if (s.support_exists(a)) at[size_t(a)] = s.support_pos(a), radius[size_t(a)] = s.support_radius(a), present[size_t(count++)] = int8_t(a);
  for (int i = 0; i < count; ++i) {
    const int a = present[size_t(i)];
    for (int j = std::max(i + 1, kColors); j < count; ++j) {
      const int b = present[size_t(j)], q = board.pair(a, b);
      const double gap = distance(at[size_t(a)], at[size_t(b)]) - radius[size_t(a)] - radius[size_t(b)];
      const int e = g.add(a, b, q);
      g.gap[size_t(e)] = float(gap);
      g.open[size_t(e)] = gap + 2 * board.bearing <= far && (fits[size_t(q / 64)] >> (q % 64) & 1);
    }
  }
  for (int p = 0; p < kPlanks; ++p)
    if (s.plank_location(p) == kOnBoard) {
      const auto e = s.plank_ends(p);
      int edge = g.find(e[0], e[1]);
      if (edge < 0) edge = g.add(e[0], e[1], board.pair(e[0], e[1]));
      g.step[size_t(edge)] = true;
    }
}

// Expert side: a step costs kStep; a span a plank where one of the player's reaches, else
// open water, about one stone and one plank per 0.8 of the longest plank.
void expert_weights(const State& s, int longest, const Graph& g, Weights& w) {
  const Board& board = s.board();
  const double reach = board.plank_lengths[std::max(1, longest) - 1];
  const double far = board.plank_lengths[kPlankNumbers - 1];
  for (int e = 0; e < g.edges; ++e) {
    if (g.step[size_t(e)]) {
      w[size_t(e)] = kStep;
      continue;
    }
    const double gap = g.gap[size_t(e)];
    double x = kPlank;  // a plank of the reserve reaches
    if (!g.open[size_t(e)] || gap + 2 * board.bearing > reach) x = (kPlank + kStone) * std::max(1.0, gap / (far * 0.8)) + kPlank * 0.5;
    w[size_t(e)] = x;
  }
}

void build_graph(const State& s, Graph& g) {
  if (s.variant() == Variant::kStandard) build_standard(s, g);
  else build_expert(s, g);
}

// A player's weights depend on nothing of the player but its longest plank: the players who
// share one share them, worked out once (evaluate() weighs every player's route).
class WeightsByLongest {
 public:
  WeightsByLongest(const State& s, const Graph& g) : s_(s), g_(g) {}
  const Weights& of(int color) {
    const int longest = longest_plank(s_, color);
    if (!made_[size_t(longest)]) {
      made_[size_t(longest)] = true;
      // Filled in place, the graph's edges only: a whole array returned and copied was a
      // tenth of the route's time (perf).
      Weights& w = weights_[size_t(longest)];
      if (s_.variant() == Variant::kStandard) standard_weights(s_, longest, g_, w);
      else expert_weights(s_, longest, g_, w);
    }
    return weights_[size_t(longest)];
  }

 private:
  const State& s_;
  const Graph& g_;
  std::array<bool, kPlankNumbers + 1> made_{};
  std::array<Weights, kPlankNumbers + 1> weights_;
};

// Dijkstra over 33 supports from the pawn to its destination (the array version is the
// fastest here): the cost, and each support's predecessor on the cheapest route with the
// edge from it. It gives up, returning `stop_at`, once the nearest support not settled yet is
// that far: the route costs at least that much (evaluate() needs no more of a rival farther
// than the nearest one found).
double shortest(const State& s, const Graph& g, const Weights& weight, int color, std::array<int, kSupports>& prev,
                std::array<int, kSupports>& via, double stop_at = kInf) {
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
    if (dist[u] >= stop_at) return stop_at;
    open &= ~(uint64_t(1) << u);
    done |= uint64_t(1) << u;
    for (int i = 0; i < g.degree[u]; ++i) {
      const int v = g.next[u][i];
      if (done >> v & 1) continue;  // settled: no shorter way there (every weight is positive)
      const int e = g.edge_to[u][i];
      const double w = weight[size_t(e)];
      if (dist[u] + w < dist[v]) {
        dist[v] = dist[u] + w, prev[v] = u, via[v] = e;
        open |= uint64_t(1) << v;
      }
    }
  }
  return dist[goal];
}

// Standard side: the smallest plank number k for which the route needs more planks of
// number >= k than the player can lay hands on (its reserve, planks on the board off the
// route), or 0 when there are enough. A route needing two long planks where only one exists
// cannot be built as it is.
int scarce_number(const State& s, int color, const Graph& g, const Weights& weight, int goal, const std::array<int, kSupports>& prev,
                  const std::array<int, kSupports>& via) {
  std::array<int, kPlankNumbers + 2> need{}, have{};
  PairSet used{};
  for (int v = goal; prev[v] >= 0; v = prev[v]) {
    const int q = g.pair[size_t(via[v])];
    if (weight[size_t(via[v])] >= kPlank) ++need[g.need[size_t(via[v])]];
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

// `color`'s route over the graph of `s` (build_graph), weighed for it (`weights`). Given
// `at_least` up to kNoRoute, a route that costs that much or more may be given up: only its
// cost is then told, as `at_least` (every step below only adds to the first search's cost,
// and no route at all costs kNoRoute). A larger `at_least` gives up nothing: a route with no
// way across, costing kNoRoute, could then be told as more.
Progress route(const State& s, int color, const Graph& g, WeightsByLongest& weights, double at_least = kInf) {
  const int goal = destination(color);
  if (s.pawn(color) == goal) return {-kWin, -1};
  const bool standard = s.variant() == Variant::kStandard;
  const Weights* weighed = &weights.of(color);
  std::array<int, kSupports> prev, via;
  const bool may_give_up = at_least <= kNoRoute;
  double cost = shortest(s, g, *weighed, color, prev, via, may_give_up ? at_least : kInf);
  if (may_give_up && cost >= at_least) return {at_least, -1};
  // Spans that need a plank too scarce for the route cost more: look for another route.
  Weights raised;
  for (int retry = 0; standard && cost < kInf && retry < 2; ++retry) {
    const int scarce = scarce_number(s, color, g, *weighed, goal, prev, via);
    if (!scarce) break;
    if (weighed != &raised) std::copy_n(weighed->begin(), g.edges, raised.begin()), weighed = &raised;
    for (int e = 0; e < g.edges; ++e)
      if (raised[size_t(e)] >= kPlank && g.need[size_t(e)] >= scarce) raised[size_t(e)] += kScarce;
    cost = shortest(s, g, raised, color, prev, via);
  }
  const Weights& weight = *weighed;
  Progress out;
  out.cost = cost == kInf ? kNoRoute : cost;
  if (cost == kInf) return out;
  // Walk the route back from the goal: the gap nearest the pawn is the first span to build.
  int first_edge = -1;
  for (int v = goal; prev[v] >= 0; v = prev[v]) {
    if (weight[size_t(via[v])] >= kPlank) {
      ++out.spans;
      first_edge = via[v];
      out.first_span = g.pair[size_t(first_edge)];
      out.steps = 0;
    } else {
      ++out.steps;
    }
  }
  // Every plank beyond those in the reserve must first be taken back from the board.
  out.cost += kFetch * std::max(0, out.spans - s.reserve_size(color));
  if (out.first_span >= 0) {
    const PairInfo& p = s.board().pairs[out.first_span];
    if (standard) {
      out.stones = (p.a >= kFirstStone && !s.has_stone(p.a)) + (p.b >= kFirstStone && !s.has_stone(p.b));
      out.need = p.min_number;
    } else {
      // Expert spans join supports already there; a span longer than any plank is open water.
      out.need = s.board().min_plank_for(s.support_pos(p.a), s.support_radius(p.a), s.support_pos(p.b), s.support_radius(p.b));
      out.open_water = weight[size_t(first_edge)] > kPlank;
      out.stones = out.open_water;
    }
  }
  return out;
}

}  // namespace

Progress progress(const State& s, int color) {
  Graph g;
  build_graph(s, g);
  WeightsByLongest weights(s, g);
  return route(s, color, g, weights);
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

double evaluate(const State& s, int color) { return evaluate(s, color, kRivalWeight); }

namespace {
// evaluate() on `g`, the graph of `s`'s board (build_graph), shared by every player's route.
double evaluate_on(const State& s, const Graph& g, int color, double rival_weight) {
  WeightsByLongest weights(s, g);
  double rival = kInf;
  for (int c = 0; c < kColors; ++c)
    if (c != color && s.in_play(c)) rival = std::min(rival, route(s, c, g, weights, rival).cost);
  // Own progress counts a little more than the rival's: a plank both routes share is worth keeping.
  return rival_weight * rival - route(s, color, g, weights).cost;
}

// Evaluations already made, by table (State::table_key), color and weight: the searching
// levels' rollouts meet the same tables again and again (the same rival's move in rollouts
// of different candidates; measured: half of a master game's evaluations at two players,
// 44% at four, were of a table this cache of 65,536 held). A table the cache holds gives
// the very value it gave before, so what any bot does is unchanged; only two tables whose
// 128-bit keys agree could change it. A slot keeps the last table that came to it; 1.5 MB.
// One per thread; the page's worker has its own.
class EvaluationCache {
 public:
  static constexpr int kBits = 16;
  static State::TableKey key(const State& s, int color, double rival_weight) {
    uint64_t weight = 0;
    static_assert(sizeof weight == sizeof rival_weight);
    std::memcpy(&weight, &rival_weight, sizeof weight);
    State::TableKey k = s.table_key();
    k.a ^= (weight * 0x9e3779b97f4a7c15ULL) ^ (uint64_t(color + 1) * 0xd1b54a32d192ed03ULL);
    k.b ^= (weight * 0xbf58476d1ce4e5b9ULL) ^ (uint64_t(color + 1) * 0x94d049bb133111ebULL);
    k.a |= 1;  // never 0, which marks an empty slot
    return k;
  }
  const double* find(const State::TableKey& key) const {
    const Slot& slot = slots_[index(key)];
    return on_ && slot.key == key ? &slot.value : nullptr;
  }
  double keep(const State::TableKey& key, double value) {
    if (on_) slots_[index(key)] = {key, value};
    return value;
  }
  void turn(bool on) { on_ = on; }  // what it holds stays good: a table's value never changes

 private:
  static size_t index(const State::TableKey& key) { return size_t(key.a >> (64 - kBits)); }
  struct Slot {
    State::TableKey key;  // a == 0: empty
    double value = 0;
  };
  std::vector<Slot> slots_ = std::vector<Slot>(size_t(1) << kBits);
  bool on_ = true;
};

EvaluationCache& cache() {
  thread_local EvaluationCache one;
  return one;
}

double evaluate_uncached(const State& s, int color, double rival_weight) {
  Graph g;
  build_graph(s, g);
  return evaluate_on(s, g, color, rival_weight);
}

// evaluate()'s value of `s`: a game over as won or lost, a table the cache holds as it was,
// else make() (evaluate_uncached(), or its equal made another way), kept.
template <class Make>
double cached(const State& s, int color, double rival_weight, Make&& make) {
  if (s.is_over()) return s.winner() == color ? kWin : -kWin;
  const State::TableKey key = EvaluationCache::key(s, color, rival_weight);
  if (const double* known = cache().find(key)) return *known;
  return cache().keep(key, make());
}
}  // namespace

void use_evaluation_cache(bool on) { cache().turn(on); }

double evaluate(const State& s, int color, double rival_weight) {
  return cached(s, color, rival_weight, [&] { return evaluate_uncached(s, color, rival_weight); });
}

void evaluate_previews(const State& s, const std::vector<Choice>& choices, int color, double rival_weight, std::vector<double>& out) {
  out.clear();
  std::optional<Graph> base;  // s's own graph, made when a stone spot first needs it
  for (const Choice& c : choices) {
    const State after = s.preview(c);
    out.push_back(cached(after, color, rival_weight, [&] {
      const int x = kFirstStone + c.a;
      if (c.kind == Decision::kStone && s.variant() == Variant::kStandard && only_a_stone_more(s, after, x)) {
        if (!base) build_standard(s, base.emplace());
        // A stone under a plank is refused by the rules; were it not, its spans would open.
        if (!(base->under >> x & 1)) {
          Graph g;
          add_stone(*base, s.board(), x, g);
          return evaluate_on(after, g, color, rival_weight);
        }
      }
      return evaluate_uncached(after, color, rival_weight);
    }));
  }
}

}  // namespace rd
