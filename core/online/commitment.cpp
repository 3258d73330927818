#include "commitment.h"

#include "color.h"

namespace rd {

namespace {
std::string head(std::string_view kind, std::string_view table, int round, int seat) {
  std::string text = "river-dragons-";
  text.append(kind).append("/1\ntable ").append(table);
  text.append("\nround ").append(std::to_string(round));
  text.append("\nseat ").append(color_name(seat)).append("\n");
  return text;
}
}  // namespace

std::string slot_commitment_text(std::string_view table, int round, int seat, int slot, Card card, const Bytes16& salt) {
  return head("commit", table, round, seat) + "slot " + std::to_string(slot) + "\ncard " + card_name(card) + "\nsalt " +
         to_hex(salt) + "\n";
}

Digest slot_commitment(const Sha256& sha256, std::string_view table, int round, int seat, int slot, Card card,
                       const Bytes16& salt) {
  return sha256(slot_commitment_text(table, round, seat, slot, card, salt));
}

std::string share_commitment_text(std::string_view table, int round, int seat, const Bytes16& share, const Bytes16& salt) {
  return head("share", table, round, seat) + "share " + to_hex(share) + "\nsalt " + to_hex(salt) + "\n";
}

Digest share_commitment(const Sha256& sha256, std::string_view table, int round, int seat, const Bytes16& share,
                        const Bytes16& salt) {
  return sha256(share_commitment_text(table, round, seat, share, salt));
}

}  // namespace rd
