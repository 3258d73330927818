// A computer's cards at an online table (#46 §2): no device, with any console, knows one
// before its slot. Each is picked among the computer's program draws (known to every device)
// by the slot's seed, made of the round's seed and the salts of the humans' cards of that
// slot: each salt was committed at its device's lock and is secret until that card is
// revealed. So changing one human's salt of slot k changes nothing any device holds before
// slot k, and changes the computers' cards from slot k on.
#include <gtest/gtest.h>

#include <cstdio>

#include "online_support.h"
#include "registry.h"

namespace rd {
namespace {

// seeded_bytes(seed), but its draw number `flip` (0-based) differs; -1: none does.
RandomBytes flipped_bytes(uint64_t seed, int flip) {
  return [inner = seeded_bytes(seed), n = 0, flip]() mutable {
    Bytes16 bytes = inner();
    if (n++ == flip) bytes[0] ^= 0xff;
    return bytes;
  };
}

struct RoundOne {
  std::array<Program, kColors> cards{};
  std::array<std::vector<Program>, kColors> draws{};
  bool whole = false;
};

// Round 1 at a table of `seats` whose first two are people, each on a device playing a
// medium bot, with a watcher; the first player is fixed, so that nothing is drawn before
// round 1 and a device's draws of it are its five salts (slot by slot), then its share and
// the share's salt. `flipper` (0 or 1): the person whose draw `flip` differs.
RoundOne play_round_one(const std::vector<OnlineSeat>& seats, uint64_t seed, int flipper, int flip) {
  std::array<int8_t, kColors> colors{};
  seat_colors(int(seats.size()), colors);
  std::vector<Table> tables;
  for (int d = 0; d < 3; ++d) {
    const int own = d < 2 ? colors[size_t(d)] : -1;
    auto made = Table::make(TableSetup{"secret", Variant::kStandard, seats, colors[0], own}, openssl_sha256,
                            flipped_bytes(seed * 10 + uint64_t(d), d == flipper ? flip : -1));
    tables.push_back(std::move(std::get<Table>(made)));
  }
  std::vector<Table*> all = {&tables[0], &tables[1], &tables[2]};
  std::vector<std::unique_ptr<Bot>> bots;
  for (int d = 0; d < 2; ++d) bots.push_back(make_bot("medium", seed * 10 + uint64_t(d)));
  RoundOne played;
  for (int moves = 0; moves < 400 && tables[2].record().state().round() <= 1 && !tables[2].finished(); ++moves) {
    bool acted = false;
    for (int d = 0; d < 2; ++d) acted = play_own_turn(tables[size_t(d)], *bots[size_t(d)]) || acted;
    settle(all);
    if (!acted && tables[2].record().state().round() <= 1 && !tables[2].finished()) break;
  }
  played.whole = tables[2].record().state().round() > 1 || tables[2].finished();
  for (int c = 0; c < kColors; ++c) {
    played.cards[size_t(c)] = tables[2].known_cards(1, c);
    played.draws[size_t(c)] = tables[2].computer_draws(1, c);
  }
  return played;
}

// Over many tables, one person's salt of slot k changed: every card of an earlier slot and
// every person's card stay as they were, and so do the computers' draws (all a device holds
// of a computer before its card is turned over); where the draws agreeing with a computer's
// cards so far name more than one card for slot k, its card k changes at some tables. (Where
// they name one, its strategy names the card: anyone who runs the same bot on the public
// game knows it, online or not; printed.)
void expect_cards_hidden(const std::vector<OnlineSeat>& seats, int tables) {
  std::array<int8_t, kColors> colors{};
  seat_colors(int(seats.size()), colors);
  std::array<int, kSlots> changed{}, open{};
  int named = 0, cards = 0;
  for (uint64_t seed = 1; seed <= uint64_t(tables); ++seed) {
    const RoundOne base = play_round_one(seats, seed, 0, -1);
    ASSERT_TRUE(base.whole) << seed;
    for (int k = 0; k < kSlots; ++k) {
      const RoundOne flipped = play_round_one(seats, seed, int(seed % 2), k);
      ASSERT_TRUE(flipped.whole) << seed;
      for (size_t i = 0; i < seats.size(); ++i) {
        const int c = colors[i];
        EXPECT_EQ(flipped.draws[size_t(c)], base.draws[size_t(c)]) << "the draws come from the round's seed only";
        if (i < 2) {
          EXPECT_EQ(flipped.cards[size_t(c)], base.cards[size_t(c)]) << "a person's program is theirs";
          continue;
        }
        ASSERT_EQ(base.draws[size_t(c)].size(), size_t(kProgramDraws));
        for (int s = 0; s < k; ++s) EXPECT_EQ(flipped.cards[size_t(c)][size_t(s)], base.cards[size_t(c)][size_t(s)]) << seed << " slot " << s;
        std::vector<Card> next;
        for (const Program& p : base.draws[size_t(c)])
          if (std::equal(p.begin(), p.begin() + k, base.cards[size_t(c)].begin())) next.push_back(p[size_t(k)]);
        const bool one = std::all_of(next.begin(), next.end(), [&](Card card) { return card == next.front(); });
        named += one, ++cards;
        if (one) continue;
        ++open[size_t(k)];
        changed[size_t(k)] += flipped.cards[size_t(c)][size_t(k)] != base.cards[size_t(c)][size_t(k)];
      }
    }
  }
  int all_changed = 0;
  for (int k = 0; k < kSlots; ++k) {
    std::printf("  slot %d: draws naming more than one card %d, the card changed with a salt at %d\n", k + 1, open[size_t(k)], changed[size_t(k)]);
    all_changed += changed[size_t(k)];
  }
  std::printf("  cards named by every agreeing draw: %d of %d\n", named, cards);
  EXPECT_GT(all_changed, 0);
}

TEST(OnlineSecret, NoDeviceKnowsAComputersCardBeforeItsSlot) {
  expect_cards_hidden({OnlineSeat::person(), OnlineSeat::person(), OnlineSeat::computer("random"), OnlineSeat::computer("easy")}, 12);
}

}  // namespace
}  // namespace rd
