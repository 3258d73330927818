// `rd arena --ladder LEVELS`: every level against every other at two players, G games a pair
// (the two bots swap seats every game), then an Elo table. Ratings are the maximum-likelihood
// fit of the Bradley–Terry model to the pairs' scores (an unfinished game is half a win to
// each), with one drawn game added to every pair so that a level that never wins (random
// against hard) still gets a finite rating; the first level listed is 0. The 95% intervals
// come from the fit's Fisher information, relative to that first level.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>

#include "arena.h"
#include "names.h"
#include "registry.h"

namespace rd::cli {

namespace {
constexpr double kEloPerNat = 400 / 2.302585092994046;  // 400 / ln 10

// Bradley–Terry strengths (natural log scale, level 0 = 0) from pairwise games and wins,
// by Hunter's MM iteration (it converges for connected comparisons, which a round robin is).
std::vector<double> fit(const std::vector<std::vector<double>>& games, const std::vector<std::vector<double>>& wins) {
  const size_t k = games.size();
  std::vector<double> gamma(k, 1.0);
  for (int iteration = 0; iteration < 10000; ++iteration) {
    double moved = 0;
    for (size_t i = 0; i < k; ++i) {
      double won = 0, denominator = 0;
      for (size_t j = 0; j < k; ++j) {
        if (j == i) continue;
        won += wins[i][j];
        denominator += games[i][j] / (gamma[i] + gamma[j]);
      }
      const double next = won / denominator;
      moved = std::max(moved, std::fabs(std::log(next / gamma[i])));
      gamma[i] = next;
    }
    const double anchor = gamma[0];
    for (double& g : gamma) g /= anchor;
    if (moved < 1e-12) break;
  }
  std::vector<double> theta(k);
  for (size_t i = 0; i < k; ++i) theta[i] = std::log(gamma[i]);
  return theta;
}

// Standard errors of theta[1..] with theta[0] fixed: the inverse of the Fisher information
// without level 0's row and column (Gauss–Jordan; at most a few levels).
std::vector<double> standard_errors(const std::vector<std::vector<double>>& games, const std::vector<double>& theta) {
  const size_t k = theta.size(), m = k - 1;
  std::vector<std::vector<double>> a(m, std::vector<double>(2 * m, 0.0));
  for (size_t i = 1; i < k; ++i) {
    for (size_t j = 0; j < k; ++j) {
      if (j == i) continue;
      const double p = 1 / (1 + std::exp(theta[j] - theta[i])), info = games[i][j] * p * (1 - p);
      a[i - 1][i - 1] += info;
      if (j > 0) a[i - 1][j - 1] -= info;
    }
    a[i - 1][m + i - 1] = 1;
  }
  for (size_t c = 0; c < m; ++c) {
    size_t pivot = c;
    for (size_t r = c + 1; r < m; ++r)
      if (std::fabs(a[r][c]) > std::fabs(a[pivot][c])) pivot = r;
    std::swap(a[c], a[pivot]);
    const double d = a[c][c];
    for (double& x : a[c]) x /= d;
    for (size_t r = 0; r < m; ++r) {
      if (r == c) continue;
      const double f = a[r][c];
      for (size_t x = 0; x < 2 * m; ++x) a[r][x] -= f * a[c][x];
    }
  }
  std::vector<double> se(k, 0.0);
  for (size_t i = 1; i < k; ++i) se[i] = std::sqrt(std::max(0.0, a[i - 1][m + i - 1]));
  return se;
}
}  // namespace

int ladder(const Args& args) {
  const std::vector<std::string> levels = split(*args.get("--ladder"), ',');
  if (levels.size() < 2) throw UsageError("--ladder needs two levels or more");
  for (size_t i = 0; i < levels.size(); ++i) {
    if (!make_bot(levels[i], 0)) throw UsageError("unknown bot '" + levels[i] + "'");
    for (size_t j = 0; j < i; ++j)
      if (levels[j] == levels[i]) throw UsageError("'" + levels[i] + "' is listed twice");
  }
  if (args.get("--bots")) throw UsageError("--ladder lists the levels: --bots is not used with it");
  if (args.integer("--players", 2, 2, 2) != 2) throw UsageError("the ladder plays two-player games");
  const int per_pair = int(args.integer("--games", 20, 1, 1000000));
  const uint64_t seed = uint64_t(args.integer("--seed", 1, 0, kMaxSeed));
  const int max_rounds = int(args.integer("--max-rounds", 200, 1, 100000));
  const Variant variant = variant_arg(args);

  const size_t k = levels.size();
  std::vector<std::vector<double>> games(k, std::vector<double>(k, 0.0)), wins = games;
  std::map<std::string, Tally> tally;
  int pair = 0;
  for (size_t i = 0; i < k; ++i)
    for (size_t j = i + 1; j < k; ++j, ++pair) {
      Rng first_draw(seed * 1000 + uint64_t(pair));
      for (int g = 0; g < per_pair; ++g) {
        const std::vector<std::string> seats = g % 2 ? std::vector<std::string>{levels[j], levels[i]} : std::vector<std::string>{levels[i], levels[j]};
        const ArenaGame game = arena_game(seats, variant, seed * 1000 + uint64_t(pair), g, max_rounds, first_draw, tally);
        const double to_i = game.winner == levels[i] ? 1 : game.winner.empty() ? 0.5 : 0;
        wins[i][j] += to_i, wins[j][i] += 1 - to_i;
      }
      games[i][j] = games[j][i] = per_pair;
      std::fprintf(stderr, "%s against %s: %.1f of %d\n", levels[i].c_str(), levels[j].c_str(), wins[i][j], per_pair);
    }
  // One drawn game more in every pair: finite ratings for levels that never (or always) win.
  std::vector<std::vector<double>> fitted_games = games, fitted_wins = wins;
  for (size_t i = 0; i < k; ++i)
    for (size_t j = 0; j < k; ++j)
      if (i != j) fitted_games[i][j] += 1, fitted_wins[i][j] += 0.5;
  const std::vector<double> theta = fit(fitted_games, fitted_wins);
  const std::vector<double> se = standard_errors(fitted_games, theta);

  std::printf("ladder: %zu levels, 2 players, %s, %d games a pair, seed %llu (Elo: %s = 0; 95%% intervals)\n", k,
              std::string(variant_name(variant)).c_str(), per_pair, (unsigned long long)seed, levels[0].c_str());
  std::printf("%-8s %6s %17s %8s %10s\n", "level", "Elo", "95% interval", "score", "max ms");
  std::vector<size_t> order(k);
  for (size_t i = 0; i < k; ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return theta[a] > theta[b] || (theta[a] == theta[b] && a < b); });
  for (size_t i : order) {
    double won = 0, played = 0;
    for (size_t j = 0; j < k; ++j) won += wins[i][j], played += games[i][j];
    const double elo = theta[i] * kEloPerNat, half = 1.96 * se[i] * kEloPerNat;
    std::printf("%-8s %6.0f %7.0f - %7.0f %7.1f%% %10.1f\n", levels[i].c_str(), elo, elo - half, elo + half, 100 * won / played,
                tally[levels[i]].max_ms);
  }
  std::printf("\nwins of the row's level against the column's (of %d; an unfinished game is half)\n%-8s", per_pair, "");
  for (const std::string& level : levels) std::printf(" %8s", level.c_str());
  std::printf("\n");
  for (size_t i = 0; i < k; ++i) {
    std::printf("%-8s", levels[i].c_str());
    for (size_t j = 0; j < k; ++j) i == j ? std::printf(" %8s", "-") : std::printf(" %8.1f", wins[i][j]);
    std::printf("\n");
  }
  return 0;
}

}  // namespace rd::cli
