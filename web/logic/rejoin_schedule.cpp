#include "rejoin_schedule.h"

#include <algorithm>

namespace rdweb {

bool expects_others(const OnlineGame& game) {
  const bool over = game.table() && game.table()->state().is_over();
  return (!game.creator() || game.others_seated()) && !over;
}

bool RejoinSchedule::due(bool alone, double now) {
  if (!alone) {
    restart();
    return false;
  }
  if (since_ < 0) since_ = now;
  if (now - since_ < wait_) return false;
  since_ = now, wait_ = std::min(wait_ * 2, kMostMs);
  return true;
}

}  // namespace rdweb
