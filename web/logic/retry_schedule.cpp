#include "retry_schedule.h"

#include <algorithm>

namespace rdweb {

bool RetrySchedule::due(bool holds, double now) {
  if (!holds) {
    restart();
    return false;
  }
  if (since_ < 0) since_ = now;
  if (now - since_ < wait_) return false;
  since_ = now, wait_ = std::min(wait_ * 2, most_);
  return true;
}

}  // namespace rdweb
