#include "redraw.h"

namespace rdweb {

namespace {
constexpr int kSettleFrames = 3;  // ImGui sizes auto-fitting windows a frame after their content
bool requested = true;            // the first frame
}  // namespace

void request_frame() { requested = true; }

bool Redraw::needed(bool input, bool busy, const std::string& version, int step) {
  if (input || busy || requested || version != drawn_) settle_ = kSettleFrames;
  requested = false;
  const bool stepped = step != step_;
  step_ = step;
  if (settle_ == 0) return stepped;
  --settle_;
  return true;
}

}  // namespace rdweb
