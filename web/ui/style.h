// The UI's type sizes and its fonts: what every screen draws text with.
#pragma once
#include <imgui.h>

namespace rdweb {

// Font sizes in CSS pixels.
constexpr float kBodySize = 18, kHeadingSize = 30, kTitleSize = 56;

struct Fonts {
  ImFont* body = nullptr;
  ImFont* heading = nullptr;
  ImFont* title = nullptr;
};

}  // namespace rdweb
