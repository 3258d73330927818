// Drawing only when something changed (a browser page at 60 Hz on an unchanged screen is a
// steady drain on a laptop or phone battery): input, a change of the game or the UI, an
// animation or computers at work, or a request (the test hooks ask for fresh frames while
// they watch). After any of these a few frames more let ImGui settle (hover, sizes).
#pragma once
#include <string>

namespace rdweb {

// Draw the next frame even if nothing changed.
void request_frame();

class Redraw {
 public:
  // Whether to draw this frame. `version` fingerprints what the screen shows (App::version);
  // a change of `step` (a small animation such as a spinner) draws this one frame only.
  bool needed(bool input, bool busy, const std::string& version, int step);
  // The fingerprint after drawing (a click handled while drawing changes it).
  void drawn(const std::string& version) { drawn_ = version; }

 private:
  std::string drawn_;
  int settle_ = 0;
  int step_ = -1;
};

}  // namespace rdweb
