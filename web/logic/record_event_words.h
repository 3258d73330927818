// What a record says happened (RULES.md §8's events), told in the player's words inside a
// problem's message: "a stone on island 12", never the record's JSON. Anything the record
// wrote that names nothing the game knows is quoted as written.
#pragma once
#include <string>

namespace rdweb {

// An event, or a list of them ("nothing" when empty), given as the record's JSON.
std::string record_events_words(const std::string& json);

}  // namespace rdweb
