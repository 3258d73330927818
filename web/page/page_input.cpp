#include "page/page_input.h"

#include "app.h"

namespace rdweb {
namespace {
App* page_app = nullptr;
}

void set_page_app(App* app) { page_app = app; }

}  // namespace rdweb

// A game record chosen in the file picker or dropped on the page; `text` is empty when the file was too large to read (`size` says how large).
extern "C" void rd_open_record(const char* name, const char* text, double size) {
  if (rdweb::page_app) rdweb::page_app->open_record(name, text, size);
}

// Whether the browser let a share link be copied (platform.cpp's copy_link).
extern "C" void rd_link_copied(int ok) {
  if (rdweb::page_app) rdweb::page_app->link_copied(ok != 0);
}

// The address's fragment changed without a reload (a share link pasted into this tab).
extern "C" void rd_open_link(const char* fragment) {
  if (rdweb::page_app) rdweb::page_app->open_link(fragment);
}
