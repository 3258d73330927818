// A small `--flag value` parser for rd's subcommands.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "match.h"
#include "split.h"
#include "state.h"

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
  // Whole numbers are 64-bit on every platform (long is 32 bits on wasm32).
  int64_t integer(const std::string& flag, int64_t fallback, int64_t min, int64_t max) const;
  double number(const std::string& flag, double fallback, double min, double max) const;
  const std::vector<std::string>& positional() const { return positional_; }

 private:
  std::map<std::string, std::string> values_;
  std::vector<std::string> positional_;
  bool help_ = false;
};

using rd::split;

// The record file that is the one positional argument, replayed through the rules; nothing
// if it is broken (then where and why are on stderr). A UsageError if it cannot be read.
std::optional<Match> record_arg(const Args& args);

// --variant: standard (the default) or expert.
Variant variant_arg(const Args& args);

// The largest seed rd accepts (seeds are multiplied when bot seeds are derived).
constexpr int64_t kMaxSeed = int64_t(1) << 62;

}  // namespace rd::cli
