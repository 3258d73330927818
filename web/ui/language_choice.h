// Which language the page speaks, chosen by the player and remembered: a ?lang= link, else
// the language last chosen in this browser, else the browser's own preferred language if
// the game speaks it, else English.
#pragma once
#include <optional>

#include "logic/language.h"

namespace rdweb {

// At start, before any text shows. `from_link`: the page's ?lang=, if it named one.
void start_language(std::optional<Language> from_link);
// The player's choice: spoken at once and remembered in this browser.
void choose_language(Language language);
// The language buttons (each language named in itself: English, Français, Italiano), for
// the setup screen and the game's menu; layout ids "lang-en", "lang-fr", "lang-it".
void language_buttons();

}  // namespace rdweb
