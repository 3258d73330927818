// How a game is set up: seats (human or which bot), variant, who starts, seed, AI speed.
// Read from the page's URL (?seats=human,ai-random&variant=standard&seed=7&speed=instant)
// and remembered in the browser in the same form.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "language.h"
#include "said.h"
#include "state.h"

namespace rdweb {

enum class Speed { kNormal, kFast, kInstant };

struct SeatPlan {
  bool human = false;
  std::string bot = "medium";  // when not human
};

struct GameConfig {
  int players = 2;
  std::array<SeatPlan, rd::kMaxPlayers> seats{SeatPlan{true}};  // in seating order; the first is human
  rd::Variant variant = rd::Variant::kStandard;
  int first = -1;          // a color in play, or -1: drawn from the seed
  uint64_t seed = 0;       // 0: a new one each game
  Speed speed = Speed::kNormal;
};

struct ParsedConfig {
  GameConfig config;
  bool start_now = false;  // the query named seats: start the game at once
  Said error;              // what was wrong with the query, for the setup screen (empty: nothing)
  std::optional<Language> language;  // ?lang=fr: the page's language, chosen by the link
};

// Parses a query string ("?a=b&c=d" or "a=b&c=d"). Bad parameters are reported in
// `error` and fall back to `base`'s values.
ParsedConfig parse_config(const std::string& query, const GameConfig& base);
std::string to_query(const GameConfig& config);

using rd::seat_colors;
const char* speed_name(Speed speed);
// The pause between two computer moves (or two replayed choices) at a speed, in ms.
double speed_step_ms(Speed speed);

// A share link's fragment: "#rd1.…" (the '#' optional), optionally followed by "&at=N",
// the point to open the viewer at (0 when absent or not a number).
struct LinkFragment {
  std::string link;
  int point = 0;
};
LinkFragment parse_link_fragment(const std::string& fragment);

}  // namespace rdweb
