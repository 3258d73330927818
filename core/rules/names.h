// Names of things in game records (RULES.md §8): V:pink, I12, S4, red3, P:red3.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "state.h"

namespace rd {

std::string_view variant_name(Variant variant);
std::optional<Variant> parse_variant(std::string_view name);
std::string plank_name(int plank);
std::string position_name(int position);
// A support as named now: V:<color>, I<n> (standard) or S<serial> (expert).
std::string support_name(const State& state, int support);
std::string stone_name(Variant variant, int support, int serial);
// Islands of the standard side by index (0..26): I1..I27.
std::string island_name(int island);
std::optional<int> parse_island(std::string_view name);

std::optional<int> parse_plank(std::string_view name);
std::optional<int> parse_position(std::string_view name);
// A support present on the board now, by its name.
std::optional<int> parse_support(const State& state, std::string_view name);

}  // namespace rd
