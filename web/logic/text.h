// Every string the player sees, by name (text_keys.h), in the chosen language (language.h).
// The words themselves are data: assets/lang/<code>.json, one file per language.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "language.h"
#include "problem.h"
#include "refusal.h"
#include "text_keys.h"

namespace rdweb {

enum class Text {
#define RD_TEXT_ID(name) k##name,
  RD_TEXTS(RD_TEXT_ID)
#undef RD_TEXT_ID
// Then the rules' refusals (refusal.h) and the readers' problems (problem.h), in the order
// of the core's lists: "RefuseGameOver", "ProblemUnknownColor".
#define RD_TEXT_REFUSAL_ID(name, english) kRefuse##name,
  RD_REFUSALS(RD_TEXT_REFUSAL_ID)
#undef RD_TEXT_REFUSAL_ID
#define RD_TEXT_PROBLEM_ID(name, english) kProblem##name,
  RD_PROBLEMS(RD_TEXT_PROBLEM_ID)
#undef RD_TEXT_PROBLEM_ID
  kCount
};

// The key of a text in the language files ("RoundSlot" for Text::kRoundSlot).
const char* text_key(Text id);

// One named value for a placeholder: {player} takes the argument named "player". An integer
// argument named "n" also chooses the plural form of texts that have one.
struct TextArg {
  TextArg(const char* name, const std::string& value) : name(name), value(value) {}
  TextArg(const char* name, const char* value) : name(name), value(value ? value : "") {}
  TextArg(const char* name, int number) : name(name), value(std::to_string(number)), number(number), is_number(true) {}
  const char* name;
  std::string value;
  int number = 0;
  bool is_number = false;
};

// The text in the current language (the "other" form of a plural).
const char* text(Text id);
// The text in a given language (each language's own name, in the language menus).
const char* text_in(Language language, Text id);
// Every form of the text in a language (one, or a plural's two), as written in its file.
std::vector<std::string> text_forms(Language language, Text id);
// The text with its placeholders filled in.
std::string format(Text id, std::initializer_list<TextArg> args);
// Names in a sentence's list, the last two joined by the language's "and": "Ann, Bob and Cy".
std::string listed(const std::vector<std::string>& names);
std::string format(Text id, const std::vector<TextArg>& args);
// The words for a finger of an instruction written for a mouse ("Tap…" for "Click…"); other
// texts are the same for both.
Text tap_version(Text id);
// The color's display name (e.g. "Blue"), used as the player's name.
const char* color_text(int color);
Text color_text_id(int color);  // the text color_text(color) gives
// The color's letter (P, R, B, K, G, Y in English), drawn on its pieces.
const char* color_letter(int color);
// The card's display name (e.g. "Move 2", "Green dragon").
const char* card_text(int card);

}  // namespace rdweb
