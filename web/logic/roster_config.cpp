#include "roster_config.h"

#include "player_names.h"

namespace rdweb {

std::vector<std::string> unready_names(const rd::OnlineGame& game) {
  std::vector<std::string> names;
  for (int color : game.unready_seats()) names.push_back(player_word(game.player_names(), color));
  return names;
}

GameConfig roster_config(const rd::Roster& roster) {
  GameConfig config;
  config.players = int(roster.seats.size());
  config.variant = roster.variant;
  config.first = roster.first;
  for (size_t i = 0; i < roster.seats.size() && i < config.seats.size(); ++i)
    config.seats[i] = roster.seats[i].kind == rd::SeatKind::kComputer ? SeatPlan{false, roster.seats[i].level} : SeatPlan{true};
  return config;
}

}  // namespace rdweb
