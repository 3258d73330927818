// Names of things in game records (RULES.md §8): V:pink, I12, S4, red3, P:red3.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "state.h"

namespace rd {

std::string_view variant_name(Variant variant);
// The phase and the decision as the page's test hooks and to_string() name them.
std::string_view phase_name(Phase phase);
std::string_view decision_name(Decision decision);
// A record event's "e" (RULES.md §8: "stone", "plank-lost", ...); "" for the kinds that are
// the record's structure rather than its events (round start, program locked, action start).
std::string_view event_name(EventKind kind);
// The record event kind of an "e", or nothing for a name that is no record event.
std::optional<EventKind> parse_event(std::string_view name);
// Why a "lost" event's card did nothing ("no-stone", ...).
std::string_view lost_name(LostWhy why);
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
