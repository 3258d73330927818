#include "record_file.h"

#include <cctype>

#include "color.h"

namespace rdweb {

std::string record_file_name(const GameConfig& config, const std::string& date) {
  std::string name = "river-dragons";
  std::string day;
  for (char c : date)
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '-') day += c;
  if (!day.empty()) name += "-" + day;
  std::array<int8_t, rd::kColors> colors;
  const int n = seat_colors(config.players, colors);
  for (int i = 0; i < n; ++i) {
    const SeatPlan& seat = config.seats[size_t(i)];
    name += "-" + std::string(rd::color_name(colors[size_t(i)])) + "-" + (seat.human ? std::string("human") : seat.bot);
  }
  return name + ".json";
}

}  // namespace rdweb
