#include "refusal.h"

#include <array>

namespace rd::refusal {

namespace {
constexpr std::array<std::string_view, kCount> kAll = {
#define RD_REFUSAL_WORDS(name, words) words,
    RD_REFUSALS(RD_REFUSAL_WORDS)
#undef RD_REFUSAL_WORDS
};
}  // namespace

int index_of(std::string_view why) {
  for (int i = 0; i < kCount; ++i)
    if (kAll[size_t(i)] == why) return i;
  return -1;
}

}  // namespace rd::refusal
