// Online messages (core/online/message.h, and the lobby's: lobby.h) as a device receives
// them: any bytes give a message or a coded error, never a crash or an exception; a message
// read is written back as a text that reads as the same message. Each line of the input then goes to a table
// (pink's device at a two-player table whose other seat, black, plays on another device),
// which must refuse or apply it and never break; pink plays its own turns as a fixed bot, so
// that a genuine game's messages (the seeds: black's side of a game against this very
// device, tests/fuzz/seeds/online_message.txt) take the table deep into the game.
#include <openssl/evp.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "greedy_bot.h"
#include "journal.h"
#include "lobby.h"
#include "table.h"

namespace {

rd::Digest sha256(std::string_view text) {
  rd::Digest out{};
  unsigned int size = 0;
  if (EVP_Digest(text.data(), text.size(), out.data(), &size, EVP_sha256(), nullptr) != 1) std::abort();
  return out;
}

rd::RandomBytes counting_bytes() {
  return [n = uint8_t(0)]() mutable {
    rd::Bytes16 b{};
    b.fill(++n);
    return b;
  };
}

// Pink's device, as the seeds were made against: pink plays first.
rd::Table pink_device() {
  const rd::TableSetup setup{"fuzz", rd::Variant::kStandard, {rd::OnlineSeat::person(), rd::OnlineSeat::person()}, rd::kPink, rd::kPink};
  auto made = rd::Table::make(setup, sha256, counting_bytes());
  return std::move(std::get<rd::Table>(made));
}

// Pink's turns, the same as when the seeds were made: a fixed program every round, and each
// decision of the resolution by a fresh bot seeded from the step.
void play_pink(rd::Table& table) {
  const rd::State& s = table.state();
  if (s.is_over() || table.stopped()) return;
  if (s.phase() == rd::Phase::kProgramming) {
    if (!s.has_program(rd::kPink) && !table.lock({rd::kStone1, rd::kStone2, rd::kPlank1, rd::kPlank2, rd::kMove1}).ok()) std::abort();
    return;
  }
  if (s.decision() == rd::Decision::kReveal || s.actor() != rd::kPink) return;
  rd::GreedyBot bot(table.steps());
  if (!table.choose(bot.choose(s)).ok()) std::abort();  // a bot's legal choice
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto decoded = rd::decode(text);
  if (const auto* m = std::get_if<rd::Message>(&decoded)) {
    auto again = rd::decode(rd::encode(*m));
    if (!std::holds_alternative<rd::Message>(again) || std::get<rd::Message>(again) != *m) std::abort();
  }
  // The lobby's messages (hello, roster, base) the same way: read, written, read again alike;
  // and a kept journal (the browser's, after a reload) never breaks its reader.
  auto lobby = rd::decode_lobby(text);
  if (const auto* m = std::get_if<rd::LobbyMessage>(&lobby)) {
    const std::string written = rd::encode(*m);
    auto again = rd::decode_lobby(written);
    if (!std::holds_alternative<rd::LobbyMessage>(again) || rd::encode(std::get<rd::LobbyMessage>(again)) != written) std::abort();
  }
  (void)rd::decode_journal(text);
  static const rd::Table start = [] {
    rd::Table table = pink_device();
    play_pink(table);
    return table;
  }();
  rd::Table table = start;
  for (size_t begin = 0; begin <= text.size();) {
    size_t end = text.find('\n', begin);
    if (end == std::string_view::npos) end = text.size();
    const uint64_t problems = table.problem_total();
    const rd::ReceiveResult got = table.receive(text.substr(begin, end - begin));
    // A refusal is always recorded, and a stop is always a problem recorded.
    if (got.receipt == rd::Receipt::kRefused && table.problem_total() <= problems) std::abort();
    if (table.stopped() && table.problems().empty()) std::abort();
    for (uint32_t steps = ~0u; steps != table.steps();) {  // pink plays until it waits for black
      steps = table.steps();
      play_pink(table);
    }
    table.take_outbox();
    begin = end + 1;
  }
  return 0;
}
