// One online table's checks, message by message: commit and reveal (a wrong reveal stops
// the table naming the seat, a withheld one leaves it waiting, two versions of a program
// sent to two devices are caught before the first card), the shared seed, and every
// message the table refuses (nothing changes, a problem is recorded).
#include <gtest/gtest.h>

#include <map>

#include <algorithm>
#include <functional>
#include <optional>

#include "online_support.h"
#include "names.h"
#include "registry.h"

namespace rd {
namespace {

const std::vector<OnlineSeat> kThreeHumans = {OnlineSeat::person(), OnlineSeat::person(), OnlineSeat::person()};
// Three players: pink, red, blue in seating order. Legal programs without dragons.
const Program kPinkProgram{kStone1, kStone2, kPlank1, kMove1, kMove2};
const Program kRedProgram{kStone2, kPlank1, kPlank2, kMove1, kJump};
const Program kBlueProgram{kStone1, kPlank2, kRemove, kMove2, kMove1};

Message decoded(const std::string& text) {
  auto d = decode(text);
  if (!std::holds_alternative<Message>(d)) ADD_FAILURE() << "not a message: " << text;
  return std::holds_alternative<Message>(d) ? std::get<Message>(d) : Message{};
}

// Who gets a message: a function of the sending device and the message.
using Route = std::function<std::vector<Table*>(const Table* from, const Message& m)>;

// Delivers messages as `route` says until none are left; returns what it held back (an
// empty route), in order.
std::vector<std::string> deliver(const std::vector<Table*>& tables, const Route& route) {
  std::vector<std::string> held;
  for (bool any = true; any;) {
    any = false;
    for (Table* from : tables)
      for (const std::string& text : from->take_outbox()) {
        any = true;
        const std::vector<Table*> to = route(from, decoded(text));
        if (to.empty()) held.push_back(text);
        for (Table* t : to) t->receive(text);
      }
  }
  return held;
}

// Every other device, except messages `hold` keeps back.
Route everyone_but(const std::vector<Table*>& tables, std::function<bool(const Message&)> hold) {
  return [tables, hold](const Table* from, const Message& m) {
    std::vector<Table*> to;
    if (hold(m)) return to;
    for (Table* t : tables)
      if (t != from) to.push_back(t);
    return to;
  };
}

// A player's decision on their own device, the same on any device that shows the same game:
// a fresh bot seeded from the seat and the step.
bool play_turn(Table& t) {
  const uint64_t moment = t.state().phase() == Phase::kProgramming ? kProgramMoment + uint64_t(t.state().round()) : t.steps();
  const auto bot = make_bot("greedy", computer_seed(7, t.own_seat(), moment));
  return play_own_turn(t, *bot);
}

struct ThreeDevices : ::testing::Test {
  Table pink = make_table("tbl", Variant::kStandard, kThreeHumans, kRed, kPink, 1);
  Table red = make_table("tbl", Variant::kStandard, kThreeHumans, kRed, kRed, 2);
  Table blue = make_table("tbl", Variant::kStandard, kThreeHumans, kRed, kBlue, 3);
  std::vector<Table*> all{&pink, &red, &blue};

  void lock_all() {
    ASSERT_TRUE(pink.lock(kPinkProgram).ok());
    ASSERT_TRUE(red.lock(kRedProgram).ok());
    ASSERT_TRUE(blue.lock(kBlueProgram).ok());
  }
  // Locks, then delivers everything but red's card reveals: returns those.
  std::vector<std::string> lock_all_but_withhold_reds_cards() {
    lock_all();
    return deliver(all, everyone_but(all, [](const Message& m) { return m.from == kRed && m.kind == MessageKind::kReveal; }));
  }
  // A message from `from` with the next number `to` expects from it.
  static Message next_from(const Table& to, int from, MessageKind kind) {
    Message m;
    m.table = "tbl";
    m.from = from;
    m.seq = uint32_t(to.applied_from(from).size());
    m.kind = kind;
    return m;
  }
};

// A wrong card (or salt) is refused, said with the seat that sent it, and changes nothing:
// the table waits for the card committed. One that came first, before its slot, does not
// take the real one's place either (inbox.h: versions).
TEST_F(ThreeDevices, AWrongRevealIsRefusedNamingTheSeatAndTheRightOneStillPlays) {
  const std::vector<std::string> held = lock_all_but_withhold_reds_cards();
  ASSERT_EQ(held.size(), 1u);  // slot 1's card: the game waits for it
  const Message genuine = decoded(held[0]);
  EXPECT_EQ(genuine.slot, 1);
  EXPECT_EQ(genuine.card, kStone2);

  Message other_card = genuine;
  other_card.card = kStone1;
  const State before = pink.state();
  const ReceiveResult got = pink.receive(encode(other_card));
  EXPECT_EQ(got.receipt, Receipt::kRefused);
  EXPECT_EQ(got.problem, TableCode::kRevealMismatch);
  EXPECT_FALSE(pink.stopped());
  EXPECT_EQ(pink.problems().back(), (TableProblem{TableCode::kRevealMismatch, kRed, 1, 1}));
  EXPECT_EQ(pink.state(), before);  // nothing turned over
  EXPECT_TRUE(pink.state().sealed(kRed, 0));
  EXPECT_EQ(pink.receive(held[0]).receipt, Receipt::kApplied);
  EXPECT_EQ(pink.state().program(kRed)[0], kStone2);

  Message other_salt = genuine;
  other_salt.salt[3] ^= 1;
  EXPECT_EQ(blue.receive(encode(other_salt)).problem, TableCode::kRevealMismatch);
  EXPECT_FALSE(blue.stopped());
  EXPECT_EQ(blue.problems().back().seat, kRed);
  EXPECT_EQ(blue.receive(held[0]).receipt, Receipt::kApplied);
}

TEST_F(ThreeDevices, AWithheldRevealLeavesTheTableWaitingAndNothingElseProceeds) {
  const std::vector<std::string> held = lock_all_but_withhold_reds_cards();
  ASSERT_EQ(held.size(), 1u);
  for (Table* t : {&pink, &blue}) {
    EXPECT_EQ(t->state().decision(), Decision::kReveal);
    EXPECT_EQ(t->state().actor(), kRed);
    EXPECT_FALSE(play_turn(*t));  // nobody's decision here
    EXPECT_TRUE(t->outbox().empty());
    EXPECT_TRUE(t->problems().empty());
  }
  // Red, who plays first, decides on its own device; the choice reaches the others but waits
  // behind the card they have not seen.
  EXPECT_EQ(red.state().actor(), kRed);
  ASSERT_TRUE(play_turn(red));
  for (const std::string& text : red.take_outbox()) {
    EXPECT_EQ(pink.receive(text).receipt, Receipt::kWaiting);
    EXPECT_EQ(blue.receive(text).receipt, Receipt::kWaiting);
  }
  EXPECT_EQ(pink.steps(), 0u);
  EXPECT_EQ(pink.state().decision(), Decision::kReveal);
  // The card arrives: it is turned over, and the waiting choice follows it.
  EXPECT_EQ(pink.receive(held[0]).receipt, Receipt::kApplied);
  EXPECT_EQ(pink.steps(), red.steps());
  EXPECT_FALSE(pink.state().sealed(kRed, 0));
  EXPECT_TRUE(pink.state().sealed(kRed, 1));
  EXPECT_TRUE(pink.problems().empty());
}

TEST_F(ThreeDevices, TheSameMessageTwiceIsADuplicateAndAMessageBackFromItselfToo) {
  pink.lock(kPinkProgram).ok();
  const std::vector<std::string> from_pink = pink.take_outbox();
  ASSERT_EQ(from_pink.size(), 2u);  // the commit and the seed share's
  EXPECT_EQ(red.receive(from_pink[1]).receipt, Receipt::kWaiting);  // after a gap
  EXPECT_EQ(red.receive(from_pink[1]).receipt, Receipt::kDuplicate);
  EXPECT_EQ(red.receive(from_pink[0]).receipt, Receipt::kApplied);
  EXPECT_EQ(red.receive(from_pink[0]).receipt, Receipt::kDuplicate);
  EXPECT_EQ(red.duplicates(), 2u);
  EXPECT_EQ(pink.receive(from_pink[0]).receipt, Receipt::kDuplicate);  // its own, sent back
  // The same content written another way is the same message.
  std::string spaced = from_pink[0];
  spaced.insert(1, " ");
  EXPECT_EQ(red.receive(spaced).receipt, Receipt::kDuplicate);
  EXPECT_TRUE(red.problems().empty());
}

TEST_F(ThreeDevices, AFloodOfGarbageKeepsMemoryBoundedAndTheTableWorking) {
  // Unreadable text, and readable messages for another table, from a seat not in play, and
  // numbered far ahead: each is counted, only the latest are kept.
  Message other_table = next_from(pink, kRed, MessageKind::kCheck);
  other_table.table = "other";
  other_table.round = 1;
  Message far_ahead = next_from(pink, kRed, MessageKind::kCheck);
  far_ahead.seq = kMaxAhead + 5;
  far_ahead.round = 1;
  const int floods = 20000;
  for (int i = 0; i < floods; ++i) {
    EXPECT_EQ(pink.receive("{").receipt, Receipt::kRefused);
    EXPECT_EQ(pink.receive(encode(other_table)).receipt, Receipt::kRefused);
    EXPECT_EQ(pink.receive(encode(far_ahead)).receipt, Receipt::kRefused);
    if (testing::Test::HasFailure()) return;
  }
  EXPECT_EQ(pink.problems().size(), kKeptProblems);
  EXPECT_LE(pink.problems().capacity(), 2 * kKeptProblems);
  EXPECT_EQ(pink.problem_count(TableCode::kUnreadable), uint64_t(floods));
  EXPECT_EQ(pink.problem_count(TableCode::kOtherTable), uint64_t(floods));
  EXPECT_EQ(pink.problem_count(TableCode::kTooFarAhead), uint64_t(floods));
  EXPECT_EQ(pink.problem_total(), uint64_t(3 * floods));
  EXPECT_EQ(pink.problems().back(), (TableProblem{TableCode::kTooFarAhead, kRed, 1, 0}));
  EXPECT_FALSE(pink.stopped());
  // The game goes on as if nothing had come.
  lock_all();
  deliver(all, everyone_but(all, [](const Message&) { return false; }));
  EXPECT_EQ(pink.state().phase(), Phase::kResolution);
  EXPECT_NE(pink.state().decision(), Decision::kReveal);  // slot 1's cards all turned over
  EXPECT_EQ(pink.steps(), 0u);
  EXPECT_EQ(pink.state().actor(), red.state().actor());
  EXPECT_EQ(pink.state().decision(), red.state().decision());
  EXPECT_FALSE(pink.stopped());
  EXPECT_EQ(pink.problems().size(), kKeptProblems);  // nothing new
}

TEST_F(ThreeDevices, EveryRefusedMessageChangesNothingAndIsRecorded) {
  const auto refused = [](Table& t, const std::string& text, TableCode code) {
    const State before = t.state();
    const size_t problems = t.problems().size();
    const ReceiveResult got = t.receive(text);
    EXPECT_EQ(got.receipt, Receipt::kRefused) << text;
    EXPECT_EQ(got.problem, code) << text << ": " << (got.problem ? table_code_name(*got.problem) : "none");
    EXPECT_EQ(t.problems().size(), problems + 1) << text;
    EXPECT_EQ(t.state(), before) << text;
    EXPECT_FALSE(t.stopped()) << text;
  };
  refused(pink, "{", TableCode::kUnreadable);
  EXPECT_EQ(pink.problems().back().detail, int(DecodeCode::kNotJson));
  refused(pink, std::string(kMaxMessageBytes + 1, ' '), TableCode::kUnreadable);
  EXPECT_EQ(pink.problems().back().detail, int(DecodeCode::kTooLong));

  Message commit = next_from(pink, kRed, MessageKind::kCommit);
  commit.round = 1;
  Message m = commit;
  m.table = "other";
  refused(pink, encode(m), TableCode::kOtherTable);
  m = commit;
  m.from = kGreen;  // not in play at three players
  refused(pink, encode(m), TableCode::kUnknownSender);
  m = commit;
  m.from = kPink;  // speaking for this device's own seat
  refused(pink, encode(m), TableCode::kSpeaksForThisSeat);
  m = commit;
  m.seq += kMaxAhead;
  refused(pink, encode(m), TableCode::kTooFarAhead);
  m.seq -= 1;
  EXPECT_EQ(pink.receive(encode(m)).receipt, Receipt::kWaiting);  // the last number that may wait
  m = commit;
  m.round = 2;  // red cannot have ended round 1 before committing to round 1
  refused(pink, encode(m), TableCode::kNotExpected);
  m.round = 3;  // nor be two rounds ahead of this device
  refused(pink, encode(m), TableCode::kTooEarly);
  m = next_from(pink, kRed, MessageKind::kSeedCommit);
  m.round = 0;  // the first player was set: no draw
  refused(pink, encode(m), TableCode::kNotExpected);

  // Red's real messages, after all those refusals, are taken in their place.
  lock_all();
  deliver(all, everyone_but(all, [](const Message&) { return false; }));
  ASSERT_EQ(pink.state().phase(), Phase::kResolution);
  ASSERT_EQ(pink.state().actor(), kRed);
  m = next_from(pink, kRed, MessageKind::kCommit);
  m.round = 1;
  refused(pink, encode(m), TableCode::kAlreadyCommitted);
  m = next_from(pink, kRed, MessageKind::kReveal);
  m.round = 1, m.slot = 1, m.card = kStone2;
  refused(pink, encode(m), TableCode::kAlreadyRevealed);
  m.slot = 3, m.card = kPlank2;  // slot 2 was not revealed: a slot skipped
  refused(pink, encode(m), TableCode::kNotExpected);
  Message choice = next_from(pink, kBlue, MessageKind::kChoice);
  choice.step = 0;
  choice.choice = Choice::stone(0);
  refused(pink, encode(choice), TableCode::kNotTheActor);
  choice = next_from(pink, kRed, MessageKind::kChoice);
  choice.choice = Choice::jump(0, 0);  // red's stone2 waits for a stone
  refused(pink, encode(choice), TableCode::kIllegalChoice);
  EXPECT_EQ(pink.problems().back().detail, int(RefusalCode::kNotTheDecision));
  choice.choice = Choice::stone(-1);
  refused(pink, encode(choice), TableCode::kIllegalChoice);
  choice.step = 5;  // early: waits for the game
  EXPECT_EQ(pink.receive(encode(choice)).receipt, Receipt::kWaiting);
  // ...and other versions at the same number wait behind it, up to kMaxVersions: more is a conflict.
  for (size_t version = 1; version < kMaxVersions; ++version) {
    choice.step = 5 + uint32_t(version);
    EXPECT_EQ(pink.receive(encode(choice)).receipt, Receipt::kWaiting);
  }
  choice.step = 10;
  refused(pink, encode(choice), TableCode::kConflict);

}

TEST_F(ThreeDevices, AChoiceWithAFieldItsDecisionDoesNotUseIsRefusedEverywhere) {
  lock_all();
  deliver(all, everyone_but(all, [](const Message&) { return false; }));
  ASSERT_EQ(red.state().actor(), kRed);
  ASSERT_EQ(red.state().decision(), Decision::kStone);  // red's stone2, standard: an island
  const Choice legal = red.state().legal_choices().front();
  ASSERT_EQ(legal, Choice::stone(legal.a));
  std::vector<Choice> strays(4, legal);
  strays[0].x = 777;
  strays[1].y = -5;
  strays[2].b = 99;
  strays[3].remove = RemoveKind::kStone;
  for (const Choice& stray : strays) {
    // From this device's player: refused before anything is sent.
    EXPECT_EQ(red.choose(stray).code, ActCode::kNotCanonical);
    EXPECT_TRUE(red.outbox().empty());
    // From another device: refused, nothing changes, the table goes on.
    Message m = next_from(pink, kRed, MessageKind::kChoice);
    m.step = pink.steps();
    m.choice = stray;
    const State before = pink.state();
    const ReceiveResult got = pink.receive(encode(m));
    EXPECT_EQ(got.receipt, Receipt::kRefused);
    EXPECT_EQ(got.problem, TableCode::kNotCanonical);
    EXPECT_EQ(pink.state(), before);
    EXPECT_FALSE(pink.stopped());
  }
  // The choice in its one spelling is taken, and every device keeps the same history.
  ASSERT_TRUE(red.choose(legal).ok());
  const Route everyone = everyone_but(all, [](const Message&) { return false; });
  deliver(all, everyone);
  EXPECT_EQ(pink.steps(), 1u);
  for (int guard = 0; guard < 500 && pink.record().state().round() < 2; ++guard) {
    bool acted = false;
    for (Table* t : all) acted |= play_turn(*t);
    deliver(all, everyone);
    if (!acted) break;
  }
  ASSERT_EQ(pink.record().state().round(), 2);
  EXPECT_EQ(pink.history(), red.history());
  EXPECT_EQ(pink.history(), blue.history());
  // The round's locks come first, then the choices: red's stone as chosen.
  const auto first_choice = std::find_if(pink.history().begin(), pink.history().end(),
                                         [](const Match::Step& step) { return step.choice.kind != Decision::kProgram; });
  ASSERT_NE(first_choice, pink.history().end());
  EXPECT_EQ(*first_choice, (Match::Step{kRed, legal}));
  EXPECT_EQ(pink.problem_count(TableCode::kNotCanonical), strays.size());
  EXPECT_FALSE(pink.stopped());
}

TEST_F(ThreeDevices, AForgedMessageFarAheadIsRefusedAndCannotTakeTheSendersNumber) {
  // Someone speaking for red numbers a message as red's next, about a round far ahead: were
  // it to wait for that round, red's real message with that number would be a conflict.
  for (const MessageKind kind : {MessageKind::kCheck, MessageKind::kSeedCommit, MessageKind::kSeedReveal, MessageKind::kReveal,
                                 MessageKind::kCommit}) {
    Message forged = next_from(pink, kRed, kind);
    forged.round = 9999;
    forged.slot = 1;
    forged.card = kStone1;
    const ReceiveResult got = pink.receive(encode(forged));
    EXPECT_EQ(got.receipt, Receipt::kRefused) << message_kind_name(kind);
    EXPECT_EQ(got.problem, TableCode::kTooEarly) << message_kind_name(kind);
  }
  EXPECT_FALSE(pink.stopped());
  // One round ahead, an honest sender may be: that waits (elsewhere: it would hold red's
  // number here).
  Table other = make_table("tbl", Variant::kStandard, kThreeHumans, kRed, kPink, 5);
  Message next_round = next_from(other, kRed, MessageKind::kCheck);
  next_round.round = 2;
  EXPECT_EQ(other.receive(encode(next_round)).receipt, Receipt::kWaiting);
  // Another device, sent the same forgeries, still takes red's real messages and plays on.
  for (const MessageKind kind : {MessageKind::kCheck, MessageKind::kSeedCommit}) {
    Message forged = next_from(blue, kRed, kind);
    forged.round = 3;
    EXPECT_EQ(blue.receive(encode(forged)).problem, TableCode::kTooEarly);
  }
  lock_all();
  const std::vector<std::string> from_red = red.take_outbox();
  ASSERT_FALSE(from_red.empty());
  for (const std::string& text : from_red) {
    const ReceiveResult got = blue.receive(text);
    EXPECT_NE(got.receipt, Receipt::kRefused) << text << ": " << (got.problem ? table_code_name(*got.problem) : "");
  }
  for (const std::string& text : from_red) pink.receive(text);
  deliver(all, everyone_but(all, [](const Message&) { return false; }));
  for (const Table* t : {&pink, &blue}) {
    EXPECT_EQ(t->state().phase(), Phase::kResolution);
    EXPECT_NE(t->state().decision(), Decision::kReveal);  // slot 1 turned over: red's messages all taken
    EXPECT_FALSE(t->stopped());
  }
}

// A check that differs at a round's end puts its sender at fault (#46 §3: its seat may go to a
// computer, and the table goes on, naming the seat), unless most of the other players'
// devices disagree with this one: then it is this device that cannot agree with the table,
// and it stops, never silently. Here red's and blue's checks of round 1 reach pink altered.
TEST_F(ThreeDevices, ADifferentCheckFaultsItsSenderAndMostChecksDifferentStopTheTable) {
  lock_all();
  const auto held_check = [](const Message& m) { return m.from != kPink && m.kind == MessageKind::kCheck; };
  const Route but_checks = everyone_but(all, held_check);
  std::vector<std::string> held = deliver(all, but_checks);
  while (pink.state().round() == 1 && !pink.state().is_over()) {
    bool acted = false;
    for (Table* t : all) acted |= play_turn(*t);
    for (const std::string& text : deliver(all, but_checks)) held.push_back(text);
    ASSERT_TRUE(acted);
  }
  std::vector<std::string> to_pink;
  for (const std::string& text : held)
    if (decoded(text).round == 1) to_pink.push_back(text);
  ASSERT_EQ(to_pink.size(), 2u);  // red's and blue's checks of round 1
  std::map<int, Message> checks;
  for (const std::string& text : to_pink) checks[decoded(text).from] = decoded(text);
  ASSERT_EQ(checks.size(), 2u);
  const State before = pink.state();
  Message red_check = checks[kRed];
  red_check.digest[0] ^= 1;
  EXPECT_EQ(pink.receive(encode(red_check)).problem, TableCode::kCheckMismatch);
  EXPECT_FALSE(pink.stopped()) << "one of two: red's game is the odd one";
  EXPECT_TRUE(pink.faulted(kRed));
  EXPECT_FALSE(pink.faulted(kBlue));
  EXPECT_EQ(pink.state(), before);
  Message blue_check = checks[kBlue];
  blue_check.digest[0] ^= 1;
  EXPECT_EQ(pink.receive(encode(blue_check)).problem, TableCode::kCheckMismatch);
  ASSERT_TRUE(pink.stopped()) << "both others differ: this device's game is the odd one";
  EXPECT_EQ(*pink.stopped(), (TableProblem{TableCode::kCheckMismatch, kBlue, 1, 0}));
  EXPECT_EQ(pink.receive(encode(checks[kRed])).receipt, Receipt::kStopped);  // the genuine one cannot undo it
}

TEST_F(ThreeDevices, MessagesForAPastMomentComeTooLate) {
  lock_all();
  const Route everyone = everyone_but(all, [](const Message&) { return false; });
  deliver(all, everyone);
  while (pink.state().round() == 1 && !pink.state().is_over()) {
    bool acted = false;
    for (Table* t : all) acted |= play_turn(*t);
    deliver(all, everyone);
    ASSERT_TRUE(acted);
  }
  ASSERT_EQ(pink.state().round(), 2);
  const auto refused = [&](const Message& m, TableCode code) {
    const State before = pink.state();
    EXPECT_EQ(pink.receive(encode(m)).problem, code);
    EXPECT_EQ(pink.state(), before);
  };
  Message m = next_from(pink, kRed, MessageKind::kCommit);
  m.round = 1;
  refused(m, TableCode::kTooLate);
  m = next_from(pink, kRed, MessageKind::kChoice);
  m.step = 0;
  m.choice = Choice::stone(0);
  refused(m, TableCode::kTooLate);
  m = next_from(pink, kRed, MessageKind::kSeedReveal);
  m.round = 1;
  refused(m, TableCode::kAlreadyRevealed);
  m = next_from(pink, kRed, MessageKind::kCheck);
  m.round = 1;
  refused(m, TableCode::kAlreadyChecked);
  EXPECT_FALSE(pink.stopped());
  // Every device checked round 1 and agrees.
  EXPECT_EQ(pink.record_text(), red.record_text());
  EXPECT_EQ(pink.record_text(), blue.record_text());
  EXPECT_EQ(pink.record().state().round(), 2);
}

TEST(OnlineTable, AComputerSeatHasNoDeviceToSpeakForIt) {
  const std::vector<OnlineSeat> seats = {OnlineSeat::person(), OnlineSeat::computer("greedy"), OnlineSeat::person()};
  Table pink = make_table("tbl", Variant::kStandard, seats, kPink, kPink, 1);
  Message m;
  m.table = "tbl";
  m.from = kRed;
  m.kind = MessageKind::kCommit;
  m.round = 1;
  EXPECT_EQ(pink.receive(encode(m)).problem, TableCode::kComputerSeat);
}

TEST(OnlineTable, TheDevicesOwnDecisionsAreCheckedFirst) {
  Table pink = make_table("tbl", Variant::kStandard, kThreeHumans, kRed, kPink, 1);
  EXPECT_EQ(pink.lock(Program{kStone1, kStone1, kPlank1, kMove1, kMove2}).why, refusal::kCardTwice);
  EXPECT_EQ(pink.choose(Choice::stone(0)).code, ActCode::kNotNow);
  EXPECT_TRUE(pink.outbox().empty());
  ASSERT_TRUE(pink.lock(kPinkProgram).ok());
  EXPECT_EQ(pink.lock(kPinkProgram).code, ActCode::kNotNow);
  Table watcher = make_table("tbl", Variant::kStandard, kThreeHumans, kRed, -1, 4);
  EXPECT_EQ(watcher.lock(kPinkProgram).code, ActCode::kNoSeat);
  Table drawing = make_table("tbl", Variant::kStandard, kThreeHumans, -1, kPink, 5);
  EXPECT_FALSE(drawing.ready());
  EXPECT_EQ(drawing.lock(kPinkProgram).code, ActCode::kNotYet);
  // The setup is checked too.
  const auto setup_error = [](TableSetup setup) {
    auto made = Table::make(setup, openssl_sha256, seeded_bytes(1));
    return std::holds_alternative<SetupError>(made) ? int(std::get<SetupError>(made)) : -1;
  };
  EXPECT_EQ(setup_error({"a b", Variant::kStandard, kThreeHumans, -1, kPink}), int(SetupError::kBadTableId));
  EXPECT_EQ(setup_error({"t", Variant::kStandard, {OnlineSeat::person()}, -1, kPink}), int(SetupError::kPlayerCount));
  EXPECT_EQ(setup_error({"t", Variant::kStandard, kThreeHumans, kBlack, kPink}), int(SetupError::kFirstNotInPlay));
  EXPECT_EQ(setup_error({"t", Variant::kStandard, kThreeHumans, -1, kBlack}), int(SetupError::kOwnSeatNotHuman));
  EXPECT_EQ(setup_error({"t", Variant::kStandard, {OnlineSeat::computer("greedy"), OnlineSeat::computer("random")}, -1, -1}),
            int(SetupError::kNoHuman));
  EXPECT_EQ(setup_error({"t", Variant::kStandard, {OnlineSeat::person(), OnlineSeat::computer("genius")}, -1, kPink}),
            int(SetupError::kUnknownBot));
}

// ---- two versions of one seat's messages ----

// Red's device speaks two ways: `red` to pink, `red_twin` (the same player's program with
// other salts and shares) to blue. Both play the same seat with the same decisions.
struct TwoFacedRed : ::testing::Test {
  Table pink = make_table("tbl", Variant::kStandard, kThreeHumans, kRed, kPink, 1);
  Table red = make_table("tbl", Variant::kStandard, kThreeHumans, kRed, kRed, 2);
  Table red_twin = make_table("tbl", Variant::kStandard, kThreeHumans, kRed, kRed, 22);
  Table blue = make_table("tbl", Variant::kStandard, kThreeHumans, kRed, kBlue, 3);
  std::vector<Table*> all{&pink, &red, &red_twin, &blue};

  // Plays until round 2 or a stop; false if a device stopped before round 1 ended.
  void play_round(const Route& route) {
    for (int guard = 0; guard < 500; ++guard) {
      deliver(all, route);
      bool acted = false;
      for (Table* t : all) acted |= play_turn(*t);
      if (!acted) break;
    }
    deliver(all, route);
  }
};

TEST_F(TwoFacedRed, TwoDifferentCommitmentsAreCaughtBeforeTheFirstCard) {
  // Each version of red goes to one device only, and gets everything.
  play_round([&](const Table* from, const Message&) -> std::vector<Table*> {
    if (from == &red) return {&pink};
    if (from == &red_twin) return {&blue};
    std::vector<Table*> to;
    for (Table* t : all)
      if (t != from) to.push_back(t);
    return to;
  });
  // The cards are the same, only the commitments differ: the digests sent with the shares
  // show it before anyone turns a card over.
  ASSERT_TRUE(pink.stopped());
  ASSERT_TRUE(blue.stopped());
  EXPECT_EQ(*pink.stopped(), (TableProblem{TableCode::kCommitsMismatch, kBlue, 1, 0}));
  EXPECT_EQ(*blue.stopped(), (TableProblem{TableCode::kCommitsMismatch, kPink, 1, 0}));
  // Nobody stopped before: the first problem recorded is that digest.
  EXPECT_EQ(pink.problems().front(), *pink.stopped());
  EXPECT_EQ(blue.problems().front(), *blue.stopped());
  for (const Table* t : {&pink, &blue})
    for (int c : {kPink, kRed, kBlue}) {
      if (c != t->own_seat()) {
        EXPECT_TRUE(t->state().sealed(c, 0));
      }
    }
}

TEST_F(TwoFacedRed, ACardRevealedAgainstTheOtherCommitmentNeverComesToBeTurnedOver) {
  // Blue gets red_twin's commitment but red's own cards (the same cards, other salts): the
  // commitments' digests stop blue first, before any card of red's is looked at.
  play_round([&](const Table* from, const Message& m) -> std::vector<Table*> {
    if (from == &red) return m.kind == MessageKind::kReveal ? std::vector<Table*>{&pink, &blue} : std::vector<Table*>{&pink};
    if (from == &red_twin) return m.kind == MessageKind::kReveal ? std::vector<Table*>{} : std::vector<Table*>{&blue};
    std::vector<Table*> to;
    for (Table* t : all)
      if (t != from) to.push_back(t);
    return to;
  });
  ASSERT_TRUE(blue.stopped());
  EXPECT_EQ(*blue.stopped(), (TableProblem{TableCode::kCommitsMismatch, kPink, 1, 0}));
  EXPECT_TRUE(blue.state().sealed(kRed, 0));
}

// Red's device tells pink its program was locked by the player and blue that its time ran
// out (the same cards, salts and share: only the "timed" flag differs). The devices would say
// different things of red's round: the commitments' digest covers the flag, so both stop
// before the first card.
TEST(TwoFacedTimedLock, IsCaughtBeforeTheFirstCard) {
  Table pink = make_table("tbl", Variant::kStandard, kThreeHumans, kRed, kPink, 1);
  Table red = make_table("tbl", Variant::kStandard, kThreeHumans, kRed, kRed, 2);
  Table red_timed = make_table("tbl", Variant::kStandard, kThreeHumans, kRed, kRed, 2);  // the same random bytes
  Table blue = make_table("tbl", Variant::kStandard, kThreeHumans, kRed, kBlue, 3);
  std::vector<Table*> all{&pink, &red, &red_timed, &blue};
  ASSERT_TRUE(red.lock(kRedProgram).ok());
  ASSERT_TRUE(red_timed.lock(kRedProgram, true).ok());
  ASSERT_EQ(red.outbox().front(), [&] {  // the commits differ only in the flag
    Message m = decoded(red_timed.outbox().front());
    m.timed = false;
    return encode(m);
  }());
  ASSERT_TRUE(pink.lock(kPinkProgram).ok());
  ASSERT_TRUE(blue.lock(kBlueProgram).ok());
  deliver(all, [&](const Table* from, const Message&) -> std::vector<Table*> {
    if (from == &red) return {&pink};
    if (from == &red_timed) return {&blue};
    std::vector<Table*> to;
    for (Table* t : all)
      if (t != from) to.push_back(t);
    return to;
  });
  EXPECT_FALSE(pink.timed_out(1, kRed));
  EXPECT_TRUE(blue.timed_out(1, kRed));
  ASSERT_TRUE(pink.stopped());
  ASSERT_TRUE(blue.stopped());
  EXPECT_EQ(*pink.stopped(), (TableProblem{TableCode::kCommitsMismatch, kBlue, 1, 0}));
  EXPECT_EQ(*blue.stopped(), (TableProblem{TableCode::kCommitsMismatch, kPink, 1, 0}));
  EXPECT_TRUE(pink.state().sealed(kRed, 0));
  EXPECT_TRUE(blue.state().sealed(kRed, 0));
}

// Without a timed lock the digest is the one devices sent before it covered the flag: a
// table kept in a browser (its journal) and the devices of a page not yet reloaded still agree.
TEST_F(ThreeDevices, AnUntimedRoundsCommitmentsDigestIsUnchanged) {
  lock_all();
  settle(all);
  const auto& sent = pink.sent();
  const auto reveal = std::find_if(sent.begin(), sent.end(), [](const Message& m) { return m.kind == MessageKind::kSeedReveal && m.round == 1; });
  ASSERT_NE(reveal, sent.end());
  EXPECT_EQ(to_hex(reveal->commits), "e90add33cf95b12d788ef7774841bba74782f9da03c741760e7dcd949c6fff7c");
}

// The reviewer's case at every kind of table: red locks one program on the device that
// speaks to some devices and another program on the one that speaks to the rest. Every
// honest device that holds commitments another honest device does not share stops, with
// CommitsMismatch, before slot 1 is turned over; nothing is left waiting for a step.
struct TwoProgramsTable {
  std::vector<OnlineSeat> seats;
  bool pink_hears_twin;   // otherwise pink hears red
  bool watcher_hears_twin;
  bool with_watcher;
};

void play_two_programs(const TwoProgramsTable& setup, const Program& first, const Program& second) {
  const bool blue_human = setup.seats[2].human;
  Table pink = make_table("tbl", Variant::kStandard, setup.seats, kRed, kPink, 1);
  Table red = make_table("tbl", Variant::kStandard, setup.seats, kRed, kRed, 2);
  Table twin = make_table("tbl", Variant::kStandard, setup.seats, kRed, kRed, 22);
  std::optional<Table> blue, watcher;
  if (blue_human) blue.emplace(make_table("tbl", Variant::kStandard, setup.seats, kRed, kBlue, 3));
  if (setup.with_watcher) watcher.emplace(make_table("tbl", Variant::kStandard, setup.seats, kRed, -1, 4));
  std::vector<Table*> all{&pink, &red, &twin};
  std::vector<Table*> honest{&pink};
  if (blue) all.push_back(&*blue), honest.push_back(&*blue);
  if (watcher) all.push_back(&*watcher), honest.push_back(&*watcher);
  ASSERT_TRUE(red.lock(first).ok());
  ASSERT_TRUE(twin.lock(second).ok());
  const Route route = [&](const Table* from, const Message&) {
    std::vector<Table*> to;
    if (from == &red || from == &twin) {
      const bool is_twin = from == &twin;
      if (setup.pink_hears_twin == is_twin) to.push_back(&pink);
      if (blue && !setup.pink_hears_twin == is_twin) to.push_back(&*blue);
      if (watcher && setup.watcher_hears_twin == is_twin) to.push_back(&*watcher);
      return to;
    }
    for (Table* t : all)
      if (t != from) to.push_back(t);
    return to;
  };
  for (int guard = 0; guard < 2000; ++guard) {
    deliver(all, route);
    bool acted = false;
    for (Table* t : all) acted |= play_turn(*t);
    if (!acted) break;
  }
  deliver(all, route);
  // Who holds which commitments: a device stops if some other honest device holds others.
  const auto hears_twin = [&](const Table* t) {
    return t == &pink ? setup.pink_hears_twin : t == &*watcher ? setup.watcher_hears_twin : !setup.pink_hears_twin;
  };
  const auto hears_human = [&](const Table* t) { return t != &*watcher; };
  for (const Table* t : honest) {
    bool disagrees = false;
    for (const Table* other : honest) disagrees |= hears_human(other) && hears_twin(other) != hears_twin(t);
    if (!disagrees) continue;
    const std::string who = t->own_seat() < 0 ? "the watcher" : std::string(color_name(t->own_seat()));
    ASSERT_TRUE(t->stopped()) << who;
    EXPECT_EQ(t->stopped()->code, TableCode::kCommitsMismatch) << who;
    EXPECT_EQ(t->stopped()->round, 1) << who;
    EXPECT_EQ(t->problems().front(), *t->stopped()) << who;
    EXPECT_TRUE(t->state().sealed(kRed, 0)) << who << ": slot 1 turned over";
  }
}

TEST(TwoFacedSeat, IsCaughtBeforeSlotOneOnEveryHonestDeviceAtEveryTable) {
  const std::vector<std::pair<Program, Program>> programs = {
      {{kStone2, kPlank1, kPlank2, kMove1, kJump}, {kMove1, kPlank1, kPlank2, kStone2, kJump}},
      {{kStone1, kStone2, kPlank1, kMove1, kMove2}, {kPlank2, kStone2, kPlank1, kMove1, kMove2}},
      {{kRemove, kStone2, kPlank1, kMove1, kMove2}, {kStone1, kStone2, kPlank1, kMove1, kMove2}},
  };
  const std::vector<OnlineSeat> two_humans = {OnlineSeat::person(), OnlineSeat::person(), OnlineSeat::computer("greedy")};
  const std::vector<TwoProgramsTable> tables = {
      {kThreeHumans, false, false, false},  // pink hears one program, blue the other
      {kThreeHumans, false, false, true},   // and a watcher hears pink's
      {kThreeHumans, true, false, true},    // and a watcher hears blue's
      {two_humans, false, true, true},      // pink and a watcher, each with its own program
  };
  for (const auto& [first, second] : programs)
    for (const TwoProgramsTable& table : tables) {
      SCOPED_TRACE(testing::Message() << "table " << (&table - tables.data()) << ", programs " << (&first - &programs[0].first) / 2);
      play_two_programs(table, first, second);
      if (testing::Test::HasFatalFailure()) return;
    }
}

// ---- the shared seed ----

TEST(OnlineSeed, EveryDeviceDrawsTheSameFirstPlayerAndSeeds) {
  Table pink = make_table("tbl", Variant::kExpert, kThreeHumans, -1, kPink, 1);
  Table red = make_table("tbl", Variant::kExpert, kThreeHumans, -1, kRed, 2);
  Table blue = make_table("tbl", Variant::kExpert, kThreeHumans, -1, kBlue, 3);
  Table watcher = make_table("tbl", Variant::kExpert, kThreeHumans, -1, -1, 4);
  std::vector<Table*> all{&pink, &red, &blue, &watcher};
  EXPECT_FALSE(pink.ready());
  settle(all);
  for (Table* t : all) {
    ASSERT_TRUE(t->ready());
    EXPECT_EQ(t->seed(0), pink.seed(0));
    EXPECT_EQ(t->state().first_player(), first_player_for_seed(3, *pink.seed(0)));
    EXPECT_FALSE(t->seed(1));  // not before the programs
  }
  ASSERT_TRUE(pink.lock(kPinkProgram).ok());
  ASSERT_TRUE(red.lock(kRedProgram).ok());
  settle(all);
  EXPECT_FALSE(pink.seed(1));  // blue has not locked: no share is revealed yet
  for (const Message& m : pink.sent()) EXPECT_FALSE(m.kind == MessageKind::kSeedReveal && m.round == 1);
  ASSERT_TRUE(blue.lock(kBlueProgram).ok());
  settle(all);
  for (Table* t : all) {
    ASSERT_TRUE(t->seed(1)) << t->own_seat() << " " << t->problems().size() << " " << phase_name(t->state().phase());
    EXPECT_EQ(t->seed(1), pink.seed(1));
    EXPECT_TRUE(t->problems().empty());
  }
  EXPECT_NE(pink.seed(1), pink.seed(0));
}

// A share that does not match is refused and puts its sender at fault (#46 §3: its seat may go
// to a computer); the table waits, and the genuine share still plays.
TEST(OnlineSeed, AShareThatDoesNotMatchItsCommitmentIsRefusedAndFaultsItsSender) {
  Table pink = make_table("tbl", Variant::kStandard, kThreeHumans, -1, kPink, 1);
  Table red = make_table("tbl", Variant::kStandard, kThreeHumans, -1, kRed, 2);
  Table blue = make_table("tbl", Variant::kStandard, kThreeHumans, -1, kBlue, 3);
  std::vector<Table*> all{&pink, &red, &blue};
  const auto held = deliver(all, everyone_but(all, [](const Message& m) { return m.from == kPink && m.kind == MessageKind::kSeedReveal; }));
  ASSERT_EQ(held.size(), 1u);
  EXPECT_FALSE(red.ready());  // waits for pink's share
  Message forged = decoded(held[0]);
  forged.share[0] ^= 0x80;  // a share chosen after seeing the others'
  const ReceiveResult got = red.receive(encode(forged));
  EXPECT_EQ(got.problem, TableCode::kShareMismatch);
  EXPECT_FALSE(red.stopped());
  EXPECT_TRUE(red.faulted(kPink));
  EXPECT_FALSE(red.ready());
  EXPECT_EQ(blue.receive(held[0]).receipt, Receipt::kApplied);
  EXPECT_TRUE(blue.ready());
  EXPECT_FALSE(blue.faulted(kPink));
}

}  // namespace
}  // namespace rd

namespace rd {
namespace {
// A forged message that came first waits at its number with the real one behind it: refused
// in its turn, it leaves the real one to be applied.
TEST(Inbox, AVersionRefusedLeavesTheNextVersionAtItsNumber) {
  Inbox inbox;
  Message forged, real;
  forged.seq = real.seq = 0;
  forged.kind = real.kind = MessageKind::kReveal;
  forged.card = kStone1, real.card = kStone2;
  EXPECT_EQ(inbox.add(forged), Inbox::Arrival::kNew);
  EXPECT_EQ(inbox.add(real), Inbox::Arrival::kNew);
  EXPECT_EQ(inbox.add(real), Inbox::Arrival::kDuplicate);
  EXPECT_EQ(inbox.waiting(), 2u);
  ASSERT_NE(inbox.head(), nullptr);
  EXPECT_EQ(*inbox.head(), forged);
  inbox.drop_head();
  ASSERT_NE(inbox.head(), nullptr);
  EXPECT_EQ(*inbox.head(), real);
  inbox.consume();
  EXPECT_EQ(inbox.next(), 1u);
  EXPECT_EQ(inbox.add(forged), Inbox::Arrival::kConflict) << "the number has its message now";
  EXPECT_EQ(inbox.waiting(), 0u);
}
}  // namespace
}  // namespace rd
