// Somewhere else the computers' decisions can be made while the page goes on drawing: in
// the page, a Web Worker running the same engine (web/think/, shell/think-worker.js). A
// Session asks it for a searching computer's decision and reads the answer in a later
// frame; without one, or once it has failed, the computers think on the main thread, a
// slice each frame, and make the same decisions.
#pragma once
#include <optional>
#include <string>

namespace rdweb {

class Thinker {
 public:
  virtual ~Thinker() = default;
  // Sends a request (think_request.h); its id for answer(), or -1 if it cannot be sent.
  virtual int ask(const std::string& request) = 0;
  // The answer to request `id` once it has come (taken: asked again, nothing), else nothing.
  virtual std::optional<std::string> answer(int id) = 0;
  // Whether it stopped working (it will answer nothing more).
  virtual bool failed() const = 0;
};

}  // namespace rdweb
