// Bots answer the decision a State waits for, through the same API as a human.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "rng.h"
#include "state.h"

namespace rd {

class Bot {
 public:
  virtual ~Bot() = default;
  // A legal answer to state.decision(); the state is not over.
  virtual Choice choose(const State& state) = 0;
};

// Uniform over the legal choices (programs sampled uniformly among legal ones).
class RandomBot : public Bot {
 public:
  explicit RandomBot(uint64_t seed) : rng_(seed) {}
  Choice choose(const State& state) override;

 private:
  Rng rng_;
  std::vector<Choice> scratch_;
};

// A uniformly random legal program from a hand.
Program random_program(Hand hand, Rng& rng);

// The bots the game offers, by name ("random"); nullptr for an unknown name.
std::unique_ptr<Bot> make_bot(const std::string& name, uint64_t seed);
std::vector<std::string> bot_names();

}  // namespace rd
