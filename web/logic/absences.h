// How long each seated friend's device has been gone, as this device sees it. A reload takes
// a friend away for a moment (a playtest measured 0.3 to 3.7 s); the panel tells the others
// and offers a computer for that seat only once the friend has been gone kAwayToldMs. The
// playtest: the line and its button, put at the top of the panel at every reload and taken
// away again, moved the program's cards under a player's pointer, who locked a card they had
// not meant. "(not connected)" beside the name is said at once (OnlinePlay::seat_names).
#pragma once
#include <map>
#include <string>

#include "online_game.h"

namespace rdweb {

constexpr double kAwayToldMs = 10000;

class Absences {
 public:
  // Notes who, among the seated players of `game`'s roster, is connected at `now`.
  void update(const rd::OnlineGame& game, double now);
  // Whether `device` has been gone since kAwayToldMs before `now` (false when connected).
  bool long_gone(const std::string& device, double now) const;

 private:
  std::map<std::string, double> since_;  // by device gone: when this device saw it go
};

}  // namespace rdweb
