// A small `--flag value` parser for rd's subcommands.
#pragma once
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "split.h"

namespace rd::cli {

// Bad command-line input: main prints it with the usage and exits 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Args {
 public:
  // Flags take one value each; `allowed` lists them; positional arguments are kept in order.
  Args(const std::vector<std::string>& argv, const std::vector<std::string>& allowed);
  bool help() const { return help_; }
  std::optional<std::string> get(const std::string& flag) const;
  long integer(const std::string& flag, long fallback, long min, long max) const;
  double number(const std::string& flag, double fallback, double min, double max) const;
  const std::vector<std::string>& positional() const { return positional_; }

 private:
  std::map<std::string, std::string> values_;
  std::vector<std::string> positional_;
  bool help_ = false;
};

using rd::split;

}  // namespace rd::cli
