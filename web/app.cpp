#include "app.h"

#include <algorithm>
#include <random>
#include <utility>

#include "ui/language_choice.h"

#include "logic/event_words.h"
#include "logic/problem_words.h"
#include "logic/program_timer.h"
#include "link.h"
#include "page/page_thinker.h"
#include "page/platform.h"
#include "page/storage_keys.h"
#include "logic/public_game.h"
#include "logic/record_file.h"
#include "logic/saved_game.h"
#include "screens/elsewhere_question.h"
#include "screens/lobby_screen.h"
#include "screens/setup_screen.h"
#include "logic/text.h"
#include "registry.h"

namespace rdweb {

namespace {
// Where the page keeps things (shell/storage-keys.json).
constexpr const char* kSetupKey = storage_key::setup;
constexpr const char* kGameKey = storage_key::game;            // the game in progress
constexpr const char* kGameTabKey = storage_key::gameTab;      // which tab keeps it (App::claim_game)
constexpr const char* kLastGameKey = storage_key::lastGame;    // the last game finished
constexpr const char* kBrokenKey = storage_key::brokenGame;    // saved games that could not be read
constexpr const char* kTutorialKey = storage_key::tutorial;    // "taken" or "declined": offered no more
constexpr double kMaxRecordBytes = 4e6;  // far above a 200-round, 6-player record (shell.js reads no more)

// Keeps `text` under `key`, or under key.2, key.3... if that is taken: nothing is overwritten.
// The key used, or "" if the browser refused.
std::string keep_aside(const std::string& key, const std::string& text) {
  for (int n = 1; n < 100; ++n) {
    const std::string k = n == 1 ? key : key + "." + std::to_string(n);
    if (load_setting(k).empty()) return save_setting(k, text) ? k : "";
  }
  return "";
}
// The board's zoom in version(): zooming moves every target on the board.
std::string view_key(const BoardView& view) {
  return " zoom " + std::to_string(view.zoom) + " " + std::to_string(view.centre.x) + " " + std::to_string(view.centre.y);
}
}  // namespace

void App::init() {
  tab_id_ = std::to_string(uint64_t(now_ms() * 1000)) + "-" + std::to_string(std::random_device{}());
  start_language(parse_config(page_query(), GameConfig{}).language);  // before any text is made
  config_ = parse_config(load_setting(kSetupKey), GameConfig{}).config;  // a corrupt saved setup falls back
  has_last_game_ = !load_setting(kLastGameKey).empty();
  offer_tutorial_ = load_setting(kTutorialKey).empty();
  resume_from_storage();
  const ParsedConfig link = parse_config(page_query(), config_);
  const std::string fragment = page_fragment();
  forget_page_query();
  config_ = link.config;
  add_problem(link.error);
  // An online table this browser was at comes back by itself (#20): the others are waiting.
  const bool online = online_.resume();
  if (online) claim_online();
  if (online_.problem()) add_problem(said(*online_.problem()));
  if (link.start_now) {
    if (paused_) confirm_new_ = true;  // a link never silently ends the game in progress
    else start_game(config_.seed);
  } else if (paused_ && !online) {
    session_ = std::move(paused_);  // a reload returns to the game
    claim_game();
  }
  if (!fragment.empty()) open_link(fragment);
}

// A saved game that cannot be read is moved aside (never deleted, never overwritten) and
// the setup screen says why; the page then works as on a first visit. If the browser will
// not even keep the copy, the saved game stays where it is.
void App::resume_from_storage() {
  const std::string saved = load_setting(kGameKey);
  if (saved.empty()) return;
  auto resumed = resume_saved_game(saved);
  if (auto* why = std::get_if<Said>(&resumed)) {
    const std::string kept = keep_aside(kBrokenKey, saved);
    if (!kept.empty()) remove_setting(kGameKey);
    add_problem(said(Text::kBrokenSavedKept, {{"why", *why}, {"key", kept.empty() ? kGameKey : kept.c_str()}}));
    return;
  }
  auto& session = std::get<std::unique_ptr<Session>>(resumed);
  if (session->state().is_over()) {  // finished: the last game, not one to resume
    if (save_setting(kLastGameKey, saved)) remove_setting(kGameKey), has_last_game_ = true;
    return;
  }
  paused_ = std::move(session);
  paused_ui_ = GameUi{};
  config_ = paused_->config();  // the setup screen starts from the game in progress
  config_.seed = 0;
  config_.speed = paused_->speed();
  kept_changes_ = paused_->changes();
  kept_speed_ = paused_->speed();
  ++games_;
}

void App::add_problem(Said message) {
  if (!message) return;
  problem_ = problem_ ? lines({problem_, std::move(message)}) : std::move(message);
}

void App::set_font(float size, ImFont* font) {
  (size == kBodySize ? fonts_.body : size == kHeadingSize ? fonts_.heading : fonts_.title) = font;
}

void App::start_game(uint64_t seed) {
  if (!seed) seed = uint64_t(now_ms() * 1000) ^ 0x5eed;
  auto session = std::make_unique<Session>(config_, seed);
  if (!play_on_.empty()) {  // the earlier choices stay in the new game's record
    if (rd::Refusal why = session->restore(play_on_)) return tell(refusal_said(why));
    end_play_on();
  }
  session_ = std::move(session);
  paused_.reset();
  kept_changes_ = -1;
  ++games_;
  ui_ = GameUi{};
  claim_game();
  keep_game();
}

// The keeper's key tells the other tabs at once (their storage event); the lock (shell.js:
// rdKeeper) decides when this tab may write.
void App::claim_game() {
  save_setting(kGameTabKey, tab_id_);
  claim_saved_game();
  displaced_ = false;
  ui_.displaced = false;
}

// Displaced by the lock (by the keeper's key where the browser has no Web Locks: the two
// could disagree for a moment when tabs claim at once); then until this tab claims again.
bool App::displaced_by_another_tab() {
  if (!displaced_) {
    const GameKeeper keeper = saved_game_keeper();
    const std::string key = keeper == GameKeeper::kUnlocked ? load_setting(kGameTabKey) : "";
    displaced_ = keeper == GameKeeper::kAnotherTab || (!key.empty() && key != tab_id_);
  }
  ui_.displaced = displaced_;
  return displaced_;
}

void App::storage_changed() {
  if (session_ && !session_->guide() && !session_->state().is_over() && !displaced_by_another_tab()) {
    // Another tab wrote the saved game, and this one keeps it: a tab whose lock was taken
    // while it was frozen or busy, writing once before it knew, a browser without Web
    // Locks, or a hand in the console. This tab writes its game again at the next frame.
    const GameKeeper keeper = saved_game_keeper();
    keep_again_ = keeper == GameKeeper::kThisTab || (keeper == GameKeeper::kUnlocked && load_setting(kGameTabKey) == tab_id_);
  }
  // Another tab of this browser took the online table: this one steps away from it at once,
  // or the table would hear one device twice (two programs for one seat), and offers to
  // take it back.
  if (online_.active() && load_setting(storage_key::onlineTab) != tab_id_) {
    drop_online_sessions();
    leave_asked_.reset();
    online_.set_aside();
    online_elsewhere_ = true;
  }
}

// Another tab of this browser holds its online table (kept, and claimed since this tab
// stepped away or loaded): creating or joining one here would end that game there.
bool App::table_in_another_tab() const {
  return !online_.active() && !load_setting(storage_key::onlineTable).empty() && load_setting(storage_key::onlineTab) != tab_id_;
}

void App::claim_online() {
  save_setting(storage_key::onlineTab, tab_id_);
  online_elsewhere_ = false;
}

void App::elsewhere_question() {
  const ElsewhereAnswer answer = draw_elsewhere_question(fonts_);
  if (answer == ElsewhereAnswer::kNone) return;
  online_elsewhere_ = false;
  if (answer == ElsewhereAnswer::kLeaveThere) return;
  if (online_.resume()) claim_online();  // the other tab steps away in turn
  else tell(said(online_.problem().value_or(Text::kOnlineElsewhereGone)));  // left there meanwhile
}

void App::start_tutorial() {
  if (offer_tutorial_) save_setting(kTutorialKey, "taken"), offer_tutorial_ = false;
  if (session_) leave_game();
  confirm_new_ = false;
  const TutorialScript& script = tutorial_script();
  session_ = std::make_unique<Session>(script.config, script.seed);
  session_->set_speed(config_.speed);  // the pace the player chose for their games (normal unless changed)
  session_->set_guide(std::make_unique<Tutorial>(script));
  ui_ = GameUi{};
}

void App::leave_game() {
  if (session_->online()) return leave_online();
  if (!session_->state().is_over() && !session_->guide()) paused_ = std::move(session_), paused_ui_ = ui_;  // it stays resumable
  session_.reset();
}

void App::end_play_on() {
  play_on_.clear();
  play_on_round_ = 0;
  play_on_slot_ = 0;
}

void App::keep_game() {
  // An online table keeps its journal and sends this device's acts at once: a reload right
  // after a choice must not lose it (a test's reload between a choice and the next frame did).
  online_.flush();
  // A tutorial is not kept: the saved game stays the player's own; nor is an online game
  // in progress (its table is on every device: its own keeping is issue #20's
  // reconnection). A finished online game becomes the last game, to watch again from the
  // setup screen (an Italian playtest looked for it there).
  // Once its record holds the last round (every device's cards of it in: Table::finished),
  // once per table (an id is one game: another game online is another table).
  if (session_ && session_->online() && session_->table() && session_->table()->finished() &&
      online_last_kept_ != session_->table()->id()) {
    if (save_setting(kLastGameKey, saved_game_text(*session_))) has_last_game_ = true;
    online_last_kept_ = session_->table()->id();
  }
  if (!session_ || session_->guide() || session_->online()) return;
  if (session_->changes() == kept_changes_ && session_->speed() == kept_speed_ && !keep_again_) return;
  // This tab claimed the saved game and the tab that kept it has not let go yet: written at a
  // frame once it has (a moment), so that the two never write by turns.
  if (saved_game_keeper() == GameKeeper::kClaiming) return;
  keep_again_ = false;
  kept_changes_ = session_->changes();
  kept_speed_ = session_->speed();
  const std::string text = saved_game_text(*session_);
  // Two tabs never fight over the one saved game (#23 §1): the tab that started or resumed a
  // game last keeps it; this one, displaced, stops writing, and its panel says so with "Keep
  // this game here" (App::claim_game). The other tab's game is never overwritten silently.
  const bool displaced = displaced_by_another_tab();
  if (session_->state().is_over()) {
    unsaved_ = !save_setting(kLastGameKey, text);
    if (!unsaved_) has_last_game_ = true;
    if (!unsaved_ && !displaced) remove_setting(kGameKey);
  } else if (!displaced) {
    unsaved_ = !save_setting(kGameKey, text);
  }
  ui_.unsaved = unsaved_;
}

const char* App::storage() const {
  if (unsaved_) return "unsaved";
  return kept_changes_ >= 0 ? "saved" : "none";
}

std::string App::version() const {
  std::string v = session_ ? "game " + std::to_string(session_->changes()) + " " + std::to_string(session_->thinking())
                           : "setup " + to_query(config_) + words(problem_);
  v += " " + std::to_string(ui_.draft_owner) + " " + std::to_string(ui_.privacy_for) + " " + std::to_string(ui_.span_start);
  v += " notice " + words(ui_.notice) + (displaced_ ? " displaced" : "");
  v += confirm_new_ ? " confirm" : "";
  v += leave_asked_ ? " leave?" : "";
  v += online_elsewhere_ ? " elsewhere" : "";
  v += ui_.menu ? " menu" : "";
  v += view_key(ui_.view);
  v += std::string(" ") + language_code(language());
  v += " " + std::to_string(play_on_round_) + "." + std::to_string(play_on_slot_);
  if (seconds_shown_ >= 0) v += " left " + std::to_string(seconds_shown_);
  if (const Tutorial* tutorial = session_ ? tutorial_of(*session_) : nullptr) v += " tutorial " + std::to_string(tutorial->stories_read(session_->match())) + (tutorial->story_waiting(session_->match()) ? " story" : "");
  if (const rd::OnlineGame* game = online_.game())
    v += " online " + std::to_string(int(online_.stage())) + " " + online_.invite_link() + " " + online_.answer_code() + " " +
         std::to_string(game->changes()) + " " + std::to_string(online_.problem() ? int(*online_.problem()) : -1);
  // Who is gone is told some seconds after the last change (absences.h): a change to draw.
  if (session_ && session_->online()) v += " away " + session_->online_away() + " " + std::to_string(session_->online_offers().size());
  if (replay_)
    v += " replay " + std::to_string(replay_->position()) + " " + std::to_string(replay_ui_.viewpoint) + words(replay_ui_.notice) + view_key(replay_ui_.view);
  for (int card : ui_.draft) v += "," + std::to_string(card);
  // A suggested program found (Suggest): it goes in the slots in the next frame drawn.
  if (session_ && ui_.suggestion_for >= 0) v += session_->suggested(ui_.suggestion_for) ? " suggested" : " suggesting";
  if (howto_.open) v += " howto " + std::to_string(howto_.page);
  return v;
}

void App::update(double now) {
  follow_online();
  if (!session_ || howto_.open) return;  // the game waits while How to play shows
  session_->update(now, page_thinker());
  keep_game();
  // The time per program counts down on screen: each new second is a change to draw (a
  // playtest: an idle page showed 1:00 for twelve seconds, then the computer locked).
  const auto left = session_->program_time_left(now);
  seconds_shown_ = left ? seconds_left(*left) : -1;
}

bool App::busy(double now) const {
  if (howto_.open) return false;  // still pictures; the game waits
  if (replay_) return replay_ui_.playing;
  if (!session_) return false;
  if (now - session_->recent().at_ms < kMoveAnimationMs) return true;  // the last move still slides
  for (const BoardNotice& n : session_->notices())
    if (now - n.at_ms < kNoticeMs) return true;  // a notice on the board fades out
  if (session_->state().is_over()) return false;
  // Computers that are only searching their programs change nothing on screen until one
  // locks (a change) or another starts (version() names who thinks): drawing those frames
  // left the search about 8 ms of each 60 ms frame in software GL.
  return session_->state().phase() == rd::Phase::kResolution;  // computers act, or a human's targets pulse
}

int App::animation_step(double now) const {
  if (howto_.open || replay_ || !session_ || session_->thinking() < 0 || session_->waiting_human() >= 0) return -1;
  return spinner_step(now);
}

void App::setup_screen() {
  const std::string problem = words(problem_);
  const SetupContext context{problem, paused_.get(), confirm_new_, 0, 0, has_last_game_, offer_tutorial_};
  switch (draw_setup_screen(config_, context, fonts_)) {
    case SetupAction::kStart: {
      GameConfig remembered = config_;
      remembered.seed = 0;
      save_setting(kSetupKey, to_query(remembered));
      problem_ = {};
      confirm_new_ = false;
      start_game(config_.seed);
      break;
    }
    case SetupAction::kPlayOnline: {
      GameConfig remembered = config_;
      remembered.seed = 0;  // as Start: a link's seed is for that game only
      save_setting(kSetupKey, to_query(remembered));
      problem_ = {};
      if (table_in_another_tab()) return tell(said(Text::kOnlineElsewhereBusy));
      ask_name_once();
      online_.create(config_);
      claim_online();
      break;
    }
    case SetupAction::kResume:
      confirm_new_ = false;
      end_play_on();
      session_ = std::move(paused_);
      claim_game();
      ui_ = paused_ui_;  // a program half composed before the setup screen is still there
      ui_.privacy_for = -1;  // but with several humans, whoever holds the device says who they are
      ui_.menu = false;
      ui_.notice = {};
      ui_.unsaved = unsaved_;
      break;
    case SetupAction::kTutorial: start_tutorial(); break;
    case SetupAction::kNoTutorial:
      save_setting(kTutorialKey, "declined");
      offer_tutorial_ = false;
      break;
    case SetupAction::kHowTo: howto_ = HowtoUi{true, 0}; break;
    case SetupAction::kOpenFile: open_file_picker(); break;
    case SetupAction::kWatchLast: {
      auto last = resume_saved_game(load_setting(kLastGameKey));
      if (auto* game = std::get_if<std::unique_ptr<Session>>(&last)) watch((*game)->match());
      else problem_ = std::get<Said>(last);
      break;
    }
    case SetupAction::kCancelPlayOn:  // only from the play-on screen
    case SetupAction::kNone: break;
  }
}

void App::play_on_screen() {
  const SetupContext context{words(problem_), paused_.get(), confirm_new_, play_on_round_, play_on_slot_, false};
  switch (draw_play_on_screen(config_, context, fonts_)) {
    case SetupAction::kStart:
      problem_ = {};
      confirm_new_ = false;
      close_viewer();
      ended_.reset();
      start_game(config_.seed);
      break;
    case SetupAction::kCancelPlayOn: end_play_on(); break;  // back to the viewer, where it was
    default: break;
  }
}

void App::game_screen(double now) {
  GameAction action = draw_game_screen(*session_, ui_, fonts_, now, !leave_asked_ && !online_elsewhere_);
  tutorial_hint_.clear();
  if (Tutorial* tutorial = tutorial_of(*session_)) {
    const TutorialFrame frame = draw_tutorial(*session_, *tutorial, ui_, fonts_);
    tutorial_hint_ = frame.hint;
    if (frame.action == TutorialAction::kLeave) action = GameAction::kLeaveToSetup;
    if (frame.action == TutorialAction::kAgain || action == GameAction::kPlayAgain) action = GameAction::kTutorial;  // not a game of the setup
  }
  const bool leaves = action == GameAction::kLeaveToSetup || action == GameAction::kTutorial;
  if (leaves && leaving_asks()) return void(leave_asked_ = LeaveThen{action, "", std::nullopt});
  switch (action) {
    case GameAction::kPlayAgain: start_game(config_.seed ? config_.seed + 1 : 0); break;
    case GameAction::kLeaveToSetup: leave_game(); break;
    case GameAction::kTutorial: start_tutorial(); break;
    case GameAction::kWatchReplay: watch(public_game(session_->match()), session_->names()); break;
    case GameAction::kDownload: download(*session_); break;
    case GameAction::kCopyLink: share(public_game(session_->match())); break;
    case GameAction::kHowTo: howto_ = HowtoUi{true, 0}; break;
    case GameAction::kGiveSeat: if (rd::OnlineGame* game = online_.game()) game->give_to_computer(ui_.give_seat); break;
    case GameAction::kReinvite: show_lobby_ = true, online_.invite_without_relay(); break;
    case GameAction::kShowTable: table_open_ = true; break;
    case GameAction::kKeepHere:  // this tab takes the saved game back
      claim_game();
      kept_changes_ = -1;
      break;
    case GameAction::kNone: break;
  }
}

void App::replay_screen(double now) {
  switch (draw_replay_screen(*replay_, replay_ui_, fonts_, now)) {
    case ReplayAction::kPlayOn: {
      const rd::Match& game = replay_->game();
      config_.players = game.setup().players;
      config_.variant = game.setup().variant;
      config_.first = game.setup().first;
      play_on_ = replay_->history_now();
      const rd::State& at = replay_->state();
      play_on_round_ = at.round();
      play_on_slot_ = at.phase() == rd::Phase::kProgramming ? 0 : at.slot() + 1;
      break;
    }
    case ReplayAction::kClose:
      close_viewer();
      if (ended_) session_ = std::move(ended_), ui_ = ended_ui_;  // back to the end of the game watched (playtest)
      break;
    case ReplayAction::kNone: break;
  }
}

void App::draw(double now) {
  if (howto_.open) {  // over the screen it was opened from, which is not drawn meanwhile
    if (draw_howto_screen(howto_, fonts_, now) == HowtoAction::kClose) howto_.open = false;
    return;
  }
  if (play_on_round_) play_on_screen();
  else if (replay_) replay_screen(now);
  else if (lobby_over_game()) lobby_screen();
  else if (session_) game_screen(now);
  else if (online_.active()) lobby_screen();
  else setup_screen();
  if (leave_asked_) leave_question();
  if (online_elsewhere_) elsewhere_question();
  keep_game();  // a human's choice made while drawing is kept before anything else happens
}

bool App::leaving_asks() const { return session_ && session_->online() && !session_->state().is_over(); }

// Over whatever shows (the game, or the lobby over it). Leaving goes as the lobby's Leave
// does (leave_online: the connections closed, so the others see the seat gone at once, and
// the table kept for a reload forgotten); then what the player asked for.
void App::leave_question() {
  // The table went meanwhile (a kept one that could not come back): nothing to ask.
  const LeaveAnswer answer = online_.active() ? draw_leave_question(fonts_, !leave_asked_->link.empty()) : LeaveAnswer::kLeave;
  if (answer == LeaveAnswer::kNone) return;
  const LeaveThen then = *std::exchange(leave_asked_, std::nullopt);
  if (answer == LeaveAnswer::kStay) return;
  leave_online();
  if (then.action == GameAction::kTutorial) start_tutorial();
  if (!then.link.empty()) open_link(then.link);
  if (then.record) watch(*then.record);
}

bool App::lobby_over_game() const { return (table_open_ && session_ && session_->online() && online_.game()) || lobby_needed(); }

// The lobby must cover the game: the creator inviting a friend again without a relay, or a
// guest's answer code to send (not a look at the table from the menu).
bool App::lobby_needed() const {
  const rd::OnlineGame* game = online_.game();
  if (!session_ || !session_->online() || !game || online_.mode() != OnlinePlay::Mode::kDirect) return false;
  return show_lobby_ || (!online_.invites() && !online_.answer_code().empty() && game->peers() == 0);
}

void App::follow_online() {
  online_.flush();
  if (!online_.active() && online_.problem()) {  // a kept table that could not come back
    tell(said(*online_.problem()));
    online_.clear_problem();
  }
  rd::OnlineGame* game = online_.game();
  if (session_ && session_->online() && game && game->table() && session_->table() != game->table()) {
    // The seats changed (a player gone, or back): a new table, from the start of a round. It
    // starts again only if it had begun here (a program locked, a card turned over, or a
    // later round reached); a seat given back as a round begins changes nothing played (an
    // Italian playtest read "round 3 starts again" there).
    const rd::State& old = session_->state();
    bool begun = old.phase() == rd::Phase::kResolution;
    for (int c = 0; c < rd::kColors; ++c) begun |= old.in_play(c) && old.has_program(c);
    const int old_round = old.round();
    session_ = std::make_unique<Session>(online_.config(), *game->table(), now_ms, game->player_names());
    ui_ = GameUi{};
    const int round = session_->state().round();
    tell(said(begun || old_round > round ? Text::kOnlineSeatsChanged : Text::kOnlineSeatsChangedNext, {{"round", round}}));
    seats_told_ = {session_->state().round(), ui_.notice};
  }
  // Said for the round that starts again, not for the rest of the game (a playtest saw it at
  // the end screen, ten rounds on).
  if (seats_told_ && session_ && (session_->state().round() != seats_told_->first || session_->state().is_over())) {
    if (ui_.notice == seats_told_->second) ui_.notice = {};
    seats_told_.reset();
  }
  if (!session_ && game && game->table() && game->table()->ready()) {
    // The table's game begins: it shows as any game does, this device's seat the human one.
    session_ = std::make_unique<Session>(online_.config(), *game->table(), now_ms, game->player_names());
    ui_ = GameUi{};
  }
  if (!session_ || !session_->online() || !game) return void(absences_ = Absences{});  // a later table counts anew
  session_->set_seat_names(online_.seat_names());
  // The seats the creator may give to a computer, and who is gone, told on every device (a
  // playtest: only the creator's buttons told, and only her), once gone for a while (absences.h).
  std::vector<Session::SeatOffer> offers;
  std::vector<std::string> away;
  const auto& seats = game->roster().seats;
  const double now = now_ms();
  absences_.update(*game, now);
  std::vector<std::string> late;
  double waited = 0;
  for (const rd::LobbySeat& seat : seats) {
    if (seat.kind != rd::SeatKind::kPerson) continue;
    const bool gone = absences_.long_gone(seat.device, now);
    // Connected, but past the table's deadline (waits.h): who the table waits for, and since when.
    const bool is_late = !gone && seat.device != game->device() && game->late(seat.color);
    if (!gone && !is_late) continue;
    const std::string called = session_->player_word(seat.color);  // two "Player"s: their colors
    if (game->can_give_to_computer(seat.color)) offers.push_back({seat.color, called});
    if (gone) away.push_back(called);
    else late.push_back(called), waited = std::max(waited, game->waited(seat.color));
  }
  // Who is gone, and, on the devices that cannot let a computer play for them, who can (a
  // playtest: the other guest of a creator gone was told nothing more, and waited).
  std::string away_words = away.empty() ? "" : format(Text::kOnlineAway, {{"players", listed(away)}});
  const std::optional<Text> trouble = online_.problem();
  if (!away.empty() && game->peers() == 0 && offers.empty() && online_.mode() == OnlinePlay::Mode::kQuick) {
    // This device reaches nobody and can do nothing about the others' seats: it may be the
    // one cut off, and it keeps trying (through the relays; without them a new invite is
    // needed, and said); and what its connection said, if anything (an online playtest: a
    // guest cut off read that the game waited for the others, and why only in the lobby).
    away_words += " " + std::string(text(Text::kOnlineCutOff));
    if (trouble == Text::kOnlineErrorIce || trouble == Text::kOnlineErrorRelay) away_words += " " + std::string(text(*trouble));
  } else if (!away.empty() && offers.empty() && game->roster().started) {
    const std::string actor = game->table_actor();
    const auto who = std::find_if(seats.begin(), seats.end(), [&](const rd::LobbySeat& s) { return s.device == actor; });
    if (actor.empty()) away_words += " " + std::string(text(Text::kOnlineAwayNobody));
    else if (actor != game->device() && who != seats.end())
      away_words += " " + format(Text::kOnlineAwayActor, {{"name", session_->player_word(who->color)}});
  }
  if (!late.empty()) {
    const std::string time = clock_text(int(waited / 1000));
    away_words += (away_words.empty() ? "" : " ") + format(Text::kOnlineLate, {{"players", listed(late)}, {"time", time}});
  }
  // A change of seats this device refuses (online_game.h: disputed): said, so that the table
  // knows why it does not follow a friend's page.
  if (const auto& dispute = game->disputed()) {
    const auto giver = std::find_if(seats.begin(), seats.end(), [&](const rd::LobbySeat& s) { return s.device == dispute->signer; });
    const std::string giver_name = giver != seats.end() ? session_->player_word(giver->color) : std::string("?");
    const std::string line = dispute->device == game->device()
                                 ? format(Text::kOnlineDisputedYou, {{"giver", giver_name}})
                                 : format(Text::kOnlineDisputed, {{"giver", giver_name}, {"player", session_->player_word(dispute->color)}});
    away_words += (away_words.empty() ? "" : " ") + line;
  }
  session_->set_online_offers(std::move(offers));
  session_->set_online_away(away_words);
  // What this page is at the table when it plays no seat: a late visitor saw the game and
  // nothing saying that they only watch (a playtest).
  const std::optional<Text> note = game->roster().stood_in_for(game->device()) >= 0 ? Text::kOnlineYourSeatStandIn
                                   : game->lost_seat()                              ? Text::kOnlineLostSeat
                                   : game->own_seat() < 0 ? std::optional<Text>(Text::kOnlineWatching)
                                                          : std::nullopt;
  session_->set_online_note(note ? text(*note) : "");
  session_->set_program_time(game->roster().timer);
  session_->set_online_reinvite(online_.may_reinvite());
  if (show_lobby_ && !online_.may_reinvite()) show_lobby_ = false;  // every friend is back
  // Its player cannot program under the lobby (program_timer.h); a look at the table from the menu is no pause.
  session_->hold_program_time(lobby_needed());
  const std::optional<Text> problem = online_.problem();
  // Said once in the game's panel; the lobby over the game shows the problem itself.
  const bool reinvite = problem == Text::kOnlineDirectReinviteHost || problem == Text::kOnlineDirectReinviteGuest;
  const bool own_invite = problem == Text::kOnlineOwnInvite && !lobby_over_game();
  if (reinvite || own_invite) {
    tell(said(*problem));
    online_.clear_problem();
    if (reinvite) reinvite_told_ = problem;
  }
  if (reinvite_told_ && game->peers() > 0) {  // back with a friend: the advice is old news
    if (ui_.notice == said(*reinvite_told_)) ui_.notice = {};
    reinvite_told_.reset();
  }
}

// Each setting in the browser's own text box (a phone shows its keyboard for it).
void App::edit_connection_settings(LobbyAction which) {
  OnlinePlay::Settings s = OnlinePlay::settings();
  if (which == LobbyAction::kEditRelays) s.relays = ask_text(text(Text::kOnlineAskRelays), s.relays);
  if (which == LobbyAction::kEditStun) s.stun = ask_text(text(Text::kOnlineAskStun), s.stun);
  if (which == LobbyAction::kEditTurn) {
    s.turn = ask_text(text(Text::kOnlineAskTurn), s.turn);
    if (!s.turn.empty()) {
      s.turn_user = ask_text(text(Text::kOnlineAskTurnUser), s.turn_user);
      s.turn_password = ask_text(text(Text::kOnlineAskTurnPassword), s.turn_password);
    }
  }
  OnlinePlay::set_settings(s);
}

bool App::bot_move() {
  const int own = session_ ? session_->waiting_human() : -1;
  if (own < 0) return false;
  const rd::State& s = session_->state();
  const auto bot = rd::make_bot("medium", uint64_t(session_->changes()) + 1);
  const Refused why = s.phase() == rd::Phase::kProgramming ? session_->lock_program(own, bot->choose_program(s, own)) : session_->choose(bot->choose(s));
  keep_game();  // kept as a click's choice is, before the page can reload
  return !why;
}

// Every session on the table goes with it: the game shown, and one parked behind the viewer.
void App::leave_online() {
  drop_online_sessions();
  online_.leave();
}

void App::drop_online_sessions() {
  show_lobby_ = false;
  table_open_ = false;
  if (session_ && session_->online()) session_.reset();
  if (paused_ && paused_->online()) paused_.reset();
  if (ended_ && ended_->online()) ended_.reset();
}

// A player new to online play is asked their name as they make a table or take a seat: the
// others see it (a playtest: nobody was asked, and every friend was "Player"). Cancelled or
// left empty, the name stays the default and is asked again next time.
void App::ask_name_once() {
  if (online_.named()) return;
  const std::string typed = ask_text(text(Text::kOnlineAskName), "");
  if (!rd::clean_name(typed).empty()) online_.rename(typed);
}

void App::lobby_screen() {
  // A look at the table from the game: the time per program still runs, and is shown.
  const std::string left = table_open_ && seconds_shown_ >= 0 ? time_left_words(seconds_shown_) : "";
  const bool over_game = session_ && session_->online() && online_.game() && online_.game()->roster().started;
  const LobbyChoice choice = draw_lobby_screen(online_, fonts_, left, over_game ? &session_->state() : nullptr);
  rd::OnlineGame* game = online_.game();
  switch (choice.action) {
    case LobbyAction::kSit:
      ask_name_once();
      if (game) game->sit(choice.color);
      break;
    case LobbyAction::kStand: if (game) game->sit(-1); break;
    case LobbyAction::kReady: if (game) game->set_ready(choice.color == 1); break;
    case LobbyAction::kFill: if (game) game->fill_with_computers("medium"); break;
    case LobbyAction::kBackToGame:
      show_lobby_ = false;
      table_open_ = false;
      if (online_.problem() == Text::kOnlineOwnInvite) online_.clear_problem();  // said in the lobby: not again in the game
      break;
    case LobbyAction::kTimer:
      if (game) {
        const auto& timers = rd::kTimers;
        const auto now = std::find(timers.begin(), timers.end(), game->roster().timer);
        game->set_timer(now == timers.end() || now + 1 == timers.end() ? timers.front() : *(now + 1));
      }
      break;
    case LobbyAction::kStart: if (game) game->start(); break;
    case LobbyAction::kCopyLink:
      lobby_copy_ = online_.invite_link();
      copy_link(*lobby_copy_, text(Text::kLinkNotCopied));
      break;
    case LobbyAction::kRename: online_.rename(ask_text(text(Text::kOnlineRename), online_.name())); break;
    case LobbyAction::kLeave:
      if (leaving_asks()) leave_asked_ = LeaveThen{GameAction::kLeaveToSetup, "", std::nullopt};  // the lobby over the game
      else leave_online();
      break;
    case LobbyAction::kWithoutRelay: online_.invite_without_relay(); break;
    case LobbyAction::kEnterAnswer: online_.accept_answer(ask_text(text(Text::kOnlineDirectAccept), "")); break;
    case LobbyAction::kCopyAnswer:
      lobby_copy_ = online_.answer_code();
      copy_link(*lobby_copy_, text(Text::kOnlineDirectAnswer));
      break;
    case LobbyAction::kFreshAnswer: online_.fresh_answer(); break;
    case LobbyAction::kEditRelays:
    case LobbyAction::kEditStun:
    case LobbyAction::kEditTurn: edit_connection_settings(choice.action); break;
    case LobbyAction::kNone: break;
  }
  online_.flush();
}

void App::close_viewer() {
  replay_.reset();
  set_page_fragment("");
}

void App::watch(const rd::Match& game, const PlayerNames& names) {
  // An online game goes on at the other devices: the player is asked before it is left.
  if (leaving_asks()) return void(leave_asked_ = LeaveThen{GameAction::kNone, "", game});
  if (session_ && session_->guide() && !session_->state().is_over()) session_.reset();  // a tutorial is left, never paused
  keep_game();
  set_page_fragment("");
  problem_ = {};  // what was wrong before the viewer opened is old news when it closes
  replay_ = std::make_unique<Timeline>(game, names);
  replay_ui_ = ReplayUi{};
  ended_.reset();
  if (session_ && !session_->state().is_over()) paused_ = std::move(session_), paused_ui_ = ui_;
  if (session_) ended_ = std::move(session_), ended_ui_ = ui_;
  end_play_on();
}

// The record as it may leave the table: during a game, up to the start of the current round.
void App::download(const Session& session) {
  download_text(record_file_name(session.config(), today()), public_game(session.match()).record_text());
}

void App::tell(Said message) {
  if (replay_) replay_ui_.notice = message;
  else if (session_) ui_.notice = message;
  else problem_ = message;
}

void App::open_record(const std::string& name, const std::string& text, double size) {
  if (size < 0) return tell(said(Text::kOpenUnreadable, {{"file", name}}));
  if (size > kMaxRecordBytes) return tell(said(Text::kOpenTooLarge, {{"file", name}}));
  auto read = rd::replay_record(rd::standard_board(), text);
  if (auto* why = std::get_if<rd::Problem>(&read))
    return tell(said(Text::kOpenFailed, {{"file", name}, {"why", problem_said(*why)}}));
  watch(std::get<rd::Match>(read));
}

void App::share(const rd::Match& game) {
  const std::string link = rd::encode_link(game);
  if (link.empty()) return tell(said(Text::kLinkCannotShare));
  last_link_ = page_base_url() + "#" + link;
  lobby_copy_.reset();  // the game's copy, told in the game
  copy_link(last_link_, text(Text::kLinkNotCopied));
}

// A copy asked in the lobby is said there (a playtest: the lobby's Copy seemed to do nothing).
// `ok` false: the browser could not copy, and showed the text to copy by hand instead.
void App::link_copied(bool ok) {
  if (ok && lobby_copy_) online_.copied(*lobby_copy_);
  else if (ok) tell(said(Text::kLinkCopied));
  lobby_copy_.reset();
}

// While the shared game shows, its link stays in the address bar (a reload shows it again,
// the address can be passed on); a bad link leaves it, so a reload returns to the game.
void App::open_link(const std::string& fragment) {
  if (OnlinePlay::is_invite(fragment)) {  // an invitation to an online table
    set_page_fragment("");
    if (online_.reconnect(fragment)) return;  // a new invite to the table met without a relay: answered with it
    // The creator's own link (a no-relay invite would otherwise be answered by joining as a
    // guest of its own table, leaving it): said where the player looks (follow_online).
    if (online_.own_invite(fragment)) return;
    if (online_.at_table(fragment)) return;  // the table this page is at (or coming back to)
    // Another table's: the player is asked before this one is left (a reload's table, still
    // coming back, too: its game may be in progress).
    if (online_.active() && OnlinePlay::readable_invite(fragment) && (leaving_asks() || !online_.game()))
      return void(leave_asked_ = LeaveThen{GameAction::kNone, std::string(fragment), std::nullopt});
    // A broken invite leaves the table this page is at where it is.
    if (!OnlinePlay::readable_invite(fragment)) return tell(said(Text::kOnlineBadInvite));
    if (table_in_another_tab()) return tell(said(Text::kOnlineElsewhereBusy));
    if (session_ && session_->online()) leave_online();  // its table goes: the session must not outlive it
    if (!online_.join(fragment)) return tell(said(Text::kOnlineBadInvite));
    claim_online();
    if (session_ && !session_->state().is_over()) leave_game();
    return;
  }
  const LinkFragment parsed = parse_link_fragment(fragment);
  auto read = rd::decode_link(rd::standard_board(), parsed.link);
  if (auto* why = std::get_if<rd::Problem>(&read)) {
    set_page_fragment("");
    return tell(problem_said(*why));  // the reader's sentence says it all
  }
  if (leaving_asks()) {  // the shared game opens once the online table is left
    set_page_fragment("");
    return void(leave_asked_ = LeaveThen{GameAction::kNone, fragment, std::nullopt});
  }
  watch(std::get<rd::Match>(read));
  replay_->seek(parsed.point);
  set_page_fragment("#" + parsed.link);
}

}  // namespace rdweb
