// The online table before its game (issue #20): the invite link and its QR code, the
// seats (who sits, who is connected), and the creator's Start. A function of OnlinePlay.
#pragma once
#include "online/online_play.h"
#include "ui/style.h"

namespace rdweb {

enum class LobbyAction { kNone, kSit, kStand, kFill, kStart, kCopyLink, kRename, kLeave, kWithoutRelay, kEnterAnswer, kCopyAnswer, kFreshAnswer, kEditRelays, kEditStun, kEditTurn, kTimer, kBackToGame, kReady };
struct LobbyChoice {
  LobbyAction action = LobbyAction::kNone;
  int color = -1;  // kSit's seat; kReady: 1 ready, 0 not
};

// `time_left`: the time per program left (the game's, while the lobby is over it), or "".
// `game`: the game behind the lobby when it is over one (else the table as it will be).
LobbyChoice draw_lobby_screen(const OnlinePlay& online, const Fonts& fonts, const std::string& time_left = "",
                              const rd::State* game = nullptr);

}  // namespace rdweb
