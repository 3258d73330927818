// rd: play River Dragons games with bots, replay records and share links, measure the engine.
#include <iostream>

#include "args.h"
#include "commands.h"

namespace {
const char* kUsage =
    "usage: rd <command> [options]\n"
    "  play    play a whole game with bots and write its record\n"
    "  replay  check a game record by replaying it through the rules\n"
    "  link    print the share link of a game record\n"
    "  unlink  print the game record a share link holds\n"
    "  bench   measure random-playout throughput\n"
    "  arena   play many games between bots and compare them\n"
    "  soak    play many games checking every rule invariant after every choice\n"
    "`rd <command> --help` tells more.\n";
}

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + std::min(argc, 2), argv + argc);
  const std::string command = argc > 1 ? argv[1] : "";
  try {
    if (command == "play") return rd::cli::play(args);
    if (command == "replay") return rd::cli::replay(args);
    if (command == "link") return rd::cli::link(args);
    if (command == "unlink") return rd::cli::unlink(args);
    if (command == "bench") return rd::cli::bench(args);
    if (command == "arena") return rd::cli::arena(args);
    if (command == "soak") return rd::cli::soak(args);
    if (command == "--help" || command == "-h" || command == "help") {
      std::cout << kUsage;
      return 0;
    }
    std::cerr << (command.empty() ? "rd: a command is needed\n" : "rd: unknown command '" + command + "'\n") << kUsage;
    return 2;
  } catch (const rd::cli::UsageError& e) {
    std::cerr << "rd " << command << ": " << e.what() << " (see rd " << command << " --help)\n";
    return 2;
  }
}
