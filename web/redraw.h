// Drawing only when something changed (a browser page at 60 Hz on an unchanged screen is a
// steady drain on a laptop or phone battery): input, a change of the game or the UI, an
// animation or computers at work, or a request (every call from the page's JavaScript asks
// for one). After any of these a few frames more let ImGui settle (hover, sizes).
#pragma once
#include <cstdint>
#include <string>

struct ImDrawData;

namespace rdweb {

// Draw the next frame even if nothing changed.
void request_frame();

// Whether the last animation frame drew nothing: the screen shows the settled layout of the
// current state. The browser tests read it (status().idle) instead of asking for frames, so
// they watch the page draw exactly what a player's page draws.
bool page_idle();

// Where the screen's windows are and how big (not tooltips, not child windows), as one
// fingerprint. ImGui sizes an auto-fitting window from the content of the frame before, so a
// frame whose windows moved or resized while it was built shows them at their old place: a
// screen's first frame (issue #23 §3: the setup window drawn at the tutorial's size, then a
// jump of 25 px under the player's click). main.cpp builds such a frame again before showing it.
std::string window_boxes();
// A frame was shown whose windows then moved with nothing new to show (no input, no change):
// its layout was not final. Counted for the tests (status().staleFrames), which expect none.
void note_stale_frame();
// Input ImGui still holds for the next frame (it takes a press and its release in separate
// frames): that frame is not quiet.
bool input_pending();
int stale_frames();

// A fingerprint of what a built frame paints: every vertex, index and draw command, and the
// size of the drawing buffer. Software GL (a browser without a GPU) spends most of a frame
// filling pixels, and a settling frame or a spinner's tick often paints exactly what the
// screen already shows: such a frame is built (its layout read, its clicks handled) but not
// painted again, and the last image stays on screen (main.cpp).
std::uint64_t paint_fingerprint(const ImDrawData& data);

class Redraw {
 public:
  // Whether to draw this frame. `version` fingerprints what the screen shows (App::version);
  // a change of `step` (a small animation such as a spinner) draws this one frame only.
  bool needed(bool input, bool busy, const std::string& version, int step);
  // The fingerprints before and after drawing. A click handled while drawing changes it
  // (ImGui takes a press and its release in separate frames, so this happens in a settling
  // frame too): that frame showed part of the old state, so a few frames more are drawn.
  void drawn(const std::string& before, const std::string& after);

 private:
  std::string drawn_;
  int settle_ = 0;
  int step_ = -1;
};

}  // namespace rdweb
