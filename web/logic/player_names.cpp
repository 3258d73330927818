#include "player_names.h"

#include "text.h"

namespace rdweb {

std::string player_word(const PlayerNames& names, int color) {
  if (color < 0 || color >= rd::kColors) return "";
  return names[size_t(color)].empty() ? color_text(color) : names[size_t(color)];
}

const PlayerNames& no_names() {
  static const PlayerNames none;
  return none;
}

}  // namespace rdweb
