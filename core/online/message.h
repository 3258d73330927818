// The messages devices at an online table send each other (issue #20): one JSON object
// each, at most kMaxMessageBytes, read strictly. Every message carries the format version
// "v", the table id, the sender's seat "from" (a color name), the sender's sequence number
// "seq" (0, 1, 2... per sender) and its kind "t"; the other fields depend on the kind:
//
//   commit       round, hashes: five slot commitments (commitment.h): a program locked; and
//                "timed": true when the player's device locked it for them, their time
//                per program having run out (absent otherwise)
//   reveal       round, slot (1-5, as in records), card (a record's card name), salt
//   choice       step (resolution choices the game had before this one), choice: {decision,
//                a, b, x, y, remove}, the engine's Choice field for field (see below)
//   seed-commit  round, hash: a seed share committed (shared_seed.h); round 0 is the draw
//                of the first player, before round 1
//   seed-reveal  round, share, salt, commits: a digest of every commitment the sender holds
//                for that round (table.h: a seat that told devices different things is caught)
//   check        round, digest: the canonical record after that round (table.h)
//
// A message that cannot be read gives a DecodeError: a code and the field it is about (a
// key of the format, not words for players: the page words the codes in its languages).
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

#include "choice.h"
#include "hex.h"

namespace rd {

constexpr int kMessageVersion = 1;
constexpr size_t kMaxMessageBytes = 4096;
// Bounds of the numbers in messages: far beyond any game (a game of 200 rounds is already
// absurd), small enough that nothing derived from them overflows.
constexpr int kMaxMessageRound = 10000;
constexpr uint32_t kMaxMessageCount = 1u << 30;  // seq and step
// A table id: 1 to 64 of [A-Za-z0-9_-] (base64url, as a random id in an invite link is
// written). No other character, so that the commitment texts that contain it are unambiguous.
constexpr size_t kMaxTableIdBytes = 64;
bool valid_table_id(std::string_view id);

enum class MessageKind : uint8_t { kCommit, kReveal, kChoice, kSeedCommit, kSeedReveal, kCheck };
std::string_view message_kind_name(MessageKind kind);  // "commit", "seed-reveal", ...

// One message, decoded. Only the fields of its kind are set; the others keep their default
// values, so that two messages are equal when their contents are.
struct Message {
  std::string table;
  int from = -1;  // the sender's seat (a color)
  uint32_t seq = 0;
  MessageKind kind = MessageKind::kCommit;
  int round = 0;                       // all kinds but choice
  int slot = 0;                        // reveal: 1-based
  Card card = kSealedCard;             // reveal
  Bytes16 salt{};                      // reveal, seed-reveal
  Bytes16 share{};                     // seed-reveal
  std::array<Digest, kSlots> hashes{};  // commit
  bool timed = false;                  // commit: locked for its player by their device, their time having run out
  Digest hash{};                       // seed-commit
  Digest digest{};                     // check
  Digest commits{};                    // seed-reveal
  uint32_t step = 0;                   // choice
  Choice choice{};                     // choice: a resolution decision's answer (never a program)

  bool operator==(const Message& o) const;
  bool operator!=(const Message& o) const { return !(*this == o); }
};

#define RD_DECODE_ERRORS(X)                                                                    \
  X(TooLong)          /* more than kMaxMessageBytes: refused before parsing */                \
  X(NotJson)          /* not a JSON document */                                               \
  X(NotAnObject)      /* a message is a JSON object */                                        \
  X(MissingField)     /* a field the kind needs is absent */                                  \
  X(UnexpectedField)  /* a field the kind does not have */                                    \
  X(WrongType)        /* a field of the wrong JSON type (a number as a string, 1.0 for 1...) */ \
  X(OutOfRange)       /* a number outside its bounds */                                       \
  X(BadHex)           /* not lowercase hex of the right length */                             \
  X(WrongVersion)     /* "v" is not kMessageVersion */                                        \
  X(UnknownKind)      /* "t" names no message kind */                                         \
  X(BadTableId)       /* not a valid_table_id */                                              \
  X(UnknownColor)     /* not a color name */                                                  \
  X(UnknownCard)      /* not a card name */                                                   \
  X(UnknownDecision)  /* not a resolution decision's name */

enum class DecodeCode : uint8_t {
#define RD_DECODE_CODE(name) k##name,
  RD_DECODE_ERRORS(RD_DECODE_CODE)
#undef RD_DECODE_CODE
};
std::string_view decode_code_name(DecodeCode code);  // "TooLong", ...

struct DecodeError {
  DecodeCode code;
  std::string field;  // the key it is about ("choice.a", "hashes"...), or "" for the whole message
  bool operator==(const DecodeError& o) const { return code == o.code && field == o.field; }
};

// The text of a message: compact JSON with the fields in a fixed order.
std::string encode(const Message& message);
// The message a text holds, or why not. Never throws.
std::variant<Message, DecodeError> decode(std::string_view text);

}  // namespace rd
