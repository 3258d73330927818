// A strict reader of one JSON object's fields, for the online messages (message.h) and the
// lobby's (lobby.h): the first error is kept and every later read returns a default value,
// so that a decoder reads straight through and asks once at the end.
#pragma once
#include <algorithm>
#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "hex.h"
#include "message.h"

namespace rd {

class Reader {
 public:
  Reader(const nlohmann::json& object, std::string prefix) : object_(object), prefix_(std::move(prefix)) {}
  std::optional<DecodeError> error;

  const nlohmann::json* field(std::string_view key) {
    if (error) return nullptr;
    const auto it = object_.find(std::string(key));
    if (it == object_.end()) return fail(DecodeCode::kMissingField, key);
    return &*it;
  }
  // A field that may be absent (nullptr then, with no error).
  const nlohmann::json* optional_field(std::string_view key) const {
    if (error) return nullptr;
    const auto it = object_.find(std::string(key));
    return it == object_.end() ? nullptr : &*it;
  }
  std::string text(std::string_view key) {
    const nlohmann::json* j = field(key);
    if (!j) return "";
    if (!j->is_string()) return fail(DecodeCode::kWrongType, key), "";
    return j->get<std::string>();
  }
  // A whole number (no fraction, no exponent written as a float) within [lo, hi].
  int64_t number(std::string_view key, int64_t lo, int64_t hi) {
    const nlohmann::json* j = field(key);
    if (!j) return lo;
    if (!j->is_number_integer()) return fail(DecodeCode::kWrongType, key), lo;
    // nlohmann keeps a non-negative whole number unsigned: read it so, beyond int64 too.
    if (j->is_number_unsigned() && j->get<uint64_t>() > uint64_t(INT64_MAX)) return fail(DecodeCode::kOutOfRange, key), lo;
    const int64_t value = j->is_number_unsigned() ? int64_t(j->get<uint64_t>()) : j->get<int64_t>();
    if (value < lo || value > hi) return fail(DecodeCode::kOutOfRange, key), lo;
    return value;
  }
  template <size_t N>
  std::array<uint8_t, N> hex(std::string_view key) {
    const std::string t = text(key);
    if (error) return {};
    return from_hex_in<N>(t, key);
  }
  template <size_t N>
  std::array<uint8_t, N> from_hex_in(const std::string& t, std::string_view key) {
    const auto bytes = from_hex<N>(t);
    if (!bytes) return fail(DecodeCode::kBadHex, key), std::array<uint8_t, N>{};
    return *bytes;
  }
  // No field but `allowed`.
  void only(const std::vector<std::string_view>& allowed) {
    if (error) return;
    for (const auto& [key, value] : object_.items())
      if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) return void(fail(DecodeCode::kUnexpectedField, key));
  }
  std::nullptr_t fail(DecodeCode code, std::string_view key) {
    if (!error) error = DecodeError{code, prefix_ + std::string(key)};
    return nullptr;
  }

 private:
  const nlohmann::json& object_;
  std::string prefix_;
};

// The start every message of an online table shares (message.h, lobby.h): at most
// kMaxMessageBytes, one JSON object, the format's version "v" first (a later format may
// have other fields, and must be told as such), then its kind "t".
struct MessageObject {
  nlohmann::json json;
  std::string kind;
};
inline std::variant<MessageObject, DecodeError> read_message_object(std::string_view text) {
  if (text.size() > kMaxMessageBytes) return DecodeError{DecodeCode::kTooLong, ""};
  MessageObject m{nlohmann::json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false), ""};
  if (m.json.is_discarded()) return DecodeError{DecodeCode::kNotJson, ""};
  if (!m.json.is_object()) return DecodeError{DecodeCode::kNotAnObject, ""};
  Reader r(m.json, "");
  if (r.number("v", INT32_MIN, INT32_MAX) != kMessageVersion && !r.error) r.fail(DecodeCode::kWrongVersion, "v");
  m.kind = r.text("t");
  if (r.error) return *r.error;
  return m;
}

}  // namespace rd
