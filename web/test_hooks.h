// The page's hooks for browser tests (window.rdTest, see README): ready flag, frame
// times, the game record, the clickable layout and a status summary.
#pragma once

namespace rdweb {

// What a drawn frame's work was made of, in ms: the computers' turn before it (App::update:
// a searching bot thinks up to its budget each frame), building the UI (ImGui's NewFrame to
// Render: the screens, the board, the panels), and the whole frame (the rest is GL drawing).
struct FrameTimes {
  double total = 0, think = 0, ui = 0;
  bool painted = true;  // false: the frame's picture was the one on screen, not sent to GL again
};
// Called at the end of every drawn frame; marks the page ready after the first.
void frame_done(const FrameTimes& times);
// Called when the font atlas is rasterised again: at `scale` device pixels per CSS pixel,
// into a texture of w × h.
void fonts_built(float scale, int w, int h);

}  // namespace rdweb
