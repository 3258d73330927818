// Random bytes from a seed, the same every time: for the tests and `rd arena --table online`,
// whose games must replay. Never a real table's: its salts and shares must be unguessable
// (the page gives the browser's cryptographic random bytes).
#pragma once
#include <cstdint>

#include "hex.h"

namespace rd {

RandomBytes seeded_bytes(uint64_t seed);

}  // namespace rd
