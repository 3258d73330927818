#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <memory>

#include "arena.h"
#include "args.h"
#include "board.h"
#include "names.h"
#include "commands.h"
#include "playout.h"
#include "registry.h"

namespace rd::cli {

namespace {
const char* kArenaHelp =
    "usage: rd arena --players N --bots A,B[,...] --games G [--seed S] [--variant standard|expert] [--max-rounds R]\n"
    "Plays G games, rotating the bots over the seats (and so over colors and turn order), and\n"
    "prints for each bot its win rate with a 95% interval, the share of unfinished games, the\n"
    "mean game length in rounds, and its mean and maximum decision time.\n"
    "--bots lists one bot per seat (a single name is repeated); a name may end in .TAG to be counted\n"
    "apart from the same level (hard.me,hard,hard,hard). \"oracle\" (for measurement only, never a\n"
    "level) is hard's search shown every program: the others lock theirs before it is asked.\n"
    "With --ladder LEVELS (e.g. random,greedy,easy,medium,hard,master) instead of --bots: a round\n"
    "robin of two-player games, G per pair, and an Elo table with 95% intervals.\n"
    "With --table online: each game at an online table on one device (core/online), as the computers\n"
    "play there; a table needs a person, so the seat of the last bot listed is the device's, played by\n"
    "that bot as a person would (its times are not counted). Also prints how many of the computers'\n"
    "cards their program draws named before the slot (anyone could foresee those), and how many the\n"
    "card most of those draws name was (the guess of a device that runs the same bot).\n";

// A bot that times its decisions for its tally.
class Timed : public Bot {
 public:
  Timed(std::unique_ptr<Bot> bot, Tally& tally) : bot_(std::move(bot)), tally_(tally) {}
  Choice choose(const State& s) override {
    const auto start = std::chrono::steady_clock::now();
    const Choice c = bot_->choose(s);
    count(start);
    return c;
  }
  Program choose_program(const State& s, int color) override {
    const auto start = std::chrono::steady_clock::now();
    const Program p = bot_->choose_program(s, color);
    count(start);
    return p;
  }
  void round_began(const State& start) override { bot_->round_began(start); }
  void rivals_seen(const RivalFit& fit) override { bot_->rivals_seen(fit); }

 private:
  void count(std::chrono::steady_clock::time_point start) {
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    ++tally_.decisions;
    tally_.total_ms += ms;
    tally_.max_ms = std::max(tally_.max_ms, ms);
  }
  std::unique_ptr<Bot> bot_;
  Tally& tally_;
};

}  // namespace

std::string level_of(const std::string& name) { return name.substr(0, name.find('.')); }

void wilson(int k, int n, double& lo, double& hi) {
  if (n == 0) return void(lo = hi = 0);
  const double z = 1.96, p = double(k) / n, d = 1 + z * z / n;
  const double centre = (p + z * z / (2 * n)) / d, half = z * std::sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
  lo = centre - half, hi = centre + half;
}

ArenaGame arena_game(const std::vector<std::string>& seats, Variant variant, uint64_t seed, int g, int max_rounds,
                     Rng& first_draw, std::map<std::string, Tally>& tally) {
  const int players = int(seats.size());
  std::array<int8_t, kColors> colors;
  seat_colors(players, colors);
  std::vector<std::unique_ptr<Bot>> owned;
  Seats bots{};
  std::array<std::string, kColors> bot_of{};
  for (int i = 0; i < players; ++i) {
    owned.push_back(std::make_unique<Timed>(make_measuring_bot(level_of(seats[size_t(i)]), seed * 1000003 + uint64_t(g) * 7 + uint64_t(i)), tally[seats[size_t(i)]]));
    bots[colors[i]] = owned.back().get();
    bot_of[colors[i]] = seats[size_t(i)];
  }
  State state(standard_board(), {players, variant, Color(colors[first_draw.below(uint32_t(players))])});
  std::array<bool, kColors> oracle{};
  for (int i = 0; i < players; ++i) oracle[size_t(colors[i])] = level_of(seats[size_t(i)]) == kOracle;
  play_out_with_oracles(state, bots, oracle, max_rounds);
  return {state.is_over() ? bot_of[state.winner()] : "", std::min(state.round(), max_rounds)};
}

int arena(const std::vector<std::string>& argv) {
  const Args args(argv, {"--players", "--bots", "--games", "--seed", "--variant", "--max-rounds", "--ladder", "--table"});
  if (args.help()) return std::cout << kArenaHelp, 0;
  if (args.get("--ladder")) return ladder(args);
  if (!args.get("--players") || !args.get("--bots")) throw UsageError("--players and --bots are required");
  const int players = int(args.integer("--players", 2, kMinPlayers, kMaxPlayers));
  const int games = int(args.integer("--games", 100, 1, 1000000));
  const uint64_t seed = uint64_t(args.integer("--seed", 1, 0, kMaxSeed));
  const int max_rounds = int(args.integer("--max-rounds", 200, 1, 100000));
  const Variant variant = variant_arg(args);
  std::vector<std::string> names = split(*args.get("--bots"), ',');
  if (names.size() == 1) names.assign(players, names[0]);
  if (int(names.size()) != players) throw UsageError("--bots needs one name, or one per seat");
  for (const auto& n : names)
    if (!make_measuring_bot(level_of(n), 0)) throw UsageError("unknown bot '" + n + "'");
  const std::string table = args.get("--table").value_or("offline");
  if (table != "offline" && table != "online") throw UsageError("--table is offline or online");
  if (table == "online" && std::any_of(names.begin(), names.end(), [](const std::string& n) { return level_of(n) == kOracle; }))
    throw UsageError("the oracle plays offline only");
  OnlineTally seen;

  std::map<std::string, Tally> tally;
  int unfinished = 0;
  long rounds = 0;
  Rng first_draw(seed);
  for (int g = 0; g < games; ++g) {
    std::vector<std::string> seats(names.size());
    for (int i = 0; i < players; ++i) seats[size_t(i)] = names[size_t((i + g) % players)];  // rotate bots over seats
    // Online: the device's person plays the last bot listed, wherever the rotation seats it.
    const int person = ((players - 1 - g) % players + players) % players;
    const ArenaGame game = table == "online" ? online_arena_game(seats, person, variant, seed, g, max_rounds, first_draw, seen)
                                             : arena_game(seats, variant, seed, g, max_rounds, first_draw, tally);
    for (int i = 0; i < players; ++i) ++tally[names[size_t(i)]].games;  // a bot in k seats plays k seats
    if (!game.winner.empty()) ++tally[game.winner].wins;
    else ++unfinished;
    rounds += game.rounds;
  }
  std::printf("%d games, %d players, %s, seed %llu: %.1f%% unfinished after %d rounds, mean length %.1f rounds\n", games,
              players, std::string(variant_name(variant)).c_str(), (unsigned long long)seed, 100.0 * unfinished / games, max_rounds, double(rounds) / games);
  std::printf("%-8s %6s %8s %17s %12s %12s\n", "bot", "seats", "win %", "95% interval", "mean ms", "max ms");
  for (const auto& [name, t] : tally) {
    double lo, hi;
    wilson(t.wins, t.games, lo, hi);
    std::printf("%-8s %6d %7.1f%% %7.1f%% - %5.1f%% %12.3f %12.3f\n", name.c_str(), t.games, 100.0 * t.wins / t.games,
                100 * lo, 100 * hi, t.decisions ? t.total_ms / t.decisions : 0.0, t.max_ms);
  }
  if (table == "online") {
    const auto share = [&seen](long n) { return seen.cards ? 100.0 * double(n) / double(seen.cards) : 0.0; };
    std::printf("online: %ld computers' cards, %ld (%.1f%%) named by their draws before the slot, %ld (%.1f%%) their likeliest\n",
                seen.cards, seen.foreseen, share(seen.foreseen), seen.guessed, share(seen.guessed));
  }
  return 0;
}

}  // namespace rd::cli
