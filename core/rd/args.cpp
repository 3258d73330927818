#include "args.h"

#include "names.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

namespace rd::cli {

Args::Args(const std::vector<std::string>& argv, const std::vector<std::string>& allowed) {
  for (size_t i = 0; i < argv.size(); ++i) {
    const std::string& a = argv[i];
    if (a == "--help" || a == "-h") {
      help_ = true;
    } else if (a.rfind("--", 0) == 0) {
      if (std::find(allowed.begin(), allowed.end(), a) == allowed.end()) throw UsageError("unknown option " + a);
      if (i + 1 >= argv.size()) throw UsageError(a + " needs a value");
      values_[a] = argv[++i];
    } else {
      positional_.push_back(a);
    }
  }
}

std::optional<std::string> Args::get(const std::string& flag) const {
  auto it = values_.find(flag);
  if (it == values_.end()) return std::nullopt;
  return it->second;
}

int64_t Args::integer(const std::string& flag, int64_t fallback, int64_t min, int64_t max) const {
  const auto v = get(flag);
  if (!v) return fallback;
  char* end = nullptr;
  errno = 0;
  const long long n = std::strtoll(v->c_str(), &end, 10);
  if (v->empty() || *end || errno == ERANGE || n < min || n > max)
    throw UsageError(flag + " must be a whole number from " + std::to_string(min) + " to " + std::to_string(max));
  return n;
}

double Args::number(const std::string& flag, double fallback, double min, double max) const {
  const auto v = get(flag);
  if (!v) return fallback;
  char* end = nullptr;
  const double n = std::strtod(v->c_str(), &end);
  if (v->empty() || *end || !(n >= min && n <= max)) {
    std::ostringstream msg;
    msg << flag << " must be a number from " << min << " to " << max;
    throw UsageError(msg.str());
  }
  return n;
}

std::optional<Match> record_arg(const Args& args) {
  if (args.positional().size() != 1) throw UsageError("one record file is needed");
  const std::string& path = args.positional()[0];
  std::ifstream file(path);
  if (!file) throw UsageError("cannot read '" + path + "'");
  std::stringstream text;
  text << file.rdbuf();
  auto result = replay_record(standard_board(), text.str());
  if (auto* error = std::get_if<Problem>(&result)) {
    std::cerr << path << ": " << english(*error) << "\n";
    return std::nullopt;
  }
  return std::get<Match>(std::move(result));
}

Variant variant_arg(const Args& args) {
  const std::string name = args.get("--variant").value_or("standard");
  const auto variant = parse_variant(name);
  if (!variant) throw UsageError("--variant is standard or expert, not '" + name + "'");
  return *variant;
}

}  // namespace rd::cli
