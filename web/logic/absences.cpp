#include "absences.h"

namespace rdweb {

void Absences::update(const rd::OnlineGame& game, double now) {
  std::map<std::string, double> still;
  for (const rd::LobbySeat& seat : game.roster().seats) {
    if (seat.kind != rd::SeatKind::kPerson || game.connected(seat.device)) continue;
    const auto it = since_.find(seat.device);
    still[seat.device] = it == since_.end() ? now : it->second;
  }
  since_ = std::move(still);
}

bool Absences::long_gone(const std::string& device, double now) const {
  const auto it = since_.find(device);
  return it != since_.end() && now - it->second >= kAwayToldMs;
}

}  // namespace rdweb
