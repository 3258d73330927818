#include "player_names.h"

#include "text.h"

namespace rdweb {

std::string player_word(const PlayerNames& names, int color) {
  if (color < 0 || color >= rd::kColors) return "";
  return names[size_t(color)].empty() ? color_text(color) : names[size_t(color)];
}

SaidArg player_arg(const char* key, const PlayerNames& names, int color) {
  if (color < 0 || color >= rd::kColors) return {key, ""};
  if (!names[size_t(color)].empty()) return {key, names[size_t(color)]};
  return {key, said(color_text_id(color))};
}

const PlayerNames& no_names() {
  static const PlayerNames none;
  return none;
}

}  // namespace rdweb
