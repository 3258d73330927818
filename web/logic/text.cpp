#include "text.h"

#include <array>
#include <nlohmann/json.hpp>
#include <vector>

#include "card.h"
#include "color.h"
#include "language.h"

namespace rdweb {

namespace {
const char* const kKeys[] = {
#define RD_TEXT_KEY(name) #name,
    RD_TEXTS(RD_TEXT_KEY)
#undef RD_TEXT_KEY
#define RD_TEXT_REFUSAL_KEY(name, english) "Refuse" #name,
    RD_REFUSALS(RD_TEXT_REFUSAL_KEY)
#undef RD_TEXT_REFUSAL_KEY
#define RD_TEXT_PROBLEM_KEY(name, english) "Problem" #name,
    RD_PROBLEMS(RD_TEXT_PROBLEM_KEY)
#undef RD_TEXT_PROBLEM_KEY
};
static_assert(sizeof(kKeys) / sizeof(kKeys[0]) == int(Text::kCount), "one key per Text id");

// One text in one language: its words, or its two plural forms.
struct Entry {
  std::string other, one;
  bool plural = false;
  bool found = false;
};
using Table = std::vector<Entry>;

Entry entry_from(const nlohmann::json& value) {
  Entry e;
  if (value.is_string()) {
    e.other = value.get<std::string>();
    e.found = true;
  } else if (value.is_object() && value.contains("one") && value.contains("other") && value["one"].is_string() &&
             value["other"].is_string()) {
    e.one = value["one"].get<std::string>();
    e.other = value["other"].get<std::string>();
    e.plural = e.found = true;
  }
  return e;
}

// The language's file read into a table by Text id. A key the file lacks (the language file
// test fails then) shows in English, and a key English lacks shows as its name.
Table read_table(Language lang, const Table* english) {
  const LanguageFile& file = language_files()[int(lang)];
  const nlohmann::json doc = nlohmann::json::parse(file.json, nullptr, false);
  Table words(static_cast<size_t>(Text::kCount));
  for (int i = 0; i < int(Text::kCount); ++i) {
    if (doc.is_object() && doc.contains(kKeys[i])) words[i] = entry_from(doc[kKeys[i]]);
    if (!words[i].found) words[i] = english ? (*english)[i] : Entry{kKeys[i], "", false, false};
  }
  return words;
}

const Table& table(Language lang) {
  static std::array<Table, kLanguages> tables;
  Table& t = tables[int(lang)];
  if (t.empty()) {
    const Table* english = lang == Language::kEnglish ? nullptr : &table(Language::kEnglish);
    t = read_table(lang, english);
  }
  return t;
}

// CLDR's cardinal rules for the three languages: French counts 0 and 1 as singular.
bool singular(Language lang, int n) { return lang == Language::kFrench ? (n == 0 || n == 1) : n == 1; }

// The arguments of a format, wherever they are held (an initializer list, a vector): no copy.
struct Args {
  const TextArg* first;
  const TextArg* last;
  const TextArg* begin() const { return first; }
  const TextArg* end() const { return last; }
};

const std::string& words_for(Text id, Args args) {
  const Entry& e = table(language())[int(id)];
  if (e.plural)
    for (const TextArg& a : args)
      if (a.is_number && std::string_view(a.name) == "n") return singular(language(), a.number) ? e.one : e.other;
  return e.other;
}

std::string format_args(Text id, Args args) {
  const std::string& words = words_for(id, args);
  std::string out;
  out.reserve(words.size() + 32);
  for (size_t i = 0; i < words.size(); ++i) {
    const size_t close = words[i] == '{' ? words.find('}', i) : std::string::npos;
    const TextArg* arg = nullptr;
    if (close != std::string::npos)
      for (const TextArg& a : args)
        if (words.compare(i + 1, close - i - 1, a.name) == 0) arg = &a;  // the whole name between the braces
    if (!arg) {
      out += words[i];
      continue;
    }
    out += arg->value;
    i = close;
  }
  return out;
}
}  // namespace

const char* text_key(Text id) { return kKeys[int(id)]; }

const char* text(Text id) { return text_in(language(), id); }

const char* text_in(Language lang, Text id) { return table(lang)[int(id)].other.c_str(); }

std::vector<std::string> text_forms(Language lang, Text id) {
  const Entry& e = table(lang)[int(id)];
  if (e.plural) return {e.one, e.other};
  return {e.other};
}

std::string format(Text id, std::initializer_list<TextArg> args) { return format_args(id, {args.begin(), args.end()}); }

std::string listed(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i)
    out += (i == 0 ? "" : i + 1 < names.size() ? ", " : text(Text::kListLastJoin)) + names[i];
  return out;
}

std::string format(Text id, const std::vector<TextArg>& args) {
  return format_args(id, {args.data(), args.data() + args.size()});
}

Text tap_version(Text id) {
  switch (id) {
    case Text::kProgramHelp: return Text::kTapProgramHelp;
    case Text::kPromptStone: return Text::kTapPromptStone;
    case Text::kPromptStoneExpert: return Text::kTapPromptStoneExpert;
    case Text::kPromptSpanFirst: return Text::kTapPromptSpanFirst;
    case Text::kPromptSpanSecond: return Text::kTapPromptSpanSecond;
    case Text::kPromptRemove: return Text::kTapPromptRemove;
    case Text::kPromptMove1: return Text::kTapPromptMove1;
    case Text::kPromptMove2: return Text::kTapPromptMove2;
    case Text::kPromptJump: return Text::kTapPromptJump;
    default: return id;
  }
}

// By rd's color and card numbers.
constexpr Text kColorNames[rd::kColors] = {Text::kPink, Text::kRed, Text::kBlue, Text::kBlack, Text::kGreen, Text::kYellow};
constexpr Text kColorLetters[rd::kColors] = {Text::kLetterPink,  Text::kLetterRed,   Text::kLetterBlue,
                                             Text::kLetterBlack, Text::kLetterGreen, Text::kLetterYellow};
constexpr Text kDragonNames[rd::kColors] = {Text::kCardDragonPink,  Text::kCardDragonRed,   Text::kCardDragonBlue,
                                            Text::kCardDragonBlack, Text::kCardDragonGreen, Text::kCardDragonYellow};
constexpr Text kActionNames[] = {Text::kCardStone1, Text::kCardStone2, Text::kCardPlank1, Text::kCardPlank2,
                                 Text::kCardRemove, Text::kCardMove1,  Text::kCardMove2,  Text::kCardJump};

const char* color_text(int color) { return text(kColorNames[color]); }
Text color_text_id(int color) { return kColorNames[color]; }

const char* color_letter(int color) { return text(kColorLetters[color]); }

const char* card_text(int card) {
  if (rd::is_dragon(card)) return text(kDragonNames[rd::dragon_target(card)]);
  return text(kActionNames[card]);
}

}  // namespace rdweb
