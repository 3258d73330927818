#include "redraw.h"

#include <imgui.h>
#include <imgui_internal.h>  // the windows of the frame

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>

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

namespace {
// A 64-bit multiply-xor hash over 32-bit words (the draw data's fields are all 4 bytes wide
// or arrays of them): fast enough to run on every built frame, and a change of any word
// changes it with near certainty.
struct WordHash {
  std::uint64_t h = 0x9e3779b97f4a7c15ULL;
  void add(std::uint32_t word) { h = (h ^ word) * 0xff51afd7ed558ccdULL, h ^= h >> 29; }
  void add(float value) {
    std::uint32_t word;
    std::memcpy(&word, &value, sizeof word);
    add(word);
  }
  void add(const void* data, std::size_t bytes) {
    const auto* p = static_cast<const unsigned char*>(data);
    for (; bytes >= 4; bytes -= 4, p += 4) {
      std::uint32_t word;
      std::memcpy(&word, p, sizeof word);
      add(word);
    }
    for (; bytes > 0; --bytes) add(std::uint32_t(*p++));
  }
};
}  // namespace

std::uint64_t paint_fingerprint(const ImDrawData& data) {
  WordHash hash;
  hash.add(data.DisplayPos.x), hash.add(data.DisplayPos.y), hash.add(data.DisplaySize.x), hash.add(data.DisplaySize.y);
  hash.add(data.FramebufferScale.x), hash.add(data.FramebufferScale.y);
  hash.add(std::uint32_t(data.CmdListsCount));
  for (int i = 0; i < data.CmdListsCount; ++i) {
    const ImDrawList& list = *data.CmdLists[i];
    hash.add(list.VtxBuffer.Data, list.VtxBuffer.size_in_bytes());
    hash.add(list.IdxBuffer.Data, list.IdxBuffer.size_in_bytes());
    // Field by field: a command's bytes may include padding.
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      hash.add(cmd.ClipRect.x), hash.add(cmd.ClipRect.y), hash.add(cmd.ClipRect.z), hash.add(cmd.ClipRect.w);
      hash.add(std::uint32_t(reinterpret_cast<std::uintptr_t>(cmd.TextureId)));
      hash.add(std::uint32_t(cmd.VtxOffset)), hash.add(std::uint32_t(cmd.IdxOffset)), hash.add(std::uint32_t(cmd.ElemCount));
      hash.add(std::uint32_t(reinterpret_cast<std::uintptr_t>(cmd.UserCallback) != 0));
    }
  }
  return hash.h;
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
