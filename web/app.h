// The game's screens, drawn every frame as a function of the game state.
#pragma once
#include <imgui.h>

#include <memory>

#include "state.h"

namespace rdweb {

class App {
 public:
  void init();
  // Fonts by nominal size (18 body, 30 heading, 56 title).
  void set_font(float size, ImFont* font);
  void draw();

 private:
  void draw_title_screen();

  ImFont* body_ = nullptr;
  ImFont* heading_ = nullptr;
  ImFont* title_ = nullptr;
  std::unique_ptr<rd::State> preview_;  // a six-player table, shown behind the title
};

}  // namespace rdweb
