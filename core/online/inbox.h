// One sender's messages at one device, put back in the order they were sent: each sender
// numbers its messages 0, 1, 2..., and a device applies them in that order whatever order
// the network delivers them in. A message already seen is a duplicate (ignored) if it is
// the same, a conflict if it is not (the sender, or someone speaking for it, said two
// things at one number); a message ahead of the next one waits, up to kMaxAhead of them.
// Until its turn, a number may hold up to kMaxVersions different messages, judged in the
// order they came: a forged message that came first must not take the place of the
// sender's real one (the table refuses it, and the next version is judged).
// Every message applied is kept: the history of the sender, which a later `sync` can send
// to a device that reloads.
#pragma once
#include <cstdint>
#include <map>
#include <vector>

#include "message.h"

namespace rd {

// How far ahead of the next expected number a message may be and still wait: more is
// refused, so a flood of messages numbered far ahead cannot fill the device's memory.
constexpr uint32_t kMaxAhead = 512;
constexpr size_t kMaxVersions = 4;

class Inbox {
 public:
  enum class Arrival : uint8_t {
    kNew,         // waits for its turn (head() once it is next)
    kDuplicate,   // the same message again: nothing to do
    kConflict,    // another message was applied at that number, or kMaxVersions wait at it: refused
    kTooFarAhead  // kMaxAhead or more past the next number: refused
  };
  Arrival add(const Message& message);

  // The next message in sequence, if it has arrived; nullptr otherwise.
  const Message* head() const;
  // The head was applied: it joins the history (another version of it is a conflict now).
  void consume();
  // The head was refused: it is forgotten, and the next version at its number (if any) is
  // the head (a forged message must not take the place of the sender's real one).
  void drop_head();

  uint32_t next() const { return uint32_t(applied_.size()); }
  const std::vector<Message>& applied() const { return applied_; }
  size_t waiting() const;

 private:
  std::vector<Message> applied_;
  std::map<uint32_t, std::vector<Message>> ahead_;  // by seq, all >= next(): the versions in the order they came
};

}  // namespace rd
