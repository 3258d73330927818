#include "inbox.h"

namespace rd {

Inbox::Arrival Inbox::add(const Message& message) {
  if (message.seq < next()) return applied_[message.seq] == message ? Arrival::kDuplicate : Arrival::kConflict;
  if (message.seq - next() >= kMaxAhead) return Arrival::kTooFarAhead;
  const auto [it, inserted] = ahead_.emplace(message.seq, message);
  if (inserted) return Arrival::kNew;
  return it->second == message ? Arrival::kDuplicate : Arrival::kConflict;
}

const Message* Inbox::head() const {
  const auto it = ahead_.find(next());
  return it == ahead_.end() ? nullptr : &it->second;
}

void Inbox::consume() {
  const auto it = ahead_.find(next());
  if (it == ahead_.end()) return;
  applied_.push_back(std::move(it->second));
  ahead_.erase(it);
}

void Inbox::drop_head() { ahead_.erase(next()); }

}  // namespace rd
