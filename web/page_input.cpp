#include "page_input.h"

#include "app.h"

namespace rdweb {
namespace {
App* page_app = nullptr;
}

void set_page_app(App* app) { page_app = app; }

}  // namespace rdweb

// `text` is empty when the file was too large to read (`size` says how large).
extern "C" void rd_open_record(const char* name, const char* text, double size) {
  if (rdweb::page_app) rdweb::page_app->open_record(name, text, size);
}
