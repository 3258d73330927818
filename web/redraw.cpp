#include "redraw.h"

#include <imgui.h>
#include <imgui_internal.h>  // the windows of the frame

#include <algorithm>
#include <cstdio>

namespace rdweb {

namespace {
constexpr int kSettleFrames = 3;  // ImGui sizes auto-fitting windows a frame after their content
bool requested = true;            // the first frame
bool idle = false;                // the last call to needed() said no
int stale = 0;
}  // namespace

void request_frame() { requested = true; }

void note_stale_frame() { ++stale; }
int stale_frames() { return stale; }
bool input_pending() { return !GImGui->InputEventsQueue.empty(); }

std::string window_boxes() {
  std::string boxes;
  for (const ImGuiWindow* w : GImGui->Windows) {
    if (!w->Active || (w->Flags & (ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Tooltip))) continue;
    char box[128];
    // A window appearing is hidden for its first frame, while ImGui measures it; an
    // auto-fitting window takes the size of what was drawn in it (its ideal extent) next frame.
    const ImVec2 content{std::max(w->DC.CursorMaxPos.x, w->DC.IdealMaxPos.x) - w->DC.CursorStartPos.x,
                         std::max(w->DC.CursorMaxPos.y, w->DC.IdealMaxPos.y) - w->DC.CursorStartPos.y};
    std::snprintf(box, sizeof box, "%08x%s %.0f %.0f %.0f %.0f %.0f %.0f;", unsigned(w->ID), w->Hidden ? " hidden" : "", w->Pos.x,
                  w->Pos.y, w->Size.x, w->Size.y, content.x, content.y);
    boxes += box;
  }
  return boxes;
}

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
