// A thinking worker for the native tests (thinker.h): it answers through the same request
// and answer as the page's worker (web/think/think_request.h), frames later.
#pragma once
#include <functional>
#include <map>
#include <string>
#include <utility>

#include "think_request.h"
#include "thinker.h"

namespace rdweb {

// A worker that answers each request `delay` polls after it was asked, by answer_think_request
// (or by `reply`, to break it); `fail_after` requests, it fails.
class FakeWorker : public Thinker {
 public:
  int delay = 3, fail_after = 1 << 30;
  std::function<std::string(const std::string&)> reply = [](const std::string& r) { return answer_think_request(r); };
  int asked = 0, answered = 0;

  int ask(const std::string& request) override {
    if (failed()) return -1;
    pending_[++asked] = {delay, request};
    return asked;
  }
  std::optional<std::string> answer(int id) override {
    auto it = pending_.find(id);
    if (failed() || it == pending_.end() || it->second.first-- > 0) return std::nullopt;
    const std::string request = it->second.second;
    pending_.erase(it);
    ++answered;
    return reply(request);
  }
  bool failed() const override { return asked > fail_after; }

 private:
  std::map<int, std::pair<int, std::string>> pending_;  // polls to go, request
};

}  // namespace rdweb
