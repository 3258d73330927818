#include "seeded_bots.h"

#include "registry.h"
#include "rival_fit.h"

namespace rd {

SeededBots::SeededBots(uint64_t game_seed, int players, const std::array<std::string, kColors>& names) {
  std::array<int8_t, kColors> seats{};
  const int n = seat_colors(players, seats);
  for (int i = 0; i < n; ++i) {
    bots_[seats[i]].name = names[seats[i]];
    bots_[seats[i]].seed = bot_seed(game_seed, i);
  }
}

uint64_t decision_moment(const Match& match) {
  const State& s = match.state();
  return s.phase() == Phase::kProgramming ? (uint64_t(1) << 62) + uint64_t(s.round()) : match.history().size();
}

Bot& SeededBots::at(const Match& match, int color) {
  Seat& seat = bots_[color];
  const uint64_t moment = decision_moment(match);
  if (!seat.bot || seat.made_for != moment) {
    Rng mix(seat.seed ^ (moment * 0xd1b54a32d192ed03ull));  // decorrelated streams, not shifted copies
    seat.bot = make_bot(seat.name, mix.next());
    seat.made_for = moment;
    seat.bot->round_began(match.round_start());
    if (match.state().phase() == Phase::kProgramming) seat.bot->rivals_seen(rival_fit(match));
  }
  return *seat.bot;
}

}  // namespace rd
