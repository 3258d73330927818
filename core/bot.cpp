#include "bot.h"

#include "greedy_bot.h"
#include "hard_bot.h"
#include "heuristic_bot.h"

namespace rd {

Program random_program(Hand hand, Rng& rng) {
  std::array<Card, kCards> cards;
  int n = 0;
  for (int c = 0; c < kCards; ++c)
    if (hand >> c & 1) cards[n++] = Card(c);
  // Rejection sampling over ordered 5-card draws keeps programs uniform.
  for (;;) {
    Program p;
    int dragons = 0;
    for (int i = 0; i < kSlots; ++i) {
      const int k = i + int(rng.below(uint32_t(n - i)));
      std::swap(cards[i], cards[k]);
      p[i] = cards[i];
      dragons += is_dragon(p[i]);
    }
    if (dragons <= 1) return p;
  }
}

Choice RandomBot::choose(const State& state) {
  if (state.decision() == Decision::kProgram) return Choice::make_program(choose_program(state, state.actor()));
  state.legal_choices(scratch_);
  return scratch_[rng_.below(uint32_t(scratch_.size()))];
}

std::unique_ptr<Bot> make_bot(const std::string& name, uint64_t seed) {
  if (name == "random") return std::make_unique<RandomBot>(seed);
  if (name == "greedy") return std::make_unique<GreedyBot>(seed);
  if (name == "easy") return std::make_unique<HeuristicBot>(HeuristicBot::easy(), seed);
  if (name == "medium") return std::make_unique<HeuristicBot>(HeuristicBot::medium(), seed);
  if (name == "hard") return std::make_unique<HardBot>(seed);
  return nullptr;
}

std::vector<std::string> bot_names() { return {"medium", "easy", "hard", "greedy", "random"}; }

std::vector<std::string> offered_bot_names() { return {"easy", "medium", "hard"}; }

}  // namespace rd
