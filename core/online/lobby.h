// An online table before its game (issue #20): who sits where. The device that created the
// table keeps the roster and sends it to every device after each change; the others
// introduce themselves and ask for a seat. When the creator starts the game, every device
// makes its Table (table.h) from the same roster: its own seat is the one it sits in.
//
// Lobby messages are JSON objects like the table's (message.h), with the same version "v",
// "table" and kind "t" fields, and at most kMaxMessageBytes:
//   hello   device, name, seat: who a device is (sent to each device it meets), and the seat
//           it asks for ("" for none: watching, or not chosen yet)
//   roster  host, version, variant, first, started, seats: [{color, kind, level, device,
//           name}]: the creator's roster; a device takes one with a higher version only
//
// A device is named by a random id it keeps (16 lowercase hex digits), a player by the name
// typed (1 to kMaxNameBytes of UTF-8 without control characters; the page shows it, never
// reads it). Anybody with the invite link may sit: the link's key is the invitation.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

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
  std::string device;  // a person's device
  std::string name;    // a person's name
  static LobbySeat of(SeatKind kind, std::string level = "") { return {-1, kind, std::move(level), "", ""}; }
  bool operator==(const LobbySeat& o) const {
    return color == o.color && kind == o.kind && level == o.level && device == o.device && name == o.name;
  }
};

struct Roster {
  std::string table;   // valid_table_id
  std::string host;    // the creator's device
  uint32_t version = 0;
  Variant variant = Variant::kStandard;
  int first = -1;      // the first player, or -1: drawn by the table (table.h)
  bool started = false;
  std::vector<LobbySeat> seats;  // one per color in play, in seating order (seat_colors)
  bool operator==(const Roster& o) const {
    return table == o.table && host == o.host && version == o.version && variant == o.variant && first == o.first &&
           started == o.started && seats == o.seats;
  }

  // The seat `device` sits in, or -1.
  int seat_of(std::string_view device) const;
  bool full() const;  // no open seat
  // The Table's setup for `device` (a watcher's when it has no seat).
  TableSetup table_setup(std::string_view device) const;
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
// Every open seat becomes a computer of `level` (before the start).
void fill_open_seats(Roster& roster, std::string_view level);

enum class LobbyKind : uint8_t { kHello, kRoster };
struct LobbyMessage {
  LobbyKind kind = LobbyKind::kHello;
  std::string table;
  // hello
  std::string device, name;
  int seat = -1;
  // roster
  Roster roster;
  static LobbyMessage hello(std::string table, std::string device, std::string name, int seat) {
    LobbyMessage m;
    m.table = std::move(table), m.device = std::move(device), m.name = std::move(name), m.seat = seat;
    return m;
  }
  static LobbyMessage of(const Roster& roster) {
    LobbyMessage m;
    m.kind = LobbyKind::kRoster, m.table = roster.table, m.roster = roster;
    return m;
  }
};

// Whether a text is a lobby message at all (its "t"), so that a table message goes to the
// Table and a lobby message here. Never throws.
bool is_lobby_text(std::string_view text);
std::string encode(const LobbyMessage& message);
// The lobby message a text holds, or why not (DecodeError, as the table's). Never throws.
std::variant<LobbyMessage, DecodeError> decode_lobby(std::string_view text);

}  // namespace rd
