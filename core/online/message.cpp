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

// The fields every message has, written first in this order.
constexpr std::array<std::string_view, 5> kEnvelope = {"v", "table", "from", "seq", "t"};

constexpr uint8_t kind_bit(MessageKind kind) { return uint8_t(1u << unsigned(kind)); }
constexpr uint8_t kCommitBit = kind_bit(MessageKind::kCommit), kRevealBit = kind_bit(MessageKind::kReveal),
                  kChoiceBit = kind_bit(MessageKind::kChoice), kSeedCommitBit = kind_bit(MessageKind::kSeedCommit),
                  kSeedRevealBit = kind_bit(MessageKind::kSeedReveal), kCheckBit = kind_bit(MessageKind::kCheck);
constexpr uint8_t kRoundKinds = kCommitBit | kRevealBit | kSeedCommitBit | kSeedRevealBit | kCheckBit;

// Every field a kind may have after the envelope, once: the kinds that have it, how it is
// read and how it is written (a null value: not written). This one table drives encode(),
// decode() and the check that a message holds no field its kind does not have; its order is
// the order encode() writes and decode() reads (so which error a broken message gives).
struct FieldRow {
  std::string_view name;
  uint8_t kinds;
  void (*read)(Reader&, Message&);
  ordered_json (*write)(const Message&);
};

void read_hashes(Reader& r, Message& m) {
  const json* hashes = r.field("hashes");
  if (!hashes) return;
  if (!hashes->is_array()) return void(r.fail(DecodeCode::kWrongType, "hashes"));
  if (hashes->size() != size_t(kSlots)) return void(r.fail(DecodeCode::kOutOfRange, "hashes"));
  for (size_t s = 0; s < size_t(kSlots) && !r.error; ++s) {
    if (!(*hashes)[s].is_string()) return void(r.fail(DecodeCode::kWrongType, "hashes"));
    m.hashes[s] = r.from_hex_in<32>((*hashes)[s].get<std::string>(), "hashes");
  }
}

ordered_json write_hashes(const Message& m) {
  ordered_json hashes = ordered_json::array();
  for (const Digest& h : m.hashes) hashes.push_back(to_hex(h));
  return hashes;
}

// Written only when true: one spelling of each message.
void read_timed(Reader& r, Message& m) {
  const json* timed = r.optional_field("timed");
  if (timed && !timed->is_boolean()) return void(r.fail(DecodeCode::kWrongType, "timed"));
  if (timed && !timed->get<bool>()) return void(r.fail(DecodeCode::kOutOfRange, "timed"));
  m.timed = timed != nullptr;
}

void read_card(Reader& r, Message& m) {
  const std::string card = r.text("card");
  if (r.error) return;
  const auto parsed = parse_card(card);
  if (!parsed) return void(r.fail(DecodeCode::kUnknownCard, "card"));
  m.card = *parsed;
}

void read_choice(Reader& r, Message& m) {
  const json* j = r.field("choice");
  if (j) read_choice_object(r, *j, "choice", m.choice);
}

const std::array<FieldRow, 12> kFields = {{
    {"round", kRoundKinds,
     [](Reader& r, Message& m) {
       // Round 0 is only the first player's draw, before round 1: seed messages only.
       const bool seed = m.kind == MessageKind::kSeedCommit || m.kind == MessageKind::kSeedReveal;
       m.round = int(r.number("round", seed ? 0 : 1, kMaxMessageRound));
     },
     [](const Message& m) { return ordered_json(m.round); }},
    {"hashes", kCommitBit, read_hashes, write_hashes},
    {"timed", kCommitBit, read_timed, [](const Message& m) { return m.timed ? ordered_json(true) : ordered_json(); }},
    {"slot", kRevealBit, [](Reader& r, Message& m) { m.slot = int(r.number("slot", 1, kSlots)); },
     [](const Message& m) { return ordered_json(m.slot); }},
    {"card", kRevealBit, read_card, [](const Message& m) { return ordered_json(card_name(m.card)); }},
    {"share", kSeedRevealBit, [](Reader& r, Message& m) { m.share = r.hex<16>("share"); },
     [](const Message& m) { return ordered_json(to_hex(m.share)); }},
    {"salt", kRevealBit | kSeedRevealBit, [](Reader& r, Message& m) { m.salt = r.hex<16>("salt"); },
     [](const Message& m) { return ordered_json(to_hex(m.salt)); }},
    {"commits", kSeedRevealBit, [](Reader& r, Message& m) { m.commits = r.hex<32>("commits"); },
     [](const Message& m) { return ordered_json(to_hex(m.commits)); }},
    {"hash", kSeedCommitBit, [](Reader& r, Message& m) { m.hash = r.hex<32>("hash"); },
     [](const Message& m) { return ordered_json(to_hex(m.hash)); }},
    {"step", kChoiceBit, [](Reader& r, Message& m) { m.step = uint32_t(r.number("step", 0, kMaxMessageCount)); },
     [](const Message& m) { return ordered_json(m.step); }},
    {"choice", kChoiceBit, read_choice, [](const Message& m) { return choice_json(m.choice); }},
    {"digest", kCheckBit, [](Reader& r, Message& m) { m.digest = r.hex<32>("digest"); },
     [](const Message& m) { return ordered_json(to_hex(m.digest)); }},
}};

bool has(const FieldRow& row, MessageKind kind) { return (row.kinds & kind_bit(kind)) != 0; }

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
  for (const FieldRow& row : kFields)
    if (has(row, m.kind))
      if (ordered_json value = row.write(m); !value.is_null()) j[std::string(row.name)] = std::move(value);
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
  for (const FieldRow& row : kFields)
    if (has(row, m.kind)) allowed.push_back(row.name);
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
  for (const FieldRow& row : kFields)
    if (has(row, m.kind)) row.read(r, m);
  if (r.error) return *r.error;
  return m;
}

}  // namespace rd
