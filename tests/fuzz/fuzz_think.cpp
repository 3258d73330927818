// The thinking workers' requests and answers (web/think/think_request.h), as the worker and
// the page read them: any text gives an answer or nothing, never a crash or a hang. An
// answer the worker gives is read back by the page as a legal decision of the color asked.
// Requests naming a searching level are left out: their search is the work asked for, not
// the reader, and would take the fuzzer's time. A computer's turn at an online table
// ({"turn": ...}, computer_turn_text.h) answered is a decision that reads back.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include <nlohmann/json.hpp>

#include "link.h"
#include "think_request.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const nlohmann::json request = nlohmann::json::parse(text, nullptr, false);
  if (request.is_object() && request.contains("bots") && request["bots"].is_array())
    for (const auto& bot : request["bots"])
      if (bot == "hard" || bot == "master") return 0;
  const bool turn = request.is_object() && request.size() == 1 && request.contains("turn");
  if (turn && request["turn"].is_object() && request["turn"].contains("level") &&
      (request["turn"]["level"] == "hard" || request["turn"]["level"] == "master"))
    return 0;
  const std::string answer = rdweb::answer_think_request(text);
  if (turn) {
    if (!answer.empty() && !rdweb::read_turn_answer(answer)) std::abort();
  } else if (!answer.empty()) {
    if (!request.is_object()) std::abort();  // an answer to text the page's reader refuses
    // Asked of a real game for a real color: the page reads the answer as that color's decision.
    auto asked = rd::decode_link(rd::standard_board(), request["link"].get<std::string>());
    if (!std::holds_alternative<rd::Match>(asked)) std::abort();
    if (!rdweb::read_think_answer(std::get<rd::Match>(asked), request["color"].get<int>(), answer)) std::abort();
  }
  // Any text as a worker's answer to a fresh two-player game: a decision or nothing.
  static const rd::Match start(rd::standard_board(), {2, rd::Variant::kStandard, rd::kPink});
  (void)rdweb::read_think_answer(start, rd::kPink, text);
  return 0;
}
