// When a page alone at its online table joins the room again (quick join). A playtest: a page
// reloaded mid-game failed its connections ("could not connect to peer", once in eleven
// reloads) and stayed alone over 50 s, until reloaded by hand; nothing tried again (quick.js
// joins again by itself only after a drop). Joining again makes fresh offers at once.
// Each wait is twice the one before (15 s, 30 s… at most 4 minutes): a friend gone for good
// is not called every 15 s all evening.
#pragma once

#include "online_game.h"

namespace rdweb {

// Whether a page alone at `game`'s table expects somebody there: not the creator before any
// friend sat (she waits for friends, not for the network), nor anyone once the game is over.
bool expects_others(const OnlineGame& game);

class RejoinSchedule {
 public:
  static constexpr double kFirstMs = 15000, kMostMs = 240000;
  // Whether to join again at `now`, given whether this page is alone and expects others
  // (expects_others, and no peer reached). Not alone, or expecting nobody: the waits start
  // again from kFirstMs.
  bool due(bool alone, double now);
  // A new join (another table, or this one again by hand): counted from it.
  void restart() { since_ = -1, wait_ = kFirstMs; }

 private:
  double since_ = -1;      // since when alone (or since the last join again)
  double wait_ = kFirstMs;  // how long alone before the next join
};

}  // namespace rdweb
