// Over the setup screen once another tab of this browser took its online table (issue #20):
// one device must never speak twice at a table, so this tab stepped away from it. The
// player may take it back here (the other tab steps away in turn) or leave it there.
#pragma once
#include "ui/style.h"

namespace rdweb {

enum class ElsewhereAnswer { kNone, kPlayHere, kLeaveThere };

ElsewhereAnswer draw_elsewhere_question(const Fonts& fonts);

}  // namespace rdweb
