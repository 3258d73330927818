#include "problem.h"

#include <array>

#include "card.h"
#include "color.h"

namespace rd {

namespace {

struct Named {
  std::string_view name, english;
};
constexpr std::array<Named, kProblemCodes> kCodes = {{
#define RD_PROBLEM_NAMED(name, words) {#name, words},
    RD_PROBLEMS(RD_PROBLEM_NAMED)
#undef RD_PROBLEM_NAMED
}};

std::string value_words(const ProblemValue& value, const ProblemWords& words) {
  switch (value.kind) {
    case ProblemValue::Kind::kColor: return words.color(value.index);
    case ProblemValue::Kind::kCard: return words.card(value.index);
    case ProblemValue::Kind::kRefusal: return words.refusal(RefusalCode(value.index));
    case ProblemValue::Kind::kEvents: return words.events(value.words);
    case ProblemValue::Kind::kWords: break;
  }
  return value.words;
}

// Each {name} of the words replaced by the value of that name; a placeholder without a
// value stays as written, so a missing value shows rather than a wrong word.
std::string fill(const std::string& pattern, const std::vector<ProblemValue>& values, const ProblemWords& words) {
  std::string out;
  for (size_t i = 0; i < pattern.size();) {
    const size_t close = pattern[i] == '{' ? pattern.find('}', i) : std::string::npos;
    const ProblemValue* value = nullptr;
    if (close != std::string::npos)
      for (const ProblemValue& v : values)
        if (pattern.compare(i + 1, close - i - 1, v.name) == 0 && v.name.size() == close - i - 1) value = &v;
    if (!value) {
      out += pattern[i++];
      continue;
    }
    out += value_words(*value, words);
    i = close + 1;
  }
  return out;
}

std::string said(ProblemCode code, std::vector<ProblemValue> values, const ProblemWords& words) {
  return fill(words.code(code), values, words);
}

class English : public ProblemWords {
 public:
  std::string code(ProblemCode code) const override { return std::string(problem_english(code)); }
  std::string color(int color) const override { return std::string(color_name(color)); }
  std::string card(int card) const override { return card_name(card); }
  std::string refusal(Refusal why) const override { return why.words(); }
  std::string events(const std::string& json) const override { return json; }
};

}  // namespace

ProblemValue ProblemValue::player(std::string name, std::string_view written) {
  if (auto c = parse_color(written)) return color(std::move(name), *c);
  return of(std::move(name), std::string(written));
}

ProblemValue ProblemValue::card_named(std::string name, std::string_view written) {
  if (auto c = parse_card(written)) return card(std::move(name), *c);
  return of(std::move(name), std::string(written));
}

std::string word(const Problem& problem, const ProblemWords& words) {
  std::string out = said(problem.code, problem.values, words);
  if (!problem.event.empty())
    out = said(ProblemCode::kInEvent, {ProblemValue::events("event", problem.event), ProblemValue::of("problem", out)}, words);
  if (problem.slot > 0) {
    ProblemValue player = problem.player;
    player.name = "player";
    out = said(ProblemCode::kInAction,
               {ProblemValue::of("round", problem.round), ProblemValue::of("slot", problem.slot), player,
                ProblemValue::of("problem", out)},
               words);
  } else if (problem.round > 0) {
    out = said(ProblemCode::kInRound, {ProblemValue::of("round", problem.round), ProblemValue::of("problem", out)}, words);
  }
  return out;
}

std::string english(const Problem& problem) { return word(problem, English()); }

std::string_view problem_name(ProblemCode code) { return kCodes[size_t(code)].name; }
std::string_view problem_english(ProblemCode code) { return kCodes[size_t(code)].english; }

}  // namespace rd
