// One sender's messages at one device, put back in the order they were sent: each sender
// numbers its messages 0, 1, 2..., and a device applies them in that order whatever order
// the network delivers them in. A message already seen is a duplicate (ignored) if it is
// the same, a conflict if it is not (the sender, or someone speaking for it, said two
// things at one number); a message ahead of the next one waits, up to kMaxAhead of them.
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

class Inbox {
 public:
  enum class Arrival : uint8_t {
    kNew,         // waits for its turn (head() once it is next)
    kDuplicate,   // the same message again: nothing to do
    kConflict,    // another message has that number already: refused
    kTooFarAhead  // kMaxAhead or more past the next number: refused
  };
  Arrival add(const Message& message);

  // The next message in sequence, if it has arrived; nullptr otherwise.
  const Message* head() const;
  // The head was applied: it joins the history.
  void consume();
  // The head was refused: it is forgotten and its number is free again (a forged message
  // must not take the place of the sender's real one).
  void drop_head();

  uint32_t next() const { return uint32_t(applied_.size()); }
  const std::vector<Message>& applied() const { return applied_; }
  size_t waiting() const { return ahead_.size(); }

 private:
  std::vector<Message> applied_;
  std::map<uint32_t, Message> ahead_;  // by seq, all >= next()
};

}  // namespace rd
