#include "inbox.h"

#include <algorithm>

namespace rd {

Inbox::Arrival Inbox::add(const Message& message) {
  if (message.seq < next()) return applied_[message.seq] == message ? Arrival::kDuplicate : Arrival::kConflict;
  if (message.seq - next() >= kMaxAhead) return Arrival::kTooFarAhead;
  std::vector<Message>& versions = ahead_[message.seq];
  if (std::find(versions.begin(), versions.end(), message) != versions.end()) return Arrival::kDuplicate;
  if (versions.size() >= kMaxVersions) return Arrival::kConflict;
  versions.push_back(message);
  return Arrival::kNew;
}

const Message* Inbox::head() const {
  const auto it = ahead_.find(next());
  return it == ahead_.end() ? nullptr : &it->second.front();
}

void Inbox::consume() {
  const auto it = ahead_.find(next());
  if (it == ahead_.end()) return;
  applied_.push_back(std::move(it->second.front()));
  ahead_.erase(it);
}

void Inbox::drop_head() {
  const auto it = ahead_.find(next());
  if (it == ahead_.end()) return;
  it->second.erase(it->second.begin());
  if (it->second.empty()) ahead_.erase(it);
}

size_t Inbox::waiting() const {
  size_t n = 0;
  for (const auto& [seq, versions] : ahead_) n += versions.size();
  return n;
}

}  // namespace rd
