#include "test_hooks.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>

#include <nlohmann/json.hpp>

#include "app.h"
#include "layout.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace rdweb {

namespace {
constexpr int kKeptFrames = 120;
std::array<double, kKeptFrames> frame_ms{}, ui_ms{};
int frames = 0;
const App* app = nullptr;
std::string reply;  // the last answer handed to JavaScript
}  // namespace

void set_test_app(const App* a) { app = a; }

void frame_done(double ms, double ui) {
  frame_ms[frames % kKeptFrames] = ms;
  ui_ms[frames % kKeptFrames] = ui;
  ++frames;
#ifdef __EMSCRIPTEN__
  if (frames == 1) EM_ASM({ if (window.rdShell) window.rdShell.firstFrame(); });
#endif
}

}  // namespace rdweb

using rdweb::reply;

namespace {
std::string recent(const std::array<double, rdweb::kKeptFrames>& ms) {
  std::string out = "[";
  const int n = std::min(rdweb::frames, rdweb::kKeptFrames);
  for (int i = 0; i < n; ++i) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%s%.3f", i ? "," : "", ms[(rdweb::frames - n + i) % rdweb::kKeptFrames]);
    out += buf;
  }
  return out + "]";
}
}  // namespace

// {"frames": total, "recent": [ms, ...], "ui": [ms, ...]}: the work time of recent frames,
// and the part of it spent building the UI (the rest is drawing).
extern "C" const char* rd_frame_stats() {
  reply = "{\"frames\":" + std::to_string(rdweb::frames) + ",\"recent\":" + recent(rdweb::frame_ms) +
          ",\"ui\":" + recent(rdweb::ui_ms) + "}";
  return reply.c_str();
}

// The current game's record (RULES.md §8), or "null" on the setup screen.
extern "C" const char* rd_record() {
  const rdweb::Session* s = rdweb::app ? rdweb::app->session() : nullptr;
  reply = s ? s->match().record_text(-1) : "null";
  return reply.c_str();
}

// The clickable things of the last frame, with their screen rectangles (CSS pixels).
extern "C" const char* rd_layout() {
  reply = rdweb::layout_json();
  return reply.c_str();
}

// Where the game stands: screen, phase, decision, who must act and whether that is a human.
extern "C" const char* rd_status() {
  const rdweb::Session* s = rdweb::app ? rdweb::app->session() : nullptr;
  nlohmann::json status = {{"screen", rdweb::app ? rdweb::app->screen_name() : "setup"}};
  if (rdweb::app) status.update({{"problem", rdweb::app->problem()}, {"setup", rdweb::to_query(rdweb::app->config())}});
  if (s) {
    const rd::State& st = s->state();
    const char* phases[] = {"programming", "resolution", "over"};
    const char* decisions[] = {"none", "program", "stone", "pick-plank", "place-span", "remove", "move1", "move2", "jump"};
    auto color = [](int c) { return c >= 0 ? nlohmann::json(rd::color_name(c)) : nlohmann::json(nullptr); };
    status.update({{"phase", phases[int(st.phase())]}, {"decision", decisions[int(st.decision())]},
                   {"round", st.round()}, {"slot", st.slot() + 1}, {"actor", color(st.actor())},
                   {"human", color(s->waiting_human())}, {"winner", color(st.winner())}});
  }
  reply = status.dump();
  return reply.c_str();
}
