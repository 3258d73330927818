#include "message.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "choice_json.h"
#include "json_reader.h"
#include "names.h"

namespace rd {

namespace {
using nlohmann::json;
using nlohmann::ordered_json;

constexpr std::array<std::string_view, 6> kKindNames = {"commit",      "reveal",      "choice",
                                                        "seed-commit", "seed-reveal", "check"};  // by MessageKind
constexpr std::array<std::string_view, 14> kDecodeNames = {
#define RD_DECODE_NAME(name) #name,
    RD_DECODE_ERRORS(RD_DECODE_NAME)
#undef RD_DECODE_NAME
};
static_assert(size_t(DecodeCode::kUnknownDecision) + 1 == kDecodeNames.size(), "a name for every decode code");

// The fields every message has, then each kind's own, in the order encode() writes them.
constexpr std::array<std::string_view, 5> kEnvelope = {"v", "table", "from", "seq", "t"};
std::vector<std::string_view> kind_fields(MessageKind kind) {
  switch (kind) {
    case MessageKind::kCommit: return {"round", "hashes", "timed"};
    case MessageKind::kReveal: return {"round", "slot", "card", "salt"};
    case MessageKind::kChoice: return {"step", "choice"};
    case MessageKind::kSeedCommit: return {"round", "hash"};
    case MessageKind::kSeedReveal: return {"round", "share", "salt", "commits"};
    case MessageKind::kCheck: return {"round", "digest"};
  }
  return {};
}
void read_choice(Reader& outer, Message& m) {
  const json* j = outer.field("choice");
  if (j) read_choice_object(outer, *j, "choice", m.choice);
}

void read_kind_fields(Reader& r, Message& m) {
  // Round 0 is only the first player's draw, before round 1: seed messages only.
  const bool seed = m.kind == MessageKind::kSeedCommit || m.kind == MessageKind::kSeedReveal;
  if (m.kind != MessageKind::kChoice) m.round = int(r.number("round", seed ? 0 : 1, kMaxMessageRound));
  switch (m.kind) {
    case MessageKind::kCommit: {
      const json* hashes = r.field("hashes");
      if (!hashes) return;
      if (!hashes->is_array()) return void(r.fail(DecodeCode::kWrongType, "hashes"));
      if (hashes->size() != size_t(kSlots)) return void(r.fail(DecodeCode::kOutOfRange, "hashes"));
      for (size_t s = 0; s < size_t(kSlots) && !r.error; ++s) {
        if (!(*hashes)[s].is_string()) return void(r.fail(DecodeCode::kWrongType, "hashes"));
        m.hashes[s] = r.from_hex_in<32>((*hashes)[s].get<std::string>(), "hashes");
      }
      const json* timed = r.optional_field("timed");
      // Written only when true: one spelling of each message.
      if (timed && !timed->is_boolean()) return void(r.fail(DecodeCode::kWrongType, "timed"));
      if (timed && !timed->get<bool>()) return void(r.fail(DecodeCode::kOutOfRange, "timed"));
      m.timed = timed != nullptr;
      return;
    }
    case MessageKind::kReveal: {
      m.slot = int(r.number("slot", 1, kSlots));
      const std::string card = r.text("card");
      if (r.error) return;
      const auto parsed = parse_card(card);
      if (!parsed) return void(r.fail(DecodeCode::kUnknownCard, "card"));
      m.card = *parsed;
      m.salt = r.hex<16>("salt");
      return;
    }
    case MessageKind::kChoice:
      m.step = uint32_t(r.number("step", 0, kMaxMessageCount));
      return read_choice(r, m);
    case MessageKind::kSeedCommit: m.hash = r.hex<32>("hash"); return;
    case MessageKind::kSeedReveal:
      m.share = r.hex<16>("share");
      m.salt = r.hex<16>("salt");
      m.commits = r.hex<32>("commits");
      return;
    case MessageKind::kCheck: m.digest = r.hex<32>("digest"); return;
  }
}

}  // namespace

bool valid_table_id(std::string_view id) {
  if (id.empty() || id.size() > kMaxTableIdBytes) return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  });
}

std::string_view message_kind_name(MessageKind kind) { return kKindNames[size_t(kind)]; }
std::string_view decode_code_name(DecodeCode code) { return kDecodeNames[size_t(code)]; }

bool Message::operator==(const Message& o) const {
  return table == o.table && from == o.from && seq == o.seq && kind == o.kind && round == o.round && slot == o.slot &&
         card == o.card && salt == o.salt && share == o.share && hashes == o.hashes && hash == o.hash && digest == o.digest &&
         commits == o.commits && timed == o.timed &&
         step == o.step && choice == o.choice;
}

std::string encode(const Message& m) {
  ordered_json j = {{"v", kMessageVersion},
                    {"table", m.table},
                    {"from", m.from >= 0 && m.from < kColors ? color_name(m.from) : ""},
                    {"seq", m.seq},
                    {"t", message_kind_name(m.kind)}};
  if (m.kind != MessageKind::kChoice) j["round"] = m.round;
  switch (m.kind) {
    case MessageKind::kCommit: {
      ordered_json hashes = ordered_json::array();
      for (const Digest& h : m.hashes) hashes.push_back(to_hex(h));
      j["hashes"] = hashes;
      if (m.timed) j["timed"] = true;
      break;
    }
    case MessageKind::kReveal:
      j["slot"] = m.slot;
      j["card"] = card_name(m.card);
      j["salt"] = to_hex(m.salt);
      break;
    case MessageKind::kChoice:
      j["step"] = m.step;
      j["choice"] = choice_json(m.choice);
      break;
    case MessageKind::kSeedCommit: j["hash"] = to_hex(m.hash); break;
    case MessageKind::kSeedReveal:
      j["share"] = to_hex(m.share);
      j["salt"] = to_hex(m.salt);
      j["commits"] = to_hex(m.commits);
      break;
    case MessageKind::kCheck: j["digest"] = to_hex(m.digest); break;
  }
  // Replace, never throw, on a string that is not UTF-8 (only a caller's bad table id could be).
  return j.dump(-1, ' ', false, ordered_json::error_handler_t::replace);
}

std::variant<Message, DecodeError> decode(std::string_view text) {
  auto object = read_message_object(text);
  if (const auto* error = std::get_if<DecodeError>(&object)) return *error;
  const json& j = std::get<MessageObject>(object).json;
  const std::string& kind = std::get<MessageObject>(object).kind;
  Reader r(j, "");
  Message m;
  const auto k = std::find(kKindNames.begin(), kKindNames.end(), kind);
  if (k == kKindNames.end()) return DecodeError{DecodeCode::kUnknownKind, "t"};
  m.kind = MessageKind(k - kKindNames.begin());
  std::vector<std::string_view> allowed(kEnvelope.begin(), kEnvelope.end());
  for (std::string_view f : kind_fields(m.kind)) allowed.push_back(f);
  r.only(allowed);
  m.table = r.text("table");
  if (!r.error && !valid_table_id(m.table)) r.fail(DecodeCode::kBadTableId, "table");
  const std::string from = r.text("from");
  if (!r.error) {
    const auto color = parse_color(from);
    if (!color) r.fail(DecodeCode::kUnknownColor, "from");
    else m.from = *color;
  }
  m.seq = uint32_t(r.number("seq", 0, kMaxMessageCount));
  read_kind_fields(r, m);
  if (r.error) return *r.error;
  return m;
}

}  // namespace rd
