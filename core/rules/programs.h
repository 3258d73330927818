// The legal programs of a hand (RULES.md §3: five different cards from the hand, at most one
// dragon). The rule is stated once, in next_cards(); checking a draft (card.cpp), listing
// the legal programs (State::legal_choices), ranking them for share links (link.cpp) and
// sampling them for the bots (bot.cpp) all ask it.
#pragma once
#include <cstdint>
#include <optional>

#include "card.h"
#include "rng.h"

namespace rd {

// The dragons' bits in a Hand.
constexpr Hand kDragonCards = Hand(((1u << kCards) - 1) & ~((1u << kActionCards) - 1));

// The cards that may go in the next slot of a program whose earlier slots hold `used`: from
// the hand, not used yet, and no dragon once one is used.
constexpr Hand next_cards(Hand hand, Hand used) {
  const Hand left = Hand(hand & ~used);
  return (used & kDragonCards) ? Hand(left & ~kDragonCards) : left;
}

// The legal programs of a hand in one order, the one State::legal_choices lists them in:
// cards by number, slot by slot. Counted, never listed (up to 48,720 programs).
uint64_t program_count(Hand hand);
// A program's place in that order, or nothing if it is not legal from the hand.
std::optional<uint64_t> program_rank(const Program& program, Hand hand);
// The program at that place (rank < program_count(hand)).
Program program_at(uint64_t rank, Hand hand);

// `program` with its slots from `kept` on drawn at random, uniformly among the legal
// programs that keep its first `kept` slots (which must be a legal start from the hand):
// with kept 0, a uniformly random legal program; during a resolution, what a rival's cards
// not turned over yet could be.
Program complete_program(const Program& program, int kept, Hand hand, Rng& rng);

}  // namespace rd
