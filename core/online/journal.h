// What one device did and heard at an online table, in order: enough to make its Table again
// after a reload (Table::rebuild), the same to the last salt. The random bytes it drew (its
// salts and seed shares: the secrets a reload must not lose), its player's locks and
// choices, and the messages it received that were taken or wait (a duplicate or a refusal
// changed nothing). The page keeps it in the browser; it holds this device's own program,
// never another's before it is turned over (the messages received carry no such thing).
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "hex.h"
#include "state.h"

namespace rd {

struct Journal {
  // kTimedLock: a lock when time ran out; kStandIn: a seat given to a computer mid-round
  // (Table::stand_in; text: "color level round slot step"); kThinkElsewhere: the table told
  // to ask for its searching computers' decisions ("on") or to make them here ("off");
  // kAnswer: such a decision, given (text: "color " then computer_turn_text.h's decision).
  // The last two make a table made again wait where it waited, so that what it heard
  // meanwhile applies at the same point (a seat given away in between agrees).
  enum class Kind : uint8_t { kLock, kChoose, kReceive, kTimedLock, kStandIn, kThinkElsewhere, kAnswer };
  struct Entry {
    Kind kind = Kind::kReceive;
    Program program{};  // kLock, kTimedLock
    std::string text;   // kChoose: the choice message this device sent; kReceive: the message
    bool operator==(const Entry& o) const { return kind == o.kind && program == o.program && text == o.text; }
  };
  std::vector<Bytes16> random;
  std::vector<Entry> entries;
  bool operator==(const Journal& o) const { return random == o.random && entries == o.entries; }
};

// As JSON: {"random": [hex...], "acts": [["lock", "card,card,..."], ["choose", text], ["receive", text],
// ["timed-lock", "card,card,..."], ["stand-in", "red medium 2 3 17"], ["think-elsewhere", "on"],
// ["answer", "red {\"choice\":...}"]]}.
std::string encode_journal(const Journal& journal);
// Nothing when the text is not a journal (a broken saved table). Never throws.
std::optional<Journal> decode_journal(std::string_view text);

}  // namespace rd
