// The page's URL parameters (?seats=...&variant=...): any query gives a setup and at most a
// message; the setup written back as a link reads back the same, without error.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "game_config.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string query(reinterpret_cast<const char*>(data), size);
  const rdweb::ParsedConfig p = rdweb::parse_config(query, rdweb::GameConfig{});
  if (p.config.players < rd::kMinPlayers || p.config.players > rd::kMaxPlayers) std::abort();
  if (p.start_now && p.error) std::abort();  // a bad link never starts a game
  if (p.error && rdweb::words(p.error).empty()) std::abort();  // and its message says something
  const std::string link = rdweb::to_query(p.config);
  const rdweb::ParsedConfig again = rdweb::parse_config(link, rdweb::GameConfig{});
  if (again.error || rdweb::to_query(again.config) != link) std::abort();
  return 0;
}
