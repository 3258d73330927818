#include "page_input.h"

#include "app.h"
#include "redraw.h"

namespace rdweb {
namespace {
App* the_app = nullptr;

// A call from the page's JavaScript comes with no SDL event, so the main loop would not know
// that the screen must change: every one asks for a frame (a message shown, a viewer opened).
template <class Call>
void from_page(Call call) {
  if (!the_app) return;
  call(*the_app);
  request_frame();
}
}  // namespace

void set_page_app(App* app) { the_app = app; }
const App* page_app() { return the_app; }
App* page_app_to_drive() { return the_app; }

}  // namespace rdweb

// A game record chosen in the file picker or dropped on the page; `text` is empty when the file was too large to read (`size` says how large).
extern "C" void rd_open_record(const char* name, const char* text, double size) {
  rdweb::from_page([&](rdweb::App& app) { app.open_record(name, text, size); });
}

// Whether the browser let a link be copied (platform.cpp's copy_link; 0: shown to copy by hand).
extern "C" void rd_link_copied(int ok) {
  rdweb::from_page([&](rdweb::App& app) { app.link_copied(ok != 0); });
}

// Another tab changed the page's storage (shell.js's storage event): whose is the saved game.
extern "C" void rd_storage_changed() {
  rdweb::from_page([&](rdweb::App& app) { app.storage_changed(); });
}

// The address's fragment changed without a reload (a share link pasted into this tab).
extern "C" void rd_open_link(const char* fragment) {
  rdweb::from_page([&](rdweb::App& app) { app.open_link(fragment); });
}
