// Over an online game in progress (issue #20): the player asked for something that would
// leave its table (Menu → New game or Tutorial, another table's invite). The others play on
// without them, so the page asks first, as it asks before a new game ends a local one.
#pragma once
#include "ui/style.h"

namespace rdweb {

enum class LeaveAnswer { kNone, kStay, kLeave };

// `for_link`: asked because a link was opened (another table's invite, a shared game): the
// question says so (a playtest: a new invite opened on a phone at an older table asked only
// whether to leave, as if the player had asked to).
LeaveAnswer draw_leave_question(const Fonts& fonts, bool for_link);

}  // namespace rdweb
