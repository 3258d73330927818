// Share links (core/rules/link.h) as `rd unlink` and the page read them: any text gives a
// game or a message, never a crash or a hang; a link that is accepted is the link its
// game makes again (one game, one link). Each input is also tried with its checksum made
// right, so that mutations reach the decoder behind the checksum.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "bits.h"
#include "link.h"

namespace {

void check(const std::string& text) {
  auto read = rd::decode_link(rd::standard_board(), text);
  if (auto* match = std::get_if<rd::Match>(&read)) {
    if (rd::encode_link(*match) != text) std::abort();  // an accepted link must be its game's link
  } else if (rd::english(std::get<rd::Problem>(read)).empty()) {
    std::abort();  // a refusal always says why
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  check(text);
  const std::string head = "rd" + std::to_string(rd::kLinkFormat) + ".";
  if (text.compare(0, head.size(), head) != 0) return 0;
  const auto bytes = rd::from_base64url(text.substr(head.size()));
  if (bytes && bytes->size() >= 4) check(rd::link_from_payload(bytes->substr(0, bytes->size() - 4)));
  return 0;
}
