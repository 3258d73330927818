#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <optional>

#include "args.h"
#include "commands.h"
#include "invariants.h"
#include "match.h"
#include "names.h"
#include "playout.h"
#include "registry.h"

namespace rd::cli {

namespace {
const char* kSoakHelp =
    "usage: rd soak [--games N] [--seed S] [--max-rounds R (default 30)] [--failure FILE]\n"
    "Plays N games (default 1000) over every player count and both variants, most with random\n"
    "players, a quarter with greedy, easy and medium, one in 400 with hard. After every\n"
    "choice it checks that the choice is legal and the rules' invariants hold, at every 4th\n"
    "decision that every offered choice is legal and the offer complete (spans, standard\n"
    "stones, removals); after every game that the record replays to the same record and the\n"
    "same position. On the first problem it prints the game's settings and where, writes the\n"
    "record to FILE (default rd-soak-failure.json) and exits 1.\n";

struct Tally {
  long games = 0, won = 0;
};

// The bots of game g: mostly random (fast, and they reach odd corners), some real players.
std::vector<std::string> bots_for(long g, int players) {
  static const char* kMix[] = {"greedy", "easy", "medium"};
  std::vector<std::string> bots(players, "random");
  const long block = g / 10;  // every player count and variant within each block of ten
  if (block % 4 == 3)
    for (int i = 0; i < players; ++i) bots[i] = kMix[(block / 4 + i) % 3];
  if (block % 100 == 99) bots[0] = "hard";
  return bots;
}

struct Failure {
  std::string where, why;
};

// Plays one game with every check; returns the problem, if any.
std::optional<Failure> soak_game(Match& match, const Seats& seats, int max_rounds, long& choices) {
  std::vector<Choice> legal;
  long decisions = 0;
  auto where = [&] {
    const State& s = match.state();
    return "round " + std::to_string(s.round()) + (s.phase() == Phase::kResolution ? ", slot " + std::to_string(s.slot() + 1) + ", " + std::string(color_name(s.actor())) : ", programming");
  };
  while (!match.state().is_over() && match.state().round() <= max_rounds) {
    const State& s = match.state();
    const Choice choice = seats[s.actor()]->choose(s);
    if (Refusal why = s.check(choice)) return Failure{where(), std::string("a bot's choice is refused: ") + why.words()};
    // The offer is checked at every 4th decision (checking each offered choice costs a
    // listing of its own): a million decisions are checked in 100,000 games.
    if (choice.kind != Decision::kProgram && ++decisions % 4 == 0) {
      s.legal_choices(legal);
      for (const Choice& c : legal)
        if (Refusal why = s.check(c)) return Failure{where(), std::string("an offered choice is refused: ") + why.words()};
      if (std::string why = completeness_problem(s, legal); !why.empty()) return Failure{where(), why};
    }
    if (Refusal why = match.apply(choice)) return Failure{where(), std::string("apply refused a checked choice: ") + why.words()};
    ++choices;
    if (std::string why = invariant_problem(match.state()); !why.empty()) return Failure{where(), why};
  }
  auto again = replay_record(standard_board(), match.record_text());
  if (auto* why = std::get_if<Problem>(&again)) return Failure{"replay", english(*why)};
  if (std::get<Match>(again).record_text() != match.record_text()) return Failure{"replay", "the record does not read back to itself"};
  if (!(std::get<Match>(again).state() == match.state())) return Failure{"replay", "the replay ends in another position"};
  return std::nullopt;
}
}  // namespace

int soak(const std::vector<std::string>& argv) {
  const Args args(argv, {"--games", "--seed", "--max-rounds", "--failure"});
  if (args.help()) return std::cout << kSoakHelp, 0;
  if (!args.positional().empty()) throw UsageError("unexpected argument '" + args.positional()[0] + "'");
  const long games = long(args.integer("--games", 1000, 1, 100000000));
  const uint64_t seed = uint64_t(args.integer("--seed", 1, 0, kMaxSeed));
  const int max_rounds = int(args.integer("--max-rounds", 30, 1, 100000));
  const std::string failure_file = args.get("--failure").value_or("rd-soak-failure.json");

  std::map<std::string, Tally> tally;
  long choices = 0;
  const auto start = std::chrono::steady_clock::now();
  for (long g = 0; g < games; ++g) {
    const int players = kMinPlayers + int(g % (kMaxPlayers - kMinPlayers + 1));
    const Variant variant = (g / 5) % 2 ? Variant::kExpert : Variant::kStandard;
    const uint64_t game_seed = seed * 1000003 + uint64_t(g);
    const std::vector<std::string> names = bots_for(g, players);
    std::array<int8_t, kColors> colors{};
    seat_colors(players, colors);
    std::vector<std::unique_ptr<Bot>> owned;
    Seats seats{};
    for (int i = 0; i < players; ++i) {
      owned.push_back(make_bot(names[i], bot_seed(game_seed, i)));
      seats[colors[i]] = owned.back().get();
    }
    Match match(standard_board(), {players, variant, first_player_for_seed(players, game_seed)});
    if (const auto failure = soak_game(match, seats, max_rounds, choices)) {
      std::string bots;
      for (const auto& n : names) bots += (bots.empty() ? "" : ",") + n;
      std::cerr << "rd soak: game " << g << " (" << players << " players, " << variant_name(variant) << ", bots " << bots
                << ", seed " << game_seed << "): " << failure->where << ": " << failure->why << "\n";
      std::ofstream(failure_file) << match.record_text() << "\n";
      std::cerr << "the record so far is in " << failure_file << "\n";
      return 1;
    }
    Tally& t = tally[std::to_string(players) + " " + std::string(variant_name(variant))];
    ++t.games;
    t.won += match.state().is_over();
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("rd soak: %ld games, %ld choices, all checks passed in %.1f s (%.1f games/s)\n", games, choices, seconds, games / seconds);
  for (const auto& [key, t] : tally)
    std::printf("  %-14s %8ld games, %5.1f%% won within %d rounds\n", key.c_str(), t.games, 100.0 * t.won / t.games, max_rounds);
  return 0;
}

}  // namespace rd::cli
