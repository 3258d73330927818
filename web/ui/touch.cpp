#include "ui/touch.h"

#include <imgui_internal.h>  // ClearActiveID: a swipe takes the press away from the button under it

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "ui/style.h"

namespace rdweb {

namespace {
bool touch = false;
bool style_touch = false;
bool style_set = false;
ImGuiStyle desktop_style;

struct Finger {
  SDL_FingerID id;
  ImVec2 at;
};
Finger fingers[2];  // the first two fingers down; a third is ignored
int finger_count = 0;
bool lifted = false;          // the last finger left the screen this frame
bool pinched = false;         // a second finger came during the current press
ImVec2 last_centre{0, 0};
float last_distance = 0;
Pinch this_pinch;

ImVec2 finger_pos(const SDL_TouchFingerEvent& f) {
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  return {f.x * size.x, f.y * size.y};
}

float distance(ImVec2 a, ImVec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

// The pinch of this frame, from the two fingers' positions now and at the last frame.
void measure_pinch() {
  if (finger_count < 2) {
    this_pinch = Pinch{};
    return;
  }
  const ImVec2 centre{(fingers[0].at.x + fingers[1].at.x) / 2, (fingers[0].at.y + fingers[1].at.y) / 2};
  const float d = std::max(1.0f, distance(fingers[0].at, fingers[1].at));
  if (!this_pinch.active) last_centre = centre, last_distance = d;  // the gesture starts here
  this_pinch = {true, centre, d / last_distance, {centre.x - last_centre.x, centre.y - last_centre.y}};
  last_centre = centre;
  last_distance = d;
}

// Swipe scrolling: one swipe at a time, and one window gliding after it.
struct Swipe {
  ImGuiID window = 0;        // the window the finger went down in
  float start_scroll = 0;
  bool scrolling = false;
  float velocity = 0;        // px/s of scroll, smoothed
  ImGuiID gliding = 0;       // the window still moving after the finger left
};
Swipe swipe;
constexpr float kSwipeStart = 10;     // px of vertical travel before a press becomes a swipe
constexpr float kGlideDecay = 3.5f;   // 1/s: the glide loses ~97% of its speed in a second
constexpr float kGlideStop = 20;      // px/s
constexpr float kLongPress = 0.5f;    // s
}  // namespace

bool touch_ui() { return touch; }
void set_touch_ui(bool t) { touch = t; }

// A finger needs frames 44 px tall: the whole UI's buttons, radios and slots grow together.
void follow_pointer_kind() {
  ImGuiStyle& style = ImGui::GetStyle();
  if (style_set && style_touch == touch) return;
  if (!style_set) {
    style.Colors[ImGuiCol_PopupBg].w = 1;  // lists and menus are solid: no text shows through (playtest)
    desktop_style = style, style_set = true;
  }
  style_touch = touch;
  style = desktop_style;
  if (touch) {
    style.FramePadding.y = (kFingerSize - kBodySize) / 2;
    style.ItemSpacing.y = 6;
    style.ScrollbarSize = 6;  // a finger swipes; the bar only shows where the panel is
    style.GrabMinSize = kFingerSize / 2;
  }
}

float target_size(float desktop) { return touch ? std::max(desktop, kFingerSize) : desktop; }

// A lifted finger left ImGui's pointer off screen (touch_frame_done); SDL sends no motion for
// a new touch on the very spot of the last one (found by playtest: a button tapped again, as
// "Forward" in the viewer or "+", did nothing). The press itself says where it is.
void touch_event_first(const SDL_Event& e) {
  if (e.type == SDL_MOUSEBUTTONDOWN && e.button.which == SDL_TOUCH_MOUSEID)
    ImGui::GetIO().AddMousePosEvent(float(e.button.x), float(e.button.y));
}

void touch_event(const SDL_Event& e) {
  switch (e.type) {
    case SDL_MOUSEMOTION:
      if (e.motion.which != SDL_TOUCH_MOUSEID) touch = false;
      break;
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.which != SDL_TOUCH_MOUSEID) touch = false;
      break;
    case SDL_FINGERDOWN:
      touch = true;
      if (finger_count == 0) pinched = false;
      if (finger_count < 2) fingers[finger_count++] = {e.tfinger.fingerId, finger_pos(e.tfinger)};
      if (finger_count == 2) pinched = true;
      break;
    case SDL_FINGERMOTION:
      for (int i = 0; i < finger_count; ++i)
        if (fingers[i].id == e.tfinger.fingerId) fingers[i].at = finger_pos(e.tfinger);
      break;
    case SDL_FINGERUP:
      for (int i = 0; i < finger_count; ++i)
        if (fingers[i].id == e.tfinger.fingerId) fingers[i] = fingers[--finger_count];
      if (finger_count == 0) lifted = true;
      break;
    default:
      break;
  }
}

void touch_frame_done() {
  measure_pinch();
  // A lifted finger hovers nothing: without this the last button tapped stays lit.
  if (lifted) ImGui::GetIO().AddMousePosEvent(-FLT_MAX, -FLT_MAX);
  lifted = false;
}

Pinch pinch() { return this_pinch; }
bool pinched_during_press() { return pinched; }

bool swipe_scroll() {
  const ImGuiIO& io = ImGui::GetIO();
  const ImGuiID id = ImGui::GetCurrentWindow()->ID;
  if (touch && ImGui::IsMouseClicked(0) && ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem)) {
    swipe = Swipe{};
    swipe.window = id;
    swipe.start_scroll = ImGui::GetScrollY();
  }
  if (swipe.window == id && ImGui::IsMouseDown(0) && !pinched) {
    const ImVec2 drag = ImGui::GetMouseDragDelta(0, 0);
    // A card being dragged onto a slot is not a swipe.
    if (!swipe.scrolling && std::fabs(drag.y) > kSwipeStart && std::fabs(drag.y) > std::fabs(drag.x) && !ImGui::GetDragDropPayload()) {
      swipe.scrolling = true;
      ImGui::ClearActiveID();
    }
    if (swipe.scrolling) {
      ImGui::SetScrollY(std::clamp(swipe.start_scroll - drag.y, 0.0f, ImGui::GetScrollMaxY()));
      if (io.DeltaTime > 0) swipe.velocity = 0.6f * swipe.velocity + 0.4f * std::clamp(-io.MouseDelta.y / io.DeltaTime, -6000.0f, 6000.0f);
    }
  } else if (swipe.window == id && swipe.scrolling) {  // the finger left: glide
    swipe.scrolling = false;
    swipe.window = 0;
    swipe.gliding = id;
  }
  if (swipe.gliding == id) {
    const float dt = std::min(io.DeltaTime, 0.1f);
    const float y = ImGui::GetScrollY() + swipe.velocity * dt;
    swipe.velocity *= std::exp(-kGlideDecay * dt);
    ImGui::SetScrollY(std::clamp(y, 0.0f, ImGui::GetScrollMaxY()));
    if (std::fabs(swipe.velocity) < kGlideStop || y <= 0 || y >= ImGui::GetScrollMaxY()) swipe.gliding = 0;
  }
  return swipe.gliding == id;
}

bool gliding() { return swipe.gliding != 0 || (touch && ImGui::GetIO().MouseDown[0]); }

bool help_requested() {
  if (!touch) return ImGui::IsItemHovered();
  const ImGuiIO& io = ImGui::GetIO();
  if (!ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) || !io.MouseDown[0] ||
      io.MouseDownDuration[0] < kLongPress || swipe.scrolling || ImGui::GetMouseDragDelta(0, 0).y * ImGui::GetMouseDragDelta(0, 0).y > 100)
    return false;
  ImGui::ClearActiveID();  // the press asked for help: releasing it does not also press the button
  return true;
}

}  // namespace rdweb
