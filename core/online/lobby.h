// An online table before its game (issue #20): who sits where. The device that created the
// table keeps the roster and sends it to every device after each change; the others
// introduce themselves and ask for a seat. When the creator starts the game, every device
// makes its Table (table.h) from the same roster: its own seat is the one it sits in.
//
// Lobby messages are JSON objects like the table's (message.h), with the same version "v",
// "table" and kind "t" fields, and at most kMaxMessageBytes:
//   hello   device, name, seat, ready: who a device is (sent to each device it meets), the
//           seat it asks for ("" for none: watching, or not chosen yet), and whether its
//           player says they are ready to start (optional, false when missing)
//   roster  host, version, variant, first, timer, started, epoch, base, digest, seats: [{color,
//           kind, level, device, name, and for a computer standing in for a person given: the
//           round it was given the seat in, and if that was mid-round since: [round, slot,
//           step]}]: the creator's roster; a device takes one with a higher
//           version only
//   base    epoch, part, parts, text: one part of the game an epoch starts from (base_game.h)
//
// Once the game has started, the creator may give a gone player's seat to a computer, and
// gives it back when the player's device returns (at the start of a round). Each such change
// begins a new epoch: a new Table (its id the table's with "-<epoch>"), from the game's first
// `base` whole rounds, whose record text has the digest `digest`. The computer that stands in
// keeps the person's device and name in its seat, so that the page says whose seat it is and
// the device can have it back.
//
// A device is named by an id it keeps (16 lowercase hex digits: in the browser, the start of
// the SHA-256 of the public key it signs its messages with), a player by the name
// typed (1 to kMaxNameBytes of UTF-8 without control characters; the page shows it, never
// reads it). Anybody with the invite link may sit: the link's key is the invitation.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "base_game.h"
#include "message.h"
#include "table.h"

namespace rd {

constexpr size_t kMaxNameBytes = 40;
constexpr size_t kDeviceIdChars = 16;
bool valid_device_id(std::string_view id);
// A name as a player typed it, made safe to show: control characters dropped, cut to
// kMaxNameBytes at a character boundary, spaces trimmed. May come back empty.
std::string clean_name(std::string_view typed);

enum class SeatKind : uint8_t { kOpen, kPerson, kComputer };

struct LobbySeat {
  int color = -1;
  SeatKind kind = SeatKind::kOpen;
  std::string level;   // a computer's (registry.h)
  std::string device;  // a person's device (a computer's: the person it stands in for, or "")
  std::string name;    // a person's name (the same)
  // A computer given the seat in the middle of a round, in this epoch: from where it plays
  // (Table::stand_in). Nothing for a seat set so at an epoch's start.
  std::optional<Table::StandInPoint> since = std::nullopt;
  // A computer standing in for a person: the round it was given the seat in (from that
  // round's start, or from `since`). The seat goes back to its person at a later round's
  // start only (OnlineGame::take_back_returned): a late device must not have it back at once.
  int given = 0;
  // Whether the epoch's table takes words from this seat's person: a person's seat, or one
  // a computer was given mid-round (up to its point: the table knows where that is).
  bool speaks() const { return kind == SeatKind::kPerson || (kind == SeatKind::kComputer && since && !device.empty()); }
  static LobbySeat of(SeatKind kind, std::string level = "") { return {-1, kind, std::move(level), "", "", std::nullopt, 0}; }
  bool operator==(const LobbySeat& o) const {
    return color == o.color && kind == o.kind && level == o.level && device == o.device && name == o.name && since == o.since &&
           given == o.given;
  }
};

struct Roster {
  std::string table;   // valid_table_id
  std::string host;    // the creator's device
  uint32_t version = 0;
  Variant variant = Variant::kStandard;
  int first = -1;      // the first player, or -1: drawn by the table (table.h)
  int timer = 0;       // seconds each player has to program a round (kTimers), 0: no limit
  bool started = false;
  uint32_t epoch = 0;  // 0: the game's first table; then one more at each change of seats
  int base = 0;        // the whole rounds the epoch's table starts from (0 in epoch 0)
  Digest digest{};     // their record text's (base_game.h), from epoch 1
  std::vector<LobbySeat> seats;  // one per color in play, in seating order (seat_colors)
  bool operator==(const Roster& o) const {
    return table == o.table && host == o.host && version == o.version && variant == o.variant && first == o.first && timer == o.timer &&
           started == o.started && epoch == o.epoch && base == o.base && digest == o.digest && seats == o.seats;
  }

  // The seat `device` sits in, or -1.
  int seat_of(std::string_view device) const;
  // The seat whose words `device` says in the epoch's table (LobbySeat::speaks), or -1.
  int speaker_seat(std::string_view device) const;
  bool full() const;  // no open seat
  // The Table's setup for `device` (a watcher's when it has no seat), for this epoch.
  TableSetup table_setup(std::string_view device) const;
  // The seat a computer plays for `device`'s person (stand_in), or -1.
  int stood_in_for(std::string_view device) const;
};

// A new roster for `players` seats: the creator in the first seat it names as its own.
// `seats` by seating order: kPerson seats stay open for friends, except `own` (an index
// into seats, or -1: the creator only watches).
std::optional<Roster> make_roster(std::string table, std::string host, std::string host_name, Variant variant, int first,
                                  const std::vector<LobbySeat>& seats, int own);

// The creator's answer to a hello: `device` sits in `color` (or stands up when color is -1,
// or changes only its name when it asks for the seat it has). False, and nothing changed,
// when the seat is taken or not a person's, or the game has started.
bool seat_device(Roster& roster, std::string_view device, std::string_view name, int color);
// The id of an epoch's Table: the table's own in epoch 0, then "<table>-<epoch>"; and the
// epoch a Table id names at table `table` (nothing: another table's).
std::string epoch_table_id(const std::string& table, uint32_t epoch);
std::optional<uint32_t> epoch_of(const std::string& table, const std::string& id);

// The times per program a table may have, in seconds (0: none): when a player's runs out,
// their device locks the medium computer's program for them (the page's Session), and says so.
constexpr std::array<int, 4> kTimers = {0, 60, 120, 300};
// The creator sets it before the start; false (nothing changed) for another value, or after.
bool set_timer(Roster& roster, int seconds);
// Every open seat becomes a computer of `level` (before the start).
void fill_open_seats(Roster& roster, std::string_view level);
// After the start, a new epoch from `base` (its whole rounds; base_game.h): `color`'s person
// gives way to a computer of `level` (stand_in), or `device`'s person has their seat back
// from the computer (take_back). False, and nothing changed, when the seat is not so or the
// base does not stand at the start of a round.
bool stand_in(Roster& roster, int color, std::string_view level, const Match& base, const Digest& digest);
bool take_back(Roster& roster, std::string_view device, const Match& base, const Digest& digest);
// In the same epoch, mid-round: `color`'s person gives way to a computer of `level` from
// `at` (Table::stand_in_point of the giving device). False, and nothing changed, when the
// seat is not a person's.
bool stand_in_from(Roster& roster, int color, std::string_view level, const Table::StandInPoint& at);

// Whether roster `to` may follow `from` once the game has started (#46: every device checks
// it of every roster it takes, its signer's word being no more than a claim). The table,
// variant, timer and start stay; the epoch never goes back. Within an epoch, only seats given
// to a computer mid-round (person -> computer with the same device and name, a `since` point
// in `given`'s round, `given` no earlier than every other seat's change); base and digest
// unchanged. A new epoch: from at least the whole rounds `from`'s starts from, with at least
// one seat changed, each change a person's seat given to a computer at the epoch's first
// round (no point), or a computer's given back to its person at a round later than it was
// given in; the first player once fixed, fixed. A new host must be a player of `from` whose
// roster gives `from`'s host's seat away (a takeover).
bool allowed_change(const Roster& from, const Roster& to);

// kHave: what a device has applied of each seat's table messages in an epoch (Inbox::next,
// by color; 0 for a seat not in play), sent when its game has not moved for a while: each
// device answers with what the sender lacks of it (OnlineGame::take_have). A connection that
// stays up may still lose a message (a CI run: a page waited for ever for a choice made
// elsewhere); nothing else would send it again while nobody's connection closes.
// kFollow: the roster a device plays by (it took it, or signed it), as the SHA-256 of its
// message text (field "roster"): sent to every device after each change and to each device
// met; only that very roster counts (a host sending two devices two rosters of one version
// cannot have one's word count for the other). The evidence a seat's own device needs
// before it gives way (OnlineGame::take_roster, shell/online/README.md "Seats").
enum class LobbyKind : uint8_t { kHello, kRoster, kBase, kHave, kFollow };
constexpr size_t kBasePartBytes = 1536;  // a part's text: its message stays under kMaxMessageBytes
constexpr int kMaxBaseParts = 1024;
struct LobbyMessage {
  LobbyKind kind = LobbyKind::kHello;
  std::string table;
  // hello
  std::string device, name;
  int seat = -1;
  bool ready = false;
  // roster
  Roster roster;
  // base
  uint32_t epoch = 0;
  int part = 0, parts = 0;
  std::string text;
  // have (and epoch)
  std::array<uint32_t, kColors> have{};
  static LobbyMessage hello(std::string table, std::string device, std::string name, int seat, bool ready = false) {
    LobbyMessage m;
    m.table = std::move(table), m.device = std::move(device), m.name = std::move(name), m.seat = seat, m.ready = ready;
    return m;
  }
  static LobbyMessage of(const Roster& roster) {
    LobbyMessage m;
    m.kind = LobbyKind::kRoster, m.table = roster.table, m.roster = roster;
    return m;
  }
  // follow: the SHA-256 of the roster's message text it follows (in roster.digest).
  static LobbyMessage follows(std::string table, const Digest& roster) {
    LobbyMessage m;
    m.kind = LobbyKind::kFollow, m.table = std::move(table), m.roster.digest = roster;
    return m;
  }
  static LobbyMessage has(std::string table, uint32_t epoch, const std::array<uint32_t, kColors>& have) {
    LobbyMessage m;
    m.kind = LobbyKind::kHave, m.table = std::move(table), m.epoch = epoch, m.have = have;
    return m;
  }
  // The base game's text (base_game.h) of `epoch`, cut in parts of kBasePartBytes.
  static std::vector<LobbyMessage> base_parts(const std::string& table, uint32_t epoch, std::string_view text);
};

// Whether a text is a lobby message at all (its "t"), so that a table message goes to the
// Table and a lobby message here. Never throws.
bool is_lobby_text(std::string_view text);
std::string encode(const LobbyMessage& message);
// The lobby message a text holds, or why not (DecodeError, as the table's). Never throws.
std::variant<LobbyMessage, DecodeError> decode_lobby(std::string_view text);

}  // namespace rd
