// Bots answer the decision a State waits for, through the same API as a human.
#pragma once
#include <vector>

#include "rng.h"
#include "state.h"

namespace rd {

class RivalFit;

// A uniformly random legal program from a hand.
Program random_program(Hand hand, Rng& rng);
// Where a dragon goes when it is not aimed at a rival's key card: one of the last three
// slots (0-based 2 to 4), drawn at random; medium and greedy share it.
int unaimed_dragon_slot(Rng& rng);

class Bot {
 public:
  virtual ~Bot() = default;
  // A legal answer to state.decision(); the state is not over.
  virtual Choice choose(const State& state) = 0;
  // A program for `color`, who has not locked one yet this round (programs are
  // simultaneous: the frontend asks each bot whenever a round starts).
  virtual Program choose_program(const State& state, int color) = 0;
  // For frontends that must keep drawing while a bot thinks: advance the search for
  // `color`'s program by `work` steps, each a small bounded piece of it (for `hard`: start a
  // rollout, play one decision of it, or score it; not a whole rollout); true once
  // choose_program() will answer at once. Bots without a search are always ready.
  virtual bool think_program(const State&, int /*color*/, int /*work*/) { return true; }
  // Whether its decision in `state` searches (many playouts): the page has those made off
  // its main thread (web/think/). The others take microseconds.
  virtual bool searches(const State& /*state*/) const { return false; }
  // The game as it stood when the current round began, before any program was locked: a bot
  // that models what its rivals programmed may search their view of it again during the
  // resolution. Callers that know it give it before choose() (SeededBots, drive()); every
  // bot must also play without it.
  virtual void round_began(const State& /*start*/) {}
  // What the rivals locked in the last whole rounds, weighed against the simple plans
  // (rival_fit.h): given before a program is asked by callers that know the game's past
  // (SeededBots, drive(), an online table's computer); every bot must also play without it.
  virtual void rivals_seen(const RivalFit& /*fit*/) {}
  // Online play hides a computer's cards from every device (core/online/table.h): its
  // program is drawn as each slot begins among `n` programs it would lock, drawn here as
  // its own judgement allows (a mixed strategy). By default its program asked `n` times: a
  // bot that plays at random draws again, one bound by rules names the same program. The
  // searching levels search once and draw among the programs they rate about as good as
  // their best (ProgramSearchBot).
  virtual std::vector<Program> program_draws(const State& state, int color, int n);
};

// Uniform over the legal choices (programs sampled uniformly among legal ones).
class RandomBot : public Bot {
 public:
  explicit RandomBot(uint64_t seed) : rng_(seed) {}
  Choice choose(const State& state) override;
  Program choose_program(const State& state, int color) override { return random_program(state.hand(color), rng_); }

 private:
  Rng rng_;
  std::vector<Choice> scratch_;
};

}  // namespace rd
