// The byte strings of online play (hashes, salts, seed shares) and their text in messages:
// lowercase hexadecimal, two digits a byte, one way to write each value, so that a message
// encoded and decoded again is the same message.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace rd {

using Digest = std::array<uint8_t, 32>;   // a SHA-256 hash
using Bytes16 = std::array<uint8_t, 16>;  // a salt or a seed share
// SHA-256, given by the caller: the page's (a JavaScript library), OpenSSL's in the tests.
// The core holds no cryptography of its own.
using Sha256 = std::function<Digest(std::string_view)>;
// Random bytes for salts and shares, given by the caller (a cryptographic source in the
// page; a seeded one in the tests, so that they are deterministic).
using RandomBytes = std::function<Bytes16()>;

// A digest's first 8 bytes, big-endian: a seed drawn from it (the round's, a slot's).
inline uint64_t first_word(const Digest& digest) {
  uint64_t word = 0;
  for (size_t i = 0; i < 8; ++i) word = word << 8 | digest[i];
  return word;
}

std::string to_hex(const uint8_t* bytes, size_t size);
template <size_t N>
std::string to_hex(const std::array<uint8_t, N>& bytes) {
  return to_hex(bytes.data(), N);
}
// Exactly 2 * size lowercase hex digits into `out`; false (out unspecified) otherwise.
bool from_hex(std::string_view text, uint8_t* out, size_t size);
template <size_t N>
std::optional<std::array<uint8_t, N>> from_hex(std::string_view text) {
  std::array<uint8_t, N> out{};
  if (!from_hex(text, out.data(), N)) return std::nullopt;
  return out;
}

}  // namespace rd
