// The shared seed of a round (issue #20): no device chooses it alone. Every device with a
// human seat commits a random 16-byte share (the hash of share and salt, commitment.h) and
// reveals it only once every human seat has committed its share (and, from round 1, its
// program: so nobody can work out the computers' programs, which come from the seed, before
// locking their own). The seed is the first 8 bytes, big-endian, of SHA-256 over the shares
// in seating order: the last device to reveal cannot steer it, having committed its share
// before seeing any other.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "color.h"
#include "hex.h"

namespace rd {

// SHA-256 over the shares, in the order given (seating order), first 8 bytes big-endian.
uint64_t seed_from_shares(const Sha256& sha256, const Bytes16* shares, int count);

// One round's exchange of shares, as one device follows it.
class SharedSeed {
 public:
  SharedSeed() = default;
  // `humans`: a bit per color whose share makes the seed.
  explicit SharedSeed(uint8_t humans) : humans_(humans) {}

  bool takes(int color) const { return color >= 0 && color < kColors && (humans_ >> color & 1); }
  bool committed(int color) const { return takes(color) && hashes_[size_t(color)].has_value(); }
  bool all_committed() const;
  bool revealed(int color) const { return takes(color) && shares_[size_t(color)].has_value(); }
  const std::optional<Digest>& commitment(int color) const { return hashes_[size_t(color)]; }

  // A share committed; only once per color (the caller refuses a second).
  void commit(int color, const Digest& hash) { hashes_[size_t(color)] = hash; }
  // A share revealed against its commitment: false, and nothing kept, if it does not match.
  // Once the last share is in, the seed is known.
  [[nodiscard]] bool reveal(const Sha256& sha256, std::string_view table, int round, int color, const Bytes16& share,
                            const Bytes16& salt);
  const std::optional<uint64_t>& seed() const { return seed_; }

 private:
  uint8_t humans_ = 0;
  std::array<std::optional<Digest>, kColors> hashes_{};
  std::array<std::optional<Bytes16>, kColors> shares_{};
  std::optional<uint64_t> seed_;
};

}  // namespace rd
