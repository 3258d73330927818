#include "app.h"

#include "platform.h"
#include "setup_screen.h"

namespace rdweb {

namespace {
constexpr const char* kSetupKey = "river-dragons.setup";
}

void App::init() {
  config_ = parse_config(load_setting(kSetupKey), GameConfig{}).config;  // a corrupt saved setup falls back
  const ParsedConfig link = parse_config(page_query(), config_);
  config_ = link.config;
  problem_ = link.error;
  if (link.start_now) start_game(config_.seed);
}

void App::set_font(float size, ImFont* font) {
  (size == kBodySize ? fonts_.body : size == kHeadingSize ? fonts_.heading : fonts_.title) = font;
}

void App::start_game(uint64_t seed) {
  if (!seed) seed = uint64_t(now_ms() * 1000) ^ 0x5eed;
  session_ = std::make_unique<Session>(config_, seed);
  ++games_;
  ui_ = GameUi{};
}

std::string App::version() const {
  std::string v = session_ ? "game " + std::to_string(session_->changes()) : "setup " + to_query(config_) + problem_;
  v += " " + std::to_string(ui_.draft_owner) + " " + std::to_string(ui_.privacy_for) + " " + std::to_string(ui_.span_start);
  for (int card : ui_.draft) v += "," + std::to_string(card);
  return v;
}

void App::update(double now) {
  if (session_) session_->update(now);
}

void App::draw(double now) {
  if (!session_) {
    if (draw_setup_screen(config_, problem_, fonts_)) {
      GameConfig remembered = config_;
      remembered.seed = 0;
      save_setting(kSetupKey, to_query(remembered));
      problem_.clear();
      start_game(config_.seed);
    }
    return;
  }
  switch (draw_game_screen(*session_, ui_, fonts_, now)) {
    case GameAction::kPlayAgain: start_game(config_.seed ? config_.seed + 1 : 0); break;
    case GameAction::kNewSetup: session_.reset(); break;
    case GameAction::kNone: break;
  }
}

}  // namespace rdweb
