// Everything ui/touch.cpp remembers between events and frames, in one object (as Dear ImGui
// keeps its state in one context): the frontend owns it (main.cpp) and makes it current with
// set_touch_state(); touch.h's functions read and change the current one.
#pragma once
#include <SDL.h>
#include <imgui.h>

#include "ui/touch.h"

namespace rdweb {

struct TouchState {
  bool touch = false;        // the player is using a touch screen (touch_ui())
  bool style_touch = false;  // the ImGui style is the fingertip one
  bool style_set = false;    // desktop_style holds the style before any change
  ImGuiStyle desktop_style;

  struct Finger {
    SDL_FingerID id;
    ImVec2 at;
  };
  Finger fingers[2] = {};    // the first two fingers down; a third is ignored
  int finger_count = 0;
  bool lifted = false;       // the last finger left the screen this frame
  bool pinched = false;      // a second finger came during the current press
  ImVec2 last_centre{0, 0};  // the pinch's centre and spread at the last frame
  float last_distance = 0;
  Pinch this_pinch;

  // Swipe scrolling: one swipe at a time, and one window gliding after it.
  struct Swipe {
    ImGuiID window = 0;        // the window the finger went down in
    float start_scroll = 0;
    bool scrolling = false;
    float velocity = 0;        // px/s of scroll, smoothed
    ImGuiID gliding = 0;       // the window still moving after the finger left
  };
  Swipe swipe;
};

void set_touch_state(TouchState* state);

}  // namespace rdweb
