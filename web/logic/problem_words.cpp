#include "problem_words.h"

#include <string_view>

#include "refusal.h"
#include "text.h"

namespace rdweb {

namespace {

// The texts follow the core's lists one for one (text.h), so a code's place is its text's.
static_assert(int(Text::kProblemLinkBreaksRules) - int(Text::kProblemInRound) + 1 == rd::kProblemCodes);
static_assert(int(Text::kRefuseNotWithinReach) - int(Text::kRefuseNotBetweenRounds) + 1 == rd::refusal::kCount);

class LanguageWords : public rd::ProblemWords {
 public:
  std::string code(rd::ProblemCode code) const override {
    return text(Text(int(Text::kProblemInRound) + int(code)));
  }
  std::string color(int color) const override { return color_text(color); }
  std::string card(int card) const override { return card_text(card); }
  std::string refusal(const std::string& why) const override { return refusal_text(why.c_str()); }
};

}  // namespace

std::string refusal_text(const char* why) {
  if (!why) return "";
  const int index = rd::refusal::index_of(why);
  return index < 0 ? why : text(Text(int(Text::kRefuseNotBetweenRounds) + index));
}

std::string problem_text(const rd::Problem& problem) { return rd::word(problem, LanguageWords()); }

Said refusal_said(const char* why) {
  if (!why) return {};
  const int index = rd::refusal::index_of(why);
  if (index >= 0) return said(Text(int(Text::kRefuseNotBetweenRounds) + index));
  for (int i = 0; i < int(Text::kCount); ++i)  // the page's own refusals are its texts
    if (std::string_view(text(Text(i))) == why) return said(Text(i));
  return [words = std::string(why)] { return words; };
}

Said problem_said(const rd::Problem& problem) {
  return [problem] { return problem_text(problem); };
}

}  // namespace rdweb
