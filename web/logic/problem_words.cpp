#include "problem_words.h"

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

}  // namespace rdweb
