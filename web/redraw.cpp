#include "redraw.h"

namespace rdweb {

namespace {
constexpr int kSettleFrames = 3;  // ImGui sizes auto-fitting windows a frame after their content
bool requested = true;            // the first frame
bool idle = false;                // the last call to needed() said no
}  // namespace

void request_frame() { requested = true; }

bool page_idle() { return idle; }

void Redraw::drawn(const std::string& before, const std::string& after) {
  if (before != after) settle_ = kSettleFrames;
  drawn_ = after;
}

bool Redraw::needed(bool input, bool busy, const std::string& version, int step) {
  if (input || busy || requested || version != drawn_) settle_ = kSettleFrames;
  requested = false;
  const bool stepped = step != step_;
  step_ = step;
  if (settle_ == 0) {
    idle = !stepped;
    return stepped;
  }
  --settle_;
  idle = false;
  return true;
}

}  // namespace rdweb
