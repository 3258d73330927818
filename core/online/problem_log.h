// What a table keeps of the problems it met: the latest kKeptProblems in order, and how
// many of each code over the whole game. Anyone can send a device any number of bad
// messages; keeping each would let them fill its memory, and counting them cannot overflow
// (a 64-bit count, one per message received).
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "table_problem.h"

namespace rd {

constexpr size_t kKeptProblems = 64;

class ProblemLog {
 public:
  void add(const TableProblem& problem);
  // The latest problems, oldest first: at most kKeptProblems.
  const std::vector<TableProblem>& recent() const { return recent_; }
  // Every problem with that code so far, kept or not.
  uint64_t count(TableCode code) const { return counts_[size_t(code)]; }
  uint64_t total() const { return total_; }

 private:
  std::vector<TableProblem> recent_;
  std::array<uint64_t, kTableCodes> counts_{};
  uint64_t total_ = 0;
};

}  // namespace rd
