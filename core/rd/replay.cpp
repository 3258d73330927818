#include <iostream>

#include "args.h"
#include "commands.h"
#include "match.h"

namespace rd::cli {

namespace {
const char* kReplayHelp =
    "usage: rd replay FILE\n"
    "Replays a game record through the rules. Prints a one-line JSON summary\n"
    "(winner, rounds, actions) and exits 0, or names what is wrong on stderr and exits 1.\n";
}

int replay(const std::vector<std::string>& argv) {
  const Args args(argv, {});
  if (args.help()) return std::cout << kReplayHelp, 0;
  const std::optional<Match> match = record_arg(args);
  if (!match) return 1;
  const auto& record = match->record();
  size_t rounds = 0, actions = 0;
  for (const auto& round : record["rounds"]) {
    rounds += !round["actions"].empty();
    actions += round["actions"].size();
  }
  nlohmann::ordered_json summary = {{"winner", record["winner"]}, {"rounds", rounds}, {"actions", actions}};
  std::cout << summary.dump() << "\n";
  return 0;
}

}  // namespace rd::cli
