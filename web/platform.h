// The little the frontend needs from its host: the page's query string, a place to
// remember settings (the browser's localStorage), and a clock. Natively these are stubs.
#pragma once
#include <string>

namespace rdweb {

std::string page_query();                         // "?seats=...", or "" natively
std::string load_setting(const std::string& key);  // "" when absent
void save_setting(const std::string& key, const std::string& value);
double now_ms();

}  // namespace rdweb
