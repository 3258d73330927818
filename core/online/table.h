// One device's view of an online game (issue #20): the seats, this device's own secrets,
// the live game with the other humans' programs face down, the messages to send and the
// record every device must end with.
//
// How a round goes, on every device:
//  1. Each human locks on their own device (lock()): it sends a commitment per slot
//     (commitment.h) and commits a seed share (shared_seed.h). The others lock that seat
//     face down (State::lock_sealed) when its commit arrives.
//  2. Once every human seat has committed its program and its share, each device reveals
//     its share with a digest of every commitment it holds for the round (programs, each
//     with whether it was a timed lock, and shares, in seating order); a device whose own
//     digest differs stops (CommitsMismatch: a seat told devices different things). With
//     every share in, the round's seed is known and every device works out, for each
//     computer, its kProgramDraws program draws (computer_turn.h): a fresh bot seeded from
//     the seed and the seat, shown only the public game (State::hide_programs_from), draws
//     them among the programs it would lock (Bot::program_draws: a searching level among
//     those it rates about as good as its best). That is the computer's mixed strategy;
//     nobody can work it out before locking their own program. Every device locks the
//     computers face down (State::lock_sealed).
//  3. As the game enters each slot, each human's device reveals that slot's card and salt
//     (from the first slot on only once the round's seed is known: every other human's
//     digest has then been compared with its own, see commitments_digest in table.cpp);
//     the others check it against the commitment and turn it over (State::reveal). Once
//     every human's card of the slot is turned over, every device draws each computer's
//     card of that slot from the slot's seed (slot_seed in table.cpp: the round's seed and
//     those humans' salts, each committed at their lock and secret until that very card
//     is revealed): among the computer's draws that agree with its cards so far (a
//     program drawn twice is twice as likely: in all, the program is one draw picked
//     uniformly, #46 §2). So no device, with any console, can know a computer's card
//     before every human's card of its slot is out, beyond what its draws (known to every
//     device from the lock on) already name: where every draw agreeing with its cards so
//     far names the same card, the strategy gives it away (shell/online/README.md, "The
//     computers' cards", measures how often) (with one person at the table, that
//     person's device holds every salt, as a player alone holds the computers' seeds
//     offline). The draw picked is the computer's plan for the rest of the round: its
//     decisions in this slot read it as their own program (a thinking worker is asked
//     with it); the next slot picks again, afresh, so the plan, known to every device,
//     tells nothing of the next card that the draws do not. A stand-in's card is drawn
//     from its hand with the slot's seed alike.
//  A seat whose device is gone or late may be given to a computer mid-round (stand_in), from
//  the point where the table waited for it: the round is not played again.
//  4. Each decision of the resolution is made on the device of the seat it belongs to
//     (choose()) and sent; a computer's is made on every device by a fresh bot seeded from
//     the round's seed, the seat and the step (no bot's state to keep across a reload).
//  5. When a round ends (all its cards turned over: when the game ends mid-round, every
//     device reveals the rest of its program), it is added to the canonical record, locks
//     in resolution order then the choices, and each device sends a check: a digest of the
//     record so far and the round's commitments. A device whose digest differs stops.
//
// The first player: a table set up without one draws it from a shared seed of its own,
// "round 0", exchanged before round 1 (only shares: there is nothing to commit before it).
// Round 1's seed cannot choose it: it is revealed only after every program is locked, and
// the rules give the players the first player before they program (RULES.md §4), as every
// program is written against the resolution order; the computers' bots read it too.
//
// Every message received is checked before anything changes; messages come in any order
// and any number of times: each sender's are put back in order (inbox.h), and one that is
// early for the game (a choice whose step has not come, a card of a slot not reached yet,
// a round not begun) waits until the game reaches it. Nothing of another human's program
// beyond the slot being played is held: State has kSealedCard, the commitments are hashes,
// and the canonical record gets a round's programs only when all their cards are turned over.
// (A message waiting in an inbox may hold a card the game has reached at its sender but not
// yet here: its sender reveals a slot only once every decision before it has been made, so
// this device's player can no longer act on it; the table looks at it only in its turn.)
#pragma once
#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "computer_turn.h"
#include "hex.h"
#include "inbox.h"
#include "journal.h"
#include "match.h"
#include "message.h"
#include "problem_log.h"
#include "shared_seed.h"
#include "table_problem.h"

namespace rd {

struct OnlineSeat {
  bool human = true;
  std::string bot;  // a computer seat's level (registry.h: make_bot); empty for a human
  static OnlineSeat person() { return {true, ""}; }
  static OnlineSeat computer(std::string level) { return {false, std::move(level)}; }
};

struct TableSetup {
  std::string id;  // valid_table_id (message.h)
  Variant variant = Variant::kStandard;
  std::vector<OnlineSeat> seats;  // one per color in play, in seating order (seat_colors)
  int first = -1;                 // the first player of round 1 (a color in play), or -1: drawn
  int own = -1;                   // this device's seat (a human seat's color), or -1: watching only
};

enum class SetupError : uint8_t { kBadTableId, kPlayerCount, kFirstNotInPlay, kUnknownBot, kOwnSeatNotHuman, kNoHuman, kNoHash, kNoRandom, kBadJournal, kBadBase };

// What became of this device's lock() or choose().
enum class ActCode : uint8_t {
  kDone,
  kStopped,  // the table has stopped (stopped())
  kNoSeat,   // this device plays no seat
  kNotYet,   // the first player is still being drawn
  kNotNow,   // not this seat's decision now (or its program is locked already)
  kRefused,  // the rules refuse it: see `why`
  kNotCanonical  // a field its decision does not use is set (canonical_choice.h)
};
struct [[nodiscard]] ActResult {
  ActResult(ActCode c = ActCode::kDone, Refusal w = refusal::kNone) : code(c), why(w) {}
  ActCode code;
  Refusal why;
  bool ok() const { return code == ActCode::kDone; }
};

// What became of a message received.
enum class Receipt : uint8_t {
  kApplied,    // applied (with any messages it was waited for by)
  kWaiting,    // in order, but early for the game, or after a gap in its sender's numbers
  kDuplicate,  // seen already: ignored
  kRefused,    // refused: nothing changed, problems() says why
  kStopped     // the table has stopped
};
struct ReceiveResult {
  ReceiveResult(Receipt r, std::optional<TableCode> p = std::nullopt) : receipt(r), problem(p) {}
  Receipt receipt;
  std::optional<TableCode> problem;  // when refused
};

class Table {
 public:
  // `base`: the game so far when this table goes on from another's (base_game.h: a seat
  // given to a computer or taken back), at the start of a round; its first player is the
  // setup's. Nothing: a new game.
  static std::variant<Table, SetupError> make(const TableSetup& setup, Sha256 sha256, RandomBytes random,
                                              const Match* base = nullptr);
  // The table `journal` was written by, made again (after a reload): the same game, secrets
  // and messages sent; its outbox is empty (what it sends again is the page's choice: sent()).
  // `random` gives the bytes drawn beyond the journal's. Fails as make() does, or with
  // kBadJournal when the journal does not replay (not this table's, or broken).
  static std::variant<Table, SetupError> rebuild(const TableSetup& setup, Sha256 sha256, RandomBytes random, const Journal& journal,
                                                 const Match* base = nullptr);
  // What this device did and heard so far (journal.h).
  const Journal& journal() const { return journal_; }

  // The live game. Before ready() it is a placeholder (the first player is being drawn).
  const State& state() const { return state_; }
  bool ready() const { return ready_; }
  int own_seat() const { return setup_.own; }
  const std::string& id() const { return setup_.id; }
  bool human(int color) const { return color >= 0 && color < kColors && (humans_ >> color & 1); }
  // The human seats whose device's word the game waits for now, beyond what the game itself
  // says (a program not locked, a decision: State): a share of a round's seed, or the card
  // of the slot being turned over. In seating order; this device's own seat never (it
  // sends its own by itself). A friend's device gone after locking leaves the table waiting
  // here, and the page says for whom (a playtest read "the computer is playing" instead).
  std::vector<int> waited_for() const;
  // Resolution choices made so far, game-wide (the next choice message's step).
  uint32_t steps() const { return steps_; }

  // This device's player locks their program (their decision while programming); `timed`:
  // their device locked it for them, their time per program having run out (the others are told).
  ActResult lock(const Program& program, bool timed = false);
  // Whether `color`'s program of `round` was locked when its time ran out.
  bool timed_out(int round, int color) const;
  // This device's player answers the current decision of the resolution.
  ActResult choose(const Choice& choice);
  // A message from another device.
  ReceiveResult receive(std::string_view text);

  // The computers' decisions (issue #21 §3). By default the table makes each itself, inside
  // whichever call reaches it. With think_elsewhere(true) a searching computer's decision
  // waits as a question instead (computer_turns()) until answer() gives it, so that the
  // page's thinking worker can make it off the main thread; think_elsewhere(false) makes
  // the waiting ones here (a worker that failed). Either way the decisions are the same.
  void think_elsewhere(bool on);
  // The decisions waiting now: every searching computer's program while programming, the
  // acting computer's choice during the resolution.
  std::vector<ComputerTurn> computer_turns() const;
  // A waiting decision, made elsewhere: false, and nothing changes, if `turn` is not
  // waiting now or the rules refuse `decision` (the page then thinks here).
  bool answer(const ComputerTurn& turn, const TurnDecision& decision);

  // A seat given to a computer in the middle of a round (shell/online/README.md, "Seats"):
  // its player's device is gone, or late past the table's deadline, after the round's seed
  // is known (before it, the round is played again from its start: no card of it has been
  // turned over). From `at` on, a computer of `level` plays the seat on every device: the
  // seat's cards of slots at.slot.. are drawn as each is due from its hand less the cards it
  // has turned over (a legal program: RULES.md §8 unchanged), each seeded from its slot's
  // seed (step 3: nobody knows it before the humans' cards of that slot are out) and the
  // seat; its decisions after its at.step-th of the round, as a computer's.
  // The point is where the seat stood on the giving device: the round, the first slot whose
  // card of the seat it holds face down, and the seat's decisions in the round. Every device
  // applies it once it holds just as much of the seat's words (one short of it waits for
  // them: the others pass on a gone device's words); a device that holds more (a card or a
  // decision of the seat the giver lacked) cannot agree, and stops (kStandInPassed). For
  // the rest of the game the seat is a computer's here, until the roster gives it back at a
  // round's start (a new table).
  struct StandInPoint {
    int round = 0;
    int slot = 0;  // 0-based: the first slot the computer plays (kSlots: every card out, its decisions only)
    uint32_t step = 0;  // the seat's own decisions in the round before the computer's first
    bool operator==(const StandInPoint& o) const { return round == o.round && slot == o.slot && step == o.step; }
  };
  // The point from which a computer would play `color` if given now, or nothing: before the
  // round's seed is known here, for a seat that is not a person's, or once the game is over.
  std::optional<StandInPoint> stand_in_point(int color) const;
  // Gives `color`'s seat to a computer of `level` from `at` (the point above, as the giving
  // device saw it). False, and nothing changes, for a seat not a person's, an unknown level
  // or a point of another round than the one in progress (once the game is over: its last
  // round, whose cards the seat has not turned over are then drawn for the record).
  bool stand_in(int color, const std::string& level, const StandInPoint& at);
  // Whether `color`'s device sent this round (or, for a check, the round before) a card,
  // share or check that does not match, or a card of an illegal program (#46 §3): its seat
  // may be given to a computer at once, though its device is connected.
  bool faulted(int color) const;
  // Whether this device holds more of `color`'s words than point `at` (a later round, or more
  // of its cards or decisions of that round): a stand-in from `at` could not be applied here.
  bool past(int color, const StandInPoint& at) const;
  // Whether a computer plays `color` at this table now, in place of a person.
  bool stood_in(int color) const { return color >= 0 && color < kColors && stood_in_[size_t(color)]; }

  // What happened in the live game since the last call, in order (the page's log and
  // animations): the events of every lock, card turned over and choice, whichever device
  // made it.
  Events take_events() { return std::exchange(events_, {}); }

  // Messages to broadcast to every other device, in order.
  const std::vector<std::string>& outbox() const { return outbox_; }
  std::vector<std::string> take_outbox();

  // The latest problems (at most kKeptProblems, problem_log.h), oldest first, and how many
  // of each code over the game.
  const std::vector<TableProblem>& problems() const { return problems_.recent(); }
  uint64_t problem_count(TableCode code) const { return problems_.count(code); }
  uint64_t problem_total() const { return problems_.total(); }
  // Why the table stopped (a problem that leaves no honest way on), or nothing.
  const std::optional<TableProblem>& stopped() const { return stopped_; }
  uint64_t duplicates() const { return duplicates_; }

  // The canonical game: whole rounds only, built once all their cards are turned over; the
  // same on every device, byte for byte, as the game played face up. Records and share
  // links use it.
  const Match& record() const { return record_; }
  std::string record_text() const { return record_.record_text(); }
  const std::vector<Match::Step>& history() const { return record_.history(); }
  // The game is over and its last round is in the record (every device's final check sent).
  bool finished() const { return state_.is_over() && next_build_ > state_.round(); }

  // A round's shared seed, once known (round 0: the first player's draw).
  std::optional<uint64_t> seed(int round) const;
  // The cards of `color` in `round` this device knows (kSealedCard where it does not).
  Program known_cards(int round, int color) const;
  // A computer's program draws of `round` (step 2: every device knows them once the round's
  // seed is out; each of its cards is one of theirs, picked as its slot begins), in draw
  // order; none for a human or a stand-in.
  std::vector<Program> computer_draws(int round, int color) const;
  // This device's own secrets of `round` once its program is locked: the salts of its five
  // cards, and how many of the cards it has revealed (slots 1..revealed); nothing before, or
  // without a seat. Tests look for the unrevealed ones on the other devices (#20's peek).
  struct OwnSecrets {
    std::array<Bytes16, kSlots> salts{};
    int revealed = 0;
  };
  std::optional<OwnSecrets> own_secrets(int round) const;
  // Every message this device sent, and every message applied from `color` (for a later sync).
  const std::vector<Message>& sent() const { return sent_; }
  const std::vector<Message>& applied_from(int color) const { return inboxes_[size_t(color)].applied(); }

 private:
  // What this device knows of one round.
  struct Round {
    explicit Round(uint8_t humans) : seed(humans) {}
    SharedSeed seed;
    std::array<std::optional<std::array<Digest, kSlots>>, kColors> commits{};
    std::array<Program, kColors> cards = face_down();  // kSealedCard until known (turned over)
    // By computer: its kProgramDraws programs (lock_computers; none for a stand-in), and its
    // plan: the draw its latest card came from, or a stand-in's (reveal_computers).
    std::array<std::vector<Program>, kColors> draws{};
    std::array<Program, kColors> plans = face_down();
    // The other humans' salts, as their cards were revealed (slot_seed).
    std::array<std::array<std::optional<Bytes16>, kSlots>, kColors> salts_seen{};
    std::vector<Match::Step> choices;      // the resolution's, in order
    bool computers_locked = false;
    std::optional<Digest> digest;          // this device's check, once the round is in the record
    std::array<bool, kColors> checked{};   // the checks received, all equal to digest
    std::array<bool, kColors> mismatched{};  // the checks received that differ from digest
    std::array<bool, kColors> timed{};     // programs locked when their time ran out
    // This device's own secrets and progress.
    std::array<Bytes16, kSlots> salts{};
    Bytes16 share{}, share_salt{};
    bool share_committed = false, share_revealed = false;
    int revealed = 0;  // own cards revealed so far (slots 1..revealed)
  };
  static std::array<Program, kColors> face_down() {
    Program sealed;
    sealed.fill(kSealedCard);
    std::array<Program, kColors> all;
    all.fill(sealed);
    return all;
  }
  enum class Verdict : uint8_t { kApplied, kWait, kRefused };
  struct Judgement {
    Verdict verdict;
    std::optional<TableProblem> problem = std::nullopt;
    bool stops = false;
  };

  Table(const TableSetup& setup, Sha256 sha256, RandomBytes random);
  void start_game(int first);
  void start_from(const Match& base);
  Round& book(int round);  // created on first use (deque: references stay valid)
  int current_round() const { return ready_ ? state_.round() : 0; }
  void send(Message message);
  void commit_share(int round);
  void pump();
  bool advance();
  bool reveal_own_share(int round);
  bool lock_computers(int round);
  bool reveal_computers();
  uint64_t slot_seed(int round, int slot) const;
  bool slot_cards_out(int slot) const;
  Program draw_plan(int color, int slot, uint64_t seed) const;
  bool decide_for_computers();
  bool apply_stand_ins();
  static uint32_t seat_choices(const Round& r, int color);
  int cards_shown(int color) const;
  StandInPoint seat_at(int color) const;
  bool apply_stand_in(int color);
  // A computer's question with the game it shows, checked against the live game.
  struct CheckedTurn {
    ComputerTurn turn;
    State view;
  };
  std::optional<CheckedTurn> computer_turn(int color) const;
  bool decided(const ComputerTurn& turn) const;
  std::optional<TurnDecision> computer_decision(const CheckedTurn& checked, bool& waiting);
  bool computer_due(int color) const;
  const Round& book_at(int round) const { return rounds_[size_t(round)]; }
  bool reveal_own_cards();
  bool build_rounds();
  bool build_round(int round);
  Digest round_digest(int round) const;
  Digest commitments_digest(int round) const;
  bool all_programs_committed(int round) const;
  bool ready_for_shares(int round) const;
  void record_choice(int round, int color, const Choice& choice);
  void mark_timed(int color);
  void stop(const TableProblem& why);

  Judgement take(const Message& m);
  Judgement take_commit(const Message& m);
  Judgement take_reveal(const Message& m);
  Judgement take_final_reveal(const Message& m);
  Judgement take_choice(const Message& m);
  Judgement take_seed_commit(const Message& m);
  Judgement take_seed_reveal(const Message& m);
  Judgement take_check(const Message& m);
  Judgement refuse(TableCode code, const Message& m, int detail = -1) const;

  TableSetup setup_;
  Sha256 sha256_;
  RandomBytes random_;
  int players_ = 0;
  uint8_t humans_ = 0;
  std::array<std::string, kColors> bots_;  // by color: a computer's level, "" for a human
  bool ready_ = false;
  bool elsewhere_ = false;  // think_elsewhere()
  // By color: the decision for this turn, answer()'s or made here (so that a computer
  // waiting for another's answer is not decided again at every pump), until it moves on.
  std::array<std::optional<std::pair<ComputerTurn, TurnDecision>>, kColors> decided_;
  State state_;
  Match record_;
  uint32_t steps_ = 0;  // resolution choices so far, game-wide
  int next_build_ = 1;  // the next round to add to the record
  std::deque<Round> rounds_;  // by round; [0] the first player's draw
  std::array<Inbox, kColors> inboxes_;
  std::vector<Message> sent_;
  std::vector<std::string> outbox_;
  Events events_;  // since the last take_events()
  Journal journal_;
  Bytes16 draw();  // random_'s bytes, written in the journal
  ProblemLog problems_;
  std::optional<TableProblem> stopped_;
  uint64_t duplicates_ = 0;  // one per message received: 64 bits never overflow
  // By color: a stand-in given and not yet applied (its level and point), and whether one
  // plays the seat now (stand_in).
  std::array<std::optional<std::pair<std::string, StandInPoint>>, kColors> pending_stand_in_;
  std::array<bool, kColors> stood_in_{};
  std::array<int, kColors> faults_{};  // by color: 1 + the latest round its device was at fault in, 0: never (faulted)
  static bool at_fault(TableCode code);
  // The message receive() is asked about, to tell what became of it inside pump().
  std::optional<Message> watch_;
  std::optional<TableCode> watch_refused_;
};

// The seed of a computer's fresh bot for one decision: the round's shared seed, the seat and
// the moment (kProgramMoment for its program, else the step), mixed so that neighbouring
// moments give unrelated streams.
constexpr uint64_t kProgramMoment = uint64_t(1) << 62;
// A computer's card of a slot (Table, step 3): from the slot's seed, kSlotMoment.
constexpr uint64_t kSlotMoment = uint64_t(1) << 60;
// A stand-in's plan when it is given, until its next card is drawn (Table::stand_in):
// kStandInMoment + the slot.
constexpr uint64_t kStandInMoment = uint64_t(1) << 61;
uint64_t computer_seed(uint64_t round_seed, int color, uint64_t moment);

}  // namespace rd
