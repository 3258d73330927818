#include "level_words.h"

#include "text.h"

namespace rdweb {

std::string bot_level_text(const std::string& bot) {
  if (bot == "easy") return text(Text::kBotEasy);
  if (bot == "medium") return text(Text::kBotMedium);
  if (bot == "hard") return text(Text::kBotHard);
  if (bot == "master") return text(Text::kBotMaster);
  return bot;
}

}  // namespace rdweb
