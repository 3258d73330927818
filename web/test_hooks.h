// The page's hooks for browser tests (window.rdTest, see README): ready flag, frame
// times, the game record, the clickable layout and a status summary.
#pragma once

namespace rdweb {

class App;
void set_test_app(const App* app);
// Called at the end of every frame with its duration and the part spent building the UI
// (the rest is drawing); marks the page ready after the first.
void frame_done(double ms, double ui_ms);
// Called when the font atlas is rasterised again: at `scale` device pixels per CSS pixel,
// into a texture of w × h.
void fonts_built(float scale, int w, int h);

}  // namespace rdweb
