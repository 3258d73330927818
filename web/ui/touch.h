// Fingers on a touch screen: which kind of pointer the player uses (a finger needs larger
// targets and is told to "tap"), two-finger pinches for the board's zoom, and swipes that
// scroll panels with momentum. ImGui sees a finger as a mouse (SDL turns the first finger
// into mouse events); this file adds what a mouse does not have.
#pragma once
#include <SDL.h>
#include <imgui.h>

namespace rdweb {

// The size of a fingertip in CSS pixels: every target a finger may hit is at least this big.
constexpr float kFingerSize = 44;

// Whether the player is using a touch screen: the device's main pointer is coarse, until a
// mouse is used (a tablet with a mouse gets the mouse's sizes back), and again after a touch.
bool touch_ui();
void set_touch_ui(bool touch);
// Called once per frame after ImGui has read the frame's events.
void follow_pointer_kind();

// The smallest size of a target: a fingertip on touch screens, `desktop` otherwise.
float target_size(float desktop);
// How far a press may move and still be a tap, not a drag: a finger wobbles more than a mouse.
float tap_slop();

// SDL's finger events, before the frame is built (main loop): `touch_event_first` before
// ImGui sees the event, `touch_event` after.
void touch_event_first(const SDL_Event& event);
void touch_event(const SDL_Event& event);
// Called once per frame after the events: forgets the frame's pinch.
void touch_frame_done();

// The two-finger gesture of this frame, in screen pixels.
struct Pinch {
  bool active = false;    // two fingers are down
  ImVec2 centre{0, 0};    // between the fingers
  float scale = 1;        // distance now / distance at the last frame
  ImVec2 moved{0, 0};     // how far the centre moved since the last frame
};
Pinch pinch();
// Whether a second finger touched during the current (or just ended) press: its release is
// the end of a gesture, not a tap.
bool pinched_during_press();

// A panel scrolled by swiping (call after Begin/BeginChild of the window to scroll): a
// finger dragged up or down scrolls it, keeps gliding after release and slows down; a
// drag that scrolls is never also a press on the button under it. True while gliding (the
// page must keep drawing frames).
bool swipe_scroll();
bool gliding();

// Hover help (a tooltip): with a mouse when the item is hovered, on touch after a long
// press on it (half a second).
bool help_requested();

}  // namespace rdweb
