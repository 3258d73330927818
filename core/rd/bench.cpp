#include <chrono>
#include <cstdio>
#include <iostream>
#include <vector>

#include "args.h"
#include "names.h"
#include "board.h"
#include "commands.h"
#include "playout.h"

namespace rd::cli {

namespace {
const char* kBenchHelp =
    "usage: rd bench [--seconds T | --games N] [--variant standard|expert] [--players P]\n"
    "Random playouts (games capped at 200 rounds) for 2, 4 and 6 players (or P alone), T seconds\n"
    "each (default 2), or exactly N games each (the same work on every run: for a profiler that\n"
    "counts instructions): prints games/s and applied choices/s.\n";

constexpr int kMaxRounds = 200;
}  // namespace

int bench(const std::vector<std::string>& argv) {
  const Args args(argv, {"--seconds", "--games", "--variant", "--players"});
  if (args.help()) return std::cout << kBenchHelp, 0;
  if (!args.positional().empty()) throw UsageError("unexpected argument '" + args.positional()[0] + "'");
  const double seconds = args.number("--seconds", 2.0, 0.01, 3600);
  const long fixed_games = long(args.number("--games", 0, 0, 1e7));  // 0: as many as the time allows
  const Variant variant = variant_arg(args);
  // One player count alone, so that a profile counts its games only.
  const int only = int(args.integer("--players", 0, 2, kColors));

  using Clock = std::chrono::steady_clock;
  const std::vector<int> counts = only ? std::vector<int>{only} : std::vector<int>{2, 4, 6};
  for (int players : counts) {
    RandomBot bot{uint64_t(players)};
    Seats bots;
    bots.fill(&bot);
    long games = 0, choices = 0, won = 0;
    const auto start = Clock::now();
    double elapsed = 0;
    while (fixed_games ? games < fixed_games : elapsed < seconds) {
      State state(standard_board(), {players, variant, players == 2 ? kPink : kBlue});
      choices += play_out(state, bots, kMaxRounds);
      won += state.is_over();
      ++games;
      elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    }
    std::printf("%s %d players: %.1f games/s, %.0f choices/s (%ld games, %ld choices, %.0f%% won within %d rounds)\n",
                std::string(variant_name(variant)).c_str(), players, games / elapsed, choices / elapsed, games, choices, 100.0 * won / games, kMaxRounds);
  }
  return 0;
}

}  // namespace rd::cli
