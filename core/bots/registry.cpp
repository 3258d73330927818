#include "registry.h"

#include "exploiter_bots.h"
#include "greedy_bot.h"
#include "hard_bot.h"
#include "heuristic_bot.h"
#include "master_bot.h"

namespace rd {

std::unique_ptr<Bot> make_bot(const std::string& name, uint64_t seed) {
  if (name == "random") return std::make_unique<RandomBot>(seed);
  if (name == "greedy") return std::make_unique<GreedyBot>(seed);
  if (name == "easy") return std::make_unique<HeuristicBot>(HeuristicBot::easy(), seed);
  if (name == "medium") return std::make_unique<HeuristicBot>(HeuristicBot::medium(), seed);
  if (name == "hard") return std::make_unique<HardBot>(seed);
  if (name == "master") return std::make_unique<MasterBot>(seed);
  if (name == "rusher") return std::make_unique<PlanBot>(Plan::kRush, seed);
  if (name == "blocker") return std::make_unique<PlanBot>(Plan::kBlock, seed);
  if (name == "saboteur") return std::make_unique<PlanBot>(Plan::kSabotage, seed);
  return nullptr;
}

std::unique_ptr<Bot> make_measuring_bot(const std::string& name, uint64_t seed) {
  if (name == kOracle) return std::make_unique<HardBot>(seed, oracle_settings());
  return make_bot(name, seed);
}

std::vector<std::string> bot_names() { return {"medium", "easy", "hard", "master", "greedy", "random", "rusher", "blocker", "saboteur"}; }

std::vector<std::string> offered_bot_names() { return {"easy", "medium", "hard", "master"}; }

}  // namespace rd
