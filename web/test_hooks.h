// The page's hooks for browser tests (window.rdTest, see README): ready flag and frame times.
#pragma once

namespace rdweb {

double now_ms();
// Called at the end of every frame with its duration; marks the page ready after the first.
void frame_done(double ms);

}  // namespace rdweb
