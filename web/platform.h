// The little the frontend needs from its host: the page's query string, a place to
// remember settings (the browser's localStorage). Natively these are stubs. (The clock is
// logic/clock.h.)
#pragma once
#include <string>

#include "clock.h"

namespace rdweb {

std::string page_query();                         // "?seats=...", or "" natively
std::string load_setting(const std::string& key);  // "" when absent
void save_setting(const std::string& key, const std::string& value);

}  // namespace rdweb
