#include "names.h"

#include <array>

#include <charconv>

namespace rd {

namespace {
constexpr std::array<std::string_view, 3> kPhaseNames = {"programming", "resolution", "over"};  // by Phase
constexpr std::array<std::string_view, 10> kDecisionNames = {"none",   "program", "stone", "pick-plank", "place-span",
                                                             "remove", "move1",   "move2", "jump",       "reveal"};  // by Decision
// By EventKind; the first three are the record's structure, not events of an action.
constexpr std::array<std::string_view, 14> kEventNames = {"",     "",         "",     "stone", "plank",
                                                          "plank-lost", "take-plank", "take-stone", "move",  "jump",
                                                          "fall", "lost",     "cancelled", "win"};
constexpr std::array<std::string_view, 4> kLostNames = {"no-stone", "no-room", "no-plank", "nothing-to-remove"};  // by LostWhy
static_assert(int(EventKind::kWin) + 1 == int(kEventNames.size()), "a name for every event kind");
static_assert(int(Decision::kReveal) + 1 == int(kDecisionNames.size()), "a name for every decision");
}  // namespace

std::string_view phase_name(Phase phase) { return kPhaseNames[size_t(phase)]; }
std::string_view decision_name(Decision decision) { return kDecisionNames[size_t(decision)]; }
std::string_view event_name(EventKind kind) { return kEventNames[size_t(kind)]; }
std::string_view lost_name(LostWhy why) { return kLostNames[size_t(why)]; }

std::optional<EventKind> parse_event(std::string_view name) {
  for (size_t k = 0; k < kEventNames.size(); ++k)
    if (!name.empty() && kEventNames[k] == name) return EventKind(k);
  return std::nullopt;
}

namespace {
constexpr std::string_view kVillage = "V:";
constexpr std::string_view kPlankAt = "P:";
constexpr std::string_view kIsland = "I";  // standard side: I1..I27
constexpr std::string_view kStone = "S";   // expert side: S1, S2... in the order placed
constexpr std::array<std::string_view, 2> kVariants = {"standard", "expert"};  // by Variant

// A number as the records write it: digits only, no sign, no leading zero.
std::optional<int> parse_number(std::string_view digits) {
  if (digits.size() > 1 && digits[0] == '0') return std::nullopt;
  int n = 0;
  auto [end, err] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
  if (err != std::errc() || end != digits.data() + digits.size() || digits.empty()) return std::nullopt;
  return n;
}

std::optional<int> parse_village(std::string_view name) {
  if (name.substr(0, kVillage.size()) != kVillage) return std::nullopt;
  if (auto c = parse_color(name.substr(kVillage.size()))) return int(*c);
  return std::nullopt;
}
}  // namespace

std::string_view variant_name(Variant variant) { return kVariants[int(variant)]; }

std::optional<Variant> parse_variant(std::string_view name) {
  for (size_t v = 0; v < kVariants.size(); ++v)
    if (kVariants[v] == name) return Variant(v);
  return std::nullopt;
}

std::string plank_name(int plank) { return std::string(color_name(plank_color(plank))) + std::to_string(plank_number(plank)); }

std::string position_name(int position) {
  if (is_plank_position(position)) return std::string(kPlankAt) + plank_name(position - kPlankPositions);
  return std::string(kVillage) + std::string(color_name(position));
}

std::string island_name(int island) { return std::string(kIsland) + std::to_string(island + 1); }

std::optional<int> parse_island(std::string_view name) {
  if (name.substr(0, kIsland.size()) != kIsland) return std::nullopt;
  const auto n = parse_number(name.substr(kIsland.size()));
  if (!n || *n < 1 || *n > kIslands) return std::nullopt;
  return *n - 1;
}

std::string stone_name(Variant variant, int support, int serial) {
  return variant == Variant::kStandard ? island_name(support - kFirstStone) : std::string(kStone) + std::to_string(serial);
}

std::string support_name(const State& state, int support) {
  if (support < kFirstStone) return position_name(support);
  return stone_name(state.variant(), support, state.stone_serial(support));
}

std::optional<int> parse_plank(std::string_view name) {
  for (int c = 0; c < kColors; ++c) {
    const std::string_view color = color_name(c);
    if (name.substr(0, color.size()) != color) continue;
    const auto n = parse_number(name.substr(color.size()));
    if (n && *n >= 1 && *n <= kPlankNumbers) return plank_id(c, *n);
  }
  return std::nullopt;
}

std::optional<int> parse_position(std::string_view name) {
  if (auto v = parse_village(name)) return v;
  if (name.substr(0, kPlankAt.size()) != kPlankAt) return std::nullopt;
  if (auto p = parse_plank(name.substr(kPlankAt.size()))) return plank_position(*p);
  return std::nullopt;
}

std::optional<int> parse_support(const State& state, std::string_view name) {
  if (auto v = parse_village(name)) return v;
  if (state.variant() == Variant::kStandard) {
    const auto island = parse_island(name);
    if (island && state.has_stone(kFirstStone + *island)) return kFirstStone + *island;
    return std::nullopt;
  }
  if (name.substr(0, kStone.size()) != kStone) return std::nullopt;
  const auto n = parse_number(name.substr(kStone.size()));
  for (int s = kFirstStone; n && s < kSupports; ++s)
    if (state.has_stone(s) && state.stone_serial(s) == *n) return s;
  return std::nullopt;
}

}  // namespace rd
