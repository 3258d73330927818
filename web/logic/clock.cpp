#include "clock.h"

#include <chrono>

namespace rdweb {

double now_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

}  // namespace rdweb
