// Online play in the page (issue #20): going online (loading the transport, meeting the
// table through the relays) and this device's rd::OnlineGame, from the lobby to the game.
// The App shows the lobby while there is no game yet, then the game screen on the table.
#pragma once
#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "logic/game_config.h"
#include "online_game.h"
#include "logic/roster_config.h"
#include "logic/retry_schedule.h"
#include "logic/text.h"

namespace rdweb {

class OnlinePlay {
 public:
  enum class Stage { kOff, kLoading, kMeeting, kLobby };
  // How the devices meet: through public relays (quick join), or by codes a person carries
  // (no relay: a home network without internet; the creator's device forwards).
  enum class Mode { kQuick, kDirect };

  // The setup screen's table, created here: the first human seat is this device's, the
  // other human seats are open for friends, the computers stay.
  void create(const GameConfig& config);
  // An invite link's fragment ("#online=ROOM.KEY", or "#direct=ROOM.OFFER" without a relay):
  // false if it is not one (or broken).
  bool join(std::string_view fragment);
  static bool is_invite(std::string_view fragment);
  // Whether join() can read it (is_invite() says only that it is meant as one).
  static bool readable_invite(std::string_view fragment);
  // Whether an invite is to the table this page is at, or coming back to after a reload
  // (through the relays, or a no-relay invite this page does not answer).
  bool at_table(std::string_view fragment) const;
  // An invite to the table this device created (its own link, opened in its own page): it
  // stays at its table, and problem() says whose invite it is. False for any other.
  bool own_invite(std::string_view fragment);
  // A no-relay invite to the table this page is at (or coming back to), for a guest whose
  // connection is gone (its page reloaded, or the creator's), or for the creator's page back
  // while it reaches nobody (an invite made by the friend who acts for the table now):
  // answered with the table kept, this page a guest from then on. False (nothing done) for
  // any other fragment, and for the creator's own invite.
  bool reconnect(std::string_view fragment);
  // This device invites (invites()) at a table met without a relay, and a player's device is
  // not connected: it may invite that friend again (invite_without_relay, from the game).
  bool may_reinvite() const;
  // No relay. The page that invites: leaves the relays (the creator, when it still meets
  // through them) and makes an invite for one more friend (invite_link() once made); enters a
  // friend's answer. A guest: makes a fresh answer (an answer goes stale after about two minutes).
  void invite_without_relay();
  void accept_answer(const std::string& code);
  void fresh_answer();
  Mode mode() const { return mode_; }
  // This page makes the table's invites: the creator's (or, with relays, whoever acts for
  // the table now). Without a relay, a page that came by an invite (guest_) too, once the
  // page that invited it has gone, when its device acts for the table or the device that
  // does came by its invite: a friend whose page reloaded, or the creator back, needs a new
  // invite, and nobody else could make one. (The creator's page back as a friend's guest
  // acts for the table again, but cannot invite: the friend's page does.)
  bool invites() const;
  // A guest's answer code to send back to the creator ("" until made).
  // No relay, the creator: the friend the last invite link was for has come (make another).
  bool invite_used() const { return offer_.empty() && !offer_name_.empty(); }
  const std::string& answer_code() const { return answer_; }
  void leave();
  // Leaves the table's connections and game but keeps the table for resume(): another tab of
  // this browser took it (one device must never speak twice at a table).
  void set_aside();
  // The table this browser was at when the page closed (kept after every change), back with
  // its seat: true if there was one. A kept table that cannot be read is left, and
  // problem() says so.
  bool resume();

  // An event of the transport (net.h).
  void event(std::string_view json);
  // Sends what the game has to send; call once per frame.
  void flush();

  Stage stage() const { return stage_; }
  bool active() const { return stage_ != Stage::kOff; }
  rd::OnlineGame* game() { return game_.get(); }
  const rd::OnlineGame* game() const { return game_.get(); }
  // The game's setup as the page's other screens want it (players, side, seats).
  GameConfig config() const;
  // Each seat's player in words: a name ("Bob", "Bob (not connected)"), a computer's level,
  // the color's name for a free seat.
  std::array<std::string, rd::kColors> seat_names() const;
  // The link a friend opens to join.
  std::string invite_link() const;
  // A problem of the connection to tell the player, if any.
  std::optional<Text> problem() const { return problem_; }
  // The browser copied `what` from the lobby. told(): what the lobby says of it while it is
  // still the invite link or answer code shown (a new one was not copied), else nothing.
  void copied(std::string what) { copied_ = std::move(what); }
  std::optional<Text> told() const;
  void clear_problem() { problem_.reset(); }
  // The connection settings, kept in the browser (used from the next meeting on): the relay
  // addresses (space separated, "" for the transport's own), the STUN servers (the same, ""
  // for the default public ones, "none" for none) and a TURN server (URL, user, password).
  struct Settings {
    std::string relays, stun, turn, turn_user, turn_password;
  };
  static Settings settings();
  static void set_settings(const Settings& settings);
  // The player's name (kept in the browser); a new one is kept and told to the table. A
  // typed name with nothing but spaces (or nothing) is refused, and name_refused() says so
  // until the next name is taken. named(): whether this browser was ever given a name (a
  // playtest: nobody was asked for one, and every friend was "Player").
  std::string name() const;
  void rename(const std::string& name);
  bool named() const;
  bool name_refused() const { return name_refused_; }

 private:
  void rejoin_while_alone();
  void ask_while_stalled();
  // The game is made once the transport is loaded and tells this device's id (the public
  // key's it signs with): creating, joining and resuming all wait for it.
  using MakeGame = std::function<std::unique_ptr<rd::OnlineGame>(const std::string& device)>;
  void start(MakeGame make);
  void ready(const std::string& device);
  rd::OnlineGame::Crypto crypto() const;
  void keep();
  // The kept table made again for `device`; nothing (and problem() says why) if it is broken
  // or was kept under another device id.
  std::unique_ptr<rd::OnlineGame> restore_kept(const std::string& kept, const std::string& device);

  Stage stage_ = Stage::kOff;
  RetrySchedule rejoin_{kRejoinFirstMs, kRejoinMostMs};  // when a page alone at its table joins the room again
  RetrySchedule ask_{kAskFirstMs, kAskMostMs};           // when a game that has not moved asks for what it missed
  uint64_t progress_ = 0;                                // the game's kept_version() at the last frame
  Mode mode_ = Mode::kQuick;
  std::string room_, key_;
  // No relay: the offer this page made (its invite link), the one it answers, its answer.
  std::string offer_, answered_, answer_;
  // No relay, the page that invites: its offer's name ("o2"), which that guest's first open
  // carries (direct.js). Once that guest came,
  // the offer is forgotten (its link no longer shown: a second friend sent it would find it used).
  std::string offer_name_;
  // No relay: this page came by an invite (or answered one: the creator back), so its
  // transport is a guest's; it invites only once the page that invited it has gone
  // (inviter_gone_: it was connected to it since its last answer, and no longer is).
  bool guest_ = false;
  bool inviter_open_ = false, inviter_gone_ = false;
  // The creator's page answered a friend's invite and has not reached it yet: still kept as
  // the creator's (keep()).
  bool answering_as_creator_ = false;
  // No relay: the peers this page invited itself (the transport says so as they open).
  std::set<std::string> invited_;
  // No relay: the invites this device made for this table (kept with it, the last
  // kMadeKept): its own link opened in its page, even after a reload, is said to be its own,
  // never answered (that would drop the table's connections for a dead offer).
  std::vector<std::string> made_;
  bool made_here(const std::string& code) const;
  std::unique_ptr<rd::OnlineGame> game_;
  std::optional<Text> problem_;
  bool name_refused_ = false;
  std::string copied_;
  uint64_t kept_ = 0;  // the game's kept_version() when last kept
  bool keep_now_ = false;  // kept at the next flush() even if the game did not change (made_, guest_)
  // What makes the game when the transport is ready (also: a kept table needs online.js's
  // SHA-256 to be remade).
  MakeGame make_;
};

}  // namespace rdweb
