// `rd arena --online`: the same games at an online table (core/online/table.h), to measure
// the computers as they play there (#46 §2: each card drawn as its slot begins, among the
// computer's program draws; its decisions read its plan). One device holds the table: a
// table needs a person, so the seat of the last bot named is the device's, played by that
// bot through lock() and choose() as a person would; every other seat is the table's own
// computer. SHA-256 from OpenSSL (the page gives its own).
#include <openssl/evp.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <memory>

#include "arena.h"
#include "board.h"
#include "registry.h"
#include "seeded_bytes.h"
#include "table.h"

namespace rd::cli {

namespace {

Digest openssl_sha256(std::string_view text) {
  Digest out{};
  unsigned int size = 0;
  if (EVP_Digest(text.data(), text.size(), out.data(), &size, EVP_sha256(), nullptr) != 1 || size != out.size()) std::abort();
  return out;
}

// How many of the computers' cards their draws named before the slot (every draw agreeing
// with the cards before it names the same card): those anyone could foresee. And how many a
// device that runs the same bot would guess: the card most of those draws name (ties to the
// smaller card), the best guess since each draw is as likely.
void count_foreseen(const Table& table, int round, int person, OnlineTally& seen) {
  for (int c = 0; c < kColors; ++c) {
    const std::vector<Program> draws = table.computer_draws(round, c);
    if (c == person || draws.empty()) continue;
    const Program cards = table.known_cards(round, c);
    for (int k = 0; k < kSlots && cards[size_t(k)] != kSealedCard; ++k) {
      int agreeing = 0;
      std::map<Card, int> votes;  // by card: the agreeing draws naming it
      for (const Program& p : draws)
        if (std::equal(p.begin(), p.begin() + k, cards.begin())) ++agreeing, ++votes[p[size_t(k)]];
      const int naming = votes.count(cards[size_t(k)]) ? votes.at(cards[size_t(k)]) : 0;
      const auto likeliest = std::max_element(votes.begin(), votes.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
      ++seen.cards;
      seen.foreseen += agreeing == naming;
      seen.guessed += likeliest != votes.end() && likeliest->first == cards[size_t(k)];
    }
  }
}

}  // namespace

ArenaGame online_arena_game(const std::vector<std::string>& seats, int person_seat, Variant variant, uint64_t seed, int g,
                            int max_rounds, Rng& first_draw, OnlineTally& seen) {
  const int players = int(seats.size());
  std::array<int8_t, kColors> colors;
  seat_colors(players, colors);
  const int first = colors[first_draw.below(uint32_t(players))];
  const int person = colors[size_t(person_seat)];
  std::vector<OnlineSeat> table_seats;
  std::array<std::string, kColors> bot_of{};
  for (int i = 0; i < players; ++i) {
    table_seats.push_back(i == person_seat ? OnlineSeat::person() : OnlineSeat::computer(level_of(seats[size_t(i)])));
    bot_of[colors[i]] = seats[size_t(i)];
  }
  auto made = Table::make(TableSetup{"arena-" + std::to_string(g), variant, table_seats, first, person}, openssl_sha256,
                          seeded_bytes(seed * 1000003 + uint64_t(g)));
  if (!std::holds_alternative<Table>(made)) throw UsageError("no online table for these seats");
  Table& table = std::get<Table>(made);
  const std::unique_ptr<Bot> bot = make_bot(level_of(seats[size_t(person_seat)]), seed * 1000003 + uint64_t(g) * 7 + uint64_t(person_seat));
  int counted = 1;  // the rounds whose cards are counted: those before it
  while (!table.state().is_over() && !table.stopped() && table.state().round() <= max_rounds) {
    const State& s = table.state();
    bool acted = false;
    if (s.phase() == Phase::kProgramming && !s.has_program(person)) {
      bot->round_began(s);
      acted = table.lock(bot->choose_program(s, person)).ok();
    } else if (s.phase() == Phase::kResolution && s.decision() != Decision::kReveal && s.actor() == person) {
      acted = table.choose(bot->choose(s)).ok();
    }
    (void)table.take_outbox();
    for (; counted < table.record().state().round(); ++counted) count_foreseen(table, counted, person, seen);
    if (!acted) break;  // the table waits for nobody else: it cannot be stuck but on its person
  }
  if (table.stopped()) throw UsageError("the online table stopped");
  const State& end = table.state();
  if (end.is_over()) count_foreseen(table, end.round(), person, seen);
  return {end.is_over() ? bot_of[end.winner()] : "", std::min(end.round(), max_rounds)};
}

}  // namespace rd::cli
