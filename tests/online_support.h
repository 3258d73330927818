// What the online tests share: OpenSSL's SHA-256 (the core takes it injected), seeded
// random bytes, and small helpers to set tables up and let messages flow between them.
#pragma once
#include <gtest/gtest.h>
#include <openssl/evp.h>

#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "bot.h"
#include "seeded_bytes.h"
#include "table.h"

namespace rd {

// Failing tests name the codes.
inline void PrintTo(TableCode code, std::ostream* out) { *out << table_code_name(code); }
inline void PrintTo(const TableProblem& p, std::ostream* out) {
  *out << table_code_name(p.code) << " seat " << p.seat << " round " << p.round << " slot " << p.slot << " detail " << p.detail;
}

inline Digest openssl_sha256(std::string_view text) {
  Digest out{};
  unsigned int size = 0;
  if (EVP_Digest(text.data(), text.size(), out.data(), &size, EVP_sha256(), nullptr) != 1 || size != out.size()) std::abort();
  return out;
}

// Deterministic "random" bytes for a device (seeded_bytes.h): a test replays the same way every time.

// A table for `own` (-1: watching) with the given seats in seating order.
inline Table make_table(const std::string& id, Variant variant, const std::vector<OnlineSeat>& seats, int first, int own,
                        uint64_t random_seed) {
  auto made = Table::make(TableSetup{id, variant, seats, first, own}, openssl_sha256, seeded_bytes(random_seed));
  if (!std::holds_alternative<Table>(made)) {
    ADD_FAILURE() << "table refused: " << int(std::get<SetupError>(made));
    std::abort();
  }
  return std::move(std::get<Table>(made));
}

// Every device's messages to every other device at once, in order, until none are left.
inline void settle(std::vector<Table*> tables) {
  for (bool any = true; any;) {
    any = false;
    for (Table* from : tables)
      for (const std::string& text : from->take_outbox()) {
        any = true;
        for (Table* to : tables)
          if (to != from) to->receive(text);
      }
  }
}

// The player at `table`'s own seat decides with `bot` if it is their turn: locks a program
// while programming, answers a decision of theirs in the resolution. True if it did.
inline bool play_own_turn(Table& table, Bot& bot) {
  const State& s = table.state();
  const int own = table.own_seat();
  if (own < 0 || !table.ready() || table.stopped() || s.is_over()) return false;
  if (s.phase() == Phase::kProgramming && !s.has_program(own)) {
    EXPECT_TRUE(table.lock(bot.choose_program(s, own)).ok());
    return true;
  }
  if (s.phase() == Phase::kResolution && s.decision() != Decision::kReveal && s.actor() == own) {
    EXPECT_TRUE(table.choose(bot.choose(s)).ok());
    return true;
  }
  return false;
}

}  // namespace rd
