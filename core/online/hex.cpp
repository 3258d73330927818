#include "hex.h"

namespace rd {

namespace {
constexpr char kDigits[] = "0123456789abcdef";

// A lowercase hex digit's value, or -1 (upper case too: one spelling per value).
int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}
}  // namespace

std::string to_hex(const uint8_t* bytes, size_t size) {
  std::string text(2 * size, '0');
  for (size_t i = 0; i < size; ++i) {
    text[2 * i] = kDigits[bytes[i] >> 4];
    text[2 * i + 1] = kDigits[bytes[i] & 15];
  }
  return text;
}

bool from_hex(std::string_view text, uint8_t* out, size_t size) {
  if (text.size() != 2 * size) return false;
  for (size_t i = 0; i < size; ++i) {
    const int high = digit_value(text[2 * i]), low = digit_value(text[2 * i + 1]);
    if (high < 0 || low < 0) return false;
    out[i] = uint8_t(high << 4 | low);
  }
  return true;
}

}  // namespace rd
