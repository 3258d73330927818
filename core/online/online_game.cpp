#include "online_game.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <utility>

namespace rd {

namespace {
// Table messages kept while the roster's start has not arrived (a late device gets every
// other device's history at once, perhaps before the roster): a long game's, at most 16 MB,
// and at most a quarter of it from any one device.
constexpr size_t kMaxEarly = 4096;
constexpr size_t kMaxEarlyPerDevice = 1024;
// A seated device's latest messages, passed on to every device here when it goes.
constexpr size_t kPassedOnAtClose = 16;
}  // namespace

OnlineGame::OnlineGame(std::string table_id, std::string device, std::string name, Crypto crypto)
    : table_id_(std::move(table_id)), device_(std::move(device)), name_(clean_name(name)), crypto_(std::move(crypto)) {}

std::unique_ptr<OnlineGame> OnlineGame::create(const Roster& roster, const std::string& name, Crypto crypto) {
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
  ++changes_;
  devices_[peer];  // known as connected; its device comes with its hello
  hello(peer);
  if (roster_.started) send_follow(peer);
  // The host's roster (only the host's signature makes a roster: nobody passes it on).
  if (creator()) send_roster(peer);
  // A device that joins late or comes back gets what this one said of the game so far, and
  // the game this epoch started from.
  if (table_) {
    send_base(peer);
    send_own_from(0, peer);
  }
}

void OnlineGame::send_own_from(size_t from, const std::string& peer) {
  const std::vector<Message>& sent = table_->sent();
  for (size_t i = from; i < sent.size(); ++i) outbox_.push_back({peer, encode(sent[i])});
}

void OnlineGame::ask_for_missed() {
  if (!table_) return;
  ++asked_;
  // The host's roster too: a device that lost its start, or a change of seats, waits for
  // it (a device's have says only what that device has applied, and one that never
  // started says nothing).
  if (creator()) send_roster("");
  std::array<uint32_t, kColors> have{};
  for (int c = 0; c < kColors; ++c) have[size_t(c)] = uint32_t(table_->applied_from(c).size());
  outbox_.push_back({"", encode(LobbyMessage::has(table_id_, table_roster_.epoch, have))});
}

// Another device's account of what it has applied (ask_for_missed): what it lacks of this
// device's words, and of the words of devices gone from here (as pass_on_from_gone), from
// the first it lacks. The same question again (nothing arrived): of every other device's
// words too, as their authors signed them (a connection dead one way, from an author that
// still counts the asker as connected, loses its answer too). One of an earlier epoch gets
// the change of seats it missed; nothing for a later one (this device will ask in turn).
void OnlineGame::take_have(const std::string& peer, const std::string& signer, const LobbyMessage& m) {
  if (!table_ || m.epoch > table_roster_.epoch) return;
  const auto last = answered_.find(signer);
  if (last != answered_.end() && now_ - last->second.at < kAnswerGapMs) return;
  const bool again = last != answered_.end() && last->second.epoch == m.epoch && last->second.have == m.have;
  answered_[signer] = {now_, m.epoch, m.have};
  if (m.epoch < table_roster_.epoch) {
    // It missed a change of seats: the roster (the host's words, passed on if not this
    // device's) and the game the new epoch goes on from, unless this device is itself
    // between two (its roster's base would not be the one it sends).
    if (roster_.epoch != table_roster_.epoch) return;
    return send_roster_and_base(peer);
  }
  // A seat given to a computer mid-round is no new epoch: the roster too (only its host signs
  // it; passed on as signed), without the base (the asker's table has it).
  if (std::any_of(roster_.seats.begin(), roster_.seats.end(), [](const LobbySeat& s) { return s.since.has_value(); }))
    outbox_.push_back({peer, encode(LobbyMessage::of(roster_)), creator() ? "" : roster_.host});
  for (const LobbySeat& seat : table_roster_.seats) {
    if (!seat.speaks() || seat.device == signer) continue;
    const size_t from = m.have[size_t(seat.color)];
    if (seat.device == device_ && table_->own_seat() == seat.color) send_own_from(from, peer);
    else if (again || !connected(seat.device)) pass_on_words_from(from, seat.color, seat.device, peer);
  }
}

// The whole history is on every device: what a player's device said that this one applied
// is passed on while that device is gone from here, to a device that may have missed it and
// could not hear it again from its author: one that says which device it is (introduced:
// its page reloaded, say; not that device's own words), and every
// device here when the author goes (its words may have reached some devices and not others).
// Without it, such a device could only wait for the gone one, or for its seat to go to a
// computer, and if it then acted for the table it would start the new epoch from a game
// behind the others'. The table ignores what it has seen.
void OnlineGame::pass_on_from_gone(const std::string& peer, const std::string& device) {
  for (const LobbySeat& seat : table_roster_.seats)
    if (seat.speaks() && seat.device != device && !connected(seat.device))
      pass_on_words_of(seat.color, seat.device, peer);
}

void OnlineGame::pass_on_words_of(int color, const std::string& author, const std::string& peer, size_t latest) {
  const std::vector<Message>& words = table_->applied_from(color);
  pass_on_words_from(words.size() > latest ? words.size() - latest : 0, color, author, peer);
}

void OnlineGame::pass_on_words_from(size_t from, int color, const std::string& author, const std::string& peer) {
  const std::vector<Message>& words = table_->applied_from(color);
  for (size_t i = from; i < words.size(); ++i)
    outbox_.push_back({peer, encode(words[i]), author});
}

void OnlineGame::send_base(const std::string& peer) {
  if (table_roster_.epoch == 0) return;
  for (const LobbyMessage& part : LobbyMessage::base_parts(table_id_, table_roster_.epoch, base_text_))
    outbox_.push_back({peer, encode(part)});
}

void OnlineGame::peer_close(const std::string& peer) {
  ++changes_;
  const auto known = devices_.find(peer);
  if (known == devices_.end()) return;
  const std::string device = known->second;
  devices_.erase(known);
  if (!device.empty() && !connected(device)) {
    if (roster_.started && table_ && table_->ready()) lost_[device] = table_->state().round();
    look_again_at_held();
  }
  if (!table_ || device.empty() || connected(device)) return;
  // Only its latest words: those are what a device that lost it at about the same moment may
  // lack (one coming back later is introduced, and gets them all). A close is also how a
  // route that moved is told (quick.js): the whole history each time would be a burst.
  if (const int color = table_roster_.speaker_seat(device); color >= 0) pass_on_words_of(color, device, "", kPassedOnAtClose);
}

std::string OnlineGame::device_of(const std::string& peer) const {
  const auto it = devices_.find(peer);
  return it == devices_.end() ? std::string() : it->second;
}

bool OnlineGame::connected(const std::string& device) const {
  if (device == device_) return true;
  for (const auto& [peer, d] : devices_)
    if (d == device) return true;
  return false;
}

void OnlineGame::hello(const std::string& peer) {
  outbox_.push_back({peer, encode(LobbyMessage::hello(table_id_, device_, name_, wanted_seat_, ready_))});
}

void OnlineGame::send_roster(const std::string& peer) {
  outbox_.push_back({peer, encode(LobbyMessage::of(roster_))});
}

// The roster as its host signed it (this device's own, or passed on), then the game its
// epoch goes on from.
void OnlineGame::send_roster_and_base(const std::string& peer) {
  if (creator()) send_roster(peer);
  else outbox_.push_back({peer, encode(LobbyMessage::of(roster_)), roster_.host});
  if (table_) send_base(peer);
}

void OnlineGame::message(const std::string& peer, const std::string& signer, const std::string& text, bool passed_on) {
  ++changes_;
  if (passed_on) {
    // This device's own words come back to it for nothing; a table message of a game not
    // made here yet waits for nothing (its base and roster come first from the same peer),
    // and must not crowd the queue of early messages under keys made up by the passer.
    if (signer == device_) return;
    if (!is_lobby_text(text)) {
      if (table_) to_table(signer, text);
      return;
    }
    // Of the lobby's words, only a roster is worth passing on: it is its host's whoever
    // carries it (take_roster checks the signer), and a device joining while the host is
    // gone has it from nobody else.
    const auto decoded = decode_lobby(text);
    const LobbyMessage* m = std::get_if<LobbyMessage>(&decoded);
    if (m && m->table == table_id_ && m->kind == LobbyKind::kRoster) take_roster(signer, *m);
    return;
  }
  // A peer whose device is not known yet (its hello may have come before its connection was
  // told to close and open again: a dropped connection bridged by another device) is the
  // device that signs what it sends: the transport pins a peer to its signer.
  const auto known = devices_.find(peer);
  const bool introducing = known != devices_.end() && known->second.empty() && signer != device_;
  if (introducing) known->second = signer;
  if (is_lobby_text(text)) {
    const auto decoded = decode_lobby(text);
    const LobbyMessage* m = std::get_if<LobbyMessage>(&decoded);
    if (!m || m->table != table_id_) ++bad_messages_;  // refused; its signer is introduced all the same (below)
    else if (m->kind == LobbyKind::kHello) take_hello(peer, signer, *m);
    else if (m->kind == LobbyKind::kRoster) take_roster(signer, *m);
    else if (m->kind == LobbyKind::kHave) take_have(peer, signer, *m);
    else if (m->kind == LobbyKind::kFollow) take_follow(signer, *m);
    else take_base(signer, *m);
  } else {
    to_table(signer, text);
  }
  // The transport checked the signature: the connection is that device's, whatever it said
  // first (a garbled first message left it without what it missed until it connected again).
  if (introducing) introduced(peer, signer);
  take_back_returned();
}

// A connection has said which device it is (its first signed words, whatever they say): it is given what
// devices gone from here said, which it may have missed and cannot hear from them, and the
// roster when its host is gone (only the host signs a roster, and passes it on itself).
void OnlineGame::introduced(const std::string& peer, const std::string& device) {
  if (has_roster() && !creator() && !connected(roster_.host) && device != roster_.host) {
    // The epoch's game again, after the roster: parts that came before a started roster
    // were dropped there.
    send_roster_and_base(peer);
  }
  if (table_) pass_on_from_gone(peer, device);
}

// A table message goes to this epoch's table if it speaks for the seat its signer sits in
// there; the table checks everything else and keeps its own account of what it refused. One
// of a table not made yet waits (before the start, or a later epoch's: the seats are checked
// then); one of an epoch over is dropped (its game goes on in this one).
void OnlineGame::to_table(const std::string& signer, const std::string& text) {
  const auto decoded = decode(text);
  const Message* m = std::get_if<Message>(&decoded);
  if (!m) return void(++bad_messages_);
  const std::optional<uint32_t> of = epoch_of(table_id_, m->table);
  if (!of) return void(++bad_messages_);
  const uint32_t epoch = *of;
  if (table_ && epoch == table_roster_.epoch) {
    // A device speaks only for the seat it sits in (a computer's seat is played on every
    // device, and sends nothing).
    // (A seat a computer was given mid-round still takes its person's words up to its point:
    // LobbySeat::speaks.)
    if (m->from < 0 || table_roster_.speaker_seat(signer) != m->from) return void(++bad_messages_);
    (void)table_->receive(text);
    flush_table();
  } else if (!table_ || epoch > table_roster_.epoch) {
    // Early (before the start, or of a change of seats whose roster has not come yet). Once
    // the roster is known, by at most one change (the creator's roster may come after another
    // device's first messages of the new epoch); and no device may fill more than its share
    // of the queue: a hostile one must not crowd out the honest messages waiting in it.
    const bool plausible = !has_roster() || epoch <= roster_.epoch + 1;
    const auto from_signer = std::count_if(early_.begin(), early_.end(), [&](const auto& e) { return e.first == signer; });
    if (plausible && early_.size() < kMaxEarly && size_t(from_signer) < kMaxEarlyPerDevice) early_.emplace_back(signer, text);
    else ++bad_messages_;
  }
}

void OnlineGame::take_hello(const std::string& peer, const std::string& signer, const LobbyMessage& m) {
  // A hello names its own device: one naming another is a device speaking for another.
  if (m.device != signer) return void(++bad_messages_);
  // This device's own id from elsewhere: the same browser in another tab. It must not take
  // this tab's seat (or creatorship): it is ignored, and watches at most.
  if (m.device == device_) return void(++bad_messages_);
  // A connection is one device's: another's hello on it is passed off (the transport pins
  // a peer to its first signer too).
  std::string& known = devices_[peer];
  if (!known.empty() && known != m.device) return void(++bad_messages_);
  known = m.device;
  hellos_[m.device] = {clean_name(m.name), m.ready};
  if (!creator() || roster_.started) return;
  // A hello says which seat its device wants: the creator seats it if it can (a name alone
  // changes nothing when it asks for no seat and has none).
  const int now = roster_.seat_of(m.device);
  if (m.seat < 0 && now < 0) return send_roster(peer);
  if (!seat_device(roster_, m.device, m.name, m.seat)) return send_roster(peer);
  send_roster("");
}

void OnlineGame::take_roster(const std::string& signer, const LobbyMessage& m) {
  const Roster& r = m.roster;
  // Only the host's device speaks for the roster: signed by the host it names, the one
  // every earlier roster named, unless another took over (lobby.h: allowed_change).
  if (signer != r.host) return void(++bad_messages_);
  if (r.version <= roster_.version || r.host == device_) return;  // old news (a host that was gone), or this device's own
  // Once started, a roster may change only what a change of seats changes (lobby.h), a new
  // host only by a takeover; before, the host never changes.
  if (roster_.started ? !allowed_change(roster_, r) : !roster_.host.empty() && r.host != roster_.host) return void(++bad_messages_);
  if (auto refused = change_refused(r)) {
    if (refused->device.empty()) return void(++bad_messages_);  // it would rewind or replay the game
    held_ = std::make_pair(signer, m);
    disputed_ = refused;
    return;
  }
  held_.reset();
  disputed_.reset();
  // A seat of this device in a game it never saw start: another tab of this browser, or one
  // whose kept table was lost. Playing it again would contradict what the seat already sent
  // (new salts, a second message 0): it watches.
  lost_seat_ = lost_seat_ || (r.started && !roster_.started && r.seat_of(device_) >= 0 && !has_roster());
  roster_ = r;
  follow_epoch();
  if (roster_.started) send_follow("");
}

// The rule (shell/online/README.md, "Seats"): a person's seat goes to a computer on a device
// only on its own evidence that the person's device is gone. A device that still reaches it
// refuses; the seat's own device gives way once more than half of the other players' devices
// say they follow the change (it cannot see for itself that it was cut off: it is back).
// And no change may take the game back: an epoch from fewer whole rounds than this device
// holds, or one that would play again the round in progress once one of its cards is
// turned over here.
std::optional<OnlineGame::Dispute> OnlineGame::change_refused(const Roster& r) const {
  if (!roster_.started || !r.started) return std::nullopt;
  if (table_ && r.epoch > table_roster_.epoch) {
    // The round in progress starts again only if no card of it can have been turned over
    // anywhere: its seed is not out here (cards are turned over only once it is).
    const State& s = table_->state();
    const int own_rounds = base_rounds(table_->record());
    // (Unless the change gives this device's own seat: its player does not play the round
    // again, and the rest of the table follows it or not without this device.)
    const bool seed_out = table_->ready() && table_->seed(s.round()).has_value();
    const bool own_seat_given = r.stood_in_for(device_) >= 0 && roster_.seat_of(device_) >= 0;
    if (r.base < table_roster_.base || (own_rounds >= 0 && r.base < own_rounds) ||
        (!own_seat_given && (seed_out || s.is_over()) && r.base < s.round()))
      return Dispute{};
  }
  // A point this device's game is already past (it holds words of the seat the giver did not
  // have): it could not agree (Table::stand_in), and says no rather than stop.
  // (This device's own seat: it may have sent words the others never got; it watches from a
  // table made at the point: watch_from_here.)
  for (const LobbySeat& seat : r.seats)
    if (seat.since && seat.device != device_ && table_ && table_roster_.epoch == r.epoch && roster_.seat_of(seat.device) == seat.color &&
        table_->past(seat.color, *seat.since))
      return Dispute{};
  for (const LobbySeat& seat : r.seats) {
    if (seat.kind != SeatKind::kComputer || seat.device.empty() || roster_.seat_of(seat.device) != seat.color) continue;
    const Dispute dispute{r.host, seat.device, seat.color};
    if (seat.device != device_) {
      if (connected(seat.device) && !late(seat.color)) return dispute;
      continue;
    }
    // This device's own seat: the other players' devices that follow this very roster.
    const Digest said = roster_digest(r);
    int others = 0, following = 0;
    for (const LobbySeat& other : r.seats) {
      if (other.device.empty() || other.device == device_) continue;
      ++others;
      const auto f = follows_.find(other.device);
      following += other.device == r.host || (f != follows_.end() && f->second == said);
    }
    if (2 * following <= others) return dispute;
    // With one other player, their word alone is not enough: this device must have its own
    // evidence that it was away in the round the change is about (its connection to them
    // lost, or its page reloaded, in that round or since), or late.
    const int round = seat.since ? seat.since->round : r.base + 1;
    const auto lost = lost_.find(r.host);
    const bool own_evidence = restored_ >= round || (lost != lost_.end() && lost->second >= round) || late(seat.color);
    if (others < 2 && !own_evidence) return dispute;
  }
  return std::nullopt;
}

void OnlineGame::set_now(double now_ms) {
  now_ = now_ms;
  if (!table_) return;
  waits_.update(*table_, roster_.timer, now_);
  // A deadline passed here (or a seat fell at fault): a roster held may be taken now.
  uint8_t late_now = 0;
  for (int c = 0; c < kColors; ++c) late_now = uint8_t(late_now | (late(c) ? 1u << c : 0u));
  if (std::exchange(late_seats_, late_now) != late_now) look_again_at_held();
}

bool OnlineGame::late(int color) const {
  return table_ && table_->human(color) && (table_->faulted(color) || waits_.late(color, now_));
}

void OnlineGame::send_follow(const std::string& peer) {
  outbox_.push_back({peer, encode(LobbyMessage::follows(table_id_, roster_digest(roster_)))});
}

Digest OnlineGame::roster_digest(const Roster& r) const { return crypto_.sha256(encode(LobbyMessage::of(r))); }

void OnlineGame::take_follow(const std::string& signer, const LobbyMessage& m) {
  Digest& followed = follows_[signer];
  if (followed == m.roster.digest) return;
  followed = m.roster.digest;
  look_again_at_held();
}

void OnlineGame::look_again_at_held() {
  if (!held_) return;
  const auto [signer, m] = *std::exchange(held_, std::nullopt);
  disputed_.reset();
  take_roster(signer, m);
}

// The players' devices (seated, or away while a computer plays for them): a device other than
// the host acts only with more than half of them reachable, itself included, so that two
// parts of a table cut apart can never both act (the host's part keeps acting as before).
bool OnlineGame::reaches_most_players(bool host) const {
  int players = 0, reached = 0;
  for (const LobbySeat& s : roster_.seats)
    if (!s.device.empty()) ++players, reached += connected(s.device);
  // The host acts with half of them (at a table of two, the one left), another device with
  // more than half: two parts of a table cut apart never both act.
  return host ? 2 * reached >= players : 2 * reached > players;
}

bool OnlineGame::acts_for_table() const { return table_actor() == device_; }

std::string OnlineGame::table_actor() const {
  // A host whose own seat is late past its deadline acts for nobody (#46 §3: it would hold
  // the table for ever): the next in line gives its seat.
  const int host_seat = roster_.seat_of(roster_.host);
  const bool host_late = host_seat >= 0 && late(host_seat);
  if (!roster_.started || (connected(roster_.host) && !host_late)) return roster_.host;  // connected(): this device's own too
  // A connection whose device has not said who it is yet may be the host's (a page just
  // reloaded hears its peers one by one): nobody acts for a host that may be there.
  const bool unknown = std::any_of(devices_.begin(), devices_.end(), [](const auto& d) { return d.second.empty(); });
  if (unknown || !reaches_most_players()) return "";
  for (const LobbySeat& s : roster_.seats)
    if (s.kind == SeatKind::kPerson && connected(s.device) && !late(s.color)) return s.device;
  return "";
}

// A part of the game this epoch starts from, from any device: kept until whole, then
// checked against the creator's digest (follow_epoch).
void OnlineGame::take_base(const std::string& signer, const LobbyMessage& m) {
  if (!roster_.started || m.epoch != roster_.epoch || (table_ && table_roster_.epoch == roster_.epoch)) return;
  // Each sender's parts apart: one sender's wrong or differently cut parts cannot spoil
  // another's (a hostile device could otherwise keep this one from ever switching).
  Parts& parts = base_parts_[signer];
  if (m.parts != parts.count) parts = Parts{m.parts, {}};
  parts.pieces[m.part] = m.text;
  follow_epoch();
}

// The table of the roster's epoch, made as soon as its game is known here: from this
// device's own record when it has those rounds, else from the parts received.
void OnlineGame::follow_epoch() {
  if (!roster_.started) return;
  if (roster_.epoch == 0 && !table_) return start_table();
  if (table_ && table_roster_.epoch == roster_.epoch) return apply_stand_ins();
  if (table_) {
    // The creator's epoch must go on from the game this device played, not rewind it: no
    // earlier than the previous epoch's start nor more than a round before this device's
    // whole rounds, and with the same rounds (their digest) when this device has them.
    const int own_rounds = base_rounds(table_->record());
    if (roster_.base < table_roster_.base || (own_rounds >= 0 && roster_.base < own_rounds)) return void(++bad_messages_);
    if (auto base = first_rounds(table_->record(), roster_.base)) {
      const std::string text = base_text(*base);
      if (crypto_.sha256(text) != roster_.digest) return void(++bad_messages_);
      (void)switch_to(*base, text);
      return;
    }
  }
  for (auto it = base_parts_.begin(); it != base_parts_.end(); ++it) {
    const Parts& parts = it->second;
    if (parts.pieces.size() != size_t(parts.count)) continue;
    std::string text;
    for (const auto& [part, piece] : parts.pieces) text += piece;
    base_parts_.erase(it);
    auto base = read_base(text, roster_.base, roster_.digest, crypto_.sha256);
    // The rounds this device has played must be the base's first ones: a host cannot rewrite
    // them (its digest proves only what it signed).
    if (base && table_) {
      const int own = std::max(0, base_rounds(table_->record()));
      const auto mine = first_rounds(table_->record(), own), theirs = first_rounds(*base, own);
      if (!mine || !theirs || base_text(*mine) != base_text(*theirs)) base.reset();
    }
    if (base) (void)switch_to(*base, text);
    else ++bad_messages_;
    return;
  }
}

bool OnlineGame::switch_to(const Match& base, const std::string& text) {
  // A new table id: nothing this device's seat sent before can conflict with what it sends
  // now, so a seat it could only watch (lost_seat_) is its own again.
  lost_seat_ = false;
  TableSetup setup = roster_.table_setup(device_);
  auto made = Table::make(setup, crypto_.sha256, crypto_.random, &base);
  if (!std::holds_alternative<Table>(made)) return broken_ = true, false;
  if (table_) flush_table();
  // Kept while the table lasts (a few per game): a page's Session may still point to any of
  // them until its next frame, even after two changes in one step.
  if (table_) retired_.push_back(std::move(table_));
  table_ = std::make_unique<Table>(std::move(std::get<Table>(made)));
  table_roster_ = roster_;
  base_text_ = text;
  base_parts_.clear();
  // What came early for this epoch, in order; what is still early for a later one stays.
  for (const auto& [signer, early] : std::exchange(early_, {})) to_table(signer, early);
  apply_stand_ins();
  flush_table();
  return true;
}

bool OnlineGame::sit(int color) {
  ++changes_;
  if (roster_.started) return false;
  wanted_seat_ = color;
  if (color < 0) ready_ = false;  // standing up: not ready to play
  if (creator()) {
    if (!seat_device(roster_, device_, name_, color)) return false;
    send_roster("");
    return true;
  }
  hello("");
  return true;
}

std::vector<std::string> OnlineGame::unseated_names() const {
  std::vector<std::string> out;
  for (const auto& [device, said] : hellos_)
    if (!said.name.empty() && connected(device) && roster_.seat_of(device) < 0 && roster_.stood_in_for(device) < 0) out.push_back(said.name);
  return out;
}

std::vector<int> OnlineGame::unready_seats() const {
  std::vector<int> out;
  if (roster_.started) return out;
  for (const LobbySeat& s : roster_.seats)
    if (s.kind == SeatKind::kPerson && !ready(s.device)) out.push_back(s.color);
  return out;
}

bool OnlineGame::all_seated_connected() const {
  return std::all_of(roster_.seats.begin(), roster_.seats.end(),
                     [&](const LobbySeat& s) { return s.kind != SeatKind::kPerson || connected(s.device); });
}

bool OnlineGame::others_seated() const {
  return std::any_of(roster_.seats.begin(), roster_.seats.end(),
                     [&](const LobbySeat& s) { return s.kind == SeatKind::kPerson && s.device != device_; });
}

SeatNames OnlineGame::player_names() const {
  // The seats of the table being played (a new roster may come before its table is made).
  return names_at(table_ ? table_roster_ : roster_);
}

SeatNames OnlineGame::names_at(const Roster& r) {
  SeatNames names;
  // A computer standing in for a friend keeps the friend's name: the seat is theirs, and the
  // game's story stays theirs (an Italian playtest: by the end, every line of the log, the
  // replay and the end screen had renamed the friend by color, back to round 1).
  for (const LobbySeat& seat : r.seats)
    if (seat.kind == SeatKind::kPerson || (seat.kind == SeatKind::kComputer && !seat.device.empty()))
      names[size_t(seat.color)] = seat.name;
  const SeatNames given = names;
  for (std::string& name : names)
    if (std::count(given.begin(), given.end(), name) > 1) name.clear();
  return names;
}

bool OnlineGame::ready(const std::string& device) const {
  if (device == roster_.host) return true;
  if (device == device_) return ready_;
  const auto it = hellos_.find(device);
  return it != hellos_.end() && it->second.ready;
}

bool OnlineGame::set_ready(bool ready) {
  ++changes_;
  if (roster_.started || creator() || own_seat() < 0) return false;
  if (ready != ready_) ready_ = ready, hello("");
  return true;
}

void OnlineGame::rename(const std::string& name) {
  ++changes_;
  const std::string clean = clean_name(name);
  if (clean.empty() || clean == name_ || roster_.started) return;
  name_ = clean;
  if (creator() && own_seat() >= 0) {
    (void)seat_device(roster_, device_, name_, own_seat());
    send_roster("");
  } else {
    hello("");
  }
}

bool OnlineGame::fill_with_computers(const std::string& level) {
  ++changes_;
  if (!creator() || roster_.started) return false;
  fill_open_seats(roster_, level);
  send_roster("");
  return true;
}

bool OnlineGame::set_timer(int seconds) {
  ++changes_;
  if (!creator() || !rd::set_timer(roster_, seconds)) return false;
  send_roster("");
  return true;
}

// Every seat taken, and every player seated connected: the first player's draw needs
// everyone's share, and a seat can be given to a computer only once the game shows.
bool OnlineGame::can_start() const {
  if (!creator() || roster_.started || !roster_.full()) return false;
  return all_seated_connected() && std::any_of(roster_.seats.begin(), roster_.seats.end(),
                                               [](const LobbySeat& s) { return s.kind == SeatKind::kPerson; });
}

bool OnlineGame::can_give_to_computer(int color) const {
  // A device acting for a gone host gives the host's seat first (a takeover: lobby.h, allowed_change).
  if (!creator() && roster_.seat_of(roster_.host) != color) return false;
  if (!acts_for_table() || !roster_.started || !table_ || table_roster_.epoch != roster_.epoch || table_->state().is_over()) return false;
  if (base_rounds(table_->record()) < 0 || !reaches_most_players(true)) return false;
  for (const LobbySeat& s : roster_.seats)
    if (s.color == color) return s.kind == SeatKind::kPerson && s.device != device_ && (!connected(s.device) || late(color));
  return false;
}

bool OnlineGame::give_to_computer(int color) {
  ++changes_;
  if (!can_give_to_computer(color)) return false;
  // A takeover skips epochs and versions: it comes after any change a host cut off from the
  // rest of the table made alone meanwhile (a seat given, then given back when they meet
  // again), which that host then leaves for this one, and no epoch's table id names two games.
  constexpr uint32_t kTakeoverSkip = 64;
  const bool takeover = roster_.host != device_;
  Roster changed = roster_;
  changed.host = device_;  // this device signs from now on (acts_for_table)
  // Once the round's seed is known here, the round is not played again: the computer plays
  // the rest of it from where the table waits for the seat (Table::stand_in), in this epoch.
  if (const auto at = table_->stand_in_point(color)) {
    if (!stand_in_from(changed, color, kStandInLevel, *at)) return false;
    if (takeover) changed.version += kTakeoverSkip;
    roster_ = changed;
    send_roster("");
    apply_stand_ins();
    return true;
  }
  const Match base = table_->record();  // its whole rounds: the round in progress starts again
  const std::string text = base_text(base);
  if (!stand_in(changed, color, kStandInLevel, base, crypto_.sha256(text))) return false;
  if (takeover) changed.epoch += kTakeoverSkip, changed.version += kTakeoverSkip;
  roster_ = changed;
  new_epoch(base, text);
  return true;
}

// The host, while it acts for the table, gives back, at the start of a round, the seat of
// every device that has returned while a computer played for it. A device acting for a gone
// host does not: its first change must be the host's seat (a takeover), or no device would
// take it.
void OnlineGame::take_back_returned() {
  if (!creator() || !acts_for_table() || !table_ || table_roster_.epoch != roster_.epoch || table_->state().is_over()) return;
  const Table& t = *table_;
  const Match& record = t.record();
  // At a round's very start: before anybody has locked (a program locked would be thrown away).
  if (!t.ready() || t.state().phase() != Phase::kProgramming || base_rounds(record) != t.state().round() - 1) return;
  for (int c = 0; c < kColors; ++c)
    if (t.state().in_play(c) && t.state().has_program(c)) return;
  std::vector<std::string> back;
  for (const LobbySeat& s : roster_.seats)
    if (s.kind == SeatKind::kComputer && !s.device.empty() && connected(s.device) && t.state().round() > s.given)
      back.push_back(s.device);
  if (back.empty()) return;
  const Match base = record;  // a copy: the switch replaces the table that holds it
  const std::string text = base_text(base);
  const Digest digest = crypto_.sha256(text);
  for (const std::string& device : back) (void)take_back(roster_, device, base, digest);
  new_epoch(base, text);
}

// The creator's change of seats goes to every device, with the game it starts from (its
// record text: for a device whose record lacks some of its rounds), and takes effect here
// at once.
void OnlineGame::new_epoch(const Match& base, const std::string& text) {
  send_roster("");
  if (switch_to(base, text)) send_base("");
}

bool OnlineGame::start() {
  ++changes_;
  if (!can_start()) return false;
  roster_.started = true;
  ++roster_.version;
  send_roster("");
  start_table();
  return true;
}

void OnlineGame::start_table() {
  TableSetup setup = roster_.table_setup(device_);
  if (lost_seat_) setup.own = -1;
  auto made = Table::make(setup, crypto_.sha256, crypto_.random);
  if (!std::holds_alternative<Table>(made)) return void(broken_ = true);
  table_ = std::make_unique<Table>(std::move(std::get<Table>(made)));
  table_roster_ = roster_;
  for (const auto& [signer, text] : std::exchange(early_, {})) to_table(signer, text);
  apply_stand_ins();
  flush_table();
}

// Every seat the roster gives to a computer mid-round in this epoch, to this epoch's table:
// from its point (the table applies it when its game gets there). This device's own seat:
// it cannot give way in a game that holds its program face up, so it watches from a table
// made anew (watch_from_here).
void OnlineGame::apply_stand_ins() {
  if (!table_ || table_roster_.epoch != roster_.epoch) return;
  for (const LobbySeat& seat : roster_.seats) {
    if (!seat.since || table_->stood_in(seat.color) || !table_->human(seat.color)) continue;
    if (seat.color == table_->own_seat()) {
      if (!watch_from_here()) broken_ = true;
      continue;
    }
    (void)table_->stand_in(seat.color, seat.level, *seat.since);
  }
  table_roster_ = roster_;
  flush_table();
}

// This device's seat was given to a computer mid-round: the epoch's table made again, this
// device watching, with every word applied so far (its own as another seat's), the computer
// playing the seat from its point.
bool OnlineGame::watch_from_here() {
  std::optional<Match> base;
  if (table_roster_.epoch > 0 && !(base = read_base(base_text_, table_roster_.base, table_roster_.digest, crypto_.sha256)))
    return false;
  TableSetup setup = roster_.table_setup(device_);
  setup.own = -1;
  auto made = Table::make(setup, crypto_.sha256, crypto_.random, base ? &*base : nullptr);
  if (!std::holds_alternative<Table>(made)) return false;
  auto watcher = std::make_unique<Table>(std::move(std::get<Table>(made)));
  for (const LobbySeat& given : roster_.seats)
    if (given.since) (void)watcher->stand_in(given.color, given.level, *given.since);
  const Table& was = *table_;
  for (int c = 0; c < kColors; ++c) {
    if (!was.human(c) && !was.stood_in(c)) continue;
    for (const Message& m : c == was.own_seat() ? was.sent() : was.applied_from(c)) (void)watcher->receive(encode(m));
  }
  (void)watcher->take_outbox();  // a watcher sends nothing
  flush_table();
  retired_.push_back(std::move(table_));
  table_ = std::move(watcher);
  return true;
}

void OnlineGame::flush_table() {
  for (std::string& text : table_->take_outbox()) {
    if (cheat_reveal_) {
      auto decoded = decode(text);
      if (auto* m = std::get_if<Message>(&decoded); m && m->kind == MessageKind::kReveal) {
        m->salt[0] ^= 1;
        outbox_.push_back({"", encode(*m)});
        cheat_reveal_ = false;
      }
    }
    outbox_.push_back({"", std::move(text)});
  }
}

std::string OnlineGame::kept_text() const {
  nlohmann::json kept = {{"table", table_id_}, {"device", device_}, {"name", name_}, {"wanted", wanted_seat_},
                         {"roster", encode(LobbyMessage::of(roster_))}};
  if (table_) {
    // A seat lost here stays lost (its table plays no seat): a reload must not play it again.
    if (lost_seat_) kept["lost_seat"] = true;
    kept["journal"] = encode_journal(table_->journal());
    kept["table_roster"] = encode(LobbyMessage::of(table_roster_));
    kept["base"] = base_text_;
  }
  return kept.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

uint64_t OnlineGame::kept_version() const {
  const uint64_t journal = table_ ? table_->journal().entries.size() + table_->journal().random.size() : 0;
  return (uint64_t(roster_.version) << 40) ^ (journal << 1) ^ (table_ ? 1 : 0) ^ (std::hash<std::string>{}(name_) << 20) ^
         (uint64_t(table_roster_.epoch) << 52);
}

std::unique_ptr<OnlineGame> OnlineGame::restore(std::string_view text, Crypto crypto) {
  const nlohmann::json kept = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (!kept.is_object()) return nullptr;
  auto field = [&](const char* key) { return kept.contains(key) && kept[key].is_string() ? kept[key].get<std::string>() : std::string(); };
  const auto roster = decode_lobby(field("roster"));
  const LobbyMessage* m = std::get_if<LobbyMessage>(&roster);
  if (!m || m->kind != LobbyKind::kRoster || !valid_table_id(field("table")) || !valid_device_id(field("device"))) {
    // A guest that had not heard the roster yet kept an empty one: it comes back as it joined.
    if (!valid_table_id(field("table")) || !valid_device_id(field("device"))) return nullptr;
    return join(field("table"), field("device"), field("name"), std::move(crypto));
  }
  std::unique_ptr<OnlineGame> game(new OnlineGame(field("table"), field("device"), field("name"), crypto));
  game->roster_ = m->roster;
  game->wanted_seat_ = kept.contains("wanted") && kept["wanted"].is_number_integer() ? kept["wanted"].get<int>() : -1;
  if (game->roster_.table != game->table_id_) return nullptr;
  if (kept.contains("journal")) {
    game->lost_seat_ = kept.contains("lost_seat") && kept["lost_seat"] == true;
    if (!game->rebuild_table(field("journal"), field("table_roster"), field("base"))) return nullptr;
    // Its own evidence of having been away, in the round it comes back in (change_refused).
    game->restored_ = game->table_->ready() ? game->table_->state().round() : 1;
    game->follow_epoch();  // a change of seats heard before the reload, its game not yet here
  } else if (game->roster_.started) {
    // Started before this device's table was kept: a seat of its own it can only watch now.
    game->lost_seat_ = game->roster_.seat_of(game->device_) >= 0;
    game->start_table();
  }
  return game;
}

// The kept table, made again from its journal: the roster it was made from (its epoch's
// seats) and the game that epoch started from.
bool OnlineGame::rebuild_table(const std::string& journal_text, const std::string& roster_text, const std::string& base_text) {
  const auto journal = decode_journal(journal_text);
  const auto decoded = decode_lobby(roster_text);
  const LobbyMessage* m = std::get_if<LobbyMessage>(&decoded);
  if (!journal || !roster_.started || !m || m->kind != LobbyKind::kRoster || m->roster.table != table_id_ ||
      !m->roster.started || m->roster.epoch > roster_.epoch)
    return false;
  table_roster_ = m->roster;
  std::optional<Match> base;
  if (table_roster_.epoch > 0) {
    base = read_base(base_text, table_roster_.base, table_roster_.digest, crypto_.sha256);
    if (!base) return false;
  }
  TableSetup setup = table_roster_.table_setup(device_);
  if (lost_seat_) setup.own = -1;
  auto made = Table::rebuild(setup, crypto_.sha256, crypto_.random, *journal, base ? &*base : nullptr);
  if (!std::holds_alternative<Table>(made)) return false;
  table_ = std::make_unique<Table>(std::move(std::get<Table>(made)));
  base_text_ = table_roster_.epoch > 0 ? base_text : "";
  return true;
}

std::vector<Outgoing> OnlineGame::take_outbox() {
  take_back_returned();  // the round may have begun by this device's own act
  if (table_) flush_table();
  std::vector<Outgoing> out = std::exchange(outbox_, {});
  if (cheat_withhold_)
    out.erase(std::remove_if(out.begin(), out.end(), [](const Outgoing& o) {
                const auto m = decode(o.text);
                return o.signer.empty() && std::holds_alternative<Message>(m) && std::get<Message>(m).kind == MessageKind::kReveal;
              }),
              out.end());
  return out;
}

void OnlineGame::cheat_forget(const std::string& device) {
  ++changes_;
  std::vector<std::string> peers;
  for (const auto& [peer, d] : devices_)
    if (d == device) peers.push_back(peer);
  for (const std::string& peer : peers) peer_close(peer);
}

bool expects_others(const OnlineGame& game) {
  const bool over = game.table() && game.table()->state().is_over();
  return (!game.creator() || game.others_seated()) && !over;
}

}  // namespace rd
