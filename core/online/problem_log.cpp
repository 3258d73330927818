#include "problem_log.h"

namespace rd {

void ProblemLog::add(const TableProblem& problem) {
  // The oldest goes: at most kKeptProblems, so moving them down costs little.
  if (recent_.size() == kKeptProblems) recent_.erase(recent_.begin());
  recent_.push_back(problem);
  ++counts_[size_t(problem.code)];
  ++total_;
}

}  // namespace rd
