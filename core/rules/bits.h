// Bits packed most significant first, and base64url text (RFC 4648 §5, no padding):
// what share links (link.cpp) are made of. A choice among n costs ceil(log2 n) bits.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rd {

// Bits needed to tell n values apart: 0 for n <= 1, 1 for 2, 2 for 3 or 4...
inline int bits_for(uint64_t n) {
  int bits = 0;
  while (bits < 64 && (uint64_t(1) << bits) < n) ++bits;
  return bits;
}

class BitWriter {
 public:
  void put(uint64_t value, int bits) {
    for (int i = bits - 1; i >= 0; --i) put_bit(value >> i & 1);
  }
  // One of n values (index < n).
  void put_index(uint64_t index, uint64_t n) { put(index, bits_for(n)); }
  // Elias gamma code of v >= 1: small numbers are short, any size fits.
  void put_gamma(uint64_t v) {
    const int width = bits_for(v + 1);  // bits of v
    put(0, width - 1);
    put(v, width);
  }
  // The bytes written so far, the last one padded with zero bits.
  const std::string& bytes() const { return bytes_; }

 private:
  void put_bit(unsigned bit) {
    if (used_ % 8 == 0) bytes_.push_back('\0');
    if (bit) bytes_.back() = char(uint8_t(bytes_.back()) | uint8_t(0x80u >> (used_ % 8)));
    ++used_;
  }
  std::string bytes_;
  uint64_t used_ = 0;
};

// Reads what a BitWriter wrote. Reading past the end or an index out of range sets
// failed() and returns 0, so a decoder checks once per step instead of at every read.
class BitReader {
 public:
  explicit BitReader(std::string_view bytes) : bytes_(bytes) {}
  uint64_t get(int bits) {
    uint64_t v = 0;
    for (int i = 0; i < bits; ++i) v = v << 1 | get_bit();
    return v;
  }
  uint64_t get_index(uint64_t n) {
    const uint64_t v = get(bits_for(n));
    if (v >= n) failed_ = true;
    return failed_ ? 0 : v;
  }
  uint64_t get_gamma() {
    int zeros = 0;
    while (!failed_ && get_bit() == 0)
      if (++zeros > 62) failed_ = true;
    if (failed_) return 0;
    return (uint64_t(1) << zeros) | get(zeros);
  }
  bool failed() const { return failed_; }
  // True when only the zero bits that pad the last byte are left: nothing else follows.
  bool at_padding() const {
    if (failed_ || bytes_.size() * 8 - read_ >= 8) return false;
    for (uint64_t i = read_; i < bytes_.size() * 8; ++i)
      if (bit_at(i)) return false;
    return true;
  }

 private:
  unsigned bit_at(uint64_t i) const { return uint8_t(bytes_[i / 8]) >> (7 - i % 8) & 1; }
  unsigned get_bit() {
    if (read_ >= bytes_.size() * 8) return failed_ = true, 0;
    return bit_at(read_++);
  }
  std::string_view bytes_;
  uint64_t read_ = 0;
  bool failed_ = false;
};

// base64url without padding: the characters a URL fragment carries as they are.
inline std::string base64url(std::string_view bytes) {
  static constexpr char kDigits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  std::string out;
  uint32_t acc = 0;
  int bits = 0;
  for (unsigned char byte : bytes) {
    acc = acc << 8 | byte, bits += 8;
    while (bits >= 6) out.push_back(kDigits[acc >> (bits -= 6) & 63]);
  }
  if (bits > 0) out.push_back(kDigits[acc << (6 - bits) & 63]);
  return out;
}

// The bytes, or nothing for a character outside the alphabet, an impossible length or
// unused bits that are not zero (so every byte string has exactly one text).
inline std::optional<std::string> from_base64url(std::string_view text) {
  auto value = [](char c) -> int {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    return c == '-' ? 62 : c == '_' ? 63 : -1;
  };
  if (text.size() % 4 == 1) return std::nullopt;
  std::string out;
  uint32_t acc = 0;
  int bits = 0;
  for (char c : text) {
    const int v = value(c);
    if (v < 0) return std::nullopt;
    acc = (acc << 6 | uint32_t(v)) & 0xfff, bits += 6;
    if (bits >= 8) out.push_back(char(acc >> (bits -= 8) & 0xff));
  }
  if (acc & ((1u << bits) - 1)) return std::nullopt;
  return out;
}

}  // namespace rd
