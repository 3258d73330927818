#include "shared_seed.h"

#include <string>

#include "commitment.h"

namespace rd {

uint64_t seed_from_shares(const Sha256& sha256, const Bytes16* shares, int count) {
  std::string bytes;
  for (int i = 0; i < count; ++i) bytes.append(reinterpret_cast<const char*>(shares[i].data()), shares[i].size());
  return first_word(sha256(bytes));
}

bool SharedSeed::all_committed() const {
  for (int c = 0; c < kColors; ++c)
    if (takes(c) && !committed(c)) return false;
  return true;
}

bool SharedSeed::reveal(const Sha256& sha256, std::string_view table, int round, int color, const Bytes16& share,
                        const Bytes16& salt) {
  if (!committed(color) || share_commitment(sha256, table, round, color, share, salt) != *hashes_[size_t(color)]) return false;
  shares_[size_t(color)] = share;
  Bytes16 in_order[kColors];
  int count = 0;
  for (int c = 0; c < kColors; ++c) {
    if (!takes(c)) continue;
    if (!shares_[size_t(c)]) return true;  // more to come
    in_order[count++] = *shares_[size_t(c)];
  }
  seed_ = seed_from_shares(sha256, in_order, count);
  return true;
}

}  // namespace rd
