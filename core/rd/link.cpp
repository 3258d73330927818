#include <cstdio>
#include <iostream>

#include "args.h"
#include "commands.h"
#include "link.h"
#include "seeded_game.h"

namespace rd::cli {

namespace {
const char* kLinkHelp =
    "usage: rd link FILE\n"
    "       rd link --lengths\n"
    "Reads a game record (checked like rd replay) and prints its share link: the text\n"
    "that goes after '#' in the page's address. A broken record: why on stderr, exit 1.\n"
    "--lengths prints the links' and records' lengths of typical seeded games instead.\n";

const char* variant_word(Variant variant) { return variant == Variant::kExpert ? "expert" : "standard"; }

// Rounds played: the round in progress does not count unless the game ended in it.
int rounds_played(const Match& m) { return m.state().is_over() ? m.state().round() : m.state().round() - 1; }

// Seeded games of 2, 4 and 6 greedy or medium players on both sides, then 30 rounds of
// four random players (the longest links): how long their links and records are.
int print_lengths() {
  std::printf("players variant  bots     rounds winner  link  record JSON\n");
  for (Variant variant : {Variant::kStandard, Variant::kExpert})
    for (int players : {2, 4, 6})
      for (const char* bot : {"greedy", "medium"}) {
        GameSpec spec;
        spec.players = players, spec.variant = variant, spec.seed = uint64_t(players) * 3 + 1;
        spec.bots.assign(size_t(players), bot);
        const Match m = std::get<Match>(play_seeded_game(spec));
        std::printf("%7d %-8s %-8s %6d %-7s %5zu %12zu\n", players, variant_word(variant), bot, rounds_played(m),
                    m.state().is_over() ? "yes" : "no", encode_link(m).size(), m.record_text(-1).size());
      }
  for (Variant variant : {Variant::kStandard, Variant::kExpert}) {
    GameSpec spec;
    spec.players = 4, spec.variant = variant, spec.seed = 5, spec.max_rounds = 30;
    spec.bots.assign(4, "random");
    const Match m = std::get<Match>(play_seeded_game(spec));
    std::printf("4 players, %s, random, %d rounds: link %zu characters (record %zu)\n", variant_word(variant),
                rounds_played(m), encode_link(m).size(), m.record_text(-1).size());
  }
  return 0;
}
const char* kUnlinkHelp =
    "usage: rd unlink TEXT\n"
    "Reads a share link (the text after '#', or a whole address, with or without &at=N)\n"
    "and prints the game's\n"
    "record. A refused link: the message a player would see on stderr, exit 1.\n";
}  // namespace

int link(const std::vector<std::string>& argv) {
  if (argv == std::vector<std::string>{"--lengths"}) return print_lengths();
  const Args args(argv, {});
  if (args.help()) return std::cout << kLinkHelp, 0;
  const std::optional<Match> match = record_arg(args);
  if (!match) return 1;
  const std::string text = encode_link(*match);
  if (text.empty()) return std::cerr << "rd link: this game cannot be shared as a link (only the standard board has links)\n", 1;
  std::cout << text << "\n";
  return 0;
}

int unlink(const std::vector<std::string>& argv) {
  const Args args(argv, {});
  if (args.help()) return std::cout << kUnlinkHelp, 0;
  if (args.positional().size() != 1) throw UsageError("one link is needed");
  std::string_view text = args.positional()[0];
  if (const size_t hash = text.find('#'); hash != std::string_view::npos) text.remove_prefix(hash + 1);
  if (const size_t at = text.find("&at="); at != std::string_view::npos) text = text.substr(0, at);  // the page's point

  auto result = decode_link(standard_board(), text);
  if (auto* error = std::get_if<Problem>(&result)) {
    std::cerr << english(*error) << "\n";
    return 1;
  }
  std::cout << std::get<Match>(result).record_text() << "\n";
  return 0;
}

}  // namespace rd::cli
