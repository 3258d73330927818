// This device at an online table (issue #20): the lobby (who sits where), the other devices
// it is connected to, and once the game has started the table itself (core/online/table.h).
// It sends and receives texts only: the page's transport (web/online/net.h) carries them,
// and the tests carry them in memory. Nothing here knows about WebRTC, the browser or the
// page: the protocol's rules (who may change a seat, deadlines, rewinds) are all here and in
// the table (#46 §4), and any host (the page, the native tests, a command line) drives it.
//
// Who talks to whom: every device talks to every other directly (the transport gives a full
// mesh; in the no-relay mode the guests that cannot connect to each other go through the
// creator's device, which still names the sender).
//  - When a connection opens, each side says hello (its device id, name and the seat it
//    wants); the creator answers with the roster, and sends it to all after every change.
//  - Every message comes with its signer: the device whose key signed it (the transport
//    checks the signature; the tests name the sender). A device speaks only for itself: its
//    own hello, the seat it sits in, and the roster if it is the creator's. Whoever carried
//    a message (the peer) proves nothing.
//  - Once the game has started, each side also sends the newcomer every table message it
//    has sent so far: a device that joins late or comes back catches up (the table ignores
//    what it has already seen).
//  - A device whose game has not moved for a while asks the others for what it may have
//    missed (ask_for_missed: a connection that stays up may still lose a message).
//  - A seat whose device is gone, or late past the table's deadline (waits.h): the device
//    acting for the table may give it to a computer, and every other device takes the change
//    only on its own evidence (change_refused; the rule in prose: shell/online/README.md,
//    "Seats"), so that no device takes the seat of a player the others still reach. The
//    player's device gets the seat back by itself when it returns, at a later round's start.
//    Before the round's seed is out, a change is a new epoch of the roster (lobby.h): a new
//    Table from the game's whole rounds (base_game.h), the round played from its start (no
//    card of it turned over). After, the same Table goes on, the computer playing the seat
//    from where it stood (Table::stand_in): a round whose cards were seen is never played
//    again. A device whose record lacks some of an epoch's rounds gets them from any other
//    (the base message), checked against the roster's digest.
#pragma once
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "lobby.h"
#include "table.h"
#include "waits.h"

namespace rd {

// By color: what a seat's player is called at the table, or "" where the color is the name
// (the page's PlayerNames, web/logic/player_names.h).
using SeatNames = std::array<std::string, kColors>;

struct Outgoing {
  std::string peer;  // "" for every connected device
  std::string text;
  // "": this device's own words (the transport signs them). Else a device gone from here
  // whose words, as it signed them and this device heard them, are passed on (the transport
  // sends the envelope it kept, or nothing if it has none).
  std::string signer = {};
};

class OnlineGame {
 public:
  struct Crypto {
    Sha256 sha256;
    RandomBytes random;
  };
  // The creator's device: its roster (make_roster) is the table's.
  static std::unique_ptr<OnlineGame> create(const Roster& roster, const std::string& name, Crypto crypto);
  // A device invited to table `table_id`, known as `device` and `name`.
  static std::unique_ptr<OnlineGame> join(const std::string& table_id, const std::string& device, const std::string& name,
                                          Crypto crypto);

  // What this device keeps in the browser to come back to the table after a reload: who it
  // is, the roster, and the table's journal (core/online/journal.h). A new value means
  // something changed since the last one (kept_version()).
  std::string kept_text() const;
  uint64_t kept_version() const;
  // Counts every event this device's game was told (the transport's and the player's: all
  // that can change what a page shows of it), so that a page redraws on a new count (#48 §2).
  // It may count an event that changed nothing; it never misses one that did.
  uint64_t changes() const { return changes_; }
  // The device that kept `text`, back at its table (its connections to be made again);
  // nothing when the text is broken.
  static std::unique_ptr<OnlineGame> restore(std::string_view text, Crypto crypto);

  // What the transport tells. An open of a peer already open (its route moved) is taken as
  // an open: this device says again everything it said, and the device known stays known.
  void peer_open(const std::string& peer);
  void peer_close(const std::string& peer);
  // `signer`: the device that signed `text` (the transport checked it). `passed_on`: `peer`
  // passed on another device's words (Outgoing::signer), not its own: only the table's
  // messages are taken so, and they say nothing of which device `peer` is.
  void message(const std::string& peer, const std::string& signer, const std::string& text, bool passed_on = false);

  // The game has not moved here for a while: this device tells every device it reaches what
  // it has applied of each seat's words (lobby.h: kHave), and each sends back what it lacks
  // of its own words and of devices gone from it; asked the same again, of every other
  // device's too (the connection from their author may be dead one way). Nothing before the start.
  void ask_for_missed();
  uint64_t asked() const { return asked_; }  // how many times (the page's tests look)
  // The page's time (ms), told each frame: each device's questions are answered at most once
  // per kAnswerGapMs (a device asking again and again must not make this one sign its whole
  // history again and again). Its own asks are 3 s apart at least (retry_schedule.h).
  // Also the clock of the table's deadlines (waits.h): a seat late past its deadline, or whose
  // device sent what does not match (Table::faulted), may be given to a computer though its
  // device is connected.
  void set_now(double now_ms);
  bool late(int color) const;
  // How long the table has waited for `color`'s device (ms; 0: it waits for nothing of it).
  double waited(int color) const { return waits_.waited(color, now_); }
  static constexpr double kAnswerGapMs = 1000;

  // This device's player in the lobby: take a seat (a color), or stand up (-1). The creator
  // seats itself; a guest asks the creator. False when the game has started.
  bool sit(int color);
  // The creator only: open seats to computers of `level`; start the game (every seat taken).
  bool fill_with_computers(const std::string& level);
  // The creator only, before the start: the time per program (lobby.h: kTimers).
  bool set_timer(int seconds);
  bool start();
  bool can_start() const;
  // Once started, the device that acts for the table (acts_for_table): `color`'s player,
  // whose device is not connected, gives way to a computer from the start of the round in
  // progress (its level: kStandInLevel).
  bool can_give_to_computer(int color) const;
  bool give_to_computer(int color);
  // A change of seats this device refuses, for now: its signer's page says `device`'s player
  // has gone, but this device still reaches it (or, the seat being this device's own, most
  // of the table has not said it follows the change). The page says so. Looked at again
  // when a connection closes or a device says what it follows: taken once the evidence is
  // there (shell/online/README.md, "Seats").
  struct Dispute {
    std::string signer, device;
    int color = -1;
  };
  const std::optional<Dispute>& disputed() const { return disputed_; }
  static constexpr const char* kStandInLevel = "medium";

  bool creator() const { return roster_.host == device_; }
  // Once the game has started, who acts for the table (gives a gone player's seat to a
  // computer, and gives it back): the roster's host while its device is connected here;
  // else, with more than half of the players' devices reachable, the first seated player's
  // device, in seating order, that is. So that no single device's loss ends the table, the
  // creator's included (#20): that device gives the host's seat to a computer first, and
  // signs the rosters from then on, as their host.
  bool acts_for_table() const;
  // The device that acts for the table as this device sees it (acts_for_table's rule), or ""
  // when none may (too few players reachable, or a connection not yet known).
  std::string table_actor() const;
  // The names of the devices connected here that sit in no seat (watching, or yet to choose),
  // as their hellos give them, in the order of their ids.
  std::vector<std::string> unseated_names() const;
  // The seats of the players who have not said they are ready, before the start, in seating
  // order (the creator's lobby names them by Start: she may start without them, but
  // knowingly; a playtest).
  std::vector<int> unready_seats() const;
  // What the game calls each seat's player (web/logic/player_names.h): a person's seat by its name,
  // also while a computer plays for them, unless another seat has the same (two friends who
  // left "Player"); a computer's own seat by its color.
  SeatNames player_names() const;
  // Whether every seated person's device is connected here (this device's own is).
  bool all_seated_connected() const;
  // Whether a person other than this device's sits at the table (connected or not).
  bool others_seated() const;
  const std::string& device() const { return device_; }
  const std::string& name() const { return name_; }
  void rename(const std::string& name);
  const std::string& table_id() const { return table_id_; }
  // The roster as this device last heard it (empty seats until the creator's arrives).
  const Roster& roster() const { return roster_; }
  bool has_roster() const { return roster_.version > 0; }
  int own_seat() const { return lost_seat_ ? -1 : roster_.seat_of(device_); }
  // Seated in a game this device never saw start (another tab of this browser, or a kept
  // table lost): it can only watch.
  bool lost_seat() const { return lost_seat_; }
  // Whether `device` is connected to this device (this device itself is).
  bool connected(const std::string& device) const;
  // The device connected as `peer` ("" if none, or before its hello).
  std::string device_of(const std::string& peer) const;
  // Whether `device`'s player says they are ready to start (its latest hello; this device's
  // own: set_ready). The creator's player is ready by starting: always.
  bool ready(const std::string& device) const;
  // This device's seated player, before the start, says they are ready (or no longer are):
  // told to every device. False when not seated, or started, or the creator.
  bool set_ready(bool ready);
  int peers() const { return int(devices_.size()); }

  // The game, once the creator has started it (nullptr before): this epoch's table. When the
  // seats change (a new epoch), a new table takes its place; the one before stays valid until
  // the next change, so that a page following it can notice.
  Table* table() { return table_.get(); }
  const Table* table() const { return table_.get(); }
  // Why the table could not be made from the creator's roster (a bug), or nothing.
  bool broken() const { return broken_; }
  // Messages from other devices that could not be read, or that a device said for another
  // (a hello, a seat or a roster not its own).
  uint64_t bad_messages() const { return bad_messages_; }

  // What to send, in order; taking it empties it.
  std::vector<Outgoing> take_outbox();

  // For the browser tests only (rdTest.cheat): this device made to cheat, to show that the
  // others refuse it and nothing changes. A text sent to every device as if the table had
  // sent it; and a wrong copy of this device's next card (its salt altered) sent just
  // before the real one.
  void cheat_send(std::string text) { outbox_.push_back({"", std::move(text)}); }
  void cheat_next_reveal() { cheat_reveal_ = true; }
  // #46's browser test: this device's own engine told that `device` has gone (its
  // connections stay up), as a console line could; and this device's own cards withheld
  // (never sent, nor sent again), or sent again.
  void cheat_forget(const std::string& device);
  void cheat_withhold(bool on) { cheat_withhold_ = on; }

 private:
  // player_names() of the seats of `roster`.
  static SeatNames names_at(const Roster& roster);
  OnlineGame(std::string table_id, std::string device, std::string name, Crypto crypto);
  void hello(const std::string& peer);
  void take_hello(const std::string& peer, const std::string& signer, const LobbyMessage& m);
  bool reaches_most_players(bool host = false) const;
  // Whether this device may take roster `r` now (its changes of seats checked against what
  // this device sees itself): nothing, else the dispute (a seat taken from a device here)
  // or an empty one (a change that would rewind or replay the game: refused for good).
  std::optional<Dispute> change_refused(const Roster& r) const;
  void take_follow(const std::string& signer, const LobbyMessage& m);
  void send_follow(const std::string& peer);
  void look_again_at_held();
  // The seats the roster gives to a computer mid-round, given to this epoch's table.
  void apply_stand_ins();
  bool watch_from_here();
  Digest roster_digest(const Roster& r) const;  // what a follow names
  void take_roster(const std::string& signer, const LobbyMessage& m);
  void take_have(const std::string& peer, const std::string& signer, const LobbyMessage& m);
  void send_roster(const std::string& peer);
  void send_roster_and_base(const std::string& peer);
  void take_base(const std::string& signer, const LobbyMessage& m);
  bool rebuild_table(const std::string& journal_text, const std::string& roster_text, const std::string& base_text);
  void start_table();
  void follow_epoch();
  bool switch_to(const Match& base, const std::string& text);
  void send_base(const std::string& peer);
  void introduced(const std::string& peer, const std::string& device);
  // What devices gone from here said, to `peer` (device `device`, whose own words are not).
  void pass_on_from_gone(const std::string& peer, const std::string& device);
  // The words of seat `color`'s `author` this table applied (its `latest` only), to `peer`.
  void pass_on_words_of(int color, const std::string& author, const std::string& peer, size_t latest = SIZE_MAX);
  void pass_on_words_from(size_t from, int color, const std::string& author, const std::string& peer);
  // This device's own table messages from number `from` on, to `peer`.
  void send_own_from(size_t from, const std::string& peer);
  void take_back_returned();
  void new_epoch(const Match& base, const std::string& text);
  void to_table(const std::string& signer, const std::string& text);
  void flush_table();

  std::string table_id_, device_, name_;
  Crypto crypto_;
  Roster roster_;
  int wanted_seat_ = -1;                       // the seat this guest asked for
  bool ready_ = false;                         // this device's player said they are ready
  struct Said { std::string name; bool ready = false; };
  uint64_t changes_ = 0;                       // changes()
  std::map<std::string, Said> hellos_;         // by device: what its latest hello said of its player
  std::map<std::string, std::string> devices_;  // by connected peer: its device ("" until its hello)
  std::unique_ptr<Table> table_;
  Roster table_roster_;            // the roster table_ was made from (its epoch and seats)
  std::vector<std::unique_ptr<Table>> retired_;  // the earlier epochs' tables
  std::string base_text_;              // table_'s base game (base_game.h), "" in epoch 0
  struct Parts {
    int count = 0;                     // how many make it whole
    std::map<int, std::string> pieces;  // by part
  };
  std::map<std::string, Parts> base_parts_;  // a base being received, by sender
  // Table messages (signer, text) of a table not made yet (before the start, or a later epoch's).
  std::vector<std::pair<std::string, std::string>> early_;
  std::vector<Outgoing> outbox_;
  bool broken_ = false;
  uint64_t asked_ = 0;
  double now_ = 0;
  struct Answered {
    double at = 0;
    uint32_t epoch = 0;
    std::array<uint32_t, kColors> have{};
  };
  std::map<std::string, Answered> answered_;  // by device: its latest question answered
  bool lost_seat_ = false;  // seated in a game this device cannot play on (no journal): it watches
  bool cheat_reveal_ = false, cheat_withhold_ = false;
  std::map<std::string, Digest> follows_;  // by device: the digest of the roster it said it follows
  std::optional<std::pair<std::string, LobbyMessage>> held_;  // a roster refused for now, with its signer
  std::optional<Dispute> disputed_;
  Waits waits_;
  uint8_t late_seats_ = 0;  // a bit per color late or at fault at the last set_now
  // By device: the round in which this one last lost its connection to it; and the round in
  // which it came back from what it kept (a reload), 0: never. Its own evidence of having been
  // cut off in that round (change_refused).
  std::map<std::string, int> lost_;
  int restored_ = 0;
  uint64_t bad_messages_ = 0;
};

// Whether a page alone at `game`'s table expects somebody there: not the creator before any
// friend sat (she waits for friends, not for the network), nor anyone once the game is over.
bool expects_others(const OnlineGame& game);

}  // namespace rd
