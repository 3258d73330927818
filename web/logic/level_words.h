// A computer's level in the player's words: the setup's list, the lobby's seats and the
// online notes all call a level so.
#pragma once
#include <string>

namespace rdweb {

// The offered levels (easy, medium, hard, master) in the chosen language; the test-only
// bots (greedy, random, the exploiters) by their registry name.
std::string bot_level_text(const std::string& bot);

}  // namespace rdweb
