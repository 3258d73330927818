// The frontend's clock, in milliseconds. Session paces the computer players with it and
// keeps its per-frame work within a budget; tests hand Session a clock of their own.
#pragma once

namespace rdweb {

using Clock = double (*)();
double now_ms();  // a steady clock (no meaning across runs)

}  // namespace rdweb
