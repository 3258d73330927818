#include "table.h"

#include <algorithm>
#include <sstream>

#include "base_game.h"
#include "canonical_choice.h"
#include "commitment.h"
#include "computer_turn_text.h"
#include "names.h"
#include "registry.h"

namespace rd {

uint64_t computer_seed(uint64_t round_seed, int color, uint64_t moment) {
  Rng mix(round_seed ^ (uint64_t(color + 1) * 0x9e3779b97f4a7c15ull) ^ (moment * 0xd1b54a32d192ed03ull));
  return mix.next();
}

// ---- setting up ----

namespace {
// A stand-in as the journal keeps it: "color level round slot step".
std::string stand_in_text(int color, const std::string& level, const Table::StandInPoint& at) {
  return std::string(color_name(color)) + " " + level + " " + std::to_string(at.round) + " " + std::to_string(at.slot) + " " +
         std::to_string(at.step);
}
struct StandInEntry {
  int color;
  std::string level;
  Table::StandInPoint at;
};
std::optional<StandInEntry> read_stand_in_text(const std::string& text) {
  std::istringstream in(text);
  std::string color, level;
  long long round = -1, slot = -1, step = -1;
  if (!(in >> color >> level >> round >> slot >> step) || !(in >> std::ws).eof()) return std::nullopt;
  const auto c = parse_color(color);
  if (!c || round < 1 || round > 1000000 || slot < 0 || slot > kSlots || step < 0 || step > UINT32_MAX) return std::nullopt;
  return StandInEntry{int(*c), level, {int(round), int(slot), uint32_t(step)}};
}

// A computer's decision given from elsewhere, as the journal keeps it: "color " and its text.
std::string answer_text(int color, const TurnDecision& decision) {
  return std::string(color_name(color)) + " " + encode_decision(decision);
}
std::optional<std::pair<int, TurnDecision>> read_answer_text(const std::string& text) {
  const size_t space = text.find(' ');
  const auto color = space == std::string::npos ? std::nullopt : parse_color(std::string_view(text).substr(0, space));
  const auto decision = color ? decode_decision(std::string_view(text).substr(space + 1)) : std::nullopt;
  if (!decision) return std::nullopt;
  return std::make_pair(int(*color), *decision);
}
}  // namespace

namespace {
int first_seat_color(int players) {
  std::array<int8_t, kColors> seats{};
  seat_colors(players, seats);
  return seats[0];
}
}  // namespace

Table::Table(const TableSetup& setup, Sha256 sha256, RandomBytes random)
    : setup_(setup),
      sha256_(std::move(sha256)),
      random_(std::move(random)),
      players_(int(setup.seats.size())),
      // A placeholder until the first player is known (start_game).
      state_(standard_board(), Setup{players_, setup.variant, Color(first_seat_color(players_))}),
      record_(standard_board(), Setup{players_, setup.variant, Color(first_seat_color(players_))}) {
  std::array<int8_t, kColors> colors{};
  seat_colors(players_, colors);
  for (int i = 0; i < players_; ++i) {
    const OnlineSeat& seat = setup.seats[size_t(i)];
    if (seat.human) humans_ |= uint8_t(1u << colors[size_t(i)]);
    else bots_[size_t(colors[size_t(i)])] = seat.bot;
  }
}

std::variant<Table, SetupError> Table::make(const TableSetup& setup, Sha256 sha256, RandomBytes random, const Match* base) {
  if (!valid_table_id(setup.id)) return SetupError::kBadTableId;
  const int players = int(setup.seats.size());
  if (players < kMinPlayers || players > kMaxPlayers) return SetupError::kPlayerCount;
  const uint8_t in_play = colors_in_play(players);
  if (setup.first != -1 && (setup.first < 0 || setup.first >= kColors || !(in_play >> setup.first & 1)))
    return SetupError::kFirstNotInPlay;
  if (!sha256) return SetupError::kNoHash;
  if (!random) return SetupError::kNoRandom;
  bool any_human = false;
  for (const OnlineSeat& seat : setup.seats) {
    if (seat.human) any_human = true;
    else if (!make_bot(seat.bot, 0)) return SetupError::kUnknownBot;
  }
  if (!any_human) return SetupError::kNoHuman;  // nobody to play with: not an online table
  if (base && (base->setup().players != players || base->setup().variant != setup.variant ||
               int(base->setup().first) != setup.first || base_rounds(*base) < 0))
    return SetupError::kBadBase;
  Table table(setup, std::move(sha256), std::move(random));
  if (setup.own != -1 && !table.human(setup.own)) return SetupError::kOwnSeatNotHuman;
  if (base) {
    table.start_from(*base);
  } else if (setup.first >= 0) {
    table.start_game(setup.first);
  } else {
    table.rounds_.emplace_back(table.humans_);
    if (table.human(setup.own)) table.commit_share(0);
  }
  table.pump();
  return table;
}

void Table::start_game(int first) {
  const Setup setup{players_, setup_.variant, Color(first)};
  state_ = State(standard_board(), setup);
  record_ = Match(standard_board(), setup);
  ready_ = true;
  book(state_.round());
}

// The rounds before are the base's, whole and checked: this table plays from the next one.
void Table::start_from(const Match& base) {
  state_ = base.state();
  record_ = base;
  ready_ = true;
  next_build_ = state_.round();
  book(state_.round());
}

Table::Round& Table::book(int round) {
  while (int(rounds_.size()) <= round) rounds_.emplace_back(humans_);
  Round& r = rounds_[size_t(round)];
  return r;
}

std::optional<uint64_t> Table::seed(int round) const {
  if (round < 0 || round >= int(rounds_.size())) return std::nullopt;
  return rounds_[size_t(round)].seed.seed();
}

Program Table::known_cards(int round, int color) const {
  if (round < 0 || round >= int(rounds_.size()) || color < 0 || color >= kColors) return face_down()[0];
  return rounds_[size_t(round)].cards[size_t(color)];
}

std::vector<Program> Table::computer_draws(int round, int color) const {
  if (round < 0 || round >= int(rounds_.size()) || color < 0 || color >= kColors) return {};
  return rounds_[size_t(round)].draws[size_t(color)];
}

std::optional<Table::OwnSecrets> Table::own_secrets(int round) const {
  if (!human(setup_.own) || round < 1 || round >= int(rounds_.size())) return std::nullopt;
  const Round& r = rounds_[size_t(round)];
  if (r.cards[size_t(setup_.own)][0] == kSealedCard) return std::nullopt;  // not locked
  return OwnSecrets{r.salts, r.revealed};
}

Bytes16 Table::draw() {
  journal_.random.push_back(random_());
  return journal_.random.back();
}

std::variant<Table, SetupError> Table::rebuild(const TableSetup& setup, Sha256 sha256, RandomBytes random, const Journal& journal,
                                               const Match* base) {
  // The journal's bytes first, in order, then fresh ones.
  RandomBytes replayed = [saved = journal.random, next = size_t(0), random]() mutable {
    return next < saved.size() ? saved[next++] : random();
  };
  auto made = make(setup, std::move(sha256), std::move(replayed), base);
  auto* table = std::get_if<Table>(&made);
  if (!table) return made;
  for (const Journal::Entry& e : journal.entries) {
    bool ok = true;
    switch (e.kind) {
      case Journal::Kind::kLock:
      case Journal::Kind::kTimedLock: ok = table->lock(e.program, e.kind == Journal::Kind::kTimedLock).ok(); break;
      case Journal::Kind::kChoose: {
        const auto m = decode(e.text);
        ok = std::holds_alternative<Message>(m) && table->choose(std::get<Message>(m).choice).ok();
        break;
      }
      case Journal::Kind::kStandIn: {
        const auto read = read_stand_in_text(e.text);
        ok = read && table->stand_in(read->color, read->level, read->at);
        break;
      }
      case Journal::Kind::kThinkElsewhere:
        ok = e.text == "on" || e.text == "off";
        if (ok) table->think_elsewhere(e.text == "on");
        break;
      case Journal::Kind::kAnswer: {
        const auto read = read_answer_text(e.text);
        const auto turn = read ? table->computer_turn(read->first) : std::nullopt;
        ok = turn && table->answer(turn->turn, read->second);
        break;
      }
      case Journal::Kind::kReceive: {
        // A table stopped by this message stops again: the page shows why, as before the reload.
        const Receipt r = table->receive(e.text).receipt;
        ok = r == Receipt::kApplied || r == Receipt::kWaiting || r == Receipt::kStopped || (r == Receipt::kRefused && table->stopped_);
        break;
      }
    }
    if (!ok) return SetupError::kBadJournal;
  }
  // The same acts must have drawn the same bytes and written the same journal.
  if (!(table->journal_ == journal)) return SetupError::kBadJournal;
  table->outbox_.clear();
  return made;
}

std::vector<std::string> Table::take_outbox() {
  std::vector<std::string> out;
  out.swap(outbox_);
  return out;
}

void Table::send(Message message) {
  message.table = setup_.id;
  message.from = setup_.own;
  message.seq = uint32_t(sent_.size());
  outbox_.push_back(encode(message));
  sent_.push_back(std::move(message));
}

void Table::stop(const TableProblem& why) {
  if (!stopped_) stopped_ = why;
}

// ---- this device's player ----

// A share for `round`, committed now, revealed when every human seat has committed.
void Table::commit_share(int round) {
  Round& r = book(round);
  r.share = draw();
  r.share_salt = draw();
  const Digest hash = share_commitment(sha256_, setup_.id, round, setup_.own, r.share, r.share_salt);
  r.seed.commit(setup_.own, hash);
  r.share_committed = true;
  Message m;
  m.kind = MessageKind::kSeedCommit;
  m.round = round;
  m.hash = hash;
  send(m);
}

// The lock just told of `color`'s program was its device's, the time having run out: the
// log says so (EventKind::kProgramLocked's a), not that the player locked it.
void Table::mark_timed(int color) {
  for (auto e = events_.rbegin(); e != events_.rend(); ++e)
    if (e->kind == EventKind::kProgramLocked && e->player == color) return void(e->a = 1);
}

bool Table::timed_out(int round, int color) const {
  return round >= 0 && round < int(rounds_.size()) && color >= 0 && color < kColors && rounds_[size_t(round)].timed[size_t(color)];
}

ActResult Table::lock(const Program& program, bool timed) {
  if (stopped_) return {ActCode::kStopped};
  if (setup_.own < 0) return {ActCode::kNoSeat};
  if (!ready_) return {ActCode::kNotYet};
  const int own = setup_.own;
  if (state_.phase() != Phase::kProgramming || state_.has_program(own)) return {ActCode::kNotNow};
  if (Refusal why = program_problem(program, state_.hand(own))) return {ActCode::kRefused, why};
  const int round = state_.round();
  Round& r = book(round);
  Message m;
  m.kind = MessageKind::kCommit;
  m.round = round;
  m.timed = timed;
  for (int s = 0; s < kSlots; ++s) {
    r.salts[size_t(s)] = draw();
    m.hashes[size_t(s)] = slot_commitment(sha256_, setup_.id, round, own, s + 1, program[size_t(s)], r.salts[size_t(s)]);
  }
  if (Refusal why = state_.lock_program(own, program, &events_)) return {ActCode::kRefused, why};  // checked above: never
  if (timed) mark_timed(own);
  r.cards[size_t(own)] = program;
  r.commits[size_t(own)] = m.hashes;
  r.timed[size_t(own)] = timed;
  journal_.entries.push_back({timed ? Journal::Kind::kTimedLock : Journal::Kind::kLock, program, ""});
  send(m);
  commit_share(round);
  pump();
  return {};
}

ActResult Table::choose(const Choice& choice) {
  if (stopped_) return {ActCode::kStopped};
  if (setup_.own < 0) return {ActCode::kNoSeat};
  if (!ready_) return {ActCode::kNotYet};
  if (state_.phase() != Phase::kResolution || state_.decision() == Decision::kReveal || state_.actor() != setup_.own)
    return {ActCode::kNotNow};
  Choice c = choice;
  c.program = Program{};  // not part of a resolution choice: the message does not carry it
  if (!is_canonical(c)) return {ActCode::kNotCanonical};
  if (Refusal why = state_.check(c)) return {ActCode::kRefused, why};
  Message m;
  m.kind = MessageKind::kChoice;
  m.step = steps_;
  m.choice = c;
  const int round = state_.round();  // the choice may end it
  if (Refusal why = state_.apply(c, &events_)) return {ActCode::kRefused, why};  // checked above: never
  record_choice(round, setup_.own, c);
  send(m);
  journal_.entries.push_back({Journal::Kind::kChoose, {}, encode(sent_.back())});
  pump();
  return {};
}

void Table::record_choice(int round, int color, const Choice& choice) {
  book(round).choices.push_back(Match::Step{color, choice});
  ++steps_;
}

// ---- what the device does by itself ----

// Applies what the game now allows (from this device's side and from the messages that
// were waiting) until nothing more moves.
void Table::pump() {
  bool changed = true;
  while (changed && !stopped_) {
    changed = advance();
    for (int c = 0; c < kColors && !stopped_; ++c) {
      if (!human(c) || c == setup_.own) continue;
      Inbox& inbox = inboxes_[size_t(c)];
      // human(c) again after each message: a message taken may let the seat's stand-in apply
      // (advance), and the seat's words from then on are the computer's, not its device's
      // (a device that held more of them than the giver would play another game).
      while (!stopped_ && human(c)) {
        const Message* m = inbox.head();
        if (!m) break;
        const Judgement j = take(*m);
        if (j.verdict == Verdict::kWait) break;
        if (j.verdict == Verdict::kRefused) {
          if (j.problem) problems_.add(*j.problem);
          if (j.problem && at_fault(j.problem->code)) faults_[size_t(c)] = std::max(faults_[size_t(c)], j.problem->round + 1);
          if (watch_ && *m == *watch_ && j.problem) watch_refused_ = j.problem->code;
          if (j.stops && j.problem) stop(*j.problem);
          inbox.drop_head();  // another version of it may be next (inbox.h)
          continue;
        }
        inbox.consume();
        changed = true;
        advance();
      }
    }
  }
}

bool Table::advance() {
  bool changed = false;
  for (bool moved = true; moved && !stopped_;) {
    moved = false;
    if (!ready_) {
      moved |= reveal_own_share(0);
      if (const auto& seed = rounds_[0].seed.seed()) {
        start_game(first_player_for_seed(players_, *seed));
        moved = true;
      } else {
        changed |= moved;
        break;
      }
    }
    const int round = state_.round();
    Round& r = book(round);
    // Without computers the resolution need not wait for the seed, but it is drawn all the
    // same: every round has its seed on every device.
    moved |= reveal_own_share(round);
    moved |= apply_stand_ins();
    if (stopped_) break;
    if (state_.phase() == Phase::kProgramming && r.seed.seed() && !r.computers_locked) moved |= lock_computers(round);
    moved |= reveal_computers();
    moved |= decide_for_computers();
    moved |= reveal_own_cards();
    moved |= build_rounds();
    changed |= moved;
  }
  return changed;
}

std::vector<int> Table::waited_for() const {
  std::vector<int> seats;
  if (stopped_ || state_.is_over()) return seats;
  const int round = current_round();
  if (round >= int(rounds_.size())) return seats;
  const Round& r = rounds_[size_t(round)];
  // A share, until the seed is known: before the first player is drawn, or once every
  // program of the round is in (without computers the resolution has begun by then, its
  // cards face down until the seed comes). A card, once it has come.
  const bool shares = !r.seed.seed() && (!ready_ || all_programs_committed(round));
  const bool cards = ready_ && r.seed.seed() && state_.phase() == Phase::kResolution && state_.decision() == Decision::kReveal;
  std::array<int8_t, kColors> order{};
  const int n = seat_colors(players_, order);
  for (int i = 0; i < n; ++i) {
    const int c = order[size_t(i)];
    if (!human(c) || c == setup_.own) continue;
    const bool share_missing = !r.seed.committed(c) || (r.seed.all_committed() && !r.seed.revealed(c));
    if ((shares && share_missing) || (cards && state_.in_play(c) && state_.sealed(c, state_.slot())))
      seats.push_back(c);
  }
  return seats;
}

bool Table::all_programs_committed(int round) const {
  const Round& r = rounds_[size_t(round)];
  for (int c = 0; c < kColors; ++c)
    if (human(c) && !r.commits[size_t(c)]) return false;
  return true;
}

// Shares are revealed once every human seat has committed its share and (from round 1) its
// program: the seed then comes too late to steer or foresee anything.
bool Table::ready_for_shares(int round) const {
  const Round& r = rounds_[size_t(round)];
  return r.seed.all_committed() && (round == 0 || all_programs_committed(round));
}

bool Table::reveal_own_share(int round) {
  if (!human(setup_.own)) return false;
  Round& r = book(round);
  if (!r.share_committed || r.share_revealed || !ready_for_shares(round)) return false;
  r.share_revealed = true;
  if (!r.seed.reveal(sha256_, setup_.id, round, setup_.own, r.share, r.share_salt)) {
    stop({TableCode::kInternal, setup_.own, round});
    return false;
  }
  Message m;
  m.kind = MessageKind::kSeedReveal;
  m.round = round;
  m.share = r.share;
  m.salt = r.share_salt;
  m.commits = commitments_digest(round);
  send(m);
  return true;
}

// Every computer's draws (kProgramDraws programs, table.h step 2), from the public game and
// the round's seed: each from a fresh bot that sees the game as hide_programs_from shows it
// to that seat (the same on every device: the humans' programs are not in it), all worked
// out before any is locked. A searching computer's may be made elsewhere (think_elsewhere):
// the round waits for them.
bool Table::lock_computers(int round) {
  Round& r = book(round);
  std::array<std::vector<Program>, kColors> draws{};
  bool waiting = false;
  for (int c = 0; c < kColors; ++c) {
    if (!state_.in_play(c) || human(c) || state_.has_program(c)) continue;  // has_program: a stand-in's, drawn
    const std::optional<CheckedTurn> turn = computer_turn(c);
    if (!turn) return stop({TableCode::kInternal, c, round}), false;
    bool wait = false;
    const std::optional<TurnDecision> decision = computer_decision(*turn, wait);
    waiting |= wait;
    if (decision) draws[size_t(c)] = decision->draws;
  }
  if (waiting) return false;
  r.computers_locked = true;
  for (int c = 0; c < kColors; ++c) {
    if (!state_.in_play(c) || human(c) || state_.has_program(c)) continue;
    bool legal = draws[size_t(c)].size() == size_t(kProgramDraws);
    for (const Program& p : draws[size_t(c)]) legal = legal && !program_problem(p, state_.hand(c));
    if (!legal || state_.lock_sealed(c, &events_)) return stop({TableCode::kInternal, c, round}), true;
    r.draws[size_t(c)] = std::move(draws[size_t(c)]);
  }
  return true;
}

// Whether every human's card of `slot` is turned over here (this device's own is face up
// from its lock): the slot's seed can be made (slot_seed).
bool Table::slot_cards_out(int slot) const {
  for (int c = 0; c < kColors; ++c)
    if (human(c) && state_.in_play(c) && state_.sealed(c, slot)) return false;
  return true;
}

// The seed the computers' cards of a slot are drawn from (table.h step 3): SHA-256 over the
// round's seed and the salts of the humans' cards of that slot, in seating order. Each salt
// was committed with its card at its seat's lock, before the round's seed, and is secret
// until that card is revealed: no device can work the seed out sooner, nor steer it (its own
// salt was fixed before it could know the others'). The salts are those of the cards its
// seat's device revealed: a seat given to a computer mid-round adds its salts up to the
// stand-in's point and none from then on, whenever a device applies the stand-in (every
// device has the same point: stand_in).
uint64_t Table::slot_seed(int round, int slot) const {
  const Round& r = rounds_[size_t(round)];
  std::array<int8_t, kColors> seats{};
  seat_colors(players_, seats);
  std::string text = "river-dragons-slot/1\ntable " + setup_.id + "\nround " + std::to_string(round) + "\nslot " +
                     std::to_string(slot + 1) + "\nseed " + std::to_string(*r.seed.seed()) + "\n";
  for (int i = 0; i < players_; ++i) {
    const int c = seats[size_t(i)];
    const std::optional<Bytes16>& seen = r.salts_seen[size_t(c)][size_t(slot)];
    if (c == setup_.own && human(c)) text += std::string(color_name(c)) + " " + to_hex(r.salts[size_t(slot)]) + "\n";
    else if (seen) text += std::string(color_name(c)) + " " + to_hex(*seen) + "\n";
  }
  return first_word(sha256_(text));
}

namespace {
// A stand-in's cards from slot `from` on: the seat's hand less the cards it has turned
// over, drawn in turn (a dragon only while the program holds none: RULES.md §4), so that the
// program stays legal.
Program stand_in_program(Program known, int from, Hand hand, uint64_t seed) {
  Rng rng(seed);
  bool dragon = false;
  for (int s = 0; s < from; ++s) {
    hand = Hand(hand & ~(1u << known[size_t(s)]));
    dragon |= is_dragon(known[size_t(s)]);
  }
  for (int s = from; s < kSlots; ++s) {
    std::array<Card, kCards> choices{};
    uint32_t n = 0;
    for (int c = 0; c < kCards; ++c)
      if ((hand >> c & 1) && !(dragon && is_dragon(c))) choices[n++] = Card(c);
    const Card card = choices[rng.below(n)];
    known[size_t(s)] = card;
    hand = Hand(hand & ~(1u << card));
    dragon |= is_dragon(card);
  }
  return known;
}
}  // namespace

// A computer's program from `slot` on, its cards before it those turned over: one of its
// draws that agree with them, picked by `seed` (each draw as likely), or for a stand-in
// (no draws) the rest of its hand, drawn. kSealedCard in slot `slot` if no draw agrees
// (never: its cards so far came from its draws).
Program Table::draw_plan(int color, int slot, uint64_t seed) const {
  const Round& r = rounds_[size_t(state_.round())];
  const Program& known = r.cards[size_t(color)];
  const std::vector<Program>& draws = r.draws[size_t(color)];
  if (draws.empty()) return stand_in_program(known, slot, state_.hand(color), seed);
  std::vector<const Program*> agreeing;
  for (const Program& p : draws)
    if (std::equal(p.begin(), p.begin() + slot, known.begin())) agreeing.push_back(&p);
  if (agreeing.empty()) {
    Program none = known;
    none[size_t(slot)] = kSealedCard;
    return none;
  }
  Rng rng(seed);
  return *agreeing[rng.below(uint32_t(agreeing.size()))];
}

// Turns over each computer's card of the slot the game has entered, once every human's card
// of it is out here (slot_seed); once the game is over, the rest of their programs, for
// the record (the secret no longer matters: from the round's seed).
bool Table::reveal_computers() {
  if (!ready_) return false;
  const int round = state_.round();
  Round& r = book(round);
  if (!r.computers_locked) return false;
  bool moved = false;
  if (state_.is_over()) {
    for (int c = 0; c < kColors; ++c) {
      if (!state_.in_play(c) || human(c)) continue;
      Program& cards = r.cards[size_t(c)];
      const int from = int(std::find(cards.begin(), cards.end(), kSealedCard) - cards.begin());
      if (from == kSlots) continue;
      const Program rest = draw_plan(c, from, computer_seed(*r.seed.seed(), c, kSlotMoment + uint64_t(from)));
      if (rest[size_t(from)] == kSealedCard) return stop({TableCode::kInternal, c, round, from + 1}), moved;
      cards = rest;
      moved = true;
    }
    return moved;
  }
  if (state_.phase() != Phase::kResolution) return false;
  const int slot = state_.slot();
  bool due = false;
  for (int c = 0; c < kColors; ++c) due = due || (state_.in_play(c) && !human(c) && state_.sealed(c, slot));
  if (!due || !slot_cards_out(slot)) return false;
  const uint64_t seed = slot_seed(round, slot);
  for (int c = 0; c < kColors && !stopped_; ++c) {
    if (!state_.in_play(c) || human(c) || !state_.sealed(c, slot)) continue;
    const Program plan = draw_plan(c, slot, computer_seed(seed, c, kSlotMoment));
    const Card card = plan[size_t(slot)];
    if (card == kSealedCard || state_.reveal(c, card, &events_)) return stop({TableCode::kInternal, c, round, slot + 1}), moved;
    r.cards[size_t(c)][size_t(slot)] = card;
    r.plans[size_t(c)] = plan;
    moved = true;
  }
  return moved;
}

// ---- a seat given to a computer mid-round ----

bool Table::at_fault(TableCode code) {
  return code == TableCode::kRevealMismatch || code == TableCode::kShareMismatch || code == TableCode::kIllegalProgram ||
         code == TableCode::kCheckMismatch;
}

bool Table::faulted(int color) const {
  return color >= 0 && color < kColors && faults_[size_t(color)] > 0 && faults_[size_t(color)] - 1 >= current_round() - 1;
}

// How many of the seat's cards of the round in progress this device holds turned over (its
// own: how many it has sent).
int Table::cards_shown(int color) const {
  const Round& r = rounds_[size_t(state_.round())];
  if (color == setup_.own) return r.revealed;
  int shown = 0;
  while (shown < kSlots && r.cards[size_t(color)][size_t(shown)] != kSealedCard) ++shown;
  return shown;
}

// Where the seat stands here in the round in progress: its cards turned over (kSlots: every
// card out, its decisions of the last slot left to play) and its decisions made.
Table::StandInPoint Table::seat_at(int color) const {
  const int round = state_.round();
  return {round, cards_shown(color), seat_choices(rounds_[size_t(round)], color)};
}

bool Table::past(int color, const StandInPoint& at) const {
  if (!ready_ || color < 0 || color >= kColors) return false;
  const int round = state_.round();
  if (round != at.round || round >= int(rounds_.size())) return round > at.round;
  const StandInPoint here = seat_at(color);
  return here.step > at.step || here.slot > at.slot;
}

std::optional<Table::StandInPoint> Table::stand_in_point(int color) const {
  if (!ready_ || !human(color) || !state_.in_play(color) || state_.is_over()) return std::nullopt;
  const int round = state_.round();
  if (round >= int(rounds_.size()) || !rounds_[size_t(round)].seed.seed()) return std::nullopt;
  return seat_at(color);
}

// The seat's own decisions in the round so far: with its cards turned over, where the seat
// stands whatever the others have done meanwhile (a device behind in the game, or ahead of
// the giving one, agrees on it once it has every word the seat sent).
uint32_t Table::seat_choices(const Round& r, int color) {
  return uint32_t(std::count_if(r.choices.begin(), r.choices.end(), [&](const Match::Step& step) { return step.color == color; }));
}

bool Table::stand_in(int color, const std::string& level, const StandInPoint& at) {
  if (!human(color) || !make_bot(level, 0) || at.slot < 0 || at.slot > kSlots || pending_stand_in_[size_t(color)]) return false;
  // Also once the game is over, for its last round: the giving device may have given the
  // seat before the game ended there, and then drew the seat's last cards for the record.
  if (ready_ && (at.round < state_.round() || (state_.is_over() && at.round > state_.round()))) return false;
  pending_stand_in_[size_t(color)] = std::make_pair(level, at);
  journal_.entries.push_back({Journal::Kind::kStandIn, {}, stand_in_text(color, level, at)});
  pump();
  return true;
}

bool Table::apply_stand_ins() {
  bool moved = false;
  for (int c = 0; c < kColors && !stopped_; ++c)
    if (pending_stand_in_[size_t(c)]) moved |= apply_stand_in(c);
  return moved;
}


// A stand-in waits until this device's game is at its point: the same round, steps and
// cards of the seat turned over as the giving device had.
bool Table::apply_stand_in(int color) {
  auto& pending = pending_stand_in_[size_t(color)];
  if (!ready_) return false;
  const StandInPoint at = pending->second;
  if (state_.is_over() && state_.round() < at.round) return pending.reset(), false;  // nothing left to play for it
  const int round = state_.round();
  const Round& r = rounds_[size_t(round)];
  if (past(color, at)) {
    pending.reset();
    stop({TableCode::kStandInPassed, color, at.round, at.slot + 1});
    return false;
  }
  if (!(seat_at(color) == at) || !r.seed.seed()) return false;  // not there yet (not past it either)
  if (color == setup_.own) {
    // This device's own program is in its live game face up: it cannot give way in it (the
    // page makes a table where it watches instead: OnlineGame). Never asked so.
    pending.reset();
    stop({TableCode::kInternal, color, round, at.slot + 1});
    return false;
  }
  const std::string level = pending->first;
  pending.reset();
  Round& book_r = book(round);
  humans_ = uint8_t(humans_ & ~(1u << color));
  bots_[size_t(color)] = level;
  stood_in_[size_t(color)] = true;
  // Its cards are drawn as the computers' are (reveal_computers), from this slot on, each
  // from its slot's seed; until the next is, its decisions read this plan of the rest
  // (known to every device: a plan, not its cards).
  book_r.draws[size_t(color)].clear();
  book_r.plans[size_t(color)] =
      stand_in_program(book_r.cards[size_t(color)], at.slot, state_.hand(color), computer_seed(*r.seed.seed(), color, kStandInMoment + uint64_t(at.slot)));
  // Once the game is over, its cards not turned over are drawn for the record (reveal_computers).
  if (state_.phase() == Phase::kResolution || state_.is_over()) book_r.computers_locked = true;
  decided_[size_t(color)].reset();
  return true;
}

// A computer's decision in the resolution, made as on every device: a fresh bot per
// decision, seeded from the round's seed, the seat and the step.
bool Table::decide_for_computers() {
  bool moved = false;
  while (!stopped_ && state_.phase() == Phase::kResolution && state_.decision() != Decision::kReveal) {
    const int actor = state_.actor();
    if (actor < 0 || human(actor)) break;
    const int round = state_.round();
    const std::optional<CheckedTurn> turn = computer_turn(actor);
    if (!turn) return stop({TableCode::kInternal, actor, round}), moved;
    bool waiting = false;
    const std::optional<TurnDecision> decision = computer_decision(*turn, waiting);
    if (waiting) break;
    const std::optional<Choice> choice = decision ? std::optional<Choice>(decision->choice) : std::nullopt;
    if (!choice || state_.apply(*choice, &events_)) return stop({TableCode::kInternal, actor, round, state_.slot() + 1}), moved;
    record_choice(round, actor, *choice);
    moved = true;
  }
  return moved;
}

// A computer's decision as a question (computer_turn.h). The record is the round's start
// on every device while the round is played (the rounds before it are whole), so the
// question holds the game; and it must show the computer exactly what the live game shows
// it (the computer knows its own plan, nothing else face down, not even this device's
// player's cards), else it is a bug: nothing, and the table stops.
std::optional<Table::CheckedTurn> Table::computer_turn(int color) const {
  const int round = state_.round();
  if (!ready_ || round >= int(rounds_.size()) || record_.state().round() != round || record_.state().phase() != Phase::kProgramming)
    return std::nullopt;
  const Round& r = rounds_[size_t(round)];
  if (!r.seed.seed() || human(color) || !state_.in_play(color)) return std::nullopt;
  ComputerTurn turn(record_);
  turn.color = color;
  turn.level = bots_[size_t(color)];
  turn.resolution = state_.phase() == Phase::kResolution;
  turn.seed = computer_seed(*r.seed.seed(), color, turn.resolution ? steps_ : kProgramMoment);
  // The same on every device: this device's own player's cards are face down to it too.
  State live = turn.resolution ? state_.seal_unseen(color) : state_.hide_programs_from(color);
  if (turn.resolution) {
    for (int c = 0; c < kColors; ++c)
      for (int s = 0; s < kSlots; ++s) turn.cards[size_t(c)][size_t(s)] = s <= state_.slot() ? r.cards[size_t(c)][size_t(s)] : kSealedCard;
    turn.cards[size_t(color)] = r.plans[size_t(color)];
    for (const Match::Step& step : r.choices) turn.choices.push_back(step.choice);
    if (!live.assume_unseen(color, r.plans[size_t(color)])) return std::nullopt;
  }
  std::optional<State> view = turn_view(turn);
  if (!view || *view != live) return std::nullopt;
  return CheckedTurn{std::move(turn), std::move(*view)};
}

// The decision known for this very turn (answer()'s, or made here before), else made here
// from the checked view and kept; nothing yet, with `waiting` set, when a searching
// computer's decision is to be made elsewhere.
std::optional<TurnDecision> Table::computer_decision(const CheckedTurn& checked, bool& waiting) {
  const ComputerTurn& turn = checked.turn;
  waiting = false;
  if (decided(turn)) return decided_[size_t(turn.color)]->second;
  if (elsewhere_ && level_searches(turn.level, checked.view)) {
    waiting = true;
    return std::nullopt;
  }
  const std::optional<TurnDecision> decision = decide_turn(turn, checked.view);
  if (decision) decided_[size_t(turn.color)] = std::make_pair(turn, *decision);
  return decision;
}

bool Table::decided(const ComputerTurn& turn) const {
  const auto& known = decided_[size_t(turn.color)];
  return known && known->first == turn;
}

// Whether a computer's decision is due now: its program while the computers have not locked,
// its choice when the resolution waits for it. Cheap: asked first, every frame.
bool Table::computer_due(int color) const {
  if (stopped_ || !ready_ || human(color) || !state_.in_play(color) || state_.round() >= int(rounds_.size())) return false;
  if (state_.phase() == Phase::kProgramming) return !book_at(state_.round()).computers_locked;
  return state_.phase() == Phase::kResolution && state_.decision() != Decision::kReveal && state_.actor() == color;
}

void Table::think_elsewhere(bool on) {
  if (elsewhere_ == on) return;
  elsewhere_ = on;
  journal_.entries.push_back({Journal::Kind::kThinkElsewhere, {}, on ? "on" : "off"});
  if (!on) pump();
}

// Asked every frame: the cheap tests first, the round played again only for a searching
// computer whose decision is due.
std::vector<ComputerTurn> Table::computer_turns() const {
  std::vector<ComputerTurn> turns;
  if (!elsewhere_) return turns;
  for (int c = 0; c < kColors; ++c) {
    if (!computer_due(c) || !level_searches(bots_[size_t(c)], state_)) continue;
    std::optional<CheckedTurn> checked = computer_turn(c);
    if (checked && !decided(checked->turn)) turns.push_back(std::move(checked->turn));
  }
  return turns;
}

bool Table::answer(const ComputerTurn& turn, const TurnDecision& decision) {
  if (turn.color < 0 || turn.color >= kColors || !computer_due(turn.color) || decided(turn)) return false;
  const std::optional<CheckedTurn> now = computer_turn(turn.color);  // the round's book exists then
  if (!now || !(now->turn == turn)) return false;
  if (turn.resolution ? !decision.draws.empty() || decision.choice.kind == Decision::kProgram || state_.check(decision.choice)
                      : decision.draws.size() != size_t(kProgramDraws))
    return false;
  for (const Program& p : decision.draws)
    if (program_problem(p, state_.hand(turn.color))) return false;
  decided_[size_t(turn.color)] = std::make_pair(turn, decision);
  journal_.entries.push_back({Journal::Kind::kAnswer, {}, answer_text(turn.color, decision)});
  pump();
  return true;
}

// This device's cards, each as the game enters its slot; all the rest once the game is over
// (the secret no longer matters, and the record needs whole programs). A game whose other
// seats are all computers passes through slots, even into the next round, without waiting
// for this device: every slot passed is revealed then, for the devices that watch.
bool Table::reveal_own_cards() {
  if (!human(setup_.own)) return false;
  bool moved = false;
  for (int round = 1; round <= state_.round() && round < int(rounds_.size()); ++round) {
    Round& r = rounds_[size_t(round)];
    if (r.revealed == kSlots || r.cards[size_t(setup_.own)][0] == kSealedCard) continue;  // all out, or not locked
    if (!r.seed.seed()) continue;  // every other device's commitments not compared yet (commitments_digest)
    const bool current = round == state_.round() && !state_.is_over();
    const int upto = !current ? kSlots : state_.phase() == Phase::kResolution ? state_.slot() + 1 : 0;
    for (int s = r.revealed; s < upto; ++s) {
      Message m;
      m.kind = MessageKind::kReveal;
      m.round = round;
      m.slot = s + 1;
      m.card = r.cards[size_t(setup_.own)][size_t(s)];
      m.salt = r.salts[size_t(s)];
      send(m);
      moved = true;
    }
    r.revealed = std::max(r.revealed, upto);
  }
  return moved;
}

bool Table::build_rounds() {
  bool moved = false;
  while (!stopped_ && next_build_ < int(rounds_.size()) && build_round(next_build_)) {
    ++next_build_;
    moved = true;
  }
  return moved;
}

// Adds a round to the canonical record once it has ended here and every card of it is
// known: the locks in resolution order, then the choices, as a game played face up.
bool Table::build_round(int round) {
  const bool ended = state_.is_over() ? round <= state_.round() : round < state_.round();
  if (!ended) return false;
  Round& r = rounds_[size_t(round)];
  for (int c = 0; c < kColors; ++c)
    if (state_.in_play(c))
      for (Card card : r.cards[size_t(c)])
        if (card == kSealedCard) return false;
  std::array<int8_t, kColors> order{};
  const int n = record_.state().resolution_order(order);
  for (int i = 0; i < n; ++i)
    if (record_.lock_program(order[size_t(i)], r.cards[size_t(order[size_t(i)])]))
      return stop({TableCode::kInternal, order[size_t(i)], round}), false;
  for (const Match::Step& step : r.choices)
    if (record_.apply(step)) return stop({TableCode::kInternal, step.color, round}), false;
  r.digest = round_digest(round);
  if (human(setup_.own)) {
    Message m;
    m.kind = MessageKind::kCheck;
    m.round = round;
    m.digest = *r.digest;
    send(m);
  }
  return true;
}

// The record so far and the round's commitments in seating order (round 1's with the
// first player's draw): a device that sent different commitments to different devices is
// caught here even when its reveals kept the games alike.
Digest Table::round_digest(int round) const {
  std::string text = record_.record_text();
  const auto add_round = [&](int n) {
    const Round& r = rounds_[size_t(n)];
    text += "\nround " + std::to_string(n);
    for (int c = 0; c < kColors; ++c) {
      if (!human(c)) continue;
      text += "\n" + std::string(color_name(c));
      if (r.commits[size_t(c)])
        for (const Digest& h : *r.commits[size_t(c)]) text += " " + to_hex(h);
      if (r.seed.commitment(c)) text += " seed " + to_hex(*r.seed.commitment(c));
    }
  };
  if (round == 1 && setup_.first < 0) add_round(0);
  add_round(round);
  return sha256_(text);
}

// Every commitment this device holds for a round, programs (and whether each was a timed
// lock) and shares, in seating order: sent with its share, compared by every device that
// receives it (take_seed_reveal).
//
// Why this closes the hole of a seat that sends one program's commitments to some devices
// and another's to others (each device would then count the resolution's steps its own way
// and wait forever): a device reveals its share only once it holds every human seat's
// commitments, and its first card only once it holds every share, each checked against its
// own digest. So no honest device turns over slot 1 before it has compared its commitments
// with those of every other human device, and no device gets past slot 1 without every
// human's card. At every table size:
//  - two humans (with or without computers): each device hears from one other only, which
//    cannot tell it two things at one number (the inbox refuses a conflict);
//  - three or more humans: any two honest devices that hold different commitments compare
//    them before slot 1 and both stop;
//  - a device that only watches receives each human's share before that human's cards
//    (each sender's messages are applied in order) and stops at the first digest that
//    differs from its own: a liar that tells a watcher something else is caught by the
//    watcher as long as one honest human plays (with the liar the only human, the watcher's
//    game is the only honest one, and it is consistent).
// The round-end check (round_digest) still catches what differs later (choices).
Digest Table::commitments_digest(int round) const {
  const Round& r = rounds_[size_t(round)];
  std::array<int8_t, kColors> seats{};
  seat_colors(players_, seats);
  std::string text = "river-dragons-commitments/1\ntable " + setup_.id + "\nround " + std::to_string(round) + "\n";
  for (int i = 0; i < players_; ++i) {
    const int c = seats[size_t(i)];
    if (!human(c)) continue;
    text += "seat " + std::string(color_name(c));
    if (r.commits[size_t(c)])
      for (const Digest& h : *r.commits[size_t(c)]) text += " " + to_hex(h);
    if (r.seed.commitment(c)) text += " share " + to_hex(*r.seed.commitment(c));
    // Whether the seat's device locked it when its time ran out: every device tells its
    // player so, and all must tell the same. Written only when true, so that every other
    // round's digest is the one devices sent before it was covered (kept journals replay).
    if (r.timed[size_t(c)]) text += " timed";
    text += "\n";
  }
  return sha256_(text);
}

// ---- messages from the other devices ----

ReceiveResult Table::receive(std::string_view text) {
  if (stopped_) return {Receipt::kStopped};
  auto decoded = decode(text);
  if (const auto* error = std::get_if<DecodeError>(&decoded)) {
    problems_.add({TableCode::kUnreadable, -1, 0, 0, int(error->code)});
    return {Receipt::kRefused, TableCode::kUnreadable};
  }
  const Message& m = std::get<Message>(decoded);
  const auto refuse_now = [&](TableCode code) -> ReceiveResult {
    problems_.add({code, m.from, m.round, m.slot});
    return {Receipt::kRefused, code};
  };
  if (m.table != setup_.id) return refuse_now(TableCode::kOtherTable);
  if (!state_.in_play(m.from)) return refuse_now(TableCode::kUnknownSender);
  if (!human(m.from)) return refuse_now(TableCode::kComputerSeat);
  if (m.from == setup_.own) {
    // Only what this device sent may carry its seat: the same message back is harmless.
    if (m.seq < sent_.size() && sent_[m.seq] == m) return ++duplicates_, ReceiveResult{Receipt::kDuplicate};
    return refuse_now(TableCode::kSpeaksForThisSeat);
  }
  Inbox& inbox = inboxes_[size_t(m.from)];
  switch (inbox.add(m)) {
    case Inbox::Arrival::kDuplicate: return ++duplicates_, ReceiveResult{Receipt::kDuplicate};
    case Inbox::Arrival::kConflict: return refuse_now(TableCode::kConflict);
    case Inbox::Arrival::kTooFarAhead: return refuse_now(TableCode::kTooFarAhead);
    case Inbox::Arrival::kNew: break;
  }
  watch_ = m;
  watch_refused_.reset();
  // Kept before it is looked at: messages it lets in (waiting ones) are taken with it, and a
  // rebuild must receive it in the same order. A refusal takes it out again below.
  journal_.entries.push_back({Journal::Kind::kReceive, {}, std::string(text)});
  const size_t journaled = journal_.entries.size();
  pump();
  watch_.reset();
  // A refusal changed nothing and is not kept, unless it stopped the table: a rebuild must stop too.
  if (watch_refused_ && journal_.entries.size() == journaled && !stopped_) journal_.entries.pop_back();
  if (watch_refused_) return {Receipt::kRefused, watch_refused_};
  if (inbox.next() > m.seq) return {Receipt::kApplied};
  if (stopped_) return {Receipt::kStopped};
  return {Receipt::kWaiting};
}

Table::Judgement Table::refuse(TableCode code, const Message& m, int detail) const {
  const int round = m.kind == MessageKind::kChoice ? current_round() : m.round;
  const int slot = m.kind == MessageKind::kReveal ? m.slot
                   : m.kind == MessageKind::kChoice && ready_ && state_.phase() == Phase::kResolution ? state_.slot() + 1
                                                                                                       : 0;
  // A card, share or check that does not match, or a card of an illegal program, is refused
  // and its seat is at fault (faulted: the table may give the seat to a computer, #46 §3);
  // the table waits meanwhile. Devices that hold different commitments cannot tell which
  // of them was lied to: that stops the table, and so does a program found illegal once the
  // game is over (its record cannot be whole). A check stops it only when most of the other
  // players' devices disagree with this one (take_check).
  const bool stops = code == TableCode::kCommitsMismatch || (code == TableCode::kIllegalProgram && state_.is_over());
  return {Verdict::kRefused, TableProblem{code, m.from, round, slot, detail}, stops};
}

// A message is judged only once every earlier one from its sender is applied (inbox.h), and
// a sender's messages about a round come after its commitment to that round, which this
// device applies only once its game has reached that round (take_commit). So an honest
// sender's next message is never about a round beyond the next one here; one that is would
// wait at the head of its sender's inbox for ever, and its number would turn the sender's
// real message away as a conflict: it is refused at once.
Table::Judgement Table::take(const Message& m) {
  if (m.kind != MessageKind::kChoice && m.round > current_round() + 1) return refuse(TableCode::kTooEarly, m);
  switch (m.kind) {
    case MessageKind::kCommit: return take_commit(m);
    case MessageKind::kReveal: return take_reveal(m);
    case MessageKind::kChoice: return take_choice(m);
    case MessageKind::kSeedCommit: return take_seed_commit(m);
    case MessageKind::kSeedReveal: return take_seed_reveal(m);
    case MessageKind::kCheck: return take_check(m);
  }
  return refuse(TableCode::kNotExpected, m);
}

// A seat's program, locked on its device: face down here.
Table::Judgement Table::take_commit(const Message& m) {
  if (state_.is_over()) return refuse(TableCode::kGameOver, m);
  if (!ready_) return {Verdict::kWait};
  if (m.round > state_.round()) {
    // Its sender has ended this round, having committed to it first (its messages come in
    // order): the next round's program waits for the game here; a round skipped is wrong.
    const bool next = m.round == state_.round() + 1 && book(state_.round()).commits[size_t(m.from)];
    return next ? Judgement{Verdict::kWait} : refuse(TableCode::kNotExpected, m);
  }
  if (m.round < state_.round()) return refuse(TableCode::kTooLate, m);
  Round& r = book(m.round);
  if (r.commits[size_t(m.from)] || state_.has_program(m.from)) return refuse(TableCode::kAlreadyCommitted, m);
  if (state_.lock_sealed(m.from, &events_)) return refuse(TableCode::kTooLate, m);  // not programming: cannot happen with the check above
  r.commits[size_t(m.from)] = m.hashes;
  r.timed[size_t(m.from)] = m.timed;
  if (m.timed) mark_timed(m.from);
  return {Verdict::kApplied};
}

Table::Judgement Table::take_seed_commit(const Message& m) {
  if (state_.is_over()) return refuse(TableCode::kGameOver, m);
  if (m.round == 0 && setup_.first >= 0) return refuse(TableCode::kNotExpected, m);
  if (m.round > current_round()) return {Verdict::kWait};
  if (m.round < current_round()) return refuse(TableCode::kTooLate, m);
  Round& r = book(m.round);
  if (r.seed.committed(m.from)) return refuse(TableCode::kAlreadyCommitted, m);
  r.seed.commit(m.from, m.hash);
  return {Verdict::kApplied};
}

// A share may come after its round (a table without computers does not wait for the seed
// to play it, nor to end the game): it is checked and kept all the same.
Table::Judgement Table::take_seed_reveal(const Message& m) {
  if (m.round == 0 && setup_.first >= 0) return refuse(TableCode::kNotExpected, m);
  if (m.round > current_round()) return state_.is_over() ? refuse(TableCode::kGameOver, m) : Judgement{Verdict::kWait};
  Round& r = book(m.round);
  if (r.seed.revealed(m.from)) return refuse(TableCode::kAlreadyRevealed, m);
  // Its sender has seen every commitment; this device will too.
  if (!ready_for_shares(m.round)) return {Verdict::kWait};
  if (m.commits != commitments_digest(m.round)) return refuse(TableCode::kCommitsMismatch, m);
  if (!r.seed.reveal(sha256_, setup_.id, m.round, m.from, m.share, m.salt)) return refuse(TableCode::kShareMismatch, m);
  return {Verdict::kApplied};
}

Table::Judgement Table::take_reveal(const Message& m) {
  if (state_.is_over()) return take_final_reveal(m);
  if (!ready_ || m.round > state_.round()) return {Verdict::kWait};
  if (m.round < state_.round()) return refuse(TableCode::kTooLate, m);
  const int slot = m.slot - 1;
  Round& r = book(m.round);
  // The sender reveals its cards in slot order, and its messages are applied in order: a
  // card whose slot's predecessor is still face down here skipped a slot (it is not early).
  if (slot > 0 && r.cards[size_t(m.from)][size_t(slot - 1)] == kSealedCard) return refuse(TableCode::kNotExpected, m);
  if (state_.phase() == Phase::kProgramming || slot > state_.slot()) return {Verdict::kWait};
  if (slot < state_.slot() || !state_.sealed(m.from, slot)) return refuse(TableCode::kAlreadyRevealed, m);
  if (slot_commitment(sha256_, setup_.id, m.round, m.from, m.slot, m.card, m.salt) != (*r.commits[size_t(m.from)])[size_t(slot)])
    return refuse(TableCode::kRevealMismatch, m);
  // The card is the one committed; if the rules refuse it, the program committed was illegal.
  if (Refusal why = state_.reveal(m.from, m.card, &events_)) return refuse(TableCode::kIllegalProgram, m, int(why.code()));
  r.cards[size_t(m.from)][size_t(slot)] = m.card;
  r.salts_seen[size_t(m.from)][size_t(slot)] = m.salt;  // for the slot's seed (slot_seed)
  return {Verdict::kApplied};
}

// After the game ended mid-round: the rest of a seat's program, for the record. Each card
// comes in slot order and is checked against its commitment and the program rules.
Table::Judgement Table::take_final_reveal(const Message& m) {
  if (m.round < state_.round()) return refuse(TableCode::kTooLate, m);
  if (m.round > state_.round()) return refuse(TableCode::kGameOver, m);
  Round& r = book(m.round);
  Program& cards = r.cards[size_t(m.from)];
  const int slot = m.slot - 1;
  if (!r.commits[size_t(m.from)]) return refuse(TableCode::kNotExpected, m);
  if (cards[size_t(slot)] != kSealedCard) return refuse(TableCode::kAlreadyRevealed, m);
  if (slot > 0 && cards[size_t(slot - 1)] == kSealedCard) return refuse(TableCode::kNotExpected, m);
  if (slot_commitment(sha256_, setup_.id, m.round, m.from, m.slot, m.card, m.salt) != (*r.commits[size_t(m.from)])[size_t(slot)])
    return refuse(TableCode::kRevealMismatch, m);
  Draft draft;
  draft.fill(kNoCard);
  for (int s = 0; s <= slot; ++s) draft[size_t(s)] = s < slot ? cards[size_t(s)] : m.card;
  if (Refusal why = fault_refusal(draft_fault(draft, state_.hand(m.from))))
    return refuse(TableCode::kIllegalProgram, m, int(why.code()));
  cards[size_t(slot)] = m.card;
  return {Verdict::kApplied};
}

Table::Judgement Table::take_choice(const Message& m) {
  if (state_.is_over()) return refuse(TableCode::kGameOver, m);
  if (m.step > steps_) return {Verdict::kWait};
  if (m.step < steps_) return refuse(TableCode::kTooLate, m);
  // The step has come, but its decision waits for cards not turned over here yet.
  if (!ready_ || state_.phase() != Phase::kResolution || state_.decision() == Decision::kReveal) return {Verdict::kWait};
  if (state_.actor() != m.from) return refuse(TableCode::kNotTheActor, m);
  if (!is_canonical(m.choice)) return refuse(TableCode::kNotCanonical, m);
  if (Refusal why = state_.check(m.choice)) return refuse(TableCode::kIllegalChoice, m, int(why.code()));
  const int round = state_.round();  // the choice may end it
  if (state_.apply(m.choice, &events_)) return refuse(TableCode::kIllegalChoice, m);  // checked above: never
  record_choice(round, m.from, m.choice);
  return {Verdict::kApplied};
}

Table::Judgement Table::take_check(const Message& m) {
  if (m.round >= int(rounds_.size()) || !rounds_[size_t(m.round)].digest) {
    if (finished()) return refuse(TableCode::kGameOver, m);
    return {Verdict::kWait};  // the round has not ended here yet
  }
  Round& r = rounds_[size_t(m.round)];
  if (r.checked[size_t(m.from)]) return refuse(TableCode::kAlreadyChecked, m);
  if (m.digest != *r.digest) {
    // Whose game is wrong: the sender's, unless most of the other players' devices disagree
    // with this one (then this device cannot agree with the table: it stops).
    r.mismatched[size_t(m.from)] = true;
    int others = 0, mismatched = 0;
    for (int c = 0; c < kColors; ++c)
      if ((human(c) || stood_in(c)) && c != setup_.own) ++others, mismatched += r.mismatched[size_t(c)];
    Judgement j = refuse(TableCode::kCheckMismatch, m);
    j.stops = 2 * mismatched > others;
    return j;
  }
  r.checked[size_t(m.from)] = true;
  return {Verdict::kApplied};
}

}  // namespace rd
