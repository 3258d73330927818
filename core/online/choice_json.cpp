#include "choice_json.h"

#include <array>
#include <string>

#include "names.h"

namespace rd {

namespace {
constexpr std::array<std::string_view, 2> kRemoveNames = {"plank", "stone"};  // by RemoveKind
constexpr std::array<std::string_view, 6> kChoiceFields = {"decision", "a", "b", "x", "y", "remove"};
}  // namespace

nlohmann::ordered_json choice_json(const Choice& c) {
  return {{"decision", decision_name(c.kind)}, {"a", c.a},           {"b", c.b},
          {"x", c.x},                          {"y", c.y},           {"remove", kRemoveNames[size_t(c.remove)]}};
}

void read_choice_object(Reader& outer, const nlohmann::json& j, std::string_view name, Choice& c) {
  if (outer.error) return;
  if (!j.is_object()) return void(outer.fail(DecodeCode::kWrongType, name));
  Reader r(j, std::string(name) + ".");
  r.only({kChoiceFields.begin(), kChoiceFields.end()});
  const std::string decision = r.text("decision");
  c.kind = Decision::kNone;
  for (int d = int(Decision::kStone); d <= int(Decision::kJump); ++d)
    if (decision_name(Decision(d)) == decision) c.kind = Decision(d);
  if (!r.error && c.kind == Decision::kNone) r.fail(DecodeCode::kUnknownDecision, "decision");
  c.a = int8_t(r.number("a", -1, INT8_MAX));
  c.b = int8_t(r.number("b", -1, INT8_MAX));
  c.x = int16_t(r.number("x", INT16_MIN, INT16_MAX));
  c.y = int16_t(r.number("y", INT16_MIN, INT16_MAX));
  const std::string remove = r.text("remove");
  if (!r.error && remove != kRemoveNames[0] && remove != kRemoveNames[1]) r.fail(DecodeCode::kOutOfRange, "remove");
  c.remove = remove == kRemoveNames[1] ? RemoveKind::kStone : RemoveKind::kPlank;
  if (r.error) outer.error = r.error;
}

}  // namespace rd
