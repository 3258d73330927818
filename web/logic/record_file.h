// The name a downloaded game record gets: the date and who played, e.g.
// "river-dragons-2026-11-23-pink-human-black-medium.json".
#pragma once
#include <string>

#include "game_config.h"

namespace rdweb {

// `date` as the browser gives it (YYYY-MM-DD); only letters, digits and dashes are kept.
std::string record_file_name(const GameConfig& config, const std::string& date);

}  // namespace rdweb
