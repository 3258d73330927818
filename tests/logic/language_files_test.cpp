// The language files (assets/lang/*.json, issue #12 §1): every text of text_keys.h in every
// language, no key the code does not use, the same named placeholders in each language,
// well-formed plurals, and only characters the page's fonts carry.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "color.h"
#include "language.h"
#include "text.h"

namespace {
using nlohmann::json;
using rdweb::Language;

json parsed(const rdweb::LanguageFile& file) { return json::parse(file.json, nullptr, false); }

std::set<std::string> all_keys() {
  std::set<std::string> keys;
  for (int i = 0; i < int(rdweb::Text::kCount); ++i) keys.insert(rdweb::text_key(rdweb::Text(i)));
  return keys;
}

// The forms of a text: one string, or a plural's "one" and "other".
std::vector<std::string> forms(const json& value) {
  if (value.is_string()) return {value.get<std::string>()};
  return {value["one"].get<std::string>(), value["other"].get<std::string>()};
}

std::set<std::string> placeholders(const std::string& words) {
  std::set<std::string> names;
  static const std::regex kPlaceholder(R"(\{([a-z]+)\})");
  for (auto it = std::sregex_iterator(words.begin(), words.end(), kPlaceholder); it != std::sregex_iterator(); ++it)
    names.insert((*it)[1]);
  return names;
}

// Every placeholder any form of the text uses (a singular may say "one stone" without {n}).
std::set<std::string> placeholders_of(const json& value) {
  std::set<std::string> names;
  for (const std::string& form : forms(value)) names.merge(placeholders(form));
  return names;
}

// UTF-8 decoding; -1 for a malformed sequence.
std::vector<int> code_points(const std::string& s) {
  std::vector<int> out;
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = s[i];
    const int extra = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
    if (extra < 0 || i + extra >= s.size() + (extra ? 0 : 1)) return {-1};
    int cp = extra == 0 ? c : c & (0x3F >> extra);
    for (int k = 1; k <= extra; ++k) {
      if ((static_cast<unsigned char>(s[i + k]) >> 6) != 2) return {-1};
      cp = cp << 6 | (s[i + k] & 0x3F);
    }
    out.push_back(cp);
    i += extra + 1;
  }
  return out;
}

// The characters the fonts are built with for words (RD_TEXT_RANGES in web/CMakeLists.txt),
// plus a line break.
bool drawable(int cp) { return cp == '\n' || (cp >= 0x20 && cp <= 0x17F) || (cp >= 0x2000 && cp <= 0x206F); }

// The code that shows texts: the frontend (C++) and the page's shell (JavaScript).
std::string source_text() {
  std::string all;
  for (const char* dir : {RD_SOURCE_DIR "/web", RD_SOURCE_DIR "/shell", RD_SOURCE_DIR "/core/rules"})
    for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
      const auto ext = entry.path().extension();
      const auto name = entry.path().filename();
      if (name == "text_keys.h" || name == "refusal.h" || name == "problem.h" || (ext != ".cpp" && ext != ".h" && ext != ".js" && ext != ".html"))
        continue;
      std::ifstream in(entry.path());
      std::stringstream ss;
      ss << in.rdbuf();
      all += ss.str();
    }
  return all;
}
}  // namespace

TEST(LanguageFiles, EachIsAnObjectWithExactlyTheKeysOfTheCode) {
  const std::set<std::string> expected = all_keys();
  for (const auto& file : rdweb::language_files()) {
    const json doc = parsed(file);
    ASSERT_TRUE(doc.is_object()) << file.code << ".json is not a JSON object";
    for (const std::string& key : expected) EXPECT_TRUE(doc.contains(key)) << file.code << ".json lacks " << key;
    for (const auto& [key, value] : doc.items()) EXPECT_TRUE(expected.count(key)) << file.code << ".json has unknown key " << key;
  }
}

TEST(LanguageFiles, EveryValueIsWordsOrAPluralOfOneAndOther) {
  for (const auto& file : rdweb::language_files()) {
    const json doc = parsed(file);
    for (const auto& [key, value] : doc.items()) {
      const bool plural = value.is_object() && value.size() == 2 && value.contains("one") && value.contains("other") &&
                          value["one"].is_string() && value["other"].is_string();
      EXPECT_TRUE(value.is_string() || plural) << file.code << " " << key;
      if (!value.is_string() && !plural) continue;
      for (const std::string& form : forms(value)) {
        EXPECT_FALSE(form.empty()) << file.code << " " << key << " is empty";
        EXPECT_EQ(form.find('%'), std::string::npos) << file.code << " " << key << ": printf-style placeholder";
        EXPECT_EQ(std::count(form.begin(), form.end(), '{'), std::count(form.begin(), form.end(), '}'))
            << file.code << " " << key << ": unbalanced braces";
      }
      if (plural) { EXPECT_TRUE(placeholders(value["other"]).count("n")) << file.code << " " << key << ": a plural's other form shows {n}"; }
    }
  }
}

TEST(LanguageFiles, PlaceholdersAreTheSameInEveryLanguage) {
  const json english = parsed(rdweb::language_files()[0]);
  for (const auto& file : rdweb::language_files()) {
    const json doc = parsed(file);
    for (const auto& [key, value] : english.items()) {
      if (!doc.contains(key) || !(doc[key].is_string() || doc[key].is_object())) continue;
      EXPECT_EQ(placeholders_of(doc[key]), placeholders_of(value)) << file.code << " " << key;
      EXPECT_EQ(doc[key].is_object(), value.is_object()) << file.code << " " << key << ": plural in one language only";
    }
  }
}

TEST(LanguageFiles, EveryKeyIsUsedByTheCode) {
  // The name the code uses for a key: C++ names a text Text::kKey; the page's shell
  // (shell.js) says('Key'), index.html <!-- say:Key -->; the rules return refusal::kName for
  // "RefuseName", the record and link readers ProblemCode::kName for "ProblemName". The code
  // is read once for all of them (a search per key took 20 s under the sanitizers).
  const std::string code = source_text();
  static const std::regex use(R"((Text::k|say\('|say:|refusal::k|ProblemCode::k)(\w+))");
  std::set<std::string> shown;
  for (std::sregex_iterator it(code.begin(), code.end(), use), end; it != end; ++it) {
    const std::string how = (*it)[1], name = (*it)[2];
    shown.insert(how == "refusal::k" ? "Refuse" + name : how == "ProblemCode::k" ? "Problem" + name : name);
  }
  for (const std::string& key : all_keys()) EXPECT_TRUE(shown.count(key)) << key << " is in the language files but no code shows it";
}

// The page words the core's refusals and problems with the values the core gives: each text
// has exactly the placeholders of the core's English.
TEST(LanguageFiles, RefusalsAndProblemsHaveTheCoresPlaceholders) {
  for (const auto& file : rdweb::language_files()) {
    const json doc = parsed(file);
    for (int c = 0; c < rd::kProblemCodes; ++c) {
      const std::string key = "Problem" + std::string(rd::problem_name(rd::ProblemCode(c)));
      ASSERT_TRUE(doc.contains(key) && doc[key].is_string()) << file.code << " " << key;
      EXPECT_EQ(placeholders(doc[key].get<std::string>()), placeholders(std::string(rd::problem_english(rd::ProblemCode(c)))))
          << file.code << " " << key;
    }
    for (int r = 0; r < rd::refusal::kCount; ++r) {
      const std::string key = rdweb::text_key(rdweb::Text(int(rdweb::Text::kRefuseNotBetweenRounds) + r));
      EXPECT_TRUE(placeholders(doc[key].get<std::string>()).empty()) << file.code << " " << key;
    }
  }
}

TEST(LanguageFiles, EveryCharacterIsOneTheFontsDraw) {
  for (const auto& file : rdweb::language_files()) {
    const json doc = parsed(file);
    for (const auto& [key, value] : doc.items())
      if (value.is_string() || value.is_object())
        for (const std::string& form : forms(value))
          for (int cp : code_points(form))
            if (!drawable(cp)) ADD_FAILURE() << file.code << " " << key << ": U+" << std::hex << cp << " is not in the fonts";
  }
}

// French typography: a no-break space (U+00A0) before « : ; ! ? » and after « (a line
// never starts with a colon on a phone). Found by reading: seven texts had a plain space.
TEST(LanguageFiles, FrenchPunctuationKeepsItsNoBreakSpace) {
  const std::string nbsp = "\u00a0";
  for (const auto& file : rdweb::language_files()) {
    if (file.language != Language::kFrench) continue;
    const json doc = parsed(file);
    for (const auto& [key, value] : doc.items())
      if (value.is_string() || value.is_object())
        for (const std::string& form : forms(value))
          for (size_t i = 0; i < form.size(); ++i) {
            const bool before = std::string(":;!?").find(form[i]) != std::string::npos || form.compare(i, 2, "\u00bb") == 0;
            if (before && i >= nbsp.size()) { EXPECT_EQ(form.substr(i - nbsp.size(), nbsp.size()), nbsp) << key << ": " << form.substr(0, i + 1); }
            if (form.compare(i, 2, "\u00ab") == 0) { EXPECT_EQ(form.substr(i + 2, nbsp.size()), nbsp) << key << ": " << form.substr(0, i + 3); }
          }
  }
}

TEST(LanguageFiles, EachLanguageNamesItself) {
  const char* names[] = {"English", "Français", "Italiano"};
  for (const auto& file : rdweb::language_files()) EXPECT_EQ(parsed(file)["LanguageName"], names[int(file.language)]);
}

TEST(Language, BrowserCodesChooseALanguageTheGameSpeaks) {
  EXPECT_EQ(rdweb::language_from_code("fr"), Language::kFrench);
  EXPECT_EQ(rdweb::language_from_code("fr-CA"), Language::kFrench);
  EXPECT_EQ(rdweb::language_from_code("IT_it"), Language::kItalian);
  EXPECT_EQ(rdweb::language_from_code("en-GB"), Language::kEnglish);
  EXPECT_EQ(rdweb::language_from_code("de"), std::nullopt);
  EXPECT_EQ(rdweb::language_from_code("french"), std::nullopt);
  EXPECT_EQ(rdweb::language_from_code(""), std::nullopt);
  EXPECT_EQ(rdweb::preferred_language({"de-DE", "it-IT", "fr"}), Language::kItalian);
  EXPECT_EQ(rdweb::preferred_language({"de-DE", "es"}), Language::kEnglish);
  EXPECT_EQ(rdweb::preferred_language({}), Language::kEnglish);
}

// Each language's own plural rule: French counts 0 as singular, English and Italian do not.
TEST(Language, PluralsFollowEachLanguagesRule) {
  // The line with its number of players blanked out: the form chosen, whatever the number.
  const auto form = [](Language lang, int n) {
    rdweb::set_language(lang);
    std::string s = rdweb::format(rdweb::Text::kSetupResume, {{"round", 7}, {"n", n}});
    return s.replace(s.rfind(std::to_string(n)), 1, "#");
  };
  EXPECT_EQ(form(Language::kFrench, 0), form(Language::kFrench, 1));
  EXPECT_NE(form(Language::kFrench, 1), form(Language::kFrench, 2));
  for (Language lang : {Language::kEnglish, Language::kItalian}) {
    EXPECT_EQ(form(lang, 0), form(lang, 2)) << rdweb::language_code(lang);
    EXPECT_NE(form(lang, 1), form(lang, 2)) << rdweb::language_code(lang);
  }
  rdweb::set_language(Language::kEnglish);
}

TEST(Language, PlaceholdersAreFilledByName) {
  using rdweb::Text;
  rdweb::set_language(Language::kEnglish);
  EXPECT_EQ(rdweb::format(Text::kRoundSlot, {{"player", "Blue"}, {"slot", 4}, {"round", 2}}), "Round 2 · slot 4/5 · Blue");
  EXPECT_EQ(rdweb::format(Text::kSetupResume, {{"round", 3}, {"n", 1}}), "Resume the game · round 3, 1 player");
  EXPECT_EQ(rdweb::format(Text::kSetupResume, {{"round", 3}, {"n", 4}}), "Resume the game · round 3, 4 players");
  // A missing argument leaves its placeholder to be seen, rather than a wrong word.
  EXPECT_EQ(rdweb::format(Text::kRoundSlot, {{"round", 2}}), "Round 2 · slot {slot}/5 · {player}");
}

TEST(Language, ColorLettersAreShortAndDistinctInEveryLanguage) {
  for (Language lang : {Language::kEnglish, Language::kFrench, Language::kItalian}) {
    rdweb::set_language(lang);
    std::set<std::string> letters;
    for (int c = 0; c < rd::kColors; ++c) {
      const std::string letter = rdweb::color_letter(c);
      EXPECT_FALSE(letter.empty());
      EXPECT_LE(code_points(letter).size(), 2u) << rdweb::language_code(lang) << " " << rdweb::color_text(c);
      letters.insert(letter);
    }
    EXPECT_EQ(letters.size(), size_t(rd::kColors)) << rdweb::language_code(lang) << ": two colors share a letter";
  }
  rdweb::set_language(Language::kEnglish);
}

namespace rdweb {
namespace {
// A list of names ends with the language's "and" (an Italian playtest read "In attesa di
// Ann, Cy…").
TEST(Text, AListJoinsItsLastTwoNamesWithTheLanguagesAnd) {
  const Language before = language();
  set_language(Language::kItalian);
  EXPECT_EQ(listed({"Ann", "Bob", "Cy"}), "Ann, Bob e Cy");
  EXPECT_EQ(listed({"Ann"}), "Ann");
  EXPECT_EQ(listed({}), "");
  set_language(Language::kEnglish);
  EXPECT_EQ(listed({"Ann", "Bob"}), "Ann and Bob");
  set_language(before);
}
}  // namespace
}  // namespace rdweb
