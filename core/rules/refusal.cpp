#include "refusal.h"

#include <array>
#include <ostream>

namespace rd {

namespace {
constexpr std::array<const char*, refusal::kCount> kWords = {
#define RD_REFUSAL_WORDS(name, words) words,
    RD_REFUSALS(RD_REFUSAL_WORDS)
#undef RD_REFUSAL_WORDS
};
}  // namespace

const char* Refusal::words() const { return *this ? kWords[size_t(index())] : ""; }

std::string to_string(Refusal why) { return why ? why.words() : "accepted"; }

std::ostream& operator<<(std::ostream& out, Refusal why) { return out << to_string(why); }

}  // namespace rd
