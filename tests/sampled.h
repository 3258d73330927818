// How many of a test's random cases to play: all of them, or the first 1 in
// RD_SIMULATION_DIVISOR. scripts/test sets it for the ASan + UBSan run, where a case costs
// about ten times as much: the sanitizers look for memory errors and undefined behaviour,
// which the same code paths show in fewer cases; the Release run plays them all.
#pragma once
#include <algorithm>
#include <cstdlib>

inline int sampled(int cases) {
  const char* divisor = std::getenv("RD_SIMULATION_DIVISOR");
  const int d = divisor ? std::atoi(divisor) : 1;
  return d > 1 ? std::max(1, cases / d) : cases;
}
