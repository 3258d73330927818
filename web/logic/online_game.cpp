#include "online_game.h"

#include <nlohmann/json.hpp>
#include <utility>

namespace rdweb {

namespace {
// Table messages kept while the roster's start has not arrived (a late device gets every
// other device's history at once, perhaps before the roster): a long game's, at most 8 MB.
constexpr size_t kMaxEarly = 2048;
}  // namespace

OnlineGame::OnlineGame(std::string table_id, std::string device, std::string name, Crypto crypto)
    : table_id_(std::move(table_id)), device_(std::move(device)), name_(rd::clean_name(name)), crypto_(std::move(crypto)) {}

std::unique_ptr<OnlineGame> OnlineGame::create(const rd::Roster& roster, const std::string& name, Crypto crypto) {
  std::unique_ptr<OnlineGame> game(new OnlineGame(roster.table, roster.host, name, std::move(crypto)));
  game->roster_ = roster;
  game->wanted_seat_ = roster.seat_of(roster.host);
  return game;
}

std::unique_ptr<OnlineGame> OnlineGame::join(const std::string& table_id, const std::string& device, const std::string& name,
                                             Crypto crypto) {
  std::unique_ptr<OnlineGame> game(new OnlineGame(table_id, device, name, std::move(crypto)));
  game->roster_.table = table_id;
  return game;
}

void OnlineGame::peer_open(const std::string& peer) {
  devices_[peer];  // known as connected; its device comes with its hello
  hello(peer);
  // The creator's roster; once the game has started, anybody's (the creator may be away).
  if (creator() || roster_.started) send_roster(peer);
  // A device that joins late or comes back gets what this one said of the game so far.
  if (table_)
    for (const rd::Message& m : table_->sent()) outbox_.push_back({peer, rd::encode(m)});
}

void OnlineGame::peer_close(const std::string& peer) { devices_.erase(peer); }

bool OnlineGame::connected(const std::string& device) const {
  if (device == device_) return true;
  for (const auto& [peer, d] : devices_)
    if (d == device) return true;
  return false;
}

void OnlineGame::hello(const std::string& peer) {
  outbox_.push_back({peer, rd::encode(rd::LobbyMessage::hello(table_id_, device_, name_, wanted_seat_))});
}

void OnlineGame::send_roster(const std::string& peer) {
  outbox_.push_back({peer, rd::encode(rd::LobbyMessage::of(roster_))});
}

void OnlineGame::message(const std::string& peer, const std::string& text) {
  if (rd::is_lobby_text(text)) {
    const auto decoded = rd::decode_lobby(text);
    const rd::LobbyMessage* m = std::get_if<rd::LobbyMessage>(&decoded);
    if (!m || m->table != table_id_) return void(++bad_messages_);
    if (m->kind == rd::LobbyKind::kHello) take_hello(peer, *m);
    else take_roster(peer, *m);
    return;
  }
  if (table_) {
    // The table checks everything and keeps its own account of what it refused.
    (void)table_->receive(text);
    flush_table();
  } else if (early_.size() < kMaxEarly) {
    early_.push_back(text);
  } else {
    ++bad_messages_;
  }
}

void OnlineGame::take_hello(const std::string& peer, const rd::LobbyMessage& m) {
  // This device's own id from elsewhere: the same browser in another tab. It must not take
  // this tab's seat (or creatorship): it is ignored, and watches at most.
  if (m.device == device_) return void(++bad_messages_);
  devices_[peer] = m.device;
  if (!creator() || roster_.started) return;
  // A hello says which seat its device wants: the creator seats it if it can (a name alone
  // changes nothing when it asks for no seat and has none).
  const int now = roster_.seat_of(m.device);
  if (m.seat < 0 && now < 0) return send_roster(peer);
  if (!rd::seat_device(roster_, m.device, m.name, m.seat)) return send_roster(peer);
  send_roster("");
}

void OnlineGame::take_roster(const std::string& peer, const rd::LobbyMessage& m) {
  const rd::Roster& r = m.roster;
  // Only the creator's device speaks for the roster (the one every earlier roster named).
  // Once started, any device may pass it on (the creator may be away), still naming the same creator.
  const auto from = devices_.find(peer);
  const bool from_creator = from != devices_.end() && from->second == r.host;
  if (from == devices_.end() || (!from_creator && !r.started) || (!roster_.host.empty() && r.host != roster_.host)) return void(++bad_messages_);
  if (r.version <= roster_.version || creator()) return;
  // A seat of this device in a game it never saw start: another tab of this browser, or one
  // whose kept table was lost. Playing it again would contradict what the seat already sent
  // (new salts, a second message 0): it watches.
  lost_seat_ = r.started && !roster_.started && r.seat_of(device_) >= 0 && !has_roster();
  roster_ = r;
  if (roster_.started && !table_) start_table();
}

bool OnlineGame::sit(int color) {
  if (roster_.started) return false;
  wanted_seat_ = color;
  if (creator()) {
    if (!rd::seat_device(roster_, device_, name_, color)) return false;
    send_roster("");
    return true;
  }
  hello("");
  return true;
}

void OnlineGame::rename(const std::string& name) {
  const std::string clean = rd::clean_name(name);
  if (clean.empty() || clean == name_ || roster_.started) return;
  name_ = clean;
  if (creator() && own_seat() >= 0) {
    (void)rd::seat_device(roster_, device_, name_, own_seat());
    send_roster("");
  } else {
    hello("");
  }
}

bool OnlineGame::fill_with_computers(const std::string& level) {
  if (!creator() || roster_.started) return false;
  rd::fill_open_seats(roster_, level);
  send_roster("");
  return true;
}

bool OnlineGame::can_start() const {
  if (!creator() || roster_.started || !roster_.full()) return false;
  for (const rd::LobbySeat& s : roster_.seats)
    if (s.kind == rd::SeatKind::kPerson) return true;
  return false;
}

bool OnlineGame::start() {
  if (!can_start()) return false;
  roster_.started = true;
  ++roster_.version;
  send_roster("");
  start_table();
  return true;
}

void OnlineGame::start_table() {
  rd::TableSetup setup = roster_.table_setup(device_);
  if (lost_seat_) setup.own = -1;
  auto made = rd::Table::make(setup, crypto_.sha256, crypto_.random);
  if (!std::holds_alternative<rd::Table>(made)) return void(broken_ = true);
  table_ = std::make_unique<rd::Table>(std::move(std::get<rd::Table>(made)));
  for (const std::string& text : std::exchange(early_, {})) (void)table_->receive(text);
  flush_table();
}

void OnlineGame::flush_table() {
  for (std::string& text : table_->take_outbox()) outbox_.push_back({"", std::move(text)});
}

std::string OnlineGame::kept_text() const {
  nlohmann::json kept = {{"table", table_id_}, {"device", device_}, {"name", name_}, {"wanted", wanted_seat_},
                         {"roster", rd::encode(rd::LobbyMessage::of(roster_))}};
  if (table_) kept["journal"] = rd::encode_journal(table_->journal());
  return kept.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

uint64_t OnlineGame::kept_version() const {
  const uint64_t journal = table_ ? table_->journal().entries.size() + table_->journal().random.size() : 0;
  return (uint64_t(roster_.version) << 40) ^ (journal << 1) ^ (table_ ? 1 : 0) ^ (std::hash<std::string>{}(name_) << 20);
}

std::unique_ptr<OnlineGame> OnlineGame::restore(std::string_view text, Crypto crypto) {
  const nlohmann::json kept = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (!kept.is_object()) return nullptr;
  auto field = [&](const char* key) { return kept.contains(key) && kept[key].is_string() ? kept[key].get<std::string>() : std::string(); };
  const auto roster = rd::decode_lobby(field("roster"));
  const rd::LobbyMessage* m = std::get_if<rd::LobbyMessage>(&roster);
  if (!m || m->kind != rd::LobbyKind::kRoster || !rd::valid_table_id(field("table")) || !rd::valid_device_id(field("device"))) {
    // A guest that had not heard the roster yet kept an empty one: it comes back as it joined.
    if (!rd::valid_table_id(field("table")) || !rd::valid_device_id(field("device"))) return nullptr;
    return join(field("table"), field("device"), field("name"), std::move(crypto));
  }
  std::unique_ptr<OnlineGame> game(new OnlineGame(field("table"), field("device"), field("name"), crypto));
  game->roster_ = m->roster;
  game->wanted_seat_ = kept.contains("wanted") && kept["wanted"].is_number_integer() ? kept["wanted"].get<int>() : -1;
  if (game->roster_.table != game->table_id_) return nullptr;
  if (kept.contains("journal")) {
    const auto journal = rd::decode_journal(field("journal"));
    if (!journal || !game->roster_.started) return nullptr;
    auto made = rd::Table::rebuild(game->roster_.table_setup(game->device_), crypto.sha256, crypto.random, *journal);
    if (!std::holds_alternative<rd::Table>(made)) return nullptr;
    game->table_ = std::make_unique<rd::Table>(std::move(std::get<rd::Table>(made)));
  } else if (game->roster_.started) {
    // Started before this device's table was kept: a seat of its own it can only watch now.
    game->lost_seat_ = game->roster_.seat_of(game->device_) >= 0;
    game->start_table();
  }
  return game;
}

std::vector<Outgoing> OnlineGame::take_outbox() {
  if (table_) flush_table();
  return std::exchange(outbox_, {});
}

}  // namespace rdweb
