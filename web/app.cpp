#include "app.h"

#include <algorithm>
#include <cstdlib>

#include "event_words.h"
#include "link.h"
#include "platform.h"
#include "record_file.h"
#include "saved_game.h"
#include "setup_screen.h"
#include "text.h"

namespace rdweb {

namespace {
constexpr const char* kSetupKey = "river-dragons.setup";
constexpr const char* kGameKey = "river-dragons.game";            // the game in progress
constexpr const char* kLastGameKey = "river-dragons.last-game";   // the last game finished
constexpr const char* kBrokenKey = "river-dragons.broken-game";   // a saved game that could not be read
constexpr double kMaxRecordBytes = 4e6;  // far above a 200-round, 6-player record
}  // namespace

void App::init() {
  config_ = parse_config(load_setting(kSetupKey), GameConfig{}).config;  // a corrupt saved setup falls back
  resume_from_storage();
  const ParsedConfig link = parse_config(page_query(), config_);
  const std::string fragment = page_fragment();
  forget_page_query();
  config_ = link.config;
  if (!link.error.empty()) problem_ = link.error;
  if (link.start_now) {
    if (paused_) confirm_new_ = true;  // a link never silently ends the game in progress
    else start_game(config_.seed);
  } else if (paused_) {
    session_ = std::move(paused_);  // a reload returns to the game
  }
  if (!fragment.empty()) open_link(fragment);
}

// A saved game that cannot be read is kept under another key (nothing is deleted) and
// the setup screen says why; the page then works as on a first visit.
void App::resume_from_storage() {
  const std::string saved = load_setting(kGameKey);
  if (saved.empty()) return;
  auto resumed = resume_saved_game(saved);
  if (auto* why = std::get_if<std::string>(&resumed)) {
    save_setting(kBrokenKey, saved);
    remove_setting(kGameKey);
    problem_ = format(Text::kBrokenSavedKept, why->c_str(), kBrokenKey);
    return;
  }
  auto& session = std::get<std::unique_ptr<Session>>(resumed);
  if (session->state().is_over()) {  // finished: the last game, not one to resume
    save_setting(kLastGameKey, saved);
    remove_setting(kGameKey);
    return;
  }
  paused_ = std::move(session);
  kept_changes_ = paused_->changes();
  ++games_;
}

void App::set_font(float size, ImFont* font) {
  (size == kBodySize ? fonts_.body : size == kHeadingSize ? fonts_.heading : fonts_.title) = font;
}

void App::start_game(uint64_t seed) {
  if (!seed) seed = uint64_t(now_ms() * 1000) ^ 0x5eed;
  session_ = std::make_unique<Session>(config_, seed);
  if (!play_on_.empty()) {  // the earlier choices stay in the new game's record
    session_->restore(play_on_);
    play_on_.clear();
    play_on_round_ = 0;
  }
  paused_.reset();
  kept_changes_ = -1;
  ++games_;
  ui_ = GameUi{};
  keep_game();
}

void App::keep_game() {
  if (!session_ || session_->changes() == kept_changes_) return;
  kept_changes_ = session_->changes();
  const std::string text = saved_game_text(*session_);
  if (session_->state().is_over()) {
    unsaved_ = !save_setting(kLastGameKey, text);
    remove_setting(kGameKey);
  } else {
    unsaved_ = !save_setting(kGameKey, text);
  }
  ui_.unsaved = unsaved_;
}

const char* App::storage() const {
  if (unsaved_) return "unsaved";
  return kept_changes_ >= 0 ? "saved" : "none";
}

std::string App::version() const {
  std::string v = session_ ? "game " + std::to_string(session_->changes()) : "setup " + to_query(config_) + problem_;
  v += " " + std::to_string(ui_.draft_owner) + " " + std::to_string(ui_.privacy_for) + " " + std::to_string(ui_.span_start);
  v += confirm_new_ ? " confirm" : "";
  v += ui_.menu ? " menu" : "";
  if (replay_) v += " replay " + std::to_string(replay_->position()) + " " + std::to_string(replay_ui_.viewpoint);
  for (int card : ui_.draft) v += "," + std::to_string(card);
  return v;
}

void App::update(double now) {
  if (!session_) return;
  session_->update(now);
  keep_game();
}

void App::setup_screen() {
  const bool has_last = !load_setting(kLastGameKey).empty();
  const SetupView view{problem_, paused_.get(), confirm_new_, play_on_round_, has_last};
  switch (draw_setup_screen(config_, view, fonts_)) {
    case SetupAction::kStart: {
      GameConfig remembered = config_;
      remembered.seed = 0;
      save_setting(kSetupKey, to_query(remembered));
      problem_.clear();
      confirm_new_ = false;
      start_game(config_.seed);
      break;
    }
    case SetupAction::kResume:
      confirm_new_ = false;
      session_ = std::move(paused_);
      ui_ = GameUi{};
      ui_.unsaved = unsaved_;
      break;
    case SetupAction::kOpenFile: open_file_picker(); break;
    case SetupAction::kWatchLast: {
      auto last = resume_saved_game(load_setting(kLastGameKey));
      if (auto* game = std::get_if<std::unique_ptr<Session>>(&last)) watch((*game)->match());
      else problem_ = std::get<std::string>(last);
      break;
    }
    case SetupAction::kNone: break;
  }
}

void App::game_screen(double now) {
  switch (draw_game_screen(*session_, ui_, fonts_, now)) {
    case GameAction::kPlayAgain: start_game(config_.seed ? config_.seed + 1 : 0); break;
    case GameAction::kNewSetup:
      if (!session_->state().is_over()) paused_ = std::move(session_);  // it stays resumable
      session_.reset();
      break;
    case GameAction::kWatchReplay: watch(session_->match()); break;
    case GameAction::kDownload: download(*session_); break;
    case GameAction::kCopyLink: share(session_->match()); break;
    case GameAction::kNone: break;
  }
}

void App::replay_screen(double now) {
  switch (draw_replay_screen(*replay_, replay_ui_, fonts_, now)) {
    case ReplayAction::kPlayOn: {
      const rd::State& s = replay_->state();
      config_.players = s.players();
      config_.variant = s.variant();
      config_.first = *rd::parse_color(replay_->game().record()["first"].get<std::string>());
      play_on_ = replay_->history_now();
      play_on_round_ = s.round();
      replay_.reset();
      break;
    }
    case ReplayAction::kClose: replay_.reset(); break;
    case ReplayAction::kNone: break;
  }
}

void App::draw(double now) {
  if (replay_) return replay_screen(now);
  if (session_) return game_screen(now);
  setup_screen();
}

void App::watch(const rd::Match& game) {
  replay_ = std::make_unique<Timeline>(game);
  replay_ui_ = ReplayUi{};
  if (session_ && !session_->state().is_over()) paused_ = std::move(session_);
  session_.reset();
  play_on_.clear();
  play_on_round_ = 0;
}

void App::download(const Session& session) {
  download_text(record_file_name(session.config(), today()), session.match().record_text());
}

void App::tell(const std::string& message) {
  if (session_ && !replay_) ui_.notice = message;
  else problem_ = message;
}

void App::open_record(const std::string& name, const std::string& text, double size) {
  if (size > kMaxRecordBytes) return tell(format(Text::kOpenTooLarge, name.c_str()));
  auto read = rd::replay_record(rd::standard_board(), text);
  if (auto* why = std::get_if<std::string>(&read)) return tell(format(Text::kOpenFailed, name.c_str(), why->c_str()));
  watch(std::get<rd::Match>(read));
}

void App::share(const rd::Match& game) {
  last_link_ = page_base_url() + "#" + rd::encode_link(game);
  copy_link(last_link_);
}

void App::link_copied(bool ok) { tell(text(ok ? Text::kLinkCopied : Text::kLinkNotCopied)); }

void App::open_link(const std::string& fragment) {
  std::string link = fragment.size() && fragment[0] == '#' ? fragment.substr(1) : fragment;
  int point = 0;
  const size_t at = link.find("&at=");
  if (at != std::string::npos) {
    const long long n = std::strtoll(link.c_str() + at + 4, nullptr, 10);  // a bad point: the start
    point = int(std::clamp<long long>(n, 0, 1 << 30));                      // (seek clamps to the end)
    link.resize(at);
  }
  auto read = rd::decode_link(rd::standard_board(), link);
  if (auto* why = std::get_if<std::string>(&read)) return tell(*why);  // the reader's sentence says it all
  watch(std::get<rd::Match>(read));
  replay_->seek(point);
}

}  // namespace rdweb
