#include "journal.h"

#include <array>
#include <nlohmann/json.hpp>

#include "card.h"

namespace rd {

namespace {
using nlohmann::json;
constexpr std::array<std::string_view, 7> kKinds = {"lock",     "choose",          "receive", "timed-lock",
                                                    "stand-in", "think-elsewhere", "answer"};  // by Journal::Kind
bool is_lock(Journal::Kind kind) { return kind == Journal::Kind::kLock || kind == Journal::Kind::kTimedLock; }
}  // namespace

std::string encode_journal(const Journal& journal) {
  json random = json::array(), acts = json::array();
  for (const Bytes16& bytes : journal.random) random.push_back(to_hex(bytes));
  for (const Journal::Entry& e : journal.entries) {
    std::string text = e.text;
    if (is_lock(e.kind)) {
      text.clear();
      for (Card card : e.program) text += (text.empty() ? "" : ",") + card_name(card);
    }
    acts.push_back({kKinds[size_t(e.kind)], text});
  }
  return json{{"random", random}, {"acts", acts}}.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::optional<Journal> decode_journal(std::string_view text) {
  const json j = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
  if (!j.is_object() || !j.contains("random") || !j.contains("acts") || !j["random"].is_array() || !j["acts"].is_array()) return std::nullopt;
  Journal journal;
  for (const json& r : j["random"]) {
    if (!r.is_string()) return std::nullopt;
    const auto bytes = from_hex<16>(r.get<std::string>());
    if (!bytes) return std::nullopt;
    journal.random.push_back(*bytes);
  }
  for (const json& a : j["acts"]) {
    if (!a.is_array() || a.size() != 2 || !a[0].is_string() || !a[1].is_string()) return std::nullopt;
    const auto kind = std::find(kKinds.begin(), kKinds.end(), a[0].get<std::string>());
    if (kind == kKinds.end()) return std::nullopt;
    Journal::Entry e{Journal::Kind(kind - kKinds.begin()), {}, a[1].get<std::string>()};
    if (is_lock(e.kind)) {
      size_t slot = 0, start = 0;
      const std::string cards = e.text + ",";
      for (size_t comma; (comma = cards.find(',', start)) != std::string::npos; start = comma + 1) {
        const auto card = parse_card(std::string_view(cards).substr(start, comma - start));
        if (!card || slot >= e.program.size()) return std::nullopt;
        e.program[slot++] = *card;
      }
      if (slot != e.program.size()) return std::nullopt;
      e.text.clear();
    }
    journal.entries.push_back(std::move(e));
  }
  return journal;
}

}  // namespace rd
