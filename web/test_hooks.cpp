#include "test_hooks.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <string>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace rdweb {

namespace {
constexpr int kKeptFrames = 120;
std::array<double, kKeptFrames> frame_ms{};
int frames = 0;
}  // namespace

double now_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void frame_done(double ms) {
  frame_ms[frames % kKeptFrames] = ms;
  ++frames;
#ifdef __EMSCRIPTEN__
  if (frames == 1) EM_ASM({ if (window.rdShell) window.rdShell.firstFrame(); });
#endif
}

}  // namespace rdweb

// JSON: {"frames": total, "recent": [ms, ...]} for window.rdTest.frameStats().
extern "C" const char* rd_frame_stats() {
  static std::string out;
  out = "{\"frames\":" + std::to_string(rdweb::frames) + ",\"recent\":[";
  const int n = std::min(rdweb::frames, rdweb::kKeptFrames);
  for (int i = 0; i < n; ++i) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%s%.3f", i ? "," : "", rdweb::frame_ms[(rdweb::frames - n + i) % rdweb::kKeptFrames]);
    out += buf;
  }
  out += "]}";
  return out.c_str();
}
