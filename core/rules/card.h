// Action and dragon cards (RULES.md §3) and the five-card program.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "color.h"
#include "refusal.h"

namespace rd {

enum Card : int8_t { kStone1, kStone2, kPlank1, kPlank2, kRemove, kMove1, kMove2, kJump, kFirstDragon };
constexpr int kActionCards = 8;
constexpr int kCards = kActionCards + kColors;  // one dragon per color
constexpr int kSlots = 5;

constexpr Card dragon_of(int color) { return Card(kFirstDragon + color); }
constexpr bool is_dragon(int card) { return card >= kFirstDragon; }
constexpr int dragon_target(int card) { return card - kFirstDragon; }

std::string card_name(int card);
std::optional<Card> parse_card(std::string_view name);

using Program = std::array<Card, kSlots>;
// A card locked face down on another device (online play): this device learns it only when
// its slot is turned over (State::lock_sealed, State::reveal).
constexpr Card kSealedCard = Card(-1);
using Hand = uint16_t;  // bit i = card i

// A player's hand: the 8 actions and the dragons of the other colors in play.
Hand hand_for(int color, uint8_t colors_in_play);

// A program being composed (in the page): a card or kNoCard per slot.
constexpr int kNoCard = -1;
using Draft = std::array<int, kSlots>;

// The program rules (RULES.md §3): cards from the hand, each card once, one dragon at most.
enum class ProgramFault : int8_t { kNone, kNotInHand, kTwice, kTwoDragons };
// The first rule the cards placed so far break (empty slots break none).
ProgramFault draft_fault(const Draft& draft, Hand hand);
Refusal fault_refusal(ProgramFault fault);  // refusal::kNone for kNone

// Why a program is not allowed from a hand, or refusal::kNone if it is.
Refusal program_problem(const Program& program, Hand hand);

}  // namespace rd
