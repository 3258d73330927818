// How to play (issue #12 §2): pages the player turns (Back, Next, a numbered dot per page,
// Close), each a few short paragraphs beside a small board drawn by the game itself (the
// situations of web/logic/howto_boards.h). It covers the screen it was opened from (setup or
// game), which waits unchanged underneath until it closes.
#pragma once
#include "ui/style.h"

namespace rdweb {

struct HowtoUi {
  bool open = false;
  int page = 0;
};

int howto_pages();
// The page's name for window.rdTest ("goal", "round", "stones"...).
const char* howto_page_id(int page);

enum class HowtoAction { kNone, kClose };
HowtoAction draw_howto_screen(HowtoUi& ui, const Fonts& fonts, double now_ms);

}  // namespace rdweb
