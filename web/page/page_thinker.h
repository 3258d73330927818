// The page's thinker (logic/thinker.h): its Web Worker (shell/shell.js rdThinker,
// shell/think-worker.js). None natively: the desktop build thinks on its one thread.
#pragma once
#include "logic/thinker.h"

namespace rdweb {

// The page's thinker, or nullptr where there is none.
Thinker* page_thinker();
// Whether the computers think in the worker now ("worker"), on the main thread because
// there is none or it failed ("page"), or the worker is not started yet ("starting").
const char* thinker_state();

}  // namespace rdweb
