#include "lobby.h"

#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>

#include "color.h"
#include "json_reader.h"
#include "names.h"
#include "registry.h"

namespace rd {

namespace {
using nlohmann::json;
using nlohmann::ordered_json;

constexpr std::array<std::string_view, 5> kLobbyKinds = {"hello", "roster", "base", "have", "follow"};  // by LobbyKind
constexpr std::array<std::string_view, 3> kSeatKinds = {"open", "person", "computer"};  // by SeatKind
constexpr std::array<std::string_view, 3> kEnvelope = {"v", "table", "t"};
// Each kind's fields after the envelope, by LobbyKind, listed once: the order encode() writes
// them in, and every field decode() lets a message of that kind hold.
const std::array<std::vector<std::string_view>, 5> kLobbyFields = {{
    {"device", "name", "seat", "ready"},
    {"host", "version", "variant", "first", "timer", "started", "epoch", "base", "digest", "seats"},
    {"epoch", "part", "parts", "text"},
    {"epoch", "have"},
    {"roster"},
}};

bool known_level(std::string_view level) {
  const std::vector<std::string> names = bot_names();
  return std::find(names.begin(), names.end(), level) != names.end();
}

// A color name or "" (none: -1), in a message.
std::string seat_text(int color) { return color >= 0 && color < kColors ? std::string(color_name(color)) : ""; }
int read_seat(Reader& r, std::string_view key) {
  const std::string text = r.text(key);
  if (r.error || text.empty()) return -1;
  const auto color = parse_color(text);
  if (!color) return r.fail(DecodeCode::kUnknownColor, key), -1;
  return *color;
}

std::string read_device(Reader& r, std::string_view key, bool may_be_empty) {
  std::string device = r.text(key);
  if (!r.error && !(may_be_empty && device.empty()) && !valid_device_id(device)) r.fail(DecodeCode::kOutOfRange, key);
  return device;
}

std::string read_name(Reader& r, std::string_view key, bool may_be_empty) {
  std::string name = r.text(key);
  if (!r.error && (clean_name(name) != name || (!may_be_empty && name.empty()))) r.fail(DecodeCode::kOutOfRange, key);
  return name;
}

bool read_flag(Reader& r, std::string_view key) {
  const json* j = r.field(key);
  if (!j) return false;
  if (!j->is_boolean()) return r.fail(DecodeCode::kWrongType, key), false;
  return j->get<bool>();
}

// One count per color, each at most kMaxMessageCount.
std::array<uint32_t, kColors> read_counts(Reader& r, std::string_view key) {
  std::array<uint32_t, kColors> counts{};
  const json* j = r.field(key);
  if (!j) return counts;
  if (!j->is_array()) return r.fail(DecodeCode::kWrongType, key), counts;
  if (j->size() != counts.size()) return r.fail(DecodeCode::kOutOfRange, key), counts;
  for (size_t c = 0; c < counts.size(); ++c) {
    const json& n = (*j)[c];
    if (!n.is_number_unsigned()) return r.fail(DecodeCode::kWrongType, key), counts;
    if (n.get<uint64_t>() > uint64_t(kMaxMessageCount)) return r.fail(DecodeCode::kOutOfRange, key), counts;
    counts[c] = uint32_t(n.get<uint64_t>());
  }
  return counts;
}

LobbySeat read_lobby_seat(const json& j, size_t index, Reader& outer) {
  LobbySeat seat;
  const std::string where = "seats." + std::to_string(index) + ".";
  if (!j.is_object()) return outer.fail(DecodeCode::kWrongType, where), seat;
  Reader r(j, where);
  r.only({"color", "kind", "level", "device", "name", "since", "given"});
  seat.color = read_seat(r, "color");
  const std::string kind = r.text("kind");
  const auto k = std::find(kSeatKinds.begin(), kSeatKinds.end(), kind);
  if (!r.error && k == kSeatKinds.end()) r.fail(DecodeCode::kOutOfRange, "kind");
  if (!r.error) seat.kind = SeatKind(k - kSeatKinds.begin());
  seat.level = r.text("level");
  seat.device = read_device(r, "device", true);
  seat.name = read_name(r, "name", true);
  if (const json* given = r.optional_field("given")) {
    if (!given->is_number_integer() || given->get<int64_t>() < 1 || given->get<int64_t>() > kMaxMessageCount) r.fail(DecodeCode::kOutOfRange, "given");
    else if (seat.kind != SeatKind::kComputer || seat.device.empty()) r.fail(DecodeCode::kOutOfRange, "given");
    else seat.given = int(given->get<int64_t>());
  }
  if (const json* since = r.optional_field("since")) {
    // [round, slot, step]: only a computer standing in for a person has one.
    const auto in = [&](size_t i, int64_t lo, int64_t hi) {
      return (*since)[i].is_number_integer() && (*since)[i].get<int64_t>() >= lo && (*since)[i].get<int64_t>() <= hi;
    };
    if (!since->is_array() || since->size() != 3 || !in(0, 1, kMaxMessageCount) || !in(1, 0, kSlots) || !in(2, 0, kMaxMessageCount))
      r.fail(DecodeCode::kOutOfRange, "since");
    else if (seat.kind != SeatKind::kComputer || seat.device.empty() || seat.given != (*since)[0].get<int64_t>()) r.fail(DecodeCode::kOutOfRange, "since");
    else seat.since = Table::StandInPoint{int((*since)[0].get<int64_t>()), int((*since)[1].get<int64_t>()), uint32_t((*since)[2].get<int64_t>())};
  }
  if (!r.error) {
    // Each kind has exactly its own fields set: one spelling of each roster.
    const bool person = seat.kind == SeatKind::kPerson, computer = seat.kind == SeatKind::kComputer;
    if (seat.color < 0) r.fail(DecodeCode::kMissingField, "color");
    else if (computer != !seat.level.empty() || (computer && !known_level(seat.level))) r.fail(DecodeCode::kOutOfRange, "level");
    // A computer may name the person it stands in for (both device and name, or neither).
    else if (computer ? seat.device.empty() != seat.name.empty() : person != !seat.device.empty()) r.fail(DecodeCode::kOutOfRange, "device");
    else if (!computer && person != !seat.name.empty()) r.fail(DecodeCode::kOutOfRange, "name");
  }
  if (r.error) outer.error = r.error;
  return seat;
}

// The seats must be the colors of the player count, in seating order, each device once.
bool seats_fit(const std::vector<LobbySeat>& seats) {
  std::array<int8_t, kColors> colors;
  const int n = seat_colors(int(seats.size()), colors);
  if (n != int(seats.size())) return false;
  for (int i = 0; i < n; ++i) {
    if (seats[size_t(i)].color != colors[size_t(i)]) return false;
    for (int j = 0; j < i; ++j)
      if (!seats[size_t(i)].device.empty() && seats[size_t(i)].device == seats[size_t(j)].device) return false;
  }
  return true;
}

void read_roster(Reader& r, Roster& roster) {
  roster.host = read_device(r, "host", false);
  roster.version = uint32_t(r.number("version", 0, kMaxMessageCount));
  const std::string variant = r.text("variant");
  if (!r.error) {
    const auto v = parse_variant(variant);
    if (!v) r.fail(DecodeCode::kOutOfRange, "variant");
    else roster.variant = *v;
  }
  roster.first = read_seat(r, "first");
  roster.timer = int(r.number("timer", 0, kTimers.back()));
  if (!r.error && std::find(kTimers.begin(), kTimers.end(), roster.timer) == kTimers.end()) r.fail(DecodeCode::kOutOfRange, "timer");
  roster.started = read_flag(r, "started");
  roster.epoch = uint32_t(r.number("epoch", 0, kMaxMessageCount));
  roster.base = int(r.number("base", 0, kMaxMessageCount));
  const std::string digest = r.text("digest");
  if (!r.error && !digest.empty()) roster.digest = r.from_hex_in<32>(digest, "digest");
  // Epoch 0 is the game from its start; a later one goes on from a digest, in a started game
  // whose first player is known.
  if (!r.error && (roster.epoch == 0) != (roster.base == 0 && digest.empty())) r.fail(DecodeCode::kOutOfRange, "epoch");
  if (!r.error && roster.epoch > 0 && (digest.empty() || !roster.started || roster.first < 0)) r.fail(DecodeCode::kOutOfRange, "epoch");
  const json* seats = r.field("seats");
  if (!seats) return;
  if (!seats->is_array() || seats->size() < 2 || seats->size() > size_t(kColors)) return void(r.fail(DecodeCode::kOutOfRange, "seats"));
  for (size_t i = 0; i < seats->size() && !r.error; ++i) roster.seats.push_back(read_lobby_seat((*seats)[i], i, r));
  if (r.error) return;
  if (!seats_fit(roster.seats)) return void(r.fail(DecodeCode::kOutOfRange, "seats"));
  if (roster.first >= 0 && std::none_of(roster.seats.begin(), roster.seats.end(), [&](const LobbySeat& s) { return s.color == roster.first; }))
    r.fail(DecodeCode::kOutOfRange, "first");
}

ordered_json seat_json(const LobbySeat& s) {
  ordered_json j = {{"color", seat_text(s.color)}, {"kind", kSeatKinds[size_t(s.kind)]}, {"level", s.level}, {"device", s.device}, {"name", s.name}};
  if (s.given) j["given"] = s.given;
  if (s.since) j["since"] = {s.since->round, s.since->slot, s.since->step};
  return j;
}
}  // namespace

bool valid_device_id(std::string_view id) {
  return id.size() == kDeviceIdChars && std::all_of(id.begin(), id.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

std::string clean_name(std::string_view typed) {
  std::string name;
  for (size_t i = 0; i < typed.size();) {
    const auto c = static_cast<unsigned char>(typed[i]);
    // The length of this UTF-8 sequence; a broken one is dropped byte by byte.
    const size_t length = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xe ? 3 : (c >> 3) == 0x1e ? 4 : 0;
    bool whole = length > 0 && i + length <= typed.size();
    for (size_t k = 1; whole && k < length; ++k) whole = (static_cast<unsigned char>(typed[i + k]) >> 6) == 0x2;
    if (!whole) { ++i; continue; }
    const bool control = length == 1 ? (c < 0x20 || c == 0x7f) : (length == 2 && c == 0xc2 && static_cast<unsigned char>(typed[i + 1]) < 0xa0);
    if (!control) {
      if (name.size() + length > kMaxNameBytes) break;
      name.append(typed.substr(i, length));
    }
    i += length;
  }
  const size_t begin = name.find_first_not_of(' ');
  if (begin == std::string::npos) return "";
  return name.substr(begin, name.find_last_not_of(' ') + 1 - begin);
}

int Roster::seat_of(std::string_view device) const {
  for (const LobbySeat& s : seats)
    if (s.kind == SeatKind::kPerson && s.device == device) return s.color;
  return -1;
}

int Roster::speaker_seat(std::string_view device) const {
  for (const LobbySeat& s : seats)
    if (s.speaks() && s.device == device) return s.color;
  return -1;
}

bool Roster::full() const {
  return std::none_of(seats.begin(), seats.end(), [](const LobbySeat& s) { return s.kind == SeatKind::kOpen; });
}

int Roster::stood_in_for(std::string_view device) const {
  for (const LobbySeat& s : seats)
    if (s.kind == SeatKind::kComputer && !device.empty() && s.device == device) return s.color;
  return -1;
}

TableSetup Roster::table_setup(std::string_view device) const {
  TableSetup setup;
  setup.id = epoch_table_id(table, epoch);
  setup.variant = variant;
  setup.first = first;
  // A computer given the seat mid-round plays it from its point only (Table::stand_in): the
  // epoch's table starts with the person there.
  for (const LobbySeat& s : seats)
    setup.seats.push_back(s.kind == SeatKind::kComputer && !s.since ? OnlineSeat::computer(s.level) : OnlineSeat::person());
  setup.own = seat_of(device);
  return setup;
}

std::optional<Roster> make_roster(std::string table, std::string host, std::string host_name, Variant variant, int first,
                                  const std::vector<LobbySeat>& seats, int own) {
  Roster roster;
  roster.table = std::move(table), roster.host = std::move(host), roster.version = 1, roster.variant = variant, roster.first = first;
  std::array<int8_t, kColors> colors;
  const int n = seat_colors(int(seats.size()), colors);
  if (n != int(seats.size()) || !valid_table_id(roster.table) || !valid_device_id(roster.host)) return std::nullopt;
  for (int i = 0; i < n; ++i) {
    LobbySeat seat = seats[size_t(i)];
    seat.color = colors[size_t(i)];
    if (seat.kind == SeatKind::kComputer && !known_level(seat.level)) return std::nullopt;
    seat.kind = seat.kind == SeatKind::kPerson ? SeatKind::kOpen : seat.kind;
    seat.device = seat.name = "";
    if (i == own) seat = {seat.color, SeatKind::kPerson, "", roster.host, clean_name(host_name)};
    if (seat.kind != SeatKind::kComputer) seat.level = "";
    roster.seats.push_back(seat);
  }
  if (own >= 0 && (own >= n || seats[size_t(own)].kind != SeatKind::kPerson || roster.seats[size_t(own)].name.empty())) return std::nullopt;
  if (first >= 0 && std::none_of(colors.begin(), colors.begin() + n, [&](int8_t c) { return c == first; })) return std::nullopt;
  return roster;
}

bool seat_device(Roster& roster, std::string_view device, std::string_view name, int color) {
  const std::string clean = clean_name(name);
  if (roster.started || !valid_device_id(device) || clean.empty()) return false;
  const int now = roster.seat_of(device);
  LobbySeat* wanted = nullptr;
  for (LobbySeat& s : roster.seats)
    if (s.color == color) wanted = &s;
  if (color >= 0 && (!wanted || (wanted->kind != SeatKind::kOpen && color != now))) return false;
  for (LobbySeat& s : roster.seats)
    if (s.kind == SeatKind::kPerson && s.device == device) s = {s.color, SeatKind::kOpen, "", "", "", std::nullopt, 0};
  if (wanted) *wanted = {color, SeatKind::kPerson, "", std::string(device), clean};
  ++roster.version;
  return true;
}

bool set_timer(Roster& roster, int seconds) {
  if (roster.started || std::find(kTimers.begin(), kTimers.end(), seconds) == kTimers.end()) return false;
  roster.timer = seconds;
  ++roster.version;
  return true;
}

void fill_open_seats(Roster& roster, std::string_view level) {
  if (roster.started) return;
  for (LobbySeat& s : roster.seats)
    if (s.kind == SeatKind::kOpen) s = {s.color, SeatKind::kComputer, std::string(level), "", "", std::nullopt, 0};
  ++roster.version;
}

std::string epoch_table_id(const std::string& table, uint32_t epoch) {
  return epoch == 0 ? table : table + "-" + std::to_string(epoch);
}

std::optional<uint32_t> epoch_of(const std::string& table, const std::string& id) {
  if (id == table) return 0;
  if (id.size() <= table.size() + 1 || id.compare(0, table.size(), table) != 0 || id[table.size()] != '-') return std::nullopt;
  const std::string tail = id.substr(table.size() + 1);
  if (tail.size() > 9 || tail.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  return uint32_t(std::stoul(tail));  // at most 9 digits: never throws
}

namespace {
// A new epoch from `base`, the seats already changed.
void begin_epoch(Roster& roster, const Match& base, const Digest& digest) {
  for (LobbySeat& s : roster.seats) s.since.reset();  // the new table sets every seat from its start
  ++roster.epoch;
  roster.base = base_rounds(base);
  roster.digest = digest;
  roster.first = int(base.setup().first);
  ++roster.version;
}
}  // namespace

bool stand_in(Roster& roster, int color, std::string_view level, const Match& base, const Digest& digest) {
  if (!roster.started || base_rounds(base) < 0 || !known_level(level)) return false;
  for (LobbySeat& s : roster.seats) {
    if (s.color != color || s.kind != SeatKind::kPerson) continue;
    s = {s.color, SeatKind::kComputer, std::string(level), s.device, s.name, std::nullopt, base_rounds(base) + 1};
    begin_epoch(roster, base, digest);
    return true;
  }
  return false;
}

bool stand_in_from(Roster& roster, int color, std::string_view level, const Table::StandInPoint& at) {
  if (!roster.started || !known_level(level)) return false;
  for (LobbySeat& s : roster.seats) {
    if (s.color != color || s.kind != SeatKind::kPerson) continue;
    s = {s.color, SeatKind::kComputer, std::string(level), s.device, s.name, at, at.round};
    ++roster.version;
    return true;
  }
  return false;
}

bool take_back(Roster& roster, std::string_view device, const Match& base, const Digest& digest) {
  const int color = roster.stood_in_for(device);
  if (!roster.started || color < 0 || base_rounds(base) < 0) return false;
  for (LobbySeat& s : roster.seats)
    if (s.color == color) s = {s.color, SeatKind::kPerson, "", s.device, s.name, std::nullopt, 0};
  begin_epoch(roster, base, digest);
  return true;
}

namespace {
// One seat's change from `a` to `b` in a roster change (allowed_change): `epoch_start` the
// first round of `b`'s epoch when it is a new one, else 0. Whether it changed, in `changed`.
bool seat_change_allowed(const LobbySeat& a, const LobbySeat& b, int epoch_start, bool& changed) {
  if (a.color != b.color || a.device != b.device || a.name != b.name) return false;
  if (a == b) {
    // A new epoch starts every seat from its start: a point from the epoch before goes.
    return !(epoch_start > 0 && b.since);
  }
  const bool same_but_point = a.kind == b.kind && a.level == b.level && a.given == b.given && epoch_start > 0 && !b.since;
  if (same_but_point) return true;  // a seat given mid-round in the epoch before, now from the new epoch's start
  changed = true;
  if (a.kind == SeatKind::kPerson && b.kind == SeatKind::kComputer && known_level(b.level) && !b.device.empty()) {
    // Given at the new epoch's start, or (a change this device missed) in a round before it.
    if (epoch_start > 0) return !b.since && b.given >= 1 && b.given <= epoch_start;
    return b.since && b.given == b.since->round;  // mid-round, in this epoch
  }
  // Given back and given again, in changes this device missed.
  if (a.kind == SeatKind::kComputer && b.kind == SeatKind::kComputer && !a.device.empty() && known_level(b.level))
    return epoch_start > 0 && !b.since && b.given > a.given && b.given <= epoch_start;
  // Given back: at a new epoch's start, a round later than it was given in.
  return a.kind == SeatKind::kComputer && !a.device.empty() && b.kind == SeatKind::kPerson && epoch_start > a.given && !b.since &&
         b.given == 0;
}
}  // namespace

bool allowed_change(const Roster& from, const Roster& to) {
  if (!from.started || !to.started || to.table != from.table || to.variant != from.variant || to.timer != from.timer) return false;
  if (to.epoch < from.epoch || to.seats.size() != from.seats.size()) return false;
  const bool new_epoch = to.epoch > from.epoch;
  if (new_epoch ? to.base < from.base : (to.base != from.base || to.digest != from.digest)) return false;
  if (from.first >= 0 && to.first != from.first) return false;
  if (!new_epoch && to.first != from.first) return false;
  const int epoch_start = new_epoch ? to.base + 1 : 0;
  bool changed = false;
  for (size_t i = 0; i < from.seats.size(); ++i)
    if (!seat_change_allowed(from.seats[i], to.seats[i], epoch_start, changed)) return false;
  // An epoch that changes nothing would only play a round again; unless it skips epochs (a
  // seat given and given back while this device was away).
  if (new_epoch && !changed && to.epoch < from.epoch + 2) return false;
  if (to.host != from.host) {
    // A takeover: a player of the table, whose roster gives the old host's seat away.
    const bool player = from.seat_of(to.host) >= 0 || from.stood_in_for(to.host) >= 0;
    const int host_seat = from.seat_of(from.host);
    if (!player || host_seat < 0 || to.stood_in_for(from.host) != host_seat) return false;
  }
  return true;
}

std::vector<LobbyMessage> LobbyMessage::base_parts(const std::string& table, uint32_t epoch, std::string_view text) {
  std::vector<LobbyMessage> parts;
  const int n = std::max(1, int((text.size() + kBasePartBytes - 1) / kBasePartBytes));
  for (int i = 0; i < n; ++i) {
    LobbyMessage m;
    m.kind = LobbyKind::kBase, m.table = table, m.epoch = epoch, m.part = i, m.parts = n;
    m.text = std::string(text.substr(size_t(i) * kBasePartBytes, kBasePartBytes));
    parts.push_back(std::move(m));
  }
  return parts;
}

bool is_lobby_text(std::string_view text) {
  if (text.size() > kMaxMessageBytes) return false;
  const json j = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
  if (!j.is_object()) return false;
  const auto t = j.find("t");
  return t != j.end() && t->is_string() && std::find(kLobbyKinds.begin(), kLobbyKinds.end(), t->get<std::string>()) != kLobbyKinds.end();
}

namespace {
// A message's own fields by name (encode() writes them in kLobbyFields' order).
ordered_json kind_values(const LobbyMessage& m) {
  ordered_json j = ordered_json::object();
  if (m.kind == LobbyKind::kHello) {
    j["device"] = m.device;
    j["name"] = m.name;
    j["seat"] = seat_text(m.seat);
    j["ready"] = m.ready;
  } else if (m.kind == LobbyKind::kBase) {
    j["epoch"] = m.epoch;
    j["part"] = m.part;
    j["parts"] = m.parts;
    j["text"] = m.text;
  } else if (m.kind == LobbyKind::kHave) {
    j["epoch"] = m.epoch;
    j["have"] = m.have;
  } else if (m.kind == LobbyKind::kFollow) {
    j["roster"] = to_hex(m.roster.digest);
  } else {
    const Roster& r = m.roster;
    j["host"] = r.host;
    j["version"] = r.version;
    j["variant"] = variant_name(r.variant);
    j["first"] = seat_text(r.first);
    j["timer"] = r.timer;
    j["started"] = r.started;
    j["epoch"] = r.epoch;
    j["base"] = r.base;
    j["digest"] = r.epoch == 0 ? "" : to_hex(r.digest);
    ordered_json seats = ordered_json::array();
    for (const LobbySeat& s : r.seats) seats.push_back(seat_json(s));
    j["seats"] = seats;
  }
  return j;
}
}  // namespace

std::string encode(const LobbyMessage& m) {
  ordered_json j = {{"v", kMessageVersion}, {"table", m.table}, {"t", kLobbyKinds[size_t(m.kind)]}};
  const ordered_json values = kind_values(m);
  for (std::string_view name : kLobbyFields[size_t(m.kind)]) {
    const auto it = values.find(std::string(name));
    if (it != values.end()) j[std::string(name)] = *it;
  }
  return j.dump(-1, ' ', false, ordered_json::error_handler_t::replace);
}

std::variant<LobbyMessage, DecodeError> decode_lobby(std::string_view text) {
  auto object = read_message_object(text);
  if (const auto* error = std::get_if<DecodeError>(&object)) return *error;
  const json& j = std::get<MessageObject>(object).json;
  const std::string& kind = std::get<MessageObject>(object).kind;
  Reader r(j, "");
  const auto k = std::find(kLobbyKinds.begin(), kLobbyKinds.end(), kind);
  if (k == kLobbyKinds.end()) return DecodeError{DecodeCode::kUnknownKind, "t"};
  LobbyMessage m;
  m.kind = LobbyKind(k - kLobbyKinds.begin());
  std::vector<std::string_view> allowed(kEnvelope.begin(), kEnvelope.end());
  allowed.insert(allowed.end(), kLobbyFields[size_t(m.kind)].begin(), kLobbyFields[size_t(m.kind)].end());
  r.only(allowed);
  m.table = r.text("table");
  if (!r.error && !valid_table_id(m.table)) r.fail(DecodeCode::kBadTableId, "table");
  if (m.kind == LobbyKind::kHello) {
    m.device = read_device(r, "device", false);
    m.name = read_name(r, "name", true);
    m.seat = read_seat(r, "seat");
    m.ready = j.contains("ready") && read_flag(r, "ready");
  } else if (m.kind == LobbyKind::kBase) {
    m.epoch = uint32_t(r.number("epoch", 1, kMaxMessageCount));
    m.parts = int(r.number("parts", 1, kMaxBaseParts));
    m.part = int(r.number("part", 0, kMaxBaseParts - 1));
    m.text = r.text("text");
    if (!r.error && (m.part >= m.parts || m.text.size() > kBasePartBytes)) r.fail(DecodeCode::kOutOfRange, "part");
  } else if (m.kind == LobbyKind::kHave) {
    m.epoch = uint32_t(r.number("epoch", 0, kMaxMessageCount));
    m.have = read_counts(r, "have");
  } else if (m.kind == LobbyKind::kFollow) {
    m.roster.digest = r.hex<32>("roster");
  } else {
    m.roster.table = m.table;
    read_roster(r, m.roster);
  }
  if (r.error) return *r.error;
  return m;
}

}  // namespace rd
