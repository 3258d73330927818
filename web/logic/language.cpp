#include "language.h"

#include <cctype>

namespace rdweb {

// language_data.cpp, generated from assets/lang/*.json by embed_languages.cmake, in the
// order of Language.
extern const char* const kLanguageFileText[kLanguages];

namespace {
Language current = Language::kEnglish;
constexpr const char* kCodes[kLanguages] = {"en", "fr", "it"};
}  // namespace

Language language() { return current; }
void set_language(Language language) { current = language; }

const char* language_code(Language language) { return kCodes[int(language)]; }

std::optional<Language> language_from_code(std::string_view code) {
  // The primary subtag: "fr" of "fr-CA" or "fr_CA".
  const std::string_view primary = code.substr(0, code.find_first_of("-_"));
  if (primary.size() != 2) return std::nullopt;
  for (int i = 0; i < kLanguages; ++i)
    if (std::tolower(static_cast<unsigned char>(primary[0])) == kCodes[i][0] &&
        std::tolower(static_cast<unsigned char>(primary[1])) == kCodes[i][1])
      return Language(i);
  return std::nullopt;
}

Language preferred_language(const std::vector<std::string>& browser_languages) {
  for (const std::string& code : browser_languages)
    if (auto lang = language_from_code(code)) return *lang;
  return Language::kEnglish;
}

const std::vector<LanguageFile>& language_files() {
  static const std::vector<LanguageFile> files = [] {
    std::vector<LanguageFile> out;
    for (int i = 0; i < kLanguages; ++i) out.push_back({Language(i), kCodes[i], kLanguageFileText[i]});
    return out;
  }();
  return files;
}

}  // namespace rdweb
