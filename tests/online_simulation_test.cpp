// Whole online games over a simulated network: one device per human seat (and sometimes a
// device that only watches), the human seats played by bots on their own device's State,
// the computer seats played by every device, and every message delivered to every other
// device after a random delay, out of order and sometimes twice. Every device must end with
// the same record, one the rules replay byte for byte, without ever holding a card of
// another seat's program (a human's or a computer's) before its slot, and with no problem
// in these honest games.
#include <gtest/gtest.h>

#include <tuple>

#include "online_support.h"
#include "names.h"
#include "registry.h"
#include "sampled.h"

namespace rd {
namespace {

struct Game {
  int players;
  Variant variant;
  std::string seats;  // per seat in seating order: 'H' a human at a device, 'C' a computer
  bool watcher;       // a device that plays no seat follows the game too
  bool random_first;
  std::string computers = "";  // every computer's level, or "": each drawn from the simple ones
};

// Nothing of another seat's program (a human's or a computer's) beyond the slot being
// played is on the device: not in its State and not in what the table knows of the round
// (the game over, the rest may show).
void expect_secrets_kept(const Table& t, const std::string& where) {
  const State& s = t.state();
  if (!t.ready() || s.is_over()) return;
  const int seen_up_to = s.phase() == Phase::kProgramming ? -1 : s.slot();
  for (int c = 0; c < kColors; ++c) {
    if (c == t.own_seat() || !s.in_play(c)) continue;
    const Program known = t.known_cards(s.round(), c);
    for (int slot = seen_up_to + 1; slot < kSlots; ++slot) {
      if (s.has_program(c)) {
        ASSERT_TRUE(s.sealed(c, slot)) << where << ": " << color_name(c) << " slot " << slot + 1;
      }
      ASSERT_EQ(known[size_t(slot)], kSealedCard) << where << ": " << color_name(c) << " slot " << slot + 1;
    }
  }
}

struct Packet {
  size_t to;
  std::string text;
};

// What the networks did to the messages, over all games: the test must see both happen.
struct NetworkTally {
  int waited = 0;      // arrived before a message they come after
  int duplicates = 0;  // arrived twice
  int salts = 0;       // carried a revealed card's salt (the search for early ones can find one)
};
NetworkTally tally;

// No message a device sends carries its salt for a card its game has not turned over yet: a
// card travels only with its salt (commitment.h), so a device that received one would hold
// the card before its slot (#20: "not even the device that created the table"). Checked as
// it is sent, against the sender's game then (whatever order the network then delivers in).
// The salts are sixteen random bytes: found in a text only where they were written.
void expect_no_early_salt(const Table& sender, const std::string& text, const std::string& where) {
  const State& s = sender.state();
  const auto own = sender.own_secrets(s.round());
  if (!own) return;
  const int turned = s.is_over() ? kSlots : s.phase() == Phase::kResolution ? s.slot() + 1 : 0;
  for (int slot = 0; slot < kSlots; ++slot) {
    const bool found = text.find(to_hex(own->salts[size_t(slot)])) != std::string::npos;
    tally.salts += found;
    ASSERT_FALSE(found && slot >= turned)
        << where << ": " << color_name(sender.own_seat()) << "'s salt of slot " << slot + 1 << " sent before its card: " << text;
  }
}

// Plays one game to its end (or until every device waits at round max_rounds + 1) and
// checks every device's record. Returns the record. `seed` sets the table and the players'
// decisions (each a fresh bot seeded from it, the seat and the moment), `network` the order
// and the duplicates of the messages and who acts when.
std::string play_online(const Game& game, uint64_t seed, uint64_t network, int max_rounds) {
  const std::string where = std::to_string(game.players) + " " + game.seats + (game.variant == Variant::kExpert ? " expert" : " standard") +
                            " seed " + std::to_string(seed) + " network " + std::to_string(network);
  Rng rng(seed);
  std::array<int8_t, kColors> colors{};
  seat_colors(game.players, colors);
  const std::vector<std::string> computer_levels = {"random", "greedy", "easy", "medium"};
  const std::vector<std::string> human_levels = {"greedy", "medium", "easy", "random"};
  std::vector<OnlineSeat> seats;
  for (int i = 0; i < game.players; ++i)
    seats.push_back(game.seats[size_t(i)] == 'H' ? OnlineSeat::person()
                    : !game.computers.empty() ? OnlineSeat::computer(game.computers)
                                              : OnlineSeat::computer(computer_levels[rng.below(uint32_t(computer_levels.size()))]));
  const int first = game.random_first ? -1 : colors[rng.below(uint32_t(game.players))];
  std::vector<Table> devices;
  std::vector<std::string> player_levels;  // the bot playing each device's seat
  for (int i = 0; i < game.players; ++i)
    if (seats[size_t(i)].human) {
      devices.push_back(make_table("sim-" + std::to_string(seed), game.variant, seats, first, colors[size_t(i)], seed * 10 + uint64_t(i)));
      player_levels.push_back(human_levels[rng.below(uint32_t(human_levels.size()))]);
    }
  if (game.watcher) devices.push_back(make_table("sim-" + std::to_string(seed), game.variant, seats, first, -1, seed * 10 + 9));

  rng = Rng(network);
  std::vector<Packet> wire;
  const auto post = [&](size_t from) {
    for (const std::string& text : devices[from].take_outbox()) {
      expect_no_early_salt(devices[from], text, where);
      for (size_t to = 0; to < devices.size(); ++to) {
        if (to == from) continue;
        wire.push_back({to, text});
        if (rng.below(8) == 0) wire.push_back({to, text});  // delivered twice
      }
    }
  };
  for (size_t d = 0; d < devices.size(); ++d) post(d);
  for (int moves = 0;; ++moves) {
    if (moves > 2000000) {
      ADD_FAILURE() << where << ": no end";
      break;
    }
    // A player whose turn it is on their device acts now and then; meanwhile messages arrive,
    // each one picked at random from those in flight (a random delay, so any order).
    bool acted = false;
    if (wire.empty() || rng.below(4) == 0) {
      const size_t start = rng.below(uint32_t(devices.size()));
      for (size_t k = 0; k < devices.size() && !acted; ++k) {
        const size_t d = (start + k) % devices.size();
        Table& t = devices[d];
        if (d >= player_levels.size() || (t.state().phase() == Phase::kProgramming && t.state().round() > max_rounds)) continue;
        const uint64_t moment = t.state().phase() == Phase::kProgramming ? kProgramMoment + uint64_t(t.state().round()) : t.steps();
        const auto bot = make_bot(player_levels[d], computer_seed(seed, t.own_seat(), moment));
        acted = play_own_turn(t, *bot);
        if (acted) {
          post(d);
          expect_secrets_kept(t, where);
        }
      }
    }
    if (acted) continue;
    if (wire.empty()) break;  // nothing in flight, nobody to act: the game is over or paused
    const size_t i = rng.below(uint32_t(wire.size()));
    const Packet packet = std::move(wire[i]);
    wire[i] = std::move(wire.back());
    wire.pop_back();
    const ReceiveResult got = devices[packet.to].receive(packet.text);
    tally.waited += got.receipt == Receipt::kWaiting;
    tally.duplicates += got.receipt == Receipt::kDuplicate;
    EXPECT_NE(got.receipt, Receipt::kRefused) << where << ": " << packet.text << " refused: " << table_code_name(*got.problem);
    EXPECT_NE(got.receipt, Receipt::kStopped) << where;
    post(packet.to);
    expect_secrets_kept(devices[packet.to], where);
    if (testing::Test::HasFailure()) return "";
  }

  const std::string record = devices[0].record_text();
  for (const Table& t : devices) {
    EXPECT_TRUE(t.problems().empty()) << where << ": " << table_code_name(t.problems().front().code);
    EXPECT_FALSE(t.stopped()) << where << ": " << table_code_name(t.stopped()->code) << " " << t.stopped()->seat << " round "
                              << t.stopped()->round << " slot " << t.stopped()->slot;
    EXPECT_TRUE(t.record_text() == record) << where << " device " << t.own_seat() << ": its record has "
                                           << t.record().state().round() << " rounds, the first device's "
                                           << devices[0].record().state().round() << "; its game is at round " << t.state().round()
                                           << ", " << phase_name(t.state().phase()) << ", " << decision_name(t.state().decision());
    EXPECT_EQ(t.finished(), t.state().is_over()) << where;
    EXPECT_EQ(t.record().state().winner(), t.state().winner()) << where;
    EXPECT_EQ(t.seed(1), devices[0].seed(1)) << where;
  }
  // The record is the game's face-up record: the rules replay it to the same bytes.
  auto replayed = replay_record(standard_board(), record);
  if (const auto* problem = std::get_if<Problem>(&replayed)) ADD_FAILURE() << where << ": " << english(*problem);
  else EXPECT_EQ(std::get<Match>(replayed).record_text(), record) << where;
  const Match& canonical = devices[0].record();
  if (!canonical.state().is_over()) {
    EXPECT_EQ(canonical.state().round(), max_rounds + 1) << where;
  }
  return record;
}

const std::vector<Game>& games() {
  static const std::vector<Game> all = {
      {2, Variant::kStandard, "HH", false, false},     {2, Variant::kExpert, "HC", true, true},
      {2, Variant::kStandard, "CH", false, true},      {3, Variant::kStandard, "HHH", false, true},
      {3, Variant::kExpert, "HCH", false, false},      {3, Variant::kStandard, "CCH", true, false},
      {4, Variant::kExpert, "HHHH", false, true},      {4, Variant::kStandard, "HCHC", true, false},
      {5, Variant::kStandard, "HHCHH", false, true},   {5, Variant::kExpert, "CHCCC", false, false},
      {6, Variant::kStandard, "HHHHHH", true, false},  {6, Variant::kExpert, "HCHCHC", false, true},
      {6, Variant::kStandard, "CCCCCH", false, true},  {4, Variant::kStandard, "CHHC", false, true},
  };
  return all;
}

TEST(OnlineSimulation, EveryDeviceEndsWithTheSameRecordOverAnUnreliableNetwork) {
  int finished = 0, played = 0, mid_round = 0;
  for (const Game& game : games())
    for (int g = 0; g < sampled(10); ++g) {
      const uint64_t seed = uint64_t(game.players * 1000 + g * 17 + int(game.variant) * 7 + (&game - games().data()) * 100003);
      const std::string record = play_online(game, seed, seed, 10);
      if (testing::Test::HasFailure()) return;
      ++played;
      const nlohmann::json j = nlohmann::json::parse(record);
      finished += j["winner"].is_string();
      // Ended before the round's last action: the rest of every program was revealed after the end.
      mid_round += j["winner"].is_string() && j["rounds"].back()["actions"].size() < size_t(kSlots * game.players);
    }
  EXPECT_GT(finished, played / 2);  // most games are played to their end...
  EXPECT_GT(mid_round, finished / 2);  // ...most of them in the middle of a round
  EXPECT_GT(tally.waited, played);  // messages were out of order...
  EXPECT_GT(tally.duplicates, played);  // ...and came twice
  EXPECT_GT(tally.salts, played);       // the salts were looked for where they are
}

TEST(OnlineSimulation, TheSameDecisionsInAnyMessageOrderGiveTheSameRecord) {
  // One table and its players' decisions, several networks: the record depends on what the
  // players decide, never on the order the messages came in.
  for (const Game& game : {Game{4, Variant::kStandard, "HHCH", true, true}, Game{3, Variant::kExpert, "HHH", false, false}}) {
    const std::string first = play_online(game, 5, 1, 6);
    ASSERT_FALSE(testing::Test::HasFailure());
    for (uint64_t network = 2; network < 2 + uint64_t(sampled(4)); ++network) {
      EXPECT_EQ(play_online(game, 5, network, 6), first) << "network " << network;
      ASSERT_FALSE(testing::Test::HasFailure());
    }
  }
}

TEST(OnlineSimulation, SearchingComputersPlayAlikeOnEveryDevice) {
  // Hard and master search futures from a sealed game (Bot::round_began, redeal_unseen,
  // State::assume_unseen): every device must still make the same choices for them. Two
  // humans and a computer, one round: master costs seconds a round on each device (every
  // decision's fresh bot searches the round again), so one game of it, without a watcher.
  const std::vector<std::tuple<std::string, uint64_t, bool>> games = {
      {"hard", 11, true}, {"hard", 12, true}, {"master", 11, false}};
  for (const auto& [level, seed, watcher] : games) {
    play_online(Game{3, Variant::kStandard, "HCH", watcher, false, level}, seed, seed, 1);
    ASSERT_FALSE(testing::Test::HasFailure()) << level << " seed " << seed;
  }
}

}  // namespace
}  // namespace rd
