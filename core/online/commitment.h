// Commitments (issue #20): a device that locks a program sends, for each slot, the SHA-256
// of a text naming that card with a random salt, and keeps the cards and salts; when the
// slot is turned over it sends the card and salt, and every other device hashes the same
// text again and compares. The hash tells nothing of the card (the salt is 16 random
// bytes: the 13 possible cards cannot be tried one by one), and no other card gives the
// same hash, so the card revealed is the card locked.
//
// The texts bind everything the card belongs to, so that a reveal cannot be replayed for
// another table, round, seat or slot. One field a line, in this order, "\n" after each:
//
//   river-dragons-commit/1        river-dragons-share/1
//   table <table id>              table <table id>
//   round <round, decimal>        round <round, decimal; 0 = the first player's draw>
//   seat <color name>             seat <color name>
//   slot <1-5>                    share <32 lowercase hex digits>
//   card <card name>              salt <32 lowercase hex digits>
//   salt <32 lowercase hex digits>
//
// Unambiguous: every field has one spelling (names from names.h and card.h, decimal
// numbers without leading zeros, lowercase hex) and none can hold "\n" or a space (a table
// id is [A-Za-z0-9_-], message.h), so one text has one reading.
#pragma once
#include <string>
#include <string_view>

#include "card.h"
#include "hex.h"

namespace rd {

std::string slot_commitment_text(std::string_view table, int round, int seat, int slot, Card card, const Bytes16& salt);
// `slot` is 1-based, as in records and messages.
Digest slot_commitment(const Sha256& sha256, std::string_view table, int round, int seat, int slot, Card card,
                       const Bytes16& salt);

std::string share_commitment_text(std::string_view table, int round, int seat, const Bytes16& share, const Bytes16& salt);
Digest share_commitment(const Sha256& sha256, std::string_view table, int round, int seat, const Bytes16& share,
                        const Bytes16& salt);

}  // namespace rd
