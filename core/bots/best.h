// Picking the best-scoring candidate, with ties broken on purpose.
// Equal scores are broken by the seeded generator (each of k tied candidates is kept with
// probability 1/k), never by adding noise to the scores: a noise of 1e-6 decides between
// scores that differ in their last bits, which is where builds may differ. Scores are sums,
// products and square roots only, computed without contraction (-ffp-contract=off), so
// the same seed picks the same candidate on every build.
#pragma once
#include "rng.h"

namespace rd {

template <class T>
class Best {
 public:
  explicit Best(Rng& rng) : rng_(rng) {}
  void offer(double score, const T& item) {
    if (ties_ == 0 || score > score_) {
      score_ = score, item_ = item, ties_ = 1;
    } else if (score == score_ && rng_.below(++ties_) == 0) {
      item_ = item;
    }
  }
  bool empty() const { return ties_ == 0; }
  const T& item() const { return item_; }
  double score() const { return score_; }

 private:
  Rng& rng_;
  T item_{};
  double score_ = 0;
  uint32_t ties_ = 0;
};

}  // namespace rd
