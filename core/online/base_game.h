// Where a later table of the same game starts (issue #20): when a gone player's seat goes to a
// computer before the round's seed is out, or back to its player at a round's start, every
// device makes a new Table (a new "epoch" of the roster) from the first whole rounds of the
// game, which every device's record holds alike (each round's check compares them). The
// round in progress, of which no card has been turned over, is played from its start with
// the new seats. (A seat given once the seed is out stays in its table: Table::stand_in.)
//
// The creator's roster names the number of rounds and a digest of their record text; a
// device whose own record is shorter (it was away) receives the text from any other device
// and checks it against that digest before playing on (lobby.h: the base message).
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "hex.h"
#include "match.h"

namespace rd {

// The number of whole rounds a base game holds: it must stand at the start of a round,
// before any lock (otherwise -1).
int base_rounds(const Match& game);
// The first `rounds` whole rounds of `game`, or nothing when it has fewer.
std::optional<Match> first_rounds(const Match& game, int rounds);
// The text the digest is of and that goes from device to device (the compact record).
std::string base_text(const Match& base);
Digest base_digest(const Sha256& sha256, const Match& base);
// A base game received as text, checked: a record of exactly `rounds` whole rounds whose
// digest is `digest`. Nothing otherwise. Never throws.
std::optional<Match> read_base(std::string_view text, int rounds, const Digest& digest, const Sha256& sha256);

}  // namespace rd
