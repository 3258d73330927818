// rd's subcommands: each returns the process exit code (0 ok, 1 failure, 2 bad usage).
#pragma once
#include <string>
#include <vector>

namespace rd::cli {

int play(const std::vector<std::string>& args);
int replay(const std::vector<std::string>& args);
int link(const std::vector<std::string>& args);
int unlink(const std::vector<std::string>& args);
int bench(const std::vector<std::string>& args);
int arena(const std::vector<std::string>& args);
int soak(const std::vector<std::string>& args);

}  // namespace rd::cli
