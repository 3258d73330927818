#include <iostream>

#include "args.h"
#include "commands.h"
#include "link.h"

namespace rd::cli {

namespace {
const char* kLinkHelp =
    "usage: rd link FILE\n"
    "Reads a game record (checked like rd replay) and prints its share link: the text\n"
    "that goes after '#' in the page's address. A broken record: why on stderr, exit 1.\n";
const char* kUnlinkHelp =
    "usage: rd unlink TEXT\n"
    "Reads a share link (the text after '#', or a whole address, with or without &at=N)\n"
    "and prints the game's\n"
    "record. A refused link: the message a player would see on stderr, exit 1.\n";
}  // namespace

int link(const std::vector<std::string>& argv) {
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
