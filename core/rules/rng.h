// A small deterministic generator (SplitMix64): the same seed gives the same game on
// every platform, which std::uniform_int_distribution does not promise.
#pragma once
#include <cstdint>

namespace rd {

class Rng {
 public:
  explicit Rng(uint64_t seed = 0) : state_(seed) {}
  uint64_t next() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n), n > 0.
  uint32_t below(uint32_t n) { return uint32_t((uint64_t(uint32_t(next())) * n) >> 32); }
  double unit() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }

 private:
  uint64_t state_;
};

}  // namespace rd
