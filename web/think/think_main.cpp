// The thinking worker's engine (shell/think-worker.js calls rd_think): one request in, its
// answer out (think_request.h). Built with Emscripten into think.js and think.wasm.
#include <string>

#include "think_request.h"

extern "C" {
// The answer to `request`, valid until the next call.
const char* rd_think(const char* request) {
  static std::string answer;
  answer = rdweb::answer_think_request(request);
  return answer.c_str();
}
}
