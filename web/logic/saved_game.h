// The game in progress kept in the browser's storage, so that a reload returns to it: the
// record (RULES.md §8) plus what the record does not hold (who plays each seat, the speed,
// the seed the computer players draw from).
#pragma once
#include <memory>
#include <string>
#include <variant>

#include "said.h"
#include "session.h"

namespace rdweb {

constexpr const char* kSavedFormat = "river-dragons-saved/1";

// The saved form of a session: {"format", "setup" (a query as in links), "seed", "record"}.
std::string saved_game_text(const Session& session);

// The session a saved game describes, played up to the same point (log included), or a
// message for the setup screen saying why it cannot be resumed. Never throws.
std::variant<std::unique_ptr<Session>, Said> resume_saved_game(const std::string& saved, Clock clock = now_ms);

}  // namespace rdweb
