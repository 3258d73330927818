#include <fstream>
#include <iostream>

#include "args.h"
#include "board.h"
#include "commands.h"
#include "registry.h"
#include "seeded_game.h"

namespace rd::cli {

namespace {
const char* kPlayHelp =
    "usage: rd play --players N [--variant standard|expert] [--bots random,...] [--seed S]\n"
    "               [--first COLOR] [--max-rounds R] [--out FILE]\n"
    "Plays a whole game with bots and writes its record (RULES.md §8) to FILE or stdout.\n"
    "--bots: one name for every seat, or one per seat in seating order (default random).\n"
    "--first: the first player of round 1 (default: drawn from the seed).\n"
    "--max-rounds: stop after R rounds (default 200); such a game has \"winner\": null.\n";

}  // namespace

int play(const std::vector<std::string>& argv) {
  const Args args(argv, {"--players", "--variant", "--bots", "--seed", "--first", "--max-rounds", "--out"});
  if (args.help()) return std::cout << kPlayHelp, 0;
  if (!args.positional().empty()) throw UsageError("unexpected argument '" + args.positional()[0] + "'");
  if (!args.get("--players")) throw UsageError("--players is required");
  const int players = int(args.integer("--players", 2, kMinPlayers, kMaxPlayers));
  const uint64_t seed = uint64_t(args.integer("--seed", 1, 0, kMaxSeed));
  const int max_rounds = int(args.integer("--max-rounds", 200, 1, 100000));
  GameSpec spec{players, variant_arg(args), {}, seed, -1, max_rounds};
  if (const auto first = args.get("--first")) {
    const auto color = parse_color(*first);
    if (!color || !(colors_in_play(players) >> *color & 1)) throw UsageError("--first must be a color in play, not '" + *first + "'");
    spec.first = *color;
  }
  spec.bots = split(args.get("--bots").value_or("random"), ',');
  if (spec.bots.size() == 1) spec.bots.assign(players, spec.bots[0]);
  if (int(spec.bots.size()) != players) throw UsageError("--bots needs one name, or one per seat (" + std::to_string(players) + ")");
  for (const auto& name : spec.bots)
    if (!make_bot(name, 0)) throw UsageError("unknown bot '" + name + "'");
  auto played = play_seeded_game(spec);
  if (auto* why = std::get_if<std::string>(&played)) throw UsageError(*why);
  const Match& match = std::get<Match>(played);
  const std::string text = match.record_text() + "\n";
  if (const auto out = args.get("--out")) {
    std::ofstream file(*out);
    if (!(file << text)) return std::cerr << "rd play: cannot write " << *out << "\n", 1;
  } else {
    std::cout << text;
  }
  return 0;
}

}  // namespace rd::cli
