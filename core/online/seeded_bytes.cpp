#include "seeded_bytes.h"

#include "rng.h"

namespace rd {

RandomBytes seeded_bytes(uint64_t seed) {
  return [rng = Rng(seed)]() mutable {
    Bytes16 out{};
    for (size_t i = 0; i < out.size(); i += 8) {
      const uint64_t word = rng.next();
      for (size_t k = 0; k < 8; ++k) out[i + k] = uint8_t(word >> (8 * k));
    }
    return out;
  };
}

}  // namespace rd
