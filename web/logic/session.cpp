#include "session.h"

#include <algorithm>
#include <utility>

#include "event_words.h"
#include "must_accept.h"
#include "text.h"
#include "registry.h"
#include "round_as_played.h"
#include "think_request.h"
#include "timeline.h"

namespace rdweb {

namespace {
constexpr double kFrameBudgetMs = 8;  // computer work per frame (thinking, or instant play)
}

rd::Color first_player(const GameConfig& config, uint64_t seed) {
  return config.first >= 0 ? rd::Color(config.first) : rd::first_player_for_seed(config.players, seed);
}

namespace {
// Each color's bot name, "" for a human.
std::array<std::string, rd::kColors> bot_names_by_color(const GameConfig& config) {
  std::array<std::string, rd::kColors> names;
  std::array<int8_t, rd::kColors> colors;
  const int n = seat_colors(config.players, colors);
  for (int i = 0; i < n; ++i)
    if (!config.seats[i].human) names[colors[i]] = config.seats[i].bot;
  return names;
}
}  // namespace

Session::Session(const GameConfig& config, uint64_t seed, Clock clock)
    : config_(config), seed_(seed), clock_(clock),
      match_(rd::standard_board(), {config.players, config.variant, first_player(config, seed)}),
      seen_(match_.state()), bots_(seed, config.players, bot_names_by_color(config)), speed_(config.speed) {
  tell(state(), state(), {round_start_event(state())});
}

Session::Session(const GameConfig& config, rd::Table& table, Clock clock, const PlayerNames& names)
    : config_(config), seed_(0), clock_(clock),
      match_(rd::standard_board(), {config.players, config.variant, rd::Color(table.state().first_player())}),
      table_(&table), seen_(table.state()), bots_(0, config.players, {}), speed_(config.speed) {
  names_ = names;
  (void)table_->take_events();  // the game so far: told below
  // The whole rounds so far are told as they were played (the table's record holds every
  // card of them: Timeline), then the round in progress from its start (its choices so far
  // are not kept apart from the table's state). A playtest found the log of a page reloaded
  // mid-game starting at the round in progress.
  log_opening_ = table.record();
  write_log();
  if (log_.empty() || table.record().state().round() != state().round()) tell(state(), state(), {round_start_event(state())});
}

void Session::tell(const rd::State& before, const rd::State& after, const rd::Events& events) {
  told_.push_back({before, after, events});
  // Written whole in the new language when it changed since the log was last asked for, so
  // that no line is in the old one.
  if (log_language_ != language()) write_log();
  else append_log(before, after, events, log_, names_);
}

const std::vector<LogLine>& Session::log() const {
  if (log_language_ != language()) write_log();
  return log_;
}

void Session::write_log() const {
  log_language_ = language();
  log_ = log_opening_ ? Timeline(*log_opening_, names_).log() : std::vector<LogLine>{};
  for (const Told& t : told_) append_log(t.before, t.after, t.events, log_, names_);
}

std::optional<rd::TableProblem> Session::table_refused() const {
  if (!table_ || table_->problems().empty()) return std::nullopt;
  const rd::TableProblem& newest = table_->problems().back();
  if (newest.seat < 0 || newest.seat == table_->own_seat() || newest.round != state().round()) return std::nullopt;
  return newest;
}

// At an online table, the one human here is this device's player: the others' decisions
// come from the table, as computers' do (the page shows no controls for them).
bool Session::is_human(int color) const {
  if (table_) return color >= 0 && color == table_->own_seat();
  return color >= 0 && !bots_.plays(color);
}

int Session::humans() const {
  int n = 0;
  for (int c = 0; c < rd::kColors; ++c) n += state().in_play(c) && is_human(c);
  return n;
}

int Session::waiting_human() const {
  const rd::State& s = state();
  if (s.is_over()) return -1;
  if (s.phase() == rd::Phase::kResolution) return is_human(s.actor()) ? s.actor() : -1;
  return next_to_program(true);
}

int Session::next_to_program(bool human) const {
  const rd::State& s = state();
  std::array<int8_t, rd::kColors> order;
  const int n = s.resolution_order(order);
  for (int i = 0; i < n; ++i)
    if (!s.has_program(order[i]) && is_human(order[i]) == human) return order[i];
  return -1;
}

double Session::step_ms() const {
  return skipping_ ? 0 : speed_step_ms(speed_);
}

void Session::update(double now, Thinker* thinker) {
  if (table_) {
    think_for_table(thinker);
    return follow_table(now);
  }
  const double deadline = clock_() + kFrameBudgetMs;
  suggestion_.update(match_, thinker, clock_, deadline);
  while (!state().is_over()) {
    if (step_ms() > 0 && now < next_ai_ms_) return;
    if (!ai_step(now, deadline, thinker)) return;
    next_ai_ms_ = now + step_ms();
    if (step_ms() > 0 || clock_() > deadline) return;
  }
}

// One computer decision, if a computer is to decide; false when a human is, or when a
// computer is still thinking at the frame's deadline (it goes on next frame).
bool Session::ai_step(double now, double deadline, Thinker* thinker) {
  const rd::State& s = state();
  thinking_ = -1;
  if (guide_) return guided_step(now);
  if (s.phase() == rd::Phase::kProgramming) {
    // Computers lock their programs as soon as a round starts (programming is simultaneous);
    // a searching bot thinks a little each frame so that the page stays responsive.
    // In resolution order, as `rd play` and a resumed game lock them (the log reads the same).
    // Searching computers are all asked at once: the thinker may think them side by side.
    std::array<int8_t, rd::kColors> order;
    const int n = s.resolution_order(order);
    for (int i = 0; i < n; ++i)
      if (!s.has_program(order[i]) && bots_.plays(order[i])) ask(order[i], thinker);
    for (int i = 0; i < n; ++i) {
      const int c = order[i];
      if (s.has_program(c) || !bots_.plays(c)) continue;
      bool waiting = false;
      const std::optional<rd::Choice> answer = thought(c, thinker, waiting);
      if (waiting) return thinking_ = c, false;
      rd::Bot& bot = bots_.at(match_, c);
      while (!answer && !bot.think_program(s, c, 1))
        if (clock_() > deadline) return thinking_ = c, false;
      const rd::State before = s;
      const rd::Program program = answer ? answer->program : bot.choose_program(s, c);
      rd::must_accept(match_.lock_program(c, program), rd::Choice::make_program(program), s);
      after_apply(before, now);
      return true;
    }
    return false;
  }
  if (is_human(s.actor())) {
    skipping_ = false;
    return false;
  }
  bool waiting = false;
  const std::optional<rd::Choice> answer = thought(s.actor(), thinker, waiting);
  if (waiting) return thinking_ = s.actor(), false;
  const rd::State before = s;
  const rd::Choice choice = answer ? *answer : bots_.at(match_, s.actor()).choose(s);
  rd::must_accept(match_.apply(choice), choice, s);
  after_apply(before, now);
  return true;
}

// A computer's choice in a guided game: the guide's, when it gives one.
bool Session::guided_step(double now) {
  const rd::State& s = state();
  int color = -1;
  if (s.phase() == rd::Phase::kProgramming) {
    color = next_to_program(false);
  } else if (!is_human(s.actor())) {
    color = s.actor();
  } else {
    skipping_ = false;
  }
  const std::optional<rd::Choice> choice = color >= 0 ? guide_->computer_choice(match_, color) : std::nullopt;
  if (!choice) return false;
  const rd::State before = s;
  if (match_.apply(rd::Match::Step{color, *choice})) return false;  // a guide the rules refuse stops the computers (its test says why)
  after_apply(before, now);
  return true;
}

// A searching computer's decision asked of the thinker, once per decision (nothing for a
// computer whose decisions take microseconds: it decides on the page).
void Session::ask(int color, Thinker* thinker) {
  // A human's lock meanwhile changes no computer's program: the searches hide the rivals' programs.
  const uint64_t moment = rd::decision_moment(match_);
  Asked& asked = asked_[size_t(color)];
  if (!thinker || asked.moment == moment || !bots_.at(match_, color).searches(state())) return;
  asked = Asked{moment, -1, true};
  if (thinker->failed()) return;
  const std::string request = think_request(match_, seed_, bot_names_by_color(config_), color);
  if (request.empty()) return;
  asked.id = thinker->ask(request);
  asked.here = asked.id < 0;
}

// The decision once the thinker has answered it; nothing with `waiting` set while the
// thinker works; nothing otherwise, and the page thinks for itself (no thinker, a computer
// that does not search, a thinker that failed, or an answer the rules refuse: an answer is
// read only through read_think_answer's checks, so a broken worker can change nothing).
std::optional<rd::Choice> Session::thought(int color, Thinker* thinker, bool& waiting) {
  waiting = false;
  ask(color, thinker);
  Asked& asked = asked_[size_t(color)];
  if (!thinker || asked.moment != rd::decision_moment(match_) || asked.here) return std::nullopt;
  if (const std::optional<std::string> answer = thinker->answer(asked.id)) {
    const std::optional<rd::Choice> choice = read_think_answer(match_, color, *answer);
    asked.here = !choice;
    return choice;
  }
  asked.here = thinker->failed();
  waiting = !asked.here;
  return std::nullopt;
}

std::vector<int> Session::awaited() const {
  std::vector<int> seats;
  const rd::State& s = state();
  if (!table_ || s.is_over()) return seats;
  if (s.phase() == rd::Phase::kResolution) {
    // A decision; a card to turn over is the table's to say (its actor is only the first
    // face down, and the cards may wait for the seed).
    if (s.actor() >= 0 && s.decision() != rd::Decision::kReveal && !is_human(s.actor()) && table_->human(s.actor()))
      seats.push_back(s.actor());
  } else {
    seats = programs_elsewhere(false);
  }
  // And the devices whose share of the seed, or card to turn over, the game waits for.
  for (int c : table_->waited_for())
    if (!is_human(c) && std::find(seats.begin(), seats.end(), c) == seats.end()) seats.push_back(c);
  return seats;
}

std::vector<int> Session::locked_elsewhere() const {
  const rd::State& s = state();
  if (!table_ || s.is_over() || s.phase() != rd::Phase::kProgramming) return {};
  return programs_elsewhere(true);
}

std::vector<int> Session::programs_elsewhere(bool locked) const {
  std::vector<int> seats;
  std::array<int8_t, rd::kColors> colors;
  for (int i = 0, n = seat_colors(state().players(), colors); i < n; ++i)
    if (state().has_program(colors[i]) == locked && !is_human(colors[i]) && table_->human(colors[i])) seats.push_back(colors[i]);
  return seats;
}

void Session::follow_table(double now) {
  lock_when_time_runs_out(now);
  const rd::Events events = table_->take_events();
  if (events.empty()) return;
  const rd::State before = std::exchange(seen_, table_->state());
  told(before, events, now);
}

// A searching computer's decision at the table, asked of the thinker: every device makes
// every computer's decision, each in its own worker, and they are the same (the question
// holds all the computer knows: computer_turn.h). Without a thinker, or once it failed or
// gave an answer the table refuses, the table thinks here, on the main thread.
void Session::think_for_table(Thinker* thinker) {
  if (!thinker || thinker->failed()) table_thinks_here_ = true;
  table_->think_elsewhere(!table_thinks_here_);
  const std::vector<rd::ComputerTurn> turns = table_->computer_turns();
  thinking_ = turns.empty() ? -1 : turns.front().color;
  table_asked_.erase(std::remove_if(table_asked_.begin(), table_asked_.end(),
                                    [&](const auto& asked) { return std::find(turns.begin(), turns.end(), asked.first) == turns.end(); }),
                     table_asked_.end());
  for (const rd::ComputerTurn& turn : turns) {
    const auto asked = std::find_if(table_asked_.begin(), table_asked_.end(), [&](const auto& a) { return a.first == turn; });
    if (asked == table_asked_.end()) {
      const std::string request = think_turn_request(turn);
      const int id = request.empty() ? -1 : thinker->ask(request);
      if (id < 0) return void(table_thinks_here_ = true);  // thought here next frame
      table_asked_.emplace_back(turn, id);
      continue;
    }
    const std::optional<std::string> answer = thinker->answer(asked->second);
    if (!answer) continue;
    const std::optional<rd::TurnDecision> decision = read_turn_answer(*answer);
    if (!decision || !table_->answer(turn, *decision)) return void(table_thinks_here_ = true);
    ++table_answers_;
    return;  // the table moved on: the turns are asked again next frame
  }
}

// Time per program: this device's player's time has run out, and the medium computer's
// program is locked for them (the others are told: a timed lock).
void Session::lock_when_time_runs_out(double now) {
  const int own = table_->own_seat();
  timer_.follow(state(), own, now, time_held_);
  const auto left = timer_.left(state(), own, now);
  if (!left || *left > 0 || table_->stopped() || timed_round_ == state().round()) return;
  timed_round_ = state().round();  // tried once: a table that refuses is not asked every frame
  const auto bot = rd::make_bot("medium", uint64_t(state().round()) * rd::kColors + uint64_t(own) + 1);
  (void)table_->lock(bot->choose_program(state(), own), true);  // told below, as any lock
}

std::optional<double> Session::program_time_left(double now) const {
  return table_ ? timer_.left(state(), table_->own_seat(), now) : std::nullopt;
}

std::vector<int> Session::timed_out() const {
  std::vector<int> seats;
  for (int c = 0; table_ && c < rd::kColors; ++c)
    if (table_->timed_out(state().round(), c)) seats.push_back(c);
  return seats;
}

Refused Session::table_refused(rd::ActResult result) const {
  switch (result.code) {
    case rd::ActCode::kDone: return {};
    case rd::ActCode::kRefused: return result.why;
    default: return Text::kNotAHumansTurn;
  }
}

Refused Session::lock_program(int color, const rd::Program& program) {
  if (!is_human(color)) return Text::kSeatIsComputers;
  if (table_) {
    if (Refused why = table_refused(table_->lock(program))) return why;
    follow_table(clock_());
    human_change_ = changes_;
    return {};
  }
  if (guide_)
    if (Refused why = guide_->refuse(match_, color, rd::Choice::make_program(program))) return why;
  const rd::State before = state();
  if (rd::Refusal why = match_.lock_program(color, program)) return why;
  after_apply(before, clock_());
  human_change_ = changes_;
  return {};
}

Refused Session::choose(const rd::Choice& choice) {
  if (!is_human(state().actor())) return Text::kNotAHumansTurn;
  if (table_) {
    if (Refused why = table_refused(table_->choose(choice))) return why;
    follow_table(clock_());
    human_change_ = changes_;
    return {};
  }
  if (guide_)
    if (Refused why = guide_->refuse(match_, state().actor(), choice)) return why;
  const rd::State before = state();
  if (rd::Refusal why = match_.apply(choice)) return why;
  after_apply(before, clock_());
  human_change_ = changes_;
  next_ai_ms_ = clock_() + step_ms();
  return {};
}

rd::Refusal Session::restore(const std::vector<rd::Match::Step>& history) {
  for (const rd::Match::Step& step : history) {
    const rd::State before = state();
    if (rd::Refusal why = match_.apply(step)) return why;
    after_apply(before, 0);
  }
  recent_ = Recent{};
  notices_.clear();  // a restored game tells its past in the log only
  return rd::refusal::kNone;
}

void Session::after_apply(const rd::State& before, double now) { told(before, match_.last_events(), now); }

void Session::told(const rd::State& before, const rd::Events& events, double now) {
  ++changes_;
  recent_.events = events;
  for (int c = 0; c < rd::kColors; ++c) recent_.pawns_before[c] = int8_t(before.pawn(c));
  recent_.at_ms = now;
  tell(before, state(), recent_.events);
  constexpr size_t kKeptNotices = 6;
  for (const rd::Event& e : recent_.events) {
    if (!is_board_notice(e)) continue;
    // The same words to the same player again (short of stones slot after slot): told once,
    // the newest, so that repeats do not push another notice out of the six kept.
    const std::string words = describe(state(), e, names_);
    notices_.erase(std::remove_if(notices_.begin(), notices_.end(),
                                  [&](const BoardNotice& n) { return n.event.player == e.player && describe(state(), n.event, names_) == words; }),
                   notices_.end());
    notices_.push_back({e, now, changes_});
  }
  if (notices_.size() > kKeptNotices) notices_.erase(notices_.begin(), notices_.end() - kKeptNotices);
}

bool is_board_notice(const rd::Event& e) {
  return e.kind == rd::EventKind::kPlankLost || e.kind == rd::EventKind::kLost || e.kind == rd::EventKind::kFall;
}

const rd::State* Session::round_before() const {
  const rd::State& s = state();
  if (s.phase() != rd::Phase::kProgramming || s.round() < 2 || s.is_over()) return nullptr;
  if (round_before_.round != s.round() || round_before_.steps != match().history().size())
    round_before_ = RoundBefore{s.round(), match().history().size(), round_as_played(match(), s.round() - 1)};
  return round_before_.state ? &*round_before_.state : nullptr;
}

std::vector<BoardNotice> Session::notices_shown(double now) const {
  std::vector<BoardNotice> shown;
  for (const BoardNotice& n : notices_)
    if (now - n.at_ms < kNoticeMs || n.change == changes_ || (waiting_human() >= 0 && n.change >= human_change_)) shown.push_back(n);
  return shown;
}

namespace {
// A slot's cards are revealed together (RULES.md §4): its dragons are told when the slot
// begins, before any card they cancel (the log said "Pink's dragon cancels Black's Move 1"
// before "Pink plays the Black dragon": issue #12 §5). Programs are those of the events' round.
void tell_dragons(const rd::State& after, int first, int slot, std::vector<LogLine>& log, const PlayerNames& names) {
  std::array<int8_t, rd::kColors> order;
  for (int i = 0, n = rd::clockwise_from(first, after.colors_in_play(), order); i < n; ++i) {
    const int c = order[i];
    if (!rd::is_dragon(after.program(c)[slot])) continue;
    rd::Event e{rd::EventKind::kActionStart, int8_t(c), int8_t(slot), int8_t(after.program(c)[slot])};
    log.push_back({describe(after, e, names), c});
  }
}
}  // namespace

void append_log(const rd::State& before, const rd::State& after, const rd::Events& events, std::vector<LogLine>& log,
                const PlayerNames& names) {
  int first = before.first_player();  // the events' round until a round start among them
  for (const rd::Event& e : events) {
    if (e.kind == rd::EventKind::kRoundStart) first = e.player;
    if (e.kind == rd::EventKind::kActionStart) {
      if (e.player == first) tell_dragons(after, first, e.slot, log, names);
      if (rd::is_dragon(e.card)) continue;  // told with the slot
    }
    std::string line = describe(after, e, names);
    if (line.empty()) continue;
    log.push_back({std::move(line), e.player});
    name_place(e, log.back());
  }
}

void name_place(const rd::Event& e, LogLine& line) {
  auto position = [&](int pos) {
    if (rd::is_plank_position(pos)) line.plank = int8_t(pos - rd::kPlankPositions);
    else if (pos >= 0) line.supports[0] = int8_t(pos);
  };
  using K = rd::EventKind;
  switch (e.kind) {
    case K::kStone:
    case K::kTakeStone: line.supports[0] = e.a; break;
    case K::kPlank: line.plank = e.a, line.supports = {e.b, e.c}; break;
    case K::kMove:
    case K::kJump: position(rd::landing(e)); break;
    case K::kFall: line.supports[0] = e.player; break;  // back in its village
    default: break;
  }
}

}  // namespace rdweb
