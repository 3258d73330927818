// When a page tries something again while a condition lasts, each wait twice the one before
// (up to a most): a friend gone for good is not called every 15 s all evening.
//  - Joining the room again (quick join) while alone at a table others sit at: a playtest saw
//    a page reloaded mid-game fail its connections ("could not connect to peer", once in
//    eleven reloads) and stay alone over 50 s, until reloaded by hand; nothing tried again
//    (quick.js joins again by itself only after a drop). Joining again makes fresh offers.
//  - Asking the others for what this device missed (rd::OnlineGame::ask_for_missed) while its
//    game has not moved: a message lost on a connection that stayed up.
#pragma once

namespace rdweb {

// The page's two: joining again from 15 s alone, at most every 4 minutes; asking from 3 s
// without a move, at most every minute.
constexpr double kRejoinFirstMs = 15000, kRejoinMostMs = 240000;
constexpr double kAskFirstMs = 3000, kAskMostMs = 60000;

class RetrySchedule {
 public:
  constexpr RetrySchedule(double first_ms, double most_ms) : first_(first_ms), most_(most_ms), wait_(first_ms) {}
  // Whether to try again at `now`, given whether the condition holds. When it does not, the
  // waits start again from the first.
  bool due(bool holds, double now);
  // A new start (another table, or a join by hand): counted from it.
  void restart() { since_ = -1, wait_ = first_; }

 private:
  double first_, most_;
  double since_ = -1;  // since when the condition holds (or since the last try)
  double wait_;        // how long before the next try
};

}  // namespace rdweb
