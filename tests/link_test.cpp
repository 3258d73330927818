// Share links (core/rules/link.h): a game goes into a link and comes back as the same
// record, over thousands of random games stopped at every kind of moment; a damaged,
// truncated or foreign link is refused with a message; the format is pinned by golden links.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>

#include "bits.h"
#include "greedy_bot.h"
#include "link.h"
#include "playout.h"
#include "programs.h"
#include "sampled.h"
#include "to_string.h"
#include "seeded_game.h"

namespace rd {
namespace {

std::string decode_error(std::string_view text) {
  auto result = decode_link(standard_board(), text);
  return std::holds_alternative<Problem>(result) ? english(std::get<Problem>(result)) : "";
}

// The record a link holds; fails the test (and says why) if the link is refused.
std::string linked_record(const std::string& link) {
  auto result = decode_link(standard_board(), link);
  if (auto* why = std::get_if<Problem>(&result)) {
    ADD_FAILURE() << "refused: " << english(*why) << "\nlink: " << link;
    return "";
  }
  return std::get<Match>(result).record_text();
}

// Where a game was stopped, to check that the random games cover every kind of moment.
enum Moment { kProgrammingSomeLocked, kProgrammingNoneLocked, kMidAction, kBetweenActions, kWon, kMoments };

Moment moment_of(const State& s, bool mid_action) {
  if (s.is_over()) return kWon;
  if (s.phase() == Phase::kProgramming) {
    for (int c = 0; c < kColors; ++c)
      if (s.in_play(c) && s.has_program(c)) return kProgrammingSomeLocked;
    return kProgrammingNoneLocked;
  }
  return mid_action ? kMidAction : kBetweenActions;
}

// A choice as a player at the page might give it: a plank's ends in either order, an
// expert stone anywhere legal (not only on the grid that legal_choices lists).
Choice as_a_player_might(const State& s, Choice choice, Rng& rng) {
  if (choice.kind == Decision::kPlaceSpan && rng.below(2)) std::swap(choice.a, choice.b);
  if (choice.kind == Decision::kStone && s.variant() == Variant::kExpert) {
    const Choice moved = Choice::stone_at(choice.x + int(rng.below(41)) - 20, choice.y + int(rng.below(41)) - 20);
    if (!s.check(moved)) return moved;
  }
  return choice;
}

struct Stopped {
  Match match;
  Moment moment;
};

// A random game (greedy players for every fifth seed, so that games get won) stopped
// after `choices` choices, at its end or after 25 rounds; programs are locked in a random order.
Stopped random_game(int players, Variant variant, uint64_t seed, long choices) {
  std::array<int8_t, kColors> seats{};
  seat_colors(players, seats);
  Rng rng(seed);
  Match m(standard_board(), {players, variant, Color(seats[rng.below(uint32_t(players))])});
  RandomBot random(seed);
  GreedyBot greedy(seed);
  Bot& bot = seed % 5 == 0 ? static_cast<Bot&>(greedy) : random;
  bool mid_action = false;
  for (long i = 0; i < choices && !m.state().is_over() && m.state().round() <= 25; ++i) {
    const State& s = m.state();
    if (s.phase() == Phase::kProgramming) {
      std::vector<int> waiting;
      for (int k = 0; k < players; ++k)
        if (!s.has_program(seats[k])) waiting.push_back(seats[k]);
      const int color = waiting[rng.below(uint32_t(waiting.size()))];
      EXPECT_EQ(m.lock_program(color, bot.choose_program(s, color)), refusal::kNone);
      continue;
    }
    const int round = s.round(), slot = s.slot(), actor = s.actor();
    EXPECT_EQ(m.apply(as_a_player_might(s, bot.choose(s), rng)), refusal::kNone);
    mid_action = s.phase() == Phase::kResolution && s.round() == round && s.slot() == slot && s.actor() == actor;
  }
  return {m, moment_of(m.state(), mid_action)};
}

void expect_round_trip(const Match& m, const std::string& what) {
  const std::string link = encode_link(m);
  ASSERT_FALSE(link.empty()) << what << ": no link\n" << m.record_text();
  auto back = decode_link(standard_board(), link);
  ASSERT_TRUE(std::holds_alternative<Match>(back)) << what << ": " << english(std::get<Problem>(back)) << "\n" << m.record_text();
  const Match& decoded = std::get<Match>(back);
  ASSERT_EQ(decoded.record_text(), m.record_text()) << what;
  ASSERT_EQ(decoded.state(), m.state()) << what;
  ASSERT_EQ(encode_link(decoded), link) << what << ": the decoded game makes another link";
  auto replayed = replay_record(standard_board(), m.record_text());
  ASSERT_TRUE(std::holds_alternative<Match>(replayed)) << what << ": " << english(std::get<Problem>(replayed));
  ASSERT_EQ(std::get<Match>(replayed).record_text(), m.record_text()) << what;
}

TEST(Link, RandomGamesComeBackAsTheSameRecord) {
  std::array<int, kMoments> seen{};
  int games = 0;
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
    for (Variant variant : {Variant::kStandard, Variant::kExpert})
      for (uint64_t seed = 1; seed <= uint64_t(sampled(200)); ++seed) {
        // Short games mostly (most moments come early), a few long ones and whole games.
        const long choices = seed % 10 == 0 ? 100000 : long(Rng(seed * 7919).below(seed % 4 == 0 ? 300 : 60));
        const Stopped game = random_game(players, variant, seed * 31 + uint64_t(players), choices);
        ++seen[game.moment];
        ++games;
        expect_round_trip(game.match, std::to_string(players) + " players, variant " + std::to_string(int(variant)) +
                                          ", seed " + std::to_string(seed));
        if (HasFatalFailure()) return;
      }
  std::printf("[ games    ] %d: programming %d (some locked %d), mid-action %d, between actions %d, won %d\n", games,
              seen[kProgrammingNoneLocked] + seen[kProgrammingSomeLocked], seen[kProgrammingSomeLocked], seen[kMidAction],
              seen[kBetweenActions], seen[kWon]);
  // Every moment is met in at least one game in forty (the sanitizer run plays fewer games).
  for (int moment = 0; moment < kMoments; ++moment) EXPECT_GE(seen[moment] * 40, games) << "moment " << moment;
}

// The page locks a human's program whenever it is ready; the link stores programs in
// resolution order, which makes the same record as locking them in that order.
TEST(Link, ProgramsLockedOutOfOrderMakeTheSameLink) {
  for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
    std::array<int8_t, kColors> seats{};
    seat_colors(players, seats);
    Match in_order(standard_board(), {players, Variant::kStandard, Color(seats[1])});
    Match reversed = in_order;
    RandomBot bot{uint64_t(players)};
    while (!in_order.state().is_over() && in_order.state().round() <= 6) {
      const State& s = in_order.state();
      if (s.phase() != Phase::kProgramming) {
        const Choice choice = bot.choose(s);
        ASSERT_EQ(in_order.apply(choice), refusal::kNone);
        ASSERT_EQ(reversed.apply(choice), refusal::kNone);
        continue;
      }
      std::array<int8_t, kColors> order{};
      const int n = s.resolution_order(order);
      std::array<Program, kColors> programs{};
      for (int i = 0; i < n; ++i) programs[order[i]] = bot.choose_program(s, order[i]);
      for (int i = 0; i < n; ++i) ASSERT_EQ(reversed.lock_program(order[n - 1 - i], programs[order[n - 1 - i]]), refusal::kNone);
      for (int i = 0; i < n; ++i) ASSERT_EQ(in_order.lock_program(order[i], programs[order[i]]), refusal::kNone);
    }
    ASSERT_NE(in_order.history(), reversed.history());
    ASSERT_EQ(reversed.record_text(), in_order.record_text());
    EXPECT_EQ(encode_link(reversed), encode_link(in_order));
    EXPECT_EQ(linked_record(encode_link(reversed)), in_order.record_text());
  }
  // Stopped while programming, with a later seat locked and an earlier one not.
  Match partial(standard_board(), {6, Variant::kExpert, kGreen});
  ASSERT_EQ(partial.lock_program(kRed, {kMove1, kStone1, kPlank2, kJump, dragon_of(kPink)}), refusal::kNone);
  ASSERT_EQ(partial.lock_program(kYellow, {kRemove, kStone2, kPlank1, kMove2, kJump}), refusal::kNone);
  expect_round_trip(partial, "six players, two programs locked");
}

std::vector<std::string> sample_links() {
  std::vector<std::string> links;
  for (const auto& [players, variant, choices] :
       {std::tuple{2, Variant::kStandard, 40L}, {4, Variant::kExpert, 60L}, {6, Variant::kStandard, 25L}})
    links.push_back(encode_link(random_game(players, variant, uint64_t(players), choices).match));
  return links;
}

// An edited link never shows another game silently: it is refused, or (should the
// checksum ever let a change through) it is a game that replays through the rules.
TEST(Link, EveryChangedCharacterIsRefusedOrReplays) {
  int refused = 0, changes = 0;
  for (const std::string& link : sample_links())
    for (size_t i = 0; i < link.size(); ++i)
      for (char c : {'A', 'f', '0', '_', '-', '.', '%', char(link[i] ^ 1)}) {
        if (c == link[i]) continue;
        std::string changed = link;
        changed[i] = c;
        ++changes;
        auto result = decode_link(standard_board(), changed);
        if (auto* why = std::get_if<Problem>(&result)) {
          EXPECT_FALSE(english(*why).empty());
          ++refused;
        } else {
          const std::string record = std::get<Match>(result).record_text();
          EXPECT_TRUE(std::holds_alternative<Match>(replay_record(standard_board(), record))) << changed;
        }
      }
  std::printf("[ changes  ] %d of %d one-character changes refused\n", refused, changes);
  EXPECT_GT(changes, 1000);
}

TEST(Link, EveryTruncationIsRefused) {
  for (const std::string& link : sample_links())
    for (size_t n = 0; n < link.size(); ++n) EXPECT_NE(decode_error(link.substr(0, n)), "") << n << " of " << link;
}

TEST(Link, ForeignTextIsRefusedQuicklyWithAMessage) {
  EXPECT_EQ(decode_error(""), "This is not a River Dragons game link.");
  EXPECT_EQ(decode_error("seats=human,ai-medium"), "This is not a River Dragons game link.");
  EXPECT_EQ(decode_error("{\"format\":\"river-dragons-record/1\"}"), "This is not a River Dragons game link.");
  EXPECT_EQ(decode_error("rd"), "This link is damaged (it may have been cut short or changed).");
  EXPECT_EQ(decode_error("rd1.AAAA!AAA"), "This link is damaged (it may have been cut short or changed).");
  EXPECT_EQ(decode_error("rd1.AAA AAAA"), "This link is damaged (it may have been cut short or changed).");
  EXPECT_EQ(decode_error("rd01.AAAA"), "This link is damaged (it may have been cut short or changed).");
  EXPECT_EQ(decode_error("rd2.AAAAAAAA"), "This link was made by a newer version of the game (format 2).");
  EXPECT_EQ(decode_error("rd17.whatever"), "This link was made by a newer version of the game (format 17).");
  const std::string link = sample_links()[0];
  EXPECT_EQ(decode_error(link + "A"), "This link is damaged (it may have been cut short or changed).");
  EXPECT_EQ(decode_error("#" + link), "This is not a River Dragons game link.");
  for (const std::string& huge : {"rd1." + std::string(100000, 'A'), "rd1." + std::string(100000, '~'),
                                  link + std::string(100000, 'x'), std::string(100000, 'r')}) {
    const auto start = std::chrono::steady_clock::now();
    EXPECT_NE(decode_error(huge), "");
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 0.5);
  }
}

// Payloads no game wrote, with a checksum that holds: still a message, never a crash.
TEST(Link, CraftedPayloadsAreRefusedOrAreGames) {
  Rng rng(11);
  int accepted = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string payload(1 + rng.below(40), '\0');
    for (char& c : payload) c = char(rng.below(256));
    const std::string link = link_from_payload(payload);
    auto result = decode_link(standard_board(), link);
    if (auto* why = std::get_if<Problem>(&result)) {
      EXPECT_FALSE(english(*why).empty());
    } else {
      ++accepted;
      EXPECT_EQ(encode_link(std::get<Match>(result)), link);
    }
  }
  std::printf("[ payloads ] %d of 3000 random payloads were games\n", accepted);

  // One byte of a real game's payload changed, with a checksum that holds: the decoder
  // meets legal games, illegal ones and impossible indices.
  const std::string link = encode_link(random_game(4, Variant::kExpert, 3, 200).match);
  const std::string payload = from_base64url(link.substr(4)).value().substr(0, (link.size() - 4) * 6 / 8 - 4);
  std::array<int, 2> outcomes{};
  for (size_t i = 0; i < payload.size(); ++i)
    for (uint8_t flip : {0x01, 0x80}) {
      std::string changed = payload;
      changed[i] = char(uint8_t(changed[i]) ^ flip);
      const std::string edited = link_from_payload(changed);
      auto result = decode_link(standard_board(), edited);
      ++outcomes[result.index()];
      if (auto* why = std::get_if<Problem>(&result)) EXPECT_FALSE(english(*why).empty());
      else EXPECT_EQ(encode_link(std::get<Match>(result)), edited);
    }
  std::printf("[ payloads ] %d edited payloads: %d games, %d refused\n", outcomes[0] + outcomes[1], outcomes[0], outcomes[1]);

  // An expert stone at the corner of the water's bounding box: a game that breaks the rules.
  BitWriter out;
  out.put(0, 3), out.put(1, 1), out.put(0, 3), out.put(0, 1);  // standard board, expert, 2 players, pink first
  out.put_gamma(3 + 1);                                         // two programs and a stone
  out.put(0, 14), out.put(0, 14);                               // stone1 stone2 plank1 plank2 remove, twice
  out.put(0, 11), out.put(0, 11);                               // x = 1.50, y = 1.50
  EXPECT_EQ(decode_error(link_from_payload(out.bytes())),
            "This link's game breaks the rules at round 1: a stone must lie wholly in the water, touching no village, "
            "stone or plank.");
  // An endless game of choices that cost no bits (the checksum is easy to make right):
  // refused after a bounded number of rounds, quickly.
  BitWriter endless;
  endless.put(0, 3), endless.put(0, 1), endless.put(0, 3), endless.put(0, 1);  // standard, 2 players, pink first
  endless.put_gamma(uint64_t(1) << 40);
  for (int i = 0; i < 4000; ++i) endless.put(0, 64);
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(decode_error(link_from_payload(endless.bytes())), "This link is damaged (it may have been cut short or changed).");
  std::printf("[ payloads ] an endless crafted game refused in %.0f ms\n",
              std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  BitWriter other_board;
  other_board.put(1, 3), other_board.put(0, 4), other_board.put(1, 1), other_board.put_gamma(1);
  EXPECT_EQ(decode_error(link_from_payload(other_board.bytes())),
            "This link is for a board that this version of the game does not have.");
}

// Fixed games and their links. If this fails, the link layout, the board or the order of
// the engine's legal choices changed: links already shared would show another game.
// Bump kLinkFormat (core/rules/link.h), keep reading format 1 links, then update these.
Match seeded(const char* line) { return std::get<Match>(play_seeded_game(std::get<GameSpec>(parse_game_spec(line)))); }

struct Golden {
  const char* source;  // where the game came from (the bots may change; the link may not)
  Match (*play)();
  const char* link;
  uint64_t record_fingerprint;  // fingerprint() of its record_text()
};
const Golden kGolden[] = {
    {"seeded game 3 standard 7 3 medium,greedy,random", [] { return seeded("3 standard 7 3 medium,greedy,random"); },
     "rd1.AoE0WDNWkFuCDBIEAIw4j0Mc-KIkQZsKDBYpmIgnJiKFIDKS5XoaEGTliAAIxMAYR8jW", 13156512035833820277ull},
    {"seeded game 2 expert 4 2 medium,medium", [] { return seeded("2 expert 4 2 medium,medium"); },
     "rd1.EQ7XE1xJwkTVGakoolg-jIHbLudsGRcCXAqwlMV6JhXkTBXccJqUGmpImV4lgKNefis", 8291625852280002368ull},
    // Planks laid with their ends in either order, stones off the grid, programs locked
    // in any order, stopped mid-round.
    {"random_game(5, expert, 12, 150) above", [] { return random_game(5, Variant::kExpert, 12, 150).match; },
     "rd1.FsBLlJpAYT1Sza9N_Vp67HCCIwng-EhWZJwpHECQwHTCP2gZotU4wy0OFOXhkQdWEMcqo0SLicJndq6E-hqxnVGXyXRkqwWlQO8CEt58KJ6F"
     "rjmzqin0YBEhFdGFgAEKayIrTlWJWwSKZUjU8mggilE0keQOiYS0Vo-t_DTIqjqXHAsEZ8EovHjMeBiVIhwPWP6vGPiRMYBrUuT_CO8mfgLfFdLjX"
     "IgYV0eULW7NbgypxIu1BnJbtCZlfO0",
     6938405758981179944ull},
};

TEST(Link, GoldenLinksStillDecodeToTheirRecords) {
  for (const Golden& golden : kGolden) {
    const std::string record = linked_record(golden.link);
    EXPECT_EQ(fingerprint(record), golden.record_fingerprint)
        << golden.source << ": the link format changed; bump kLinkFormat (see the comment above kGolden)";
    auto decoded = decode_link(standard_board(), golden.link);
    if (auto* match = std::get_if<Match>(&decoded)) {
      EXPECT_EQ(encode_link(*match), golden.link) << golden.source;
    }
    // The bots may change their play (then only this note is printed, and the golden stays).
    const Match played = golden.play();
    if (played.record_text() == record) continue;
    std::printf("[ golden   ] %s now plays another game: link %s fingerprint %llu\n", golden.source,
                encode_link(played).c_str(), static_cast<unsigned long long>(fingerprint(played.record_text())));
  }
}

// Printed, not asserted: how long links of typical games are (README, issue #11 §5).
// A program's rank in a link is its index among State::legal_choices(): the two list the
// legal programs independently of each other (counting versus enumerating), so agreement
// of encode and decode alone would not see them drift apart together. Every seat of every
// player count (a hand depends on the colors in play, not on the board's side); every rank
// at two players, every 97th and the last above.
TEST(Link, AProgramsRankIsItsIndexAmongTheLegalChoices) {
  for (int players = 2; players <= 6; ++players) {
    std::array<int8_t, kColors> seats{};
    seat_colors(players, seats);
    State s(standard_board(), rd::Setup{players, Variant::kStandard, Color(seats[0])});
    for (int seat = 0; seat < players; ++seat) {  // each seat once (a round may resolve by itself)
      const int color = s.actor();
      const Hand hand = s.hand(color);
      const std::vector<Choice> legal = s.legal_choices();
      ASSERT_EQ(program_count(hand), legal.size()) << players << " players, " << color_name(color);
      std::vector<size_t> ranks;
      for (size_t k = 0; k < legal.size(); k += players == 2 ? 1 : 97) ranks.push_back(k);
      ranks.push_back(legal.size() - 1);
      for (const size_t k : ranks) {
        ASSERT_EQ(program_at(k, hand), legal[k].program) << "rank " << k << ", " << players << " players, " << color_name(color);
        ASSERT_EQ(program_rank(legal[k].program, hand), std::optional<uint64_t>(k)) << to_string(legal[k]);
      }
      ASSERT_FALSE(s.lock_program(color, legal.back().program)) << to_string(s);
    }
  }
}

// A link is short enough for an address: 30 rounds of four players choosing at random (the
// most choices among the most options) stay under 700 characters on both sides (450 and 575
// today; a record is about 60,000). The table of typical lengths: `rd link --lengths`.
TEST(Link, ThirtyRandomRoundsOfFourPlayersFitIn700Characters) {
  for (Variant variant : {Variant::kStandard, Variant::kExpert}) {
    GameSpec spec;
    spec.players = 4, spec.variant = variant, spec.seed = 5, spec.max_rounds = 30;
    spec.bots.assign(4, "random");
    const Match m = std::get<Match>(play_seeded_game(spec));
    ASSERT_EQ(m.state().round(), 31) << "the game ended early: it no longer measures 30 rounds";
    EXPECT_LT(encode_link(m).size(), 700u) << (variant == Variant::kExpert ? "expert" : "standard");
  }
}

}  // namespace
}  // namespace rd
