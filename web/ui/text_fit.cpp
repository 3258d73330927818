#include "ui/text_fit.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <cstdio>

namespace rdweb {

constexpr float kSlack = 0.5f;  // rounding of positions

std::string describe(const char* what, const char* words, const ImGuiWindow* window, float need, float room) {
  char buf[96];
  std::snprintf(buf, sizeof buf, ": %.0f px wide, %.0f px room", need, room);
  return std::string(what) + " '" + words + "' in " + (window ? window->Name : "?") + buf;
}

namespace {
std::vector<std::string> building, shown;

// Windows that grow to fit their contents, and the windows ImGui makes for lists and tooltips
// (sized by ImGui), only need to stay on the screen.
bool sized_by_contents(const ImGuiWindow* w) {
  return (w->Flags & (ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_Popup | ImGuiWindowFlags_Tooltip)) != 0;
}

void check_window(const ImGuiWindow* w, const ImRect& screen) {
  if (!w->Active || w->Hidden || w->Appearing || w->HiddenFramesCannotSkipItems > 0 || w->IsFallbackWindow) return;
  const ImRect r = w->Rect();
  if (r.Min.x < screen.Min.x - kSlack || r.Max.x > screen.Max.x + kSlack)
    building.push_back(describe("window", w->Name, w, r.GetWidth(), screen.GetWidth()));
  if (sized_by_contents(w) || w->ScrollbarX || (w->Flags & ImGuiWindowFlags_HorizontalScrollbar)) return;
  // The furthest right anything was put this frame (lines of text included).
  const float right = w->DC.CursorMaxPos.x;
  if (right > w->InnerClipRect.Max.x + w->WindowPadding.x * 0.5f + kSlack)
    building.push_back(describe("contents", w->Name, w, right - w->DC.CursorStartPos.x, w->InnerClipRect.GetWidth()));
}
}  // namespace

void text_fit_begin_frame() {
  building.clear();
  ImGui::GetCurrentContext()->TestEngineHookItems = true;
}

void text_fit_end_frame() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const ImRect screen(vp->Pos, {vp->Pos.x + vp->Size.x, vp->Pos.y + vp->Size.y});
  for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) check_window(w, screen);
  shown.swap(building);
}

void note_clipped(const std::string& what) { building.push_back(what); }

const std::vector<std::string>& clipped_texts() { return shown; }

}  // namespace rdweb

// Dear ImGui's test-engine hooks (imgui_internal.h). ItemInfo comes with each labelled
// widget (buttons, radio buttons, selectables, combo boxes...) right after it is added.
void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label, ImGuiItemStatusFlags) {
  ImGuiWindow* window = ctx->CurrentWindow;
  if (!label || !window || window->SkipItems || window->Appearing || ctx->WindowsById.GetVoidPtr(id)) return;
  const char* end = ImGui::FindRenderedTextEnd(label);
  if (end == label) return;
  const std::string words(label, end);
  const ImRect r = ctx->LastItemData.Rect;
  const float need = ImGui::CalcTextSize(words.c_str()).x;
  const float room = r.GetWidth() - ctx->Style.FramePadding.x * 2;
  if (need > room + rdweb::kSlack) rdweb::note_clipped(rdweb::describe("label", words.c_str(), window, need, room));
  else if (r.Max.x > window->ClipRect.Max.x + rdweb::kSlack && r.Min.x < window->ClipRect.Max.x)
    rdweb::note_clipped(rdweb::describe("item", words.c_str(), window, r.Max.x - r.Min.x, window->ClipRect.Max.x - r.Min.x));
}
void ImGuiTestEngineHook_ItemAdd(ImGuiContext*, ImGuiID, const ImRect&, const ImGuiLastItemData*) {}
void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}
const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }
