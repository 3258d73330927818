// One game in the browser: the match, who sits where (human or bot), the pace of the
// computer players, and the readable log. The UI draws from it and sends choices to it.
#pragma once
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bot.h"
#include "seeded_bots.h"
#include "clock.h"
#include "game_config.h"
#include "language.h"
#include "match.h"
#include "player_names.h"
#include "refused.h"
#include "program_timer.h"
#include "suggestion.h"
#include "table.h"
#include "thinker.h"

namespace rdweb {

struct LogLine {
  std::string text;
  int color = -1;  // the player it is about, for its colour chip
  // The place it names, lit on the board when the line is hovered (issue #12): supports
  // (a village, an island's stone) and a plank on the board, -1 when none.
  std::array<int8_t, 2> supports{-1, -1};
  int8_t plank = -1;
};
// The place an event names, written into a log line.
void name_place(const rd::Event& event, LogLine& line);

// The event that opens a game's log ("Round 1 begins…"): a new State writes none.
inline rd::Event round_start_event(const rd::State& start) { return {rd::EventKind::kRoundStart, int8_t(start.first_player())}; }
// Adds the log's sentences for events, `before` and `after` being the states right before
// and after them (a batch may run from one round into the next: before tells whose round
// it began in, after holds the programs its slots were played with).
void append_log(const rd::State& before, const rd::State& after, const rd::Events& events, std::vector<LogLine>& log,
                const PlayerNames& names = no_names());

// A recent change, kept for a short animation (pawn slide, new plank, splash).
struct Recent {
  rd::Events events;
  std::array<int8_t, rd::kColors> pawns_before{};
  double at_ms = 0;
};

// A guided game (the tutorial): it gives the computers' choices, or holds them while the
// player reads, and refuses a human's choice that is not the one it asked for. The rules
// still decide what is legal: a guide only narrows the choice.
class Guide {
 public:
  virtual ~Guide() = default;
  // `color`'s next choice (a program while programming), or nothing: the computer waits.
  virtual std::optional<rd::Choice> computer_choice(const rd::Match& match, int color) const = 0;
  // Why a human's choice is not the one asked for now (a text of the page), or nothing.
  virtual Refused refuse(const rd::Match& match, int color, const rd::Choice& choice) const = 0;
};

// Something lost or a pawn in the river (issue #12): told on the board, near the player's
// pawn, long enough to be read. `change` is the session's changes() that made it happen.
struct BoardNotice {
  rd::Event event;
  double at_ms = 0;
  int change = 0;
};
constexpr double kNoticeMs = 4000;  // a notice stays at least this long (and while the game waits)
// Whether an event is told on the board: a plank out of the game, an action lost, a fall.
bool is_board_notice(const rd::Event& event);

class Session {
 public:
  // `clock` paces the computer players (tests pass their own).
  Session(const GameConfig& config, uint64_t seed, Clock clock = now_ms);
  // A game at an online table (issue #20): the table (kept by its rd::OnlineGame, which outlives
  // the session) holds the live game and makes the other seats' moves, whichever device or
  // computer makes them; this device's player is the only human here (its own seat, or
  // none: watching). `config` gives the players, the side and the seats as shown; `names`
  // what the log, the headings and the program rows call the players (player_names.h).
  Session(const GameConfig& config, rd::Table& table, Clock clock = now_ms, const PlayerNames& names = no_names());

  // The game: whole rounds only at an online table (its record: no card of another device's
  // player in it before the round ends), the game itself otherwise.
  const rd::Match& match() const { return table_ ? table_->record() : match_; }
  // The live game (at an online table, its cards face down until turned over).
  const rd::State& state() const { return table_ ? table_->state() : match_.state(); }
  bool online() const { return table_ != nullptr; }
  // While a round after the first is programmed: the round before it as it was played
  // (round_as_played.h), else nullptr.
  const rd::State* round_before() const;
  // The online table it plays (nullptr for a game on this device): a change of seats makes a
  // new one (online_game.h), and the page then makes a new session.
  const rd::Table* table() const { return table_; }
  // At an online table: what to call each seat's player ("Bob", "Bob (not connected)"), kept
  // up to date by the page from the table's roster; and the seats the game waits for at
  // other devices (programming, or deciding in the resolution), in seating order.
  void set_seat_names(const std::array<std::string, rd::kColors>& names) { seat_names_ = names; }
  // What the log, the headings and the program rows call each player (player_names.h).
  const PlayerNames& names() const { return names_; }
  std::string player_word(int color) const { return rdweb::player_word(names_, color); }
  // At an online table, from the page each frame: the seats this device may give to a
  // computer (the creator's, for players gone: color and name), and a line about this
  // device's own seat ("" for none).
  struct SeatOffer {
    int color;
    std::string name;
  };
  void set_online_offers(std::vector<SeatOffer> offers) { online_offers_ = std::move(offers); }
  const std::vector<SeatOffer>& online_offers() const { return online_offers_; }
  void set_online_note(std::string note) { online_note_ = std::move(note); }
  // At an online table: a line naming the players whose device is gone ("" for none).
  void set_online_away(std::string line) { online_away_ = std::move(line); }
  const std::string& online_away() const { return online_away_; }
  // The creator of a table met without a relay may invite a gone friend again (online_play.h).
  void set_online_reinvite(bool may) { online_reinvite_ = may; }
  bool online_reinvite() const { return online_reinvite_; }
  const std::string& online_note() const { return online_note_; }
  // The table's time per program (program_timer.h), from the page; the time left to this
  // device's player (ms), or nothing; and the seats whose program of this round their device
  // locked for them when their time ran out.
  void set_program_time(int seconds) { timer_.set_limit(seconds); }
  // The page covers the game (the lobby over it): the time per program does not run.
  void hold_program_time(bool held) { time_held_ = held; }
  std::optional<double> program_time_left(double now) const;
  std::vector<int> timed_out() const;
  const std::string& seat_name(int color) const { return seat_names_[size_t(color)]; }
  // At an online table, the seats whose players the game waits for at their own devices: a
  // program, a decision, a share of the seed or a card to turn over (Table::waited_for).
  std::vector<int> awaited() const;
  // At an online table, while programs are composed: the other devices' players who have
  // locked theirs (a playtest: on a phone it was told only in the log, far below the editor).
  std::vector<int> locked_elsewhere() const;
  // At an online table that stopped (the devices no longer agree: table.h), why, in the
  // table's words (a code, and the seat it is about: -1 when none); nothing otherwise.
  std::optional<rd::TableProblem> table_stopped() const { return table_ ? table_->stopped() : std::nullopt; }
  // The newest message another device sent that the table refused in this round (nothing
  // changed for it), to say so: the seat that sent it and why.
  std::optional<rd::TableProblem> table_refused() const;
  const GameConfig& config() const { return config_; }
  uint64_t seed() const { return seed_; }
  bool is_human(int color) const;
  int humans() const;
  // The human the game waits for (programming or a target), or -1 while computers act.
  int waiting_human() const;

  // Lets computer players act, at the chosen speed; call once per frame. A searching
  // computer's decision is asked of `thinker` when there is one (thinker.h).
  void update(double now, Thinker* thinker = nullptr);
  // A human's answers, or why they were not taken (nothing changed). The caller shows the
  // refusal to the player (the page's notice): a program the editor lets the player try,
  // a tutorial step not reached yet, are refused rightly. A refused choice the board offered
  // would be the page's bug, yet stopping the page would lose the player's game: the rules
  // changed nothing, so the game goes on and the notice makes the bug seen.
  Refused lock_program(int color, const rd::Program& program);
  Refused choose(const rd::Choice& choice);

  // Plays a saved game's choices again (log lines included, no animation): the session
  // then stands where that game stood. Only on a new session; why not, if a choice is refused.
  [[nodiscard]] rd::Refusal restore(const std::vector<rd::Match::Step>& history);

  Speed speed() const { return speed_; }
  void set_speed(Speed speed) { speed_ = speed; }
  // Computers play instantly until a human must decide.
  void skip() { skipping_ = true; }

  // The log, in the page's language: written again from what it tells when the language
  // has changed since (a playtest: after a switch, the lines so far stayed in the old one).
  const std::vector<LogLine>& log() const;
  const Recent& recent() const { return recent_; }
  // The losses and falls of recent changes, oldest first (a few are kept).
  const std::vector<BoardNotice>& notices() const { return notices_; }
  // Those still on the board at `now`: for kNoticeMs, while nothing has happened since, and
  // while a human decides, those since the last human choice (they stay until the next one).
  std::vector<BoardNotice> notices_shown(double now) const;
  double step_ms() const;  // the pause between computer actions at this speed
  int thinking() const { return thinking_; }
  // At an online table: computers' decisions the thinking worker made so far (tests).
  int table_answers() const { return table_answers_; }  // the computer still searching its program, or -1
  // A program suggested to the human `color` this round (suggestion.h): asked for, then
  // found some frames later by update(). Never at an online table (issue #21 §4: the other
  // players play without help; and its game there is the table's, not match_).
  void suggest(int color) {
    if (!online()) suggestion_.ask(match_, seed_, color);
  }
  std::optional<rd::Program> suggested(int color) const { return suggestion_.program(match_, color); }
  bool suggesting(int color) const { return suggestion_.searching(match_, color); }
  // How many choices have been applied: a new value means the game changed.
  int changes() const { return changes_; }
  // A guided game: its computers follow the guide, its humans are held to it.
  void set_guide(std::unique_ptr<Guide> guide) { guide_ = std::move(guide); }
  Guide* guide() const { return guide_.get(); }

 private:
  // At an online table, the seats played at other devices whose program is locked (or not).
  std::vector<int> programs_elsewhere(bool locked) const;
  void after_apply(const rd::State& before, double now);
  // The log, animation and notices of `events`, which took the game from `before` to now.
  void told(const rd::State& before, const rd::Events& events, double now);
  bool ai_step(double now, double deadline, Thinker* thinker);
  void ask(int color, Thinker* thinker);
  std::optional<rd::Choice> thought(int color, Thinker* thinker, bool& waiting);
  bool guided_step(double now);
  // The first color in resolution order still to lock a program, played by a human (or a
  // computer); -1 if none.
  int next_to_program(bool human) const;

  // At an online table: what the table did since the last frame, told as it would be here.
  void follow_table(double now);
  void think_for_table(Thinker* thinker);
  Refused table_refused(rd::ActResult result) const;

  GameConfig config_;
  uint64_t seed_;
  Clock clock_;
  rd::Match match_;
  rd::Table* table_ = nullptr;  // an online game's table
  rd::State seen_;              // its live game as last shown
  std::array<std::string, rd::kColors> seat_names_;
  PlayerNames names_;
  std::vector<SeatOffer> online_offers_;
  bool online_reinvite_ = false;
  std::string online_note_, online_away_;
  ProgramTimer timer_;
  bool time_held_ = false;
  int timed_round_ = 0;  // the round whose program was locked when time ran out
  void lock_when_time_runs_out(double now);
  rd::SeededBots bots_;
  Speed speed_;
  bool skipping_ = false;
  double next_ai_ms_ = 0;
  int thinking_ = -1;
  // Each color's decision asked of the thinker: its moment (rd::decision_moment), the
  // request's id, and whether the page must think it itself after all.
  struct Asked {
    uint64_t moment = ~uint64_t(0);
    int id = -1;
    bool here = false;
  };
  std::array<Asked, rd::kColors> asked_{};
  // At an online table: the computers' turns asked of the thinker, with the requests' ids;
  // and whether the table thinks here after all (the thinker failed or answered wrong).
  std::vector<std::pair<rd::ComputerTurn, int>> table_asked_;
  bool table_thinks_here_ = false;
  int table_answers_ = 0;  // computers' decisions the thinker made at the table
  Suggestion suggestion_;
  int changes_ = 0;
  int human_change_ = 0;  // changes() made by the last human choice
  // What the log tells, kept to write it again in another language: an online game's whole
  // rounds before this page joined (Timeline), then each batch of events.
  struct Told {
    rd::State before, after;
    rd::Events events;
  };
  std::optional<rd::Match> log_opening_;
  std::vector<Told> told_;
  void tell(const rd::State& before, const rd::State& after, const rd::Events& events);
  void write_log() const;
  mutable std::vector<LogLine> log_;
  mutable Language log_language_ = language();
  Recent recent_;
  std::unique_ptr<Guide> guide_;
  std::vector<BoardNotice> notices_;
  // round_before()'s answer, worked out again when the round or the history changes (each
  // lock during programming: a replay of a few hundred steps).
  struct RoundBefore {
    int round = -1;
    size_t steps = 0;
    std::optional<rd::State> state;
  };
  mutable RoundBefore round_before_;
};

// The first player for a config: its choice, or drawn from the seed.
rd::Color first_player(const GameConfig& config, uint64_t seed);

}  // namespace rdweb
