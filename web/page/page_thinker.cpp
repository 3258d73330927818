#include "page/page_thinker.h"

#include <cstdlib>
#include <string>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace rdweb {

#ifdef __EMSCRIPTEN__
namespace {

EM_JS(int, js_thinker_ask, (int id, const char* request), { return window.rdThinker.ask(id, UTF8ToString(request)) ? 1 : 0; });

// The answer as malloc'ed UTF-8, or null while there is none.
EM_JS(char*, js_thinker_answer, (int id), {
  var s = window.rdThinker.answer(id);
  if (s === null) return 0;
  var n = lengthBytesUTF8(s) + 1, p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});

EM_JS(int, js_thinker_state, (), { return window.rdThinker.failed() ? 2 : window.rdThinker.started() ? 1 : 0; });

class WorkerThinker : public Thinker {
 public:
  int ask(const std::string& request) override {
    const int id = next_id_++;
    return js_thinker_ask(id, request.c_str()) ? id : -1;
  }
  std::optional<std::string> answer(int id) override {
    char* text = js_thinker_answer(id);
    if (!text) return std::nullopt;
    std::string answer(text);
    std::free(text);
    return answer;
  }
  bool failed() const override { return js_thinker_state() == 2; }

 private:
  int next_id_ = 1;
};

}  // namespace

Thinker* page_thinker() {
  static WorkerThinker thinker;
  return &thinker;
}

const char* thinker_state() {
  switch (js_thinker_state()) {
    case 1: return "worker";
    case 2: return "page";
    default: return "starting";
  }
}
#else
Thinker* page_thinker() { return nullptr; }
const char* thinker_state() { return "page"; }
#endif

}  // namespace rdweb
