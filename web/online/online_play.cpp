#include "online/online_play.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <utility>

#include "logic/clock.h"
#include "online/net.h"
#include "page/platform.h"
#include "page/storage_keys.h"
#include "logic/level_words.h"
#include "logic/player_names.h"

namespace rdweb {

namespace {
constexpr const char* kLinkPrefix = "#online=";
constexpr const char* kDirectPrefix = "#direct=";
// The invites this page made that it keeps with the table, to know its own link when it opens
// (the latest ones: an older invite was long answered or given up).
constexpr size_t kMadeKept = 16;
// What a "#direct=" link carries after its room: a token of the characters a link carries
// unescaped (base64url), at most this long. The transport writes its codes so (code.js); what
// a code holds is the transport's to read (a broken one is "bad-code" from it).
constexpr size_t kMostLinkToken = 600;
bool offer_code(std::string_view s) {
  return !s.empty() && s.size() <= kMostLinkToken && s.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") == std::string_view::npos;
}
std::string ice_servers() { return load_setting(storage_key::onlineIce); }
constexpr int kIdChars = 32;  // room and key: 128 bits each

bool hex_id(std::string_view s) {
  return s.size() == size_t(kIdChars) && s.find_first_not_of("0123456789abcdef") == std::string_view::npos;
}

// An invite link's fragment: "#online=ROOM.KEY" (through the relays) or "#direct=ROOM.OFFER".
struct Invite {
  bool direct = false;
  std::string room, second;  // second: the key, or the creator's offer code
};
std::optional<Invite> read_invite(std::string_view fragment) {
  const bool direct = fragment.substr(0, std::string_view(kDirectPrefix).size()) == kDirectPrefix;
  if (!direct && fragment.substr(0, std::string_view(kLinkPrefix).size()) != kLinkPrefix) return std::nullopt;
  const std::string_view ids = fragment.substr(std::string_view(direct ? kDirectPrefix : kLinkPrefix).size());
  const size_t dot = ids.find('.');
  if (dot == std::string_view::npos || !hex_id(ids.substr(0, dot))) return std::nullopt;
  const std::string_view second = ids.substr(dot + 1);
  if (direct ? !offer_code(second) : !hex_id(second)) return std::nullopt;
  return Invite{direct, std::string(ids.substr(0, dot)), std::string(second)};
}
}  // namespace

rd::OnlineGame::Crypto OnlinePlay::crypto() const { return {net::sha256, net::random_bytes}; }

std::string OnlinePlay::name() const {
  const std::string kept = rd::clean_name(load_setting(storage_key::onlineName));
  return kept.empty() ? text(Text::kOnlineDefaultName) : kept;
}

bool OnlinePlay::named() const { return !rd::clean_name(load_setting(storage_key::onlineName)).empty(); }

void OnlinePlay::rename(const std::string& typed) {
  const std::string clean = rd::clean_name(typed);
  name_refused_ = clean.empty();
  if (clean.empty()) return;
  (void)save_setting(storage_key::onlineName, clean);
  if (game_) game_->rename(clean);
}

void OnlinePlay::create(const GameConfig& config) {
  leave();
  mode_ = Mode::kQuick;
  guest_ = false;
  room_ = net::random_hex(kIdChars);
  key_ = net::random_hex(kIdChars);
  std::vector<rd::LobbySeat> seats;
  int own = -1;
  for (int i = 0; i < config.players; ++i) {
    const SeatPlan& plan = config.seats[size_t(i)];
    if (plan.human && own < 0) own = i;
    seats.push_back(plan.human ? rd::LobbySeat::of(rd::SeatKind::kPerson) : rd::LobbySeat::of(rd::SeatKind::kComputer, plan.bot));
  }
  if (own < 0) own = 0, seats[0] = rd::LobbySeat::of(rd::SeatKind::kPerson);  // the creator plays
  // A table of one person and computers has no seat to invite anyone to: a newcomer who
  // pressed "Play online" on the setup screen as it opens (you and a computer) found none
  // for the friend (a playtest). The first computer's seat is then a friend's.
  const auto person = [](const rd::LobbySeat& seat) { return seat.kind == rd::SeatKind::kPerson; };
  if (std::count_if(seats.begin(), seats.end(), person) == 1)
    for (size_t i = 0; i < seats.size(); ++i)
      if (!person(seats[i])) {
        seats[i] = rd::LobbySeat::of(rd::SeatKind::kPerson);
        break;
      }
  // The roster names this device, whose id the transport tells once loaded (its key's).
  start([this, config, seats, own](const std::string& device) -> std::unique_ptr<rd::OnlineGame> {
    const auto roster = rd::make_roster(room_, device, name(), config.variant, config.first, seats, own);
    return roster ? rd::OnlineGame::create(*roster, name(), crypto()) : nullptr;
  });
}

bool OnlinePlay::is_invite(std::string_view fragment) {
  return fragment.substr(0, std::string_view(kLinkPrefix).size()) == kLinkPrefix ||
         fragment.substr(0, std::string_view(kDirectPrefix).size()) == kDirectPrefix;
}

bool OnlinePlay::at_table(std::string_view fragment) const {
  // A no-relay invite to this table that reconnect() did not answer (a page with friends
  // connected) is this table's too: opening it changes nothing (leaving for it would join the
  // same table as a stranger).
  if (stage_ == Stage::kOff) return false;
  if (fragment.substr(0, std::string_view(kLinkPrefix).size()) == kLinkPrefix)
    return fragment.substr(std::string_view(kLinkPrefix).size(), size_t(kIdChars)) == room_;
  const std::optional<Invite> invite = read_invite(fragment);
  return invite && invite->direct && invite->room == room_;
}

bool OnlinePlay::own_invite(std::string_view fragment) {
  const std::optional<Invite> invite = read_invite(fragment);
  if (!invite || stage_ == Stage::kOff || invite->room != room_) return false;
  if (invite->direct ? !made_here(invite->second) : !(game_ && game_->creator())) return false;
  problem_ = Text::kOnlineOwnInvite;
  return true;
}

bool OnlinePlay::made_here(const std::string& code) const { return std::find(made_.begin(), made_.end(), code) != made_.end(); }

bool OnlinePlay::reconnect(std::string_view fragment) {
  if (stage_ == Stage::kOff || mode_ != Mode::kDirect) return false;
  const std::optional<Invite> invite = read_invite(fragment);
  if (!invite || !invite->direct || invite->room != room_) return false;
  const std::string& code = invite->second;
  // An invite this device made is its own (own_invite says so). The creator's page answers a
  // friend's invite only while it reaches nobody (back after a reload, the friend acting for
  // the table in its place; also while it is still loading, the link opened with the page):
  // a page with friends connected would drop them.
  if (made_here(code) || (!guest_ && game_ && game_->peers() > 0)) return false;
  // The creator's page is kept as the creator's until the friend's page is reached: an answer
  // never entered, then a reload, must leave it able to invite as before.
  answering_as_creator_ = !guest_;
  guest_ = true;
  inviter_open_ = inviter_gone_ = false;
  invited_.clear();
  offer_.clear(), offer_name_.clear();  // the transport's own offers go with its answer (direct.js)
  answered_ = code;
  answer_.clear();
  problem_.reset();
  if (game_) stage_ = Stage::kMeeting, net::answer(room_, answered_, ice_servers());  // else once online.js is ready (ready())
  return true;
}

bool OnlinePlay::invites() const {
  if (!game_) return false;
  if (!guest_) return game_->creator();
  if (mode_ != Mode::kDirect || !inviter_gone_ || !game_->roster().started) return false;
  if (game_->acts_for_table()) return true;
  const std::string actor = game_->table_actor();
  return !actor.empty() && std::any_of(invited_.begin(), invited_.end(), [&](const std::string& peer) { return game_->device_of(peer) == actor; });
}

bool OnlinePlay::may_reinvite() const {
  if (mode_ != Mode::kDirect || !invites() || !game_->roster().started) return false;
  // A player's device gone, or one a computer plays for (it gets its seat back once met again).
  for (const rd::LobbySeat& seat : game_->roster().seats)
    if (!seat.device.empty() && seat.kind != rd::SeatKind::kOpen && !game_->connected(seat.device)) return true;
  return false;
}

bool OnlinePlay::readable_invite(std::string_view fragment) { return read_invite(fragment).has_value(); }

bool OnlinePlay::join(std::string_view fragment) {
  const std::optional<Invite> invite = read_invite(fragment);
  if (!invite) return false;
  leave();
  room_ = invite->room;
  mode_ = invite->direct ? Mode::kDirect : Mode::kQuick;
  guest_ = invite->direct;
  inviter_open_ = inviter_gone_ = false;
  (invite->direct ? answered_ : key_) = invite->second;
  start([this](const std::string& device) { return rd::OnlineGame::join(room_, device, name(), crypto()); });
  return true;
}

void OnlinePlay::invite_without_relay() {
  if (!invites() || stage_ == Stage::kLoading) return;
  if (mode_ == Mode::kQuick) net::leave();  // one way to meet per table: the guests connect to this device
  mode_ = Mode::kDirect;
  offer_.clear(), offer_name_.clear();
  problem_.reset();  // a relay that did not answer is no longer the way
  net::host(room_, ice_servers());
}

void OnlinePlay::accept_answer(const std::string& code) {
  if (mode_ == Mode::kDirect && invites() && !code.empty()) net::accept(code);
}

void OnlinePlay::fresh_answer() {
  if (mode_ == Mode::kDirect && game_ && guest_ && !answered_.empty()) answer_.clear(), net::answer(room_, answered_, ice_servers());
}

void OnlinePlay::start(MakeGame make) {
  game_.reset();
  make_ = std::move(make);
  kept_ = 0;
  problem_.reset();
  stage_ = Stage::kLoading;
  net::on_event([this](std::string_view json) { event(json); });
  net::load();
}

bool OnlinePlay::resume() {
  const std::string kept = load_setting(storage_key::onlineTable);
  if (kept.empty()) return false;
  const nlohmann::json j = nlohmann::json::parse(kept, nullptr, false);
  // Read without exceptions: a value of the wrong type is as broken as a missing one.
  auto field = [&](const char* k) { return j.is_object() && j.contains(k) && j[k].is_string() ? j[k].get<std::string>() : std::string(); };
  const std::string room = field("room"), key = field("key");
  // A table met without a relay comes back too, but nobody can be met again by itself: the
  // creator invites each friend again, and each opens the new invite (ready(), reconnect()).
  const bool direct = field("mode") == "direct";
  if (!hex_id(room) || (!direct && !hex_id(key)) || field("game").empty()) {
    remove_setting(storage_key::onlineTable);
    problem_ = Text::kOnlineKeptBroken;
    return false;
  }
  room_ = room, key_ = key;
  mode_ = direct ? Mode::kDirect : Mode::kQuick;
  // Kept before the flag was (its key missing): a guest is a page that did not create the table.
  const bool known = j.contains("guest") && j["guest"].is_boolean();
  guest_ = direct && known && j["guest"].get<bool>();
  inviter_open_ = inviter_gone_ = answering_as_creator_ = false;
  offer_.clear(), answered_.clear(), answer_.clear(), offer_name_.clear();
  invited_.clear(), made_.clear();
  if (j.contains("made") && j["made"].is_array())
    for (const nlohmann::json& code : j["made"])
      if (code.is_string() && offer_code(code.get<std::string>()) && made_.size() < kMadeKept) made_.push_back(code.get<std::string>());
  start([this, kept = field("game"), known](const std::string& device) {
    std::unique_ptr<rd::OnlineGame> game = restore_kept(kept, device);
    if (game && !known) guest_ = guest_ || (mode_ == Mode::kDirect && !game->creator());  // (guest_ already: a friend's invite opened with the page)
    return game;
  });
  return true;
}

std::unique_ptr<rd::OnlineGame> OnlinePlay::restore_kept(const std::string& kept, const std::string& device) {
  auto game = rd::OnlineGame::restore(kept, crypto());
  if (game && game->table_id() == room_ && game->device() == device) {
    kept_ = game->kept_version();
    return game;
  }
  // A table kept under another id than this browser's key's: one made up at random before
  // devices had signing keys (or a key since lost with the site's data). Nobody would
  // believe this device speaks for that seat: it cannot come back.
  problem_ = game && game->table_id() == room_ ? Text::kOnlineKeptOtherDevice : Text::kOnlineKeptBroken;
  return nullptr;
}

// The transport is loaded and tells this device's id: the game waiting for it is made, and
// the devices are met.
void OnlinePlay::ready(const std::string& device) {
  if (stage_ != Stage::kLoading || !make_) return;
  if (!rd::valid_device_id(device)) return void(problem_ = Text::kOnlineErrorLoad);
  remove_setting(storage_key::onlineDevice);  // the random id kept before devices had keys: the key's replaces it
  game_ = std::exchange(make_, nullptr)(device);
  if (!game_) {  // a kept table that cannot come back (problem_ says why)
    const std::optional<Text> why = problem_;
    leave();
    problem_ = why;
    return;
  }
  stage_ = Stage::kMeeting;
  rejoin_.restart();  // counted from this join, not an earlier table's
  if (mode_ == Mode::kQuick) net::join(room_, key_, load_setting(storage_key::onlineRelays), ice_servers());
  else if (guest_ && !answered_.empty()) net::answer(room_, answered_, ice_servers());
  else if (game_->roster().started)  // a table met without a relay, back after a reload: nobody comes by itself
    problem_ = game_->creator() && !guest_ ? Text::kOnlineDirectReinviteHost : Text::kOnlineDirectReinviteGuest;
}

void OnlinePlay::keep() {
  if (!game_ || (game_->kept_version() == kept_ && !keep_now_)) return;
  kept_ = game_->kept_version();
  keep_now_ = false;
  const nlohmann::json j = {{"room", room_}, {"key", key_}, {"mode", mode_ == Mode::kDirect ? "direct" : "quick"}, {"guest", guest_ && !answering_as_creator_}, {"made", made_}, {"game", game_->kept_text()}};
  (void)save_setting(storage_key::onlineTable, j.dump());  // a browser that keeps nothing cannot come back: it plays on
}

void OnlinePlay::leave() {
  remove_setting(storage_key::onlineTable);
  set_aside();
}

void OnlinePlay::set_aside() {
  make_ = nullptr;
  problem_.reset();
  name_refused_ = false;  // said of the table left, not of the next one
  offer_.clear(), answered_.clear(), answer_.clear(), offer_name_.clear();
  inviter_open_ = inviter_gone_ = answering_as_creator_ = false;
  invited_.clear(), made_.clear();
  if (stage_ == Stage::kOff) return;
  net::leave();
  game_.reset();
  stage_ = Stage::kOff;
}

void OnlinePlay::event(std::string_view text) {
  const nlohmann::json e = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (!e.is_object() || stage_ == Stage::kOff) return;
  const std::string type = e.value("type", ""), peer = e.value("peer", "");
  const auto flag = [&e](const char* key) { return e.contains(key) && e[key] == true; };
  const auto string = [&e](const char* key) { return e.contains(key) && e[key].is_string() ? e[key].get<std::string>() : std::string(); };
  const bool inviter = flag("inviter");  // no relay: the page that invited this one opened or closed
  if (type == "ready") ready(e.value("device", ""));
  if (!game_) {
    if (type == "error") problem_ = Text::kOnlineErrorLoad;
    return;
  }
  if (type == "ready") {
    // Made and meeting (above).
  } else if (type == "offer" && e.contains("code") && e["code"].is_string()) {
    offer_ = e["code"].get<std::string>();
    offer_name_ = string("peer");
    made_.push_back(offer_);
    if (made_.size() > kMadeKept) made_.erase(made_.begin());
    keep_now_ = true;  // kept with the table at once (a reload next must know it as its own)
  } else if (type == "answer" && e.contains("code") && e["code"].is_string()) {
    answer_ = e["code"].get<std::string>();
  } else if (type == "peer-open") {
    if (mode_ == Mode::kDirect && !offer_name_.empty() && string("offer") == offer_name_) offer_.clear();
    if (mode_ == Mode::kDirect && guest_ && inviter) {
      inviter_open_ = true, inviter_gone_ = false;
      keep_now_ = keep_now_ || answering_as_creator_;  // a guest from now on, after a reload too
      answering_as_creator_ = false;
    }
    if (mode_ == Mode::kDirect && flag("invited")) invited_.insert(peer);
    stage_ = Stage::kLobby;
    problem_.reset();
    game_->peer_open(peer);
  } else if (type == "peer-close") {
    // (A close of the link an answer replaced comes after it: not the new inviter's.)
    if (mode_ == Mode::kDirect && guest_ && inviter && inviter_open_) inviter_open_ = false, inviter_gone_ = true;
    invited_.erase(peer);
    game_->peer_close(peer);
  } else if (type == "message" && e.contains("text") && e["text"].is_string()) {
    game_->message(peer, e.value("device", ""), e["text"].get<std::string>(), flag("passed"));
  } else if (type == "error") {
    const std::string what = e.value("what", "");
    // A connection that failed while every seated friend is reached anyway (a second try of
    // the transport's, after a reload) is no news: a playtest saw its advice (a TURN server)
    // stay on a page that was playing.
    if (what == "ice" && game_->peers() > 0 && game_->all_seated_connected()) return flush();
    problem_ = what == "load"       ? Text::kOnlineErrorLoad
               : what == "relay"    ? Text::kOnlineErrorRelay
               : what == "ice"      ? (mode_ == Mode::kDirect ? Text::kOnlineErrorIceDirect : Text::kOnlineErrorIce)
               : what == "bad-code" ? Text::kOnlineErrorBadCode
               : what == "stale"    ? Text::kOnlineErrorStale
                                    : problem_;
  }
  flush();
}

// A page alone at a table others sit at (quick join) joins the room again now and then
// (web/logic/retry_schedule.h says why and when).
void OnlinePlay::rejoin_while_alone() {
  const bool alone = mode_ == Mode::kQuick && game_->peers() == 0 && rd::expects_others(*game_);
  if (rejoin_.due(alone, now_ms())) net::join(room_, key_, load_setting(storage_key::onlineRelays), ice_servers());
}

// A game that has not moved for a while, with devices to ask, asks them for what it may
// have missed (rd::OnlineGame::ask_for_missed; retry_schedule.h says when): the answer is
// empty unless something was lost (or is still on its way), and a player thinking long
// costs a few small messages. Until the last round is in the record: a game that ends
// mid-round still waits for every device's last cards.
void OnlinePlay::ask_while_stalled() {
  const uint64_t progress = game_->kept_version();
  const rd::Table* table = game_->table();
  const bool stalled = progress == progress_ && table && !table->finished() && game_->peers() > 0;
  progress_ = progress;
  if (ask_.due(stalled, now_ms())) game_->ask_for_missed();
}

void OnlinePlay::flush() {
  keep();
  if (!game_ || stage_ == Stage::kLoading) return;
  game_->set_now(now_ms());
  rejoin_while_alone();
  ask_while_stalled();
  for (const rd::Outgoing& out : game_->take_outbox()) {
    if (out.signer.empty()) net::send(out.peer, out.text);
    else net::pass_on(out.peer, out.signer, out.text);
  }
}

GameConfig OnlinePlay::config() const {
  GameConfig config;
  if (!game_ || !game_->has_roster()) return config;  // a guest before the roster: the board behind stays a board of two
  return roster_config(game_->roster());
}

std::array<std::string, rd::kColors> OnlinePlay::seat_names() const {
  std::array<std::string, rd::kColors> names;
  for (int c = 0; c < rd::kColors; ++c) names[size_t(c)] = color_text(c);
  if (!game_) return names;
  const PlayerNames called = game_->player_names();  // a name two seats share: their colors
  for (const rd::LobbySeat& seat : game_->roster().seats) {
    std::string& name = names[size_t(seat.color)];
    if (seat.kind == rd::SeatKind::kComputer)
      name = seat.name.empty() ? format(Text::kOnlineSeatComputer, {{"level", bot_level_text(seat.level)}})
                               : format(Text::kOnlineSeatStandIn, {{"name", seat.name}});
    if (seat.kind != rd::SeatKind::kPerson) continue;
    name = player_word(called, seat.color);
    if (!game_->connected(seat.device)) name = format(Text::kOnlineSeatAway, {{"name", name}});
  }
  return names;
}

// The ICE servers are kept as the RTCIceServer list the transport takes (JSON), made here
// from the STUN and TURN settings and read back into them.
OnlinePlay::Settings OnlinePlay::settings() {
  Settings s;
  s.relays = load_setting(storage_key::onlineRelays);
  const std::string ice = ice_servers();
  const nlohmann::json list = nlohmann::json::parse(ice, nullptr, false);
  if (ice.empty() || !list.is_array()) return s;
  s.stun = "none";
  for (const nlohmann::json& server : list) {
    if (!server.is_object() || !server.contains("urls")) continue;
    std::vector<std::string> urls;
    if (server["urls"].is_string()) urls.push_back(server["urls"].get<std::string>());
    else if (server["urls"].is_array())
      for (const nlohmann::json& u : server["urls"])
        if (u.is_string()) urls.push_back(u.get<std::string>());
    for (const std::string& url : urls) {
      if (url.rfind("turn", 0) == 0) {
        auto text_of = [&](const char* k) { return server.contains(k) && server[k].is_string() ? server[k].get<std::string>() : std::string(); };
        s.turn = url, s.turn_user = text_of("username"), s.turn_password = text_of("credential");
      } else {
        s.stun = s.stun == "none" ? url : s.stun + " " + url;
      }
    }
  }
  return s;
}

void OnlinePlay::set_settings(const Settings& s) {
  (void)save_setting(storage_key::onlineRelays, s.relays);
  if (s.stun.empty() && s.turn.empty()) return remove_setting(storage_key::onlineIce);  // the default public STUN
  nlohmann::json list = nlohmann::json::array();
  nlohmann::json stun = nlohmann::json::array();
  for (size_t at = 0; s.stun != "none" && at < s.stun.size();) {
    const size_t space = s.stun.find(' ', at);
    const std::string url = s.stun.substr(at, space == std::string::npos ? std::string::npos : space - at);
    if (!url.empty()) stun.push_back(url);
    at = space == std::string::npos ? s.stun.size() : space + 1;
  }
  // With a TURN server and no STUN set, the TURN server alone (most also answer STUN).
  if (!stun.empty()) list.push_back({{"urls", stun}});
  if (!s.turn.empty()) list.push_back({{"urls", s.turn}, {"username", s.turn_user}, {"credential", s.turn_password}});
  (void)save_setting(storage_key::onlineIce, list.dump());
}

std::optional<Text> OnlinePlay::told() const {
  if (copied_.empty()) return std::nullopt;
  if (copied_ == invite_link()) return Text::kOnlineLinkCopied;
  if (copied_ == answer_) return Text::kOnlineAnswerCopied;
  return std::nullopt;
}

std::string OnlinePlay::invite_link() const {
  if (mode_ == Mode::kDirect) return offer_.empty() ? "" : page_base_url() + kDirectPrefix + room_ + "." + offer_;
  return page_base_url() + kLinkPrefix + room_ + "." + key_;
}

}  // namespace rdweb
