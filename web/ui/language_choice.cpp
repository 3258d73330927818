#include "ui/language_choice.h"

#include <imgui.h>

#include <string>
#include <vector>

#include "page/layout.h"
#include "page/platform.h"
#include "page/storage_keys.h"
#include "logic/text.h"
#include "ui/widgets.h"

namespace rdweb {

namespace {
constexpr const char* kLanguageKey = storage_key::language;  // shell.js reads it too

void speak(Language language) {
  set_language(language);
  set_page_language(language_code(language));  // <html lang>: screen readers, the shell's own words
}
}  // namespace

void start_language(std::optional<Language> from_link) {
  if (from_link) return choose_language(*from_link);
  if (auto saved = language_from_code(load_setting(kLanguageKey))) return speak(*saved);
  speak(preferred_language(browser_languages()));
}

void choose_language(Language language) {
  speak(language);
  save_setting(kLanguageKey, language_code(language));
}

void language_buttons() {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(text(Text::kLanguage));
  for (int i = 0; i < kLanguages; ++i) {
    const Language lang = Language(i);
    const std::string id = std::string("lang-") + language_code(lang);
    const std::string label = std::string(text_in(lang, Text::kLanguageName)) + "##" + id;
    if (flow_radio(label.c_str(), language() == lang)) choose_language(lang);
    layout_add_item("button", id);
  }
}

}  // namespace rdweb
