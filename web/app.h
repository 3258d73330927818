// The game's screens, drawn every frame as a function of the game state:
// the setup screen, then the game (which ends on the winner screen).
#pragma once
#include <imgui.h>

#include <memory>
#include <string>

#include "game_config.h"
#include "game_screen.h"
#include "session.h"

namespace rdweb {

class App {
 public:
  // Reads the page's URL and the remembered setup; a valid ?seats=... starts at once.
  void init();
  // Fonts by nominal size (kBodySize, kHeadingSize, kTitleSize).
  void set_font(float size, ImFont* font);
  // Lets the computer players act (before the frame is built: drawing changes nothing).
  void update(double now_ms);
  void draw(double now_ms);

  // For window.rdTest.
  const Session* session() const { return session_.get(); }
  const char* screen_name() const { return session_ ? "game" : "setup"; }
  const std::string& problem() const { return problem_; }
  const GameConfig& config() const { return config_; }
  const GameUi& ui() const { return ui_; }
  int games_started() const { return games_; }
  // A fingerprint of everything the screen shows (game, UI state, setup): when it differs
  // before and after building a frame, a click changed something during that frame and
  // the frame's layout is already out of date (window.rdTest reports it as not settled).
  std::string version() const;

 private:
  void start_game(uint64_t seed);

  Fonts fonts_;
  GameConfig config_;
  std::string problem_;  // a bad URL parameter, shown on the setup screen
  std::unique_ptr<Session> session_;
  GameUi ui_;
  int games_ = 0;
};

}  // namespace rdweb
