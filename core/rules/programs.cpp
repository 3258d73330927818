#include "programs.h"

#include <array>
#include <utility>

namespace rd {

namespace {

int count_cards(unsigned cards) {
  int n = 0;
  for (; cards; cards &= cards - 1) ++n;
  return n;
}

int lowest_card(Hand cards) {
  int c = 0;
  while (!(cards >> c & 1)) ++c;
  return c;
}

// Legal ways to fill `slots` more slots after the cards `used`, counted through next_cards
// without listing them: the rule tells action cards from dragons and nothing else, so every
// action card (and every dragon) that may come next has as many completions as the others
// of its kind. At most 2^slots calls. tests/link_test.cpp checks the ranks against
// State::legal_choices, so a rule that came to tell cards apart otherwise would be seen.
uint64_t completions(int slots, Hand hand, Hand used) {
  if (slots == 0) return 1;
  const Hand next = next_cards(hand, used);
  uint64_t total = 0;
  for (const Hand kind : {Hand(next & ~kDragonCards), Hand(next & kDragonCards)})
    if (kind) total += uint64_t(count_cards(kind)) * completions(slots - 1, hand, Hand(used | (1u << lowest_card(kind))));
  return total;
}

// Calls visit(card, programs that start with the cards so far and then card) for each card
// that may go in slot `depth`, in number order; stops when it returns true.
template <class Visit>
void for_each_next_card(int depth, Hand hand, Hand used, Visit&& visit) {
  const Hand next = next_cards(hand, used);
  for (int c = 0; c < kCards; ++c)
    if ((next >> c & 1) && visit(Card(c), completions(kSlots - depth - 1, hand, Hand(used | (1u << c))))) return;
}

}  // namespace

uint64_t program_count(Hand hand) { return completions(kSlots, hand, 0); }

std::optional<uint64_t> program_rank(const Program& program, Hand hand) {
  uint64_t rank = 0;
  Hand used = 0;
  for (int depth = 0; depth < kSlots; ++depth) {
    bool found = false;
    for_each_next_card(depth, hand, used, [&](Card c, uint64_t count) {
      if (c == program[depth]) return found = true;
      rank += count;
      return false;
    });
    if (!found) return std::nullopt;
    used = Hand(used | (1u << program[depth]));
  }
  return rank;
}

Program program_at(uint64_t rank, Hand hand) {
  Program program{};
  Hand used = 0;
  for (int depth = 0; depth < kSlots; ++depth) {
    for_each_next_card(depth, hand, used, [&](Card c, uint64_t count) {
      if (rank >= count) return rank -= count, false;
      return program[depth] = c, true;
    });
    used = Hand(used | (1u << program[depth]));
  }
  return program;
}

Program complete_program(const Program& program, int kept, Hand hand, Rng& rng) {
  Hand used = 0;
  for (int i = 0; i < kept; ++i) used = Hand(used | 1u << program[size_t(i)]);
  std::array<Card, kCards> cards;
  int n = 0;
  for (int c = 0; c < kCards; ++c)
    if ((hand & ~used) >> c & 1) cards[size_t(n++)] = Card(c);
  // Rejection sampling over ordered draws of the cards left keeps the completions uniform:
  // only a second dragon is refused. The drawn cards are in the hand, different and not
  // among the kept ones, which are a legal start: counting dragons is program_problem()'s
  // whole verdict, without checking the draft card by card (callgrind: most of the bots'
  // programming). Every draw is made, a second dragon or not: the same random numbers.
  const int kept_dragons = count_cards(used & kDragonCards);
  for (;;) {
    Program p = program;
    int dragons = kept_dragons;
    for (int i = kept; i < kSlots; ++i) {
      const int k = (i - kept) + int(rng.below(uint32_t(n - (i - kept))));
      std::swap(cards[size_t(i - kept)], cards[size_t(k)]);
      p[size_t(i)] = cards[size_t(i - kept)];
      dragons += is_dragon(p[size_t(i)]);
    }
    if (dragons <= 1) return p;
  }
}

}  // namespace rd
