#include "ui/touch.h"

#include "ui/touch_state.h"

#include <imgui_internal.h>  // ClearActiveID: a swipe takes the press away from the button under it

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "ui/style.h"

namespace rdweb {

namespace {
TouchState* current = nullptr;  // main.cpp's, from before the first event
TouchState& st() { return *current; }

ImVec2 finger_pos(const SDL_TouchFingerEvent& f) {
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  return {f.x * size.x, f.y * size.y};
}

float distance(ImVec2 a, ImVec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

// The pinch of this frame, from the two fingers' positions now and at the last frame.
void measure_pinch() {
  if (st().finger_count < 2) {
    st().this_pinch = Pinch{};
    return;
  }
  const ImVec2 centre{(st().fingers[0].at.x + st().fingers[1].at.x) / 2, (st().fingers[0].at.y + st().fingers[1].at.y) / 2};
  const float d = std::max(1.0f, distance(st().fingers[0].at, st().fingers[1].at));
  if (!st().this_pinch.active) st().last_centre = centre, st().last_distance = d;  // the gesture starts here
  st().this_pinch = {true, centre, d / st().last_distance, {centre.x - st().last_centre.x, centre.y - st().last_centre.y}};
  st().last_centre = centre;
  st().last_distance = d;
}

constexpr float kSwipeStart = 10;     // px of vertical travel before a press becomes a swipe
constexpr float kGlideDecay = 3.5f;   // 1/s: the glide loses ~97% of its speed in a second
constexpr float kGlideStop = 20;      // px/s
constexpr float kLongPress = 0.5f;    // s
}  // namespace

void set_touch_state(TouchState* state) { current = state; }

bool touch_ui() { return st().touch; }
void set_touch_ui(bool t) { st().touch = t; }

// A finger needs frames 44 px tall: the whole UI's buttons, radios and slots grow together.
void follow_pointer_kind() {
  ImGuiStyle& style = ImGui::GetStyle();
  if (st().style_set && st().style_touch == st().touch) return;
  if (!st().style_set) {
    style.Colors[ImGuiCol_PopupBg].w = 1;  // lists and menus are solid: no text shows through (playtest)
    st().desktop_style = style, st().style_set = true;
  }
  st().style_touch = st().touch;
  style = st().desktop_style;
  if (st().touch) {
    style.FramePadding.y = (kFingerSize - kBodySize) / 2;
    style.ItemSpacing.y = 6;
    style.ScrollbarSize = 6;  // a finger swipes; the bar only shows where the panel is
    style.GrabMinSize = kFingerSize / 2;
  }
}

float target_size(float desktop) { return st().touch ? std::max(desktop, kFingerSize) : desktop; }

float tap_slop() { return st().touch ? 12.0f : ImGui::GetIO().MouseDragThreshold; }

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
      if (e.motion.which != SDL_TOUCH_MOUSEID) st().touch = false;
      break;
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.which != SDL_TOUCH_MOUSEID) st().touch = false;
      break;
    case SDL_FINGERDOWN:
      st().touch = true;
      if (st().finger_count == 0) st().pinched = false;
      if (st().finger_count < 2) st().fingers[st().finger_count++] = {e.tfinger.fingerId, finger_pos(e.tfinger)};
      if (st().finger_count == 2) st().pinched = true;
      break;
    case SDL_FINGERMOTION:
      for (int i = 0; i < st().finger_count; ++i)
        if (st().fingers[i].id == e.tfinger.fingerId) st().fingers[i].at = finger_pos(e.tfinger);
      break;
    case SDL_FINGERUP:
      for (int i = 0; i < st().finger_count; ++i)
        if (st().fingers[i].id == e.tfinger.fingerId) st().fingers[i] = st().fingers[--st().finger_count];
      if (st().finger_count == 0) st().lifted = true;
      break;
    default:
      break;
  }
}

void touch_frame_done() {
  measure_pinch();
  // A lifted finger hovers nothing: without this the last button tapped stays lit.
  if (st().lifted) ImGui::GetIO().AddMousePosEvent(-FLT_MAX, -FLT_MAX);
  st().lifted = false;
}

Pinch pinch() { return st().this_pinch; }
bool pinched_during_press() { return st().pinched; }

bool swipe_scroll() {
  const ImGuiIO& io = ImGui::GetIO();
  const ImGuiID id = ImGui::GetCurrentWindow()->ID;
  if (st().touch && ImGui::IsMouseClicked(0) && ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem)) {
    st().swipe = TouchState::Swipe{};
    st().swipe.window = id;
    st().swipe.start_scroll = ImGui::GetScrollY();
  }
  if (st().swipe.window == id && ImGui::IsMouseDown(0) && !st().pinched) {
    const ImVec2 drag = ImGui::GetMouseDragDelta(0, 0);
    // A card being dragged onto a slot is not a swipe.
    if (!st().swipe.scrolling && std::fabs(drag.y) > kSwipeStart && std::fabs(drag.y) > std::fabs(drag.x) && !ImGui::GetDragDropPayload()) {
      st().swipe.scrolling = true;
      ImGui::ClearActiveID();
    }
    if (st().swipe.scrolling) {
      ImGui::SetScrollY(std::clamp(st().swipe.start_scroll - drag.y, 0.0f, ImGui::GetScrollMaxY()));
      if (io.DeltaTime > 0) st().swipe.velocity = 0.6f * st().swipe.velocity + 0.4f * std::clamp(-io.MouseDelta.y / io.DeltaTime, -6000.0f, 6000.0f);
    }
  } else if (st().swipe.window == id && st().swipe.scrolling) {  // the finger left: glide
    st().swipe.scrolling = false;
    st().swipe.window = 0;
    st().swipe.gliding = id;
  }
  if (st().swipe.gliding == id) {
    const float dt = std::min(io.DeltaTime, 0.1f);
    const float y = ImGui::GetScrollY() + st().swipe.velocity * dt;
    st().swipe.velocity *= std::exp(-kGlideDecay * dt);
    ImGui::SetScrollY(std::clamp(y, 0.0f, ImGui::GetScrollMaxY()));
    if (std::fabs(st().swipe.velocity) < kGlideStop || y <= 0 || y >= ImGui::GetScrollMaxY()) st().swipe.gliding = 0;
  }
  return st().swipe.gliding == id;
}

bool gliding() { return st().swipe.gliding != 0 || (st().touch && ImGui::GetIO().MouseDown[0]); }

bool help_requested() {
  if (!st().touch) return ImGui::IsItemHovered();
  const ImGuiIO& io = ImGui::GetIO();
  if (!ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) || !io.MouseDown[0] ||
      io.MouseDownDuration[0] < kLongPress || st().swipe.scrolling || ImGui::GetMouseDragDelta(0, 0).y * ImGui::GetMouseDragDelta(0, 0).y > 100)
    return false;
  ImGui::ClearActiveID();  // the press asked for help: releasing it does not also press the button
  return true;
}

}  // namespace rdweb
