// River Dragons' frontend: SDL2 window + OpenGL (WebGL2 in the browser) + Dear ImGui.
// The main loop is thin and linear: events, new frame, draw the UI from the game state, present.
#include <string>
#include <SDL.h>
#include <SDL_opengl.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl2.h>

#include <cstdio>

#include "app.h"
#include "ui/palette.h"
#include "page/layout.h"
#include "ui/marks.h"
#include "ui/text_fit.h"
#include "page_input.h"
#include "page/platform.h"
#include "redraw.h"
#include "test_hooks.h"
#include "ui/touch_state.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>
#endif

namespace {

struct Frontend {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  float font_scale = 0;
  double pixel_ratio = 0;  // the browser's devicePixelRatio the canvas was last sized for
  bool running = true;
  rdweb::App app;
  rdweb::TouchState touch;  // fingers, pinches and swipes between frames (ui/touch.h)
  rdweb::Redraw redraw;
  std::string boxes;  // the last frame's windows (rdweb::window_boxes)
  std::string shown;  // and its App::version
  std::uint64_t painted = 0;  // the paint_fingerprint of the image on screen
  bool repaint = true;        // the drawing buffer was lost (the canvas resized) or the font texture changed
};

#ifdef __EMSCRIPTEN__
// Keep the canvas the size of the browser window, its backing store at devicePixelRatio
// (SDL scales it). A new ratio with the same CSS size (a window moved to another screen;
// browser zoom where no resize event comes) needs the size set again: SDL reads the ratio
// there. True when anything changed.
bool follow_browser_size(Frontend& f) {
  const int css_w = EM_ASM_INT({ return window.innerWidth; });
  const int css_h = EM_ASM_INT({ return window.innerHeight; });
  const double ratio = emscripten_get_device_pixel_ratio();
  int w = 0, h = 0;
  SDL_GetWindowSize(f.window, &w, &h);
  if (css_w == w && css_h == h && ratio == f.pixel_ratio) return false;
  f.pixel_ratio = ratio;
  SDL_SetWindowSize(f.window, css_w, css_h);
  return true;
}
constexpr const char* kFontPath = "/fonts/ui.ttf";
// A point on the page's timeline (performance.mark): tests/e2e/perf.test.mjs breaks the time
// to the first frame down with these.
void mark(const char* name) { EM_ASM({ performance.mark(UTF8ToString($0)); }, name); }
#else
void mark(const char*) {}
bool follow_browser_size(Frontend&) { return false; }
constexpr const char* kFontPath = RD_FONT_PATH;
#endif

// Fonts are rasterised at the display's pixel density so text stays crisp on high-DPI.
// True when they were (re)built.
bool load_fonts(Frontend& f) {
  int w = 0, h = 0, dw = 0, dh = 0;
  SDL_GetWindowSize(f.window, &w, &h);
  SDL_GL_GetDrawableSize(f.window, &dw, &dh);
  const float scale = w > 0 ? float(dw) / float(w) : 1.0f;
  if (scale == f.font_scale) return false;
  f.font_scale = scale;
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // web/CMakeLists.txt: the page's font has these; headings and titles draw only words.
  static const ImWchar all[] = {RD_FONT_RANGES, 0}, words[] = {RD_TEXT_RANGES, 0};
  // Rows packed to the height they need, not the next power of two (WebGL 2 takes any size),
  // and wider rows at 3: no side above 4096, which every phone's GPU accepts.
  io.Fonts->Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight;
  io.Fonts->TexDesiredWidth = scale > 2 ? 4096 : 0;
  for (float size : {rdweb::kBodySize, rdweb::kHeadingSize, rdweb::kTitleSize}) {
    ImFontConfig config;
    // Horizontal oversampling sharpens small text at low density; above 36 pixels, or at 2
    // and more device pixels per CSS pixel, it is not seen (Dear ImGui's own later default)
    // and only doubles the atlas (4096 × 8192 at 3: too large for phones).
    config.OversampleH = size * scale > 36 || scale >= 2 ? 1 : 2;
    ImFont* font = io.Fonts->AddFontFromFileTTF(kFontPath, size * scale, &config, size == rdweb::kBodySize ? all : words);
    if (!font) {
      std::fprintf(stderr, "cannot load the font %s\n", kFontPath);
      font = io.Fonts->AddFontDefault();
    }
    f.app.set_font(size, font);
  }
  io.FontGlobalScale = 1.0f / scale;
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  ImGui_ImplOpenGL3_CreateFontsTexture();
  rdweb::fonts_built(scale, io.Fonts->TexWidth, io.Fonts->TexHeight);
  mark("rd:fonts");
  return true;
}

void frame(void* arg) {
  Frontend& f = *static_cast<Frontend*>(arg);
  const double start = rdweb::now_ms();
  SDL_Event event;
  bool input = false;
  while (SDL_PollEvent(&event)) {
    rdweb::touch_event_first(event);
    ImGui_ImplSDL2_ProcessEvent(&event);
    rdweb::touch_event(event);
    if (event.type == SDL_QUIT) f.running = false;
    input = true;
  }
  rdweb::touch_frame_done();
  if (follow_browser_size(f)) input = f.repaint = true;
  if (load_fonts(f)) input = f.repaint = true;
  f.app.update(start);
  const double updated = rdweb::now_ms();
  // Nothing changed, nothing moves: the last image stays on screen.
  const std::string version = f.app.version();
  if (!f.redraw.needed(input, f.app.busy(start) || rdweb::gliding(), version, f.app.animation_step(start))) return;
  std::string drawn, before = version;
  const bool quiet = !input && !rdweb::input_pending() && version == f.shown;  // nothing new since the frame shown last
  rdweb::follow_pointer_kind();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  // A frame whose windows moved or resized while it was built, or whose building changed what
  // the screen shows (a click opened the menu), is built again (at most twice more) before it
  // is shown: a screen's first frame has its final layout (redraw.h). A second build sees no
  // new input, so nothing is pressed twice.
  for (int build = 0;; ++build) {
    rdweb::layout_begin_frame();
    rdweb::marks_begin_frame();
    rdweb::text_fit_begin_frame();
    f.app.draw(start);
    drawn = f.app.version();
    rdweb::layout_end_frame(drawn == before);  // this build changed nothing
    rdweb::marks_end_frame();
    rdweb::text_fit_end_frame();
    std::string boxes = rdweb::window_boxes();
    const bool same_boxes = boxes == f.boxes, settled = same_boxes && drawn == before;
    if (build == 0 && quiet && !same_boxes) rdweb::note_stale_frame();
    f.boxes = std::move(boxes);
    before = drawn;
    if (settled || build == 2) break;
    ImGui::EndFrame();
    ImGui::GetIO().DeltaTime = 1e-4f;  // no time passes between the builds of one frame
    ImGui::NewFrame();
  }
  f.redraw.drawn(version, drawn);
  f.shown = drawn;
  ImGui::Render();
  const double built = rdweb::now_ms();
  // The same picture as the one on screen is not painted again (redraw.h).
  const std::uint64_t picture = rdweb::paint_fingerprint(*ImGui::GetDrawData());
  const bool paint = f.repaint || picture != f.painted;
  if (paint) {
    const ImGuiIO& io = ImGui::GetIO();
    glViewport(0, 0, int(io.DisplaySize.x * io.DisplayFramebufferScale.x), int(io.DisplaySize.y * io.DisplayFramebufferScale.y));
    // The river banks are the clear colour: one full-screen fill fewer (software GL is fill-bound).
    const ImVec4 bank = ImGui::ColorConvertU32ToFloat4(rdweb::kBank);
    glClearColor(bank.x, bank.y, bank.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(f.window);
    f.painted = picture, f.repaint = false;
  }
  rdweb::frame_done({rdweb::now_ms() - start, updated - start, built - updated, paint});
}

}  // namespace

int main(int, char**) {
  mark("rd:main");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "SDL_Init failed: %s\n", SDL_GetError());
    return 1;
  }
#ifdef __EMSCRIPTEN__
  const char* glsl = "#version 300 es";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#else
  const char* glsl = "#version 130";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#endif
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  static Frontend f;
  f.window = SDL_CreateWindow("River Dragons", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!f.window || !(f.gl = SDL_GL_CreateContext(f.window))) {
    std::fprintf(stderr, "cannot open an OpenGL window: %s\n", SDL_GetError());
#ifdef __EMSCRIPTEN__
    EM_ASM({ if (window.rdShell) window.rdShell.noWebGL(); });  // the page says why, in words
#endif
    return 1;
  }
  SDL_GL_MakeCurrent(f.window, f.gl);
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // the layout is the game's, not the user's
  ImGui_ImplSDL2_InitForOpenGL(f.window, f.gl);
  ImGui_ImplOpenGL3_Init(glsl);
  mark("rd:gl");
  rdweb::set_touch_state(&f.touch);
  rdweb::set_touch_ui(rdweb::coarse_pointer());
  f.app.init();
  rdweb::set_page_app(&f.app);

#ifdef __EMSCRIPTEN__
  emscripten_set_main_loop_arg(frame, &f, 0, true);
#else
  while (f.running) frame(&f);
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(f.gl);
  SDL_DestroyWindow(f.window);
  SDL_Quit();
#endif
  return 0;
}
