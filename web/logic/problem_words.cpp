#include "problem_words.h"

#include "record_event_words.h"
#include "refusal.h"
#include "text.h"

namespace rdweb {

namespace {

// The texts follow the core's lists one for one (text.h), so a code's place is its text's.
static_assert(int(Text::kProblemLinkBreaksRules) - int(Text::kProblemInRound) + 1 == rd::kProblemCodes);
static_assert(int(Text::kRefuseNotTurnedOverNow) - int(Text::kRefuseNotBetweenRounds) + 1 == rd::refusal::kCount);

Text refusal_text_id(rd::Refusal why) { return Text(int(Text::kRefuseNotBetweenRounds) + why.index()); }

class LanguageWords : public rd::ProblemWords {
 public:
  std::string code(rd::ProblemCode code) const override {
    return text(Text(int(Text::kProblemInRound) + int(code)));
  }
  std::string color(int color) const override { return color_text(color); }
  std::string card(int card) const override { return card_text(card); }
  std::string refusal(rd::Refusal why) const override { return refusal_text(why); }
  std::string events(const std::string& json) const override { return record_events_words(json); }
};

}  // namespace

std::string refusal_text(rd::Refusal why) { return why ? text(refusal_text_id(why)) : ""; }

std::string problem_text(const rd::Problem& problem) { return rd::word(problem, LanguageWords()); }

Said refusal_said(const Refused& why) {
  if (why.rules()) return said(refusal_text_id(why.rules()));
  return why ? said(why.page()) : Said();
}

Said problem_said(const rd::Problem& problem) { return said(problem); }

}  // namespace rdweb
