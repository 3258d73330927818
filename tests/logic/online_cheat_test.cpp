// An online table against a device that lies (#46): what a seated player typing in the
// console could do with each of the table's rules, and what the honest devices do about it.
// Each attack is played out to the game's end: the honest devices refuse it (or give the
// liar's seat to a computer after the deadline) and end with the same record, which rd
// replay's reader takes.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "online_network.h"

namespace rdweb {
namespace {

// The honest devices' tables end alike, unstopped, with a record rd replay takes.
void expect_same_game(Network& net, const std::vector<std::string>& honest) {
  const std::string record = net.devices.at(honest.front())->table()->record_text();
  for (const std::string& id : honest) {
    const rd::Table& t = *net.devices.at(id)->table();
    EXPECT_TRUE(t.finished()) << id;
    EXPECT_FALSE(t.stopped()) << id;
    EXPECT_EQ(t.record_text(), record) << id;
  }
  EXPECT_TRUE(std::holds_alternative<rd::Match>(rd::replay_record(rd::standard_board(), record)));
}

// Where a table stands in the game, to see that nothing was played again.
std::tuple<int, int, uint32_t> at(const rd::Table& t) { return {t.state().round(), t.state().slot(), t.steps()}; }

bool in_round_2_with_a_card_out(const rd::Table& t) {
  return t.state().round() == 2 && t.state().phase() == rd::Phase::kResolution && t.state().decision() != rd::Decision::kReveal;
}

// What a lying device does not send: its own messages of `kind` about `round` (and `slot`,
// 1-based, unless 0).
std::function<bool(const std::string&, const std::string&)> withheld_by(const std::string& liar, rd::MessageKind kind, int round, int slot = 0) {
  return [=](const std::string& from, const std::string& text) {
    const auto m = rd::decode(text);
    const rd::Message* message = std::get_if<rd::Message>(&m);
    return from == liar && message && message->kind == kind && message->round == round && (slot == 0 || message->slot == slot);
  };
}

// The time on every device's clock (the page tells it each frame).
void clock_at(Network& net, double now) {
  for (auto& [id, game] : net.devices) game->set_now(now);
}

// Bob, a guest, makes his own page believe the creator's device has gone (one close event fed
// to his engine, her connection still up), and lets a computer play her seat. Cy's page still
// reaches Ann: it refuses, and says so; Ann's own page refuses (Cy does not say he follows).
// Nothing is played again. Once Bob's page is gone for real, Ann gives his seat, and the game
// ends alike on the honest devices.
TEST(OnlineCheat, AGuestCannotTakeAConnectedPlayersSeat) {
  Network net;
  three_devices_started(net, 101);
  OnlineGame &ann = *net.devices[kAnn], &bob = *net.devices[kBob], &cy = *net.devices[kCy];
  const int ann_seat = ann.own_seat(), bob_seat = bob.own_seat();
  Players players{net, {}};
  ASSERT_TRUE(players.play(in_round_2_with_a_card_out));
  const auto before = at(*cy.table());
  bob.peer_close(kAnn);  // the lie, on his own page
  ASSERT_TRUE(bob.acts_for_table()) << "as Bob's page sees it, Ann has gone";
  ASSERT_TRUE(bob.give_to_computer(ann_seat));
  net.settle();
  for (OnlineGame* g : {&ann, &cy}) {
    EXPECT_EQ(g->roster().host, kAnn) << g->device();
    EXPECT_EQ(g->roster().seat_of(kAnn), ann_seat) << g->device() << ": her seat stays hers";
    ASSERT_TRUE(g->disputed()) << g->device() << ": the page says so";
    EXPECT_EQ(g->disputed()->signer, kBob);
    EXPECT_EQ(g->disputed()->color, ann_seat);
    EXPECT_TRUE(g->table()->human(ann_seat));
  }
  EXPECT_EQ(at(*cy.table()), before) << "nothing played again, nothing skipped";
  // The liar's page goes; his seat is given for real, and the game goes on.
  (void)net.gone(kBob);
  ASSERT_TRUE(ann.give_to_computer(bob_seat));
  net.settle();
  EXPECT_FALSE(cy.disputed()) << "a newer change, taken";
  ASSERT_TRUE(players.play([](const rd::Table& t) { return t.finished(); }));
  expect_same_game(net, {kAnn, kCy});
}

// The creator does the same to Bob: no single device takes a connected player's seat, the
// creator's included.
TEST(OnlineCheat, TheCreatorCannotTakeAConnectedPlayersSeat) {
  Network net;
  three_devices_started(net, 111);
  OnlineGame &ann = *net.devices[kAnn], &bob = *net.devices[kBob], &cy = *net.devices[kCy];
  const int ann_seat = ann.own_seat(), bob_seat = bob.own_seat();
  Players players{net, {}};
  ASSERT_TRUE(players.play(in_round_2_with_a_card_out));
  const auto before = at(*cy.table());
  ann.peer_close(kBob);
  ASSERT_TRUE(ann.give_to_computer(bob_seat));
  net.settle();
  for (OnlineGame* g : {&bob, &cy}) {
    EXPECT_EQ(g->roster().seat_of(kBob), bob_seat) << g->device();
    ASSERT_TRUE(g->disputed()) << g->device();
    EXPECT_EQ(g->disputed()->signer, kAnn);
    EXPECT_TRUE(g->table()->human(bob_seat)) << g->device();
  }
  EXPECT_EQ(at(*cy.table()), before);
  (void)net.gone(kAnn);
  EXPECT_TRUE(cy.disputed()) << "Bob is still here: Ann's change stays refused";
  ASSERT_TRUE(bob.give_to_computer(ann_seat)) << "most of the table, without the creator";
  net.settle();
  ASSERT_TRUE(players.play([](const rd::Table& t) { return t.finished(); }, kBob));
  expect_same_game(net, {kBob, kCy});
}

// A roster that would take the game back: an epoch from one round fewer than the receiver's
// whole rounds (accepted before #46), and one that would play again the round in progress
// after a card of it was turned over, both signed by the real host: refused, nothing changes.
TEST(OnlineCheat, NoRosterRewindsTheGameOrPlaysARoundAgain) {
  Network net;
  three_devices_started(net, 121);
  OnlineGame &ann = *net.devices[kAnn], &cy = *net.devices[kCy];
  const int bob_seat = net.devices[kBob]->own_seat();
  Players players{net, {}};
  ASSERT_TRUE(players.play([](const rd::Table& t) { return t.state().round() == 3 && t.state().phase() == rd::Phase::kResolution; }));
  (void)net.gone(kBob);  // gone for real: only the rewind is wrong
  const auto before = at(*cy.table());
  for (const int rounds : {1, 2}) {  // round 2 done over; round 3, a card of it turned over
    rd::Roster r = ann.roster();
    const auto base = rd::first_rounds(ann.table()->record(), rounds);
    ASSERT_TRUE(base);
    ASSERT_TRUE(rd::stand_in(r, bob_seat, "medium", *base, rd::base_digest(rd::openssl_sha256, *base)));
    const uint64_t bad = cy.bad_messages();
    cy.message(kAnn, kAnn, rd::encode(rd::LobbyMessage::of(r)));
    EXPECT_EQ(cy.bad_messages(), bad + 1) << rounds;
    EXPECT_EQ(cy.roster().epoch, 0u) << rounds;
    EXPECT_EQ(at(*cy.table()), before) << rounds;
  }
}

// Bob's device stays connected and never sends its card of round 2's second slot: the table
// waits, says for whom and since when, and after the deadline (20 s by each device's own
// clock) the creator gives his seat to a computer for the rest of the round; Cy takes it on
// his own evidence, Bob's page because most of the table follows. The cards Bob had turned
// over stay; he has his seat back at the next round, and the game ends alike everywhere.
TEST(OnlineCheat, AWithheldCardCostsOnlyItsSeatForTheRound) {
  Network net;
  three_devices_started(net, 131);
  OnlineGame &ann = *net.devices[kAnn], &bob = *net.devices[kBob], &cy = *net.devices[kCy];
  const int bob_seat = bob.own_seat();
  Players players{net, {}};
  ASSERT_TRUE(players.play([](const rd::Table& t) { return t.state().round() == 2; }));
  net.withhold = withheld_by(kBob, rd::MessageKind::kReveal, 2, 2);
  ASSERT_TRUE(players.play([&](const rd::Table& t) {
    return t.state().round() == 2 && t.state().slot() == 1 && t.state().decision() == rd::Decision::kReveal && t.waited_for() == std::vector<int>{bob_seat};
  }));
  EXPECT_FALSE(players.act() && ann.table()->state().slot() != 1) << "nothing moves without his card";
  clock_at(net, 1000);
  clock_at(net, 1000 + rd::kWordMs - 1);
  EXPECT_FALSE(ann.late(bob_seat));
  EXPECT_FALSE(ann.give_to_computer(bob_seat)) << "connected, and not late yet";
  EXPECT_GT(ann.waited(bob_seat), 0.0) << "the page says since when";
  const rd::Program seen = ann.table()->known_cards(2, bob_seat);
  clock_at(net, 1000 + rd::kWordMs);
  EXPECT_TRUE(cy.late(bob_seat));
  ASSERT_TRUE(ann.give_to_computer(bob_seat));
  net.settle();
  clock_at(net, 1000 + rd::kWordMs + 10);
  net.settle();
  for (OnlineGame* g : {&ann, &cy, &bob}) {
    EXPECT_FALSE(g->disputed()) << g->device();
    EXPECT_EQ(g->roster().stood_in_for(kBob), bob_seat) << g->device();
    EXPECT_EQ(g->table()->state().round(), 2) << g->device() << ": round 2 is not played again";
  }
  EXPECT_EQ(bob.own_seat(), -1) << "his page watches the rest of the round";
  net.withhold = nullptr;
  OnlineGame& again = net.reload(kBob, 132);  // his watching table comes back from what it kept
  ASSERT_NE(again.table(), nullptr);
  EXPECT_EQ(again.own_seat(), -1);
  EXPECT_TRUE(again.table()->stood_in(bob_seat));
  ASSERT_TRUE(players.play([](const rd::Table& t) { return t.state().round() == 3 && t.state().phase() == rd::Phase::kResolution; }));
  EXPECT_EQ(again.own_seat(), bob_seat) << "his seat back at the next round";
  ASSERT_TRUE(players.play([](const rd::Table& t) { return t.finished(); }));
  expect_same_game(net, {kAnn, kBob, kCy});
  const auto& programs = ann.table()->record().record()["rounds"][1]["programs"][std::string(rd::color_name(bob_seat))];
  EXPECT_EQ(programs[0].get<std::string>(), rd::card_name(seen[0])) << "his first card, as it was turned over";
}

// Bob's device never reveals its share of round 2's seed, having seen the others': after the
// deadline its seat goes to a computer, and round 2 starts again (no card of it was turned
// over: its seed was never out), the computers' programs drawn anew from a new seed. That is
// all a withholder gains (and what it pays: its seat for the round).
TEST(OnlineCheat, AWithheldShareCostsItsSeatAndNoCardIsSeenTwice) {
  Network net;
  three_devices_started(net, 141);
  OnlineGame &ann = *net.devices[kAnn], &bob = *net.devices[kBob], &cy = *net.devices[kCy];
  const int bob_seat = bob.own_seat();
  Players players{net, {}};
  ASSERT_TRUE(players.play([](const rd::Table& t) { return t.state().round() == 2; }));
  net.withhold = withheld_by(kBob, rd::MessageKind::kSeedReveal, 2);
  for (int i = 0; i < 20; ++i) (void)players.act();
  ASSERT_FALSE(ann.table()->seed(2));
  ASSERT_EQ(ann.table()->waited_for(), std::vector<int>{bob_seat});
  for (const auto& [id, game] : net.devices)
    if (game->own_seat() != bob_seat) {
      EXPECT_EQ(game->table()->known_cards(2, bob_seat)[0], rd::kSealedCard) << id;
    }
  clock_at(net, 1000);
  clock_at(net, 1000 + rd::kWordMs);
  ASSERT_TRUE(ann.give_to_computer(bob_seat));
  net.settle();
  EXPECT_EQ(bob.roster().epoch, 1u) << "the withholder's own page follows";
  for (OnlineGame* g : {&ann, &cy}) {
    EXPECT_EQ(g->roster().epoch, 1u) << g->device() << ": a new table from round 2's start";
    EXPECT_EQ(g->table()->state().round(), 2);
    EXPECT_EQ(g->table()->state().phase(), rd::Phase::kProgramming);
  }
  net.withhold = nullptr;
  ASSERT_TRUE(players.play([](const rd::Table& t) { return t.finished(); }));
  expect_same_game(net, {kAnn, kBob, kCy});
}

// A table with a minute per program: Bob's page never locks (his own device's lock when time
// runs out is his page's, and he has silenced it). Two minutes and 20 s after the round began
// his seat may go to a computer. Without a time per program, a lock has no deadline.
TEST(OnlineCheat, ALockNeverSentCostsItsSeatWhenTheTableHasATimePerProgram) {
  for (const int timer : {0, 60}) {
    Network net;
    rd::Roster roster = four_seats();
    ASSERT_TRUE(rd::set_timer(roster, timer));
    three_devices(net, 151, roster);
    OnlineGame &ann = *net.devices[kAnn], &bob = *net.devices[kBob], &cy = *net.devices[kCy];
    bob.sit(ann.roster().seats[1].color), cy.sit(ann.roster().seats[3].color);
    net.settle();
    ASSERT_TRUE(ann.start());
    net.settle();
    const int bob_seat = bob.own_seat();
    auto sessions = sessions_at(net, {kAnn, kCy});
    const auto bot = rd::make_bot("medium", 5);
    clock_at(net, 1);
    for (const std::string& id : {kAnn, kCy}) {
      sessions[id]->update(10);
      ASSERT_TRUE(decide(*sessions[id], *bot)) << id;
      net.settle();
    }
    clock_at(net, 1 + 2 * timer * 1000.0 + rd::kWordMs - 1);
    EXPECT_FALSE(ann.late(bob_seat)) << "twice the time per program, and 20 s";
    clock_at(net, 1 + 2 * timer * 1000.0 + rd::kWordMs);
    EXPECT_EQ(ann.late(bob_seat), timer > 0) << timer;
    EXPECT_EQ(ann.give_to_computer(bob_seat), timer > 0) << timer;
    net.settle();
    EXPECT_EQ(cy.roster().stood_in_for(kBob) == bob_seat, timer > 0) << timer;
  }
}

// Bob's device sends a wrong copy of its next card (an altered salt) before the right one:
// both honest devices refuse it and hold his seat at fault for the round, so the creator may
// give it to a computer at once, though he is connected. The game goes on.
TEST(OnlineCheat, ACardThatDoesNotMatchDropsItsSendersSeat) {
  Network net;
  three_devices_started(net, 161);
  OnlineGame &ann = *net.devices[kAnn], &bob = *net.devices[kBob], &cy = *net.devices[kCy];
  const int bob_seat = bob.own_seat();
  Players players{net, {}};
  ASSERT_TRUE(players.play([](const rd::Table& t) { return t.state().round() == 2 && t.state().phase() == rd::Phase::kProgramming; }));
  bob.cheat_next_reveal();
  ASSERT_TRUE(players.play(in_round_2_with_a_card_out));
  for (OnlineGame* g : {&ann, &cy}) {
    EXPECT_EQ(g->table()->problem_count(rd::TableCode::kRevealMismatch), 1u) << g->device();
    EXPECT_TRUE(g->late(bob_seat)) << g->device() << ": at fault";
    EXPECT_FALSE(g->table()->stopped());
  }
  ASSERT_TRUE(ann.give_to_computer(bob_seat));
  net.settle();
  for (OnlineGame* g : {&ann, &bob, &cy}) EXPECT_EQ(g->roster().stood_in_for(kBob), bob_seat) << g->device();
  ASSERT_TRUE(players.play([](const rd::Table& t) { return t.finished(); }));
  expect_same_game(net, {kAnn, kBob, kCy});
}

// Over many seeds and tables of two to four people (and computers to six seats), on a network
// that delivers in any order and twice, one device lies once in the middle of the game (it
// believes another seated device gone and gives its seat): the others refuse, and once the
// liar has gone for real and its seat is given, every honest device ends with the same game.
TEST(OnlineCheat, OneLiarAtTablesOfEverySizeOnAShuffledNetwork) {
  using rd::LobbySeat, rd::SeatKind;
  const std::vector<std::string> ids = {kAnn, kBob, kCy, kDee};
  for (int people = 2; people <= 4; ++people) {
    for (uint64_t seed = 1; seed <= 4; ++seed) {
      SCOPED_TRACE("people " + std::to_string(people) + " seed " + std::to_string(seed));
      rd::Rng chaos(seed * 977 + uint64_t(people));
      const int players = std::min(6, people + int(seed % 3));
      std::vector<LobbySeat> seats;
      for (int i = 0; i < players; ++i) seats.push_back(i < people ? LobbySeat::of(SeatKind::kPerson) : LobbySeat::of(SeatKind::kComputer, "medium"));
      Network net;
      net.chaos = &chaos;
      net.add(OnlineGame::create(*rd::make_roster("table-1", kAnn, "Ann", seed % 2 ? rd::Variant::kStandard : rd::Variant::kExpert, -1, seats, 0), "Ann",
                                 crypto(seed * 10)));
      for (int i = 1; i < people; ++i) net.add(OnlineGame::join("table-1", ids[size_t(i)], "P" + std::to_string(i), crypto(seed * 10 + uint64_t(i))));
      for (int i = 0; i < people; ++i)
        for (int j = i + 1; j < people; ++j) net.connect(ids[size_t(i)], ids[size_t(j)]);
      net.settle();
      for (int i = 1; i < people; ++i) net.devices[ids[size_t(i)]]->sit(net.devices[kAnn]->roster().seats[size_t(i)].color);
      net.settle();
      ASSERT_TRUE(net.devices[kAnn]->start());
      net.settle();
      Players play{net, {}};
      ASSERT_TRUE(play.play(in_round_2_with_a_card_out));
      // The liar: the last person; the victim: the one before it.
      const std::string liar = ids[size_t(people - 1)], victim = ids[size_t(people - 2)];
      OnlineGame& lying = *net.devices[liar];
      const int victim_seat = net.devices[victim]->own_seat();
      lying.peer_close(victim);
      const bool gave = lying.give_to_computer(victim_seat);
      net.settle();
      std::vector<std::string> honest(ids.begin(), ids.begin() + people - 1);
      for (const std::string& id : honest) {
        EXPECT_TRUE(net.devices[id]->table()->human(victim_seat)) << id << (gave ? "" : " (the liar could not give)");
        EXPECT_EQ(net.devices[id]->roster().seat_of(victim), victim_seat) << id;
      }
      (void)net.gone(liar);
      OnlineGame& acting = *net.devices[kAnn];
      ASSERT_TRUE(acting.give_to_computer(acting.roster().seats[size_t(people - 1)].color));
      net.settle();
      ASSERT_TRUE(play.play([](const rd::Table& t) { return t.finished(); }));
      expect_same_game(net, honest);
    }
  }
}

// Forged rosters, signed by the device that sends them (found by a review, each tried first
// as a probe that the attack worked): every device checks what a roster changes, whoever
// signs it (lobby.h: allowed_change; OnlineGame::change_refused).
std::string roster_text(const rd::Roster& r) { return rd::encode(rd::LobbyMessage::of(r)); }

// Bob signs a takeover that sits him in the connected creator's seat and parks her device on
// the computer's: no such change exists. Refused by Ann and Cy; nothing changes.
TEST(OnlineCheat, AForgedRosterCannotMoveDevicesBetweenSeats) {
  Network net;
  three_devices_started(net, 101);
  OnlineGame &ann = *net.devices[kAnn], &cy = *net.devices[kCy];
  const int ann_seat = ann.own_seat();
  Players players{net, {}};
  ASSERT_TRUE(players.play(in_round_2_with_a_card_out));
  rd::Roster r = cy.roster();
  r.host = kBob;
  r.version += 64;
  r.seats[0] = {r.seats[0].color, rd::SeatKind::kPerson, "", kBob, "Bob", std::nullopt, 0};
  r.seats[1] = {r.seats[1].color, rd::SeatKind::kComputer, "medium", "", "", std::nullopt, 0};
  r.seats[2] = {r.seats[2].color, rd::SeatKind::kComputer, "medium", kAnn, "Ann", std::nullopt, 2};
  for (OnlineGame* g : {&ann, &cy}) {
    const uint64_t bad = g->bad_messages();
    g->message(kBob, kBob, roster_text(r));
    EXPECT_EQ(g->bad_messages(), bad + 1) << g->device();
    EXPECT_EQ(g->roster().host, kAnn) << g->device();
    EXPECT_EQ(g->roster().seat_of(kAnn), ann_seat) << g->device();
  }
  // A connected person's seat made a plain computer's (no person named): refused too.
  rd::Roster plain = ann.roster();
  plain.version += 1;
  plain.seats[1] = {plain.seats[1].color, rd::SeatKind::kComputer, "medium", "", "", std::nullopt, 0};
  const uint64_t bad = cy.bad_messages();
  cy.message(kAnn, kAnn, roster_text(plain));
  EXPECT_EQ(cy.bad_messages(), bad + 1);
  EXPECT_EQ(cy.roster().seats[1].kind, rd::SeatKind::kPerson);
}

// The host signs an older epoch (one round behind Cy's whole rounds), then a new epoch that
// changes nothing while round 2's first cards are face up (the host's own held back): both
// would play a round again. Refused.
TEST(OnlineCheat, AForgedEpochCannotPlayARoundAgain) {
  Network net;
  three_devices_started(net, 121);
  OnlineGame &ann = *net.devices[kAnn], &cy = *net.devices[kCy];
  const int bob_seat = net.devices[kBob]->own_seat();
  Players players{net, {}};
  ASSERT_TRUE(players.play([](const rd::Table& t) { return t.state().round() == 2 && t.state().phase() == rd::Phase::kProgramming; }));
  net.drop(kAnn, kBob), net.drop(kCy, kBob);
  ASSERT_TRUE(ann.give_to_computer(bob_seat));  // before the seed: a new epoch
  net.settle();
  net.connect(kAnn, kBob), net.connect(kCy, kBob);
  net.settle();
  ASSERT_TRUE(players.play([](const rd::Table& t) { return t.state().round() == 4 && t.state().phase() == rd::Phase::kProgramming; }));
  ASSERT_EQ(cy.roster().epoch, 2u) << "given, and given back";
  rd::Roster older = ann.roster();
  older.version += 1, older.epoch = 1, older.base = 2;
  const auto base = rd::first_rounds(ann.table()->record(), 2);
  ASSERT_TRUE(base);
  older.digest = rd::base_digest(rd::openssl_sha256, *base);
  uint64_t bad = cy.bad_messages();
  cy.message(kAnn, kAnn, roster_text(older));
  EXPECT_EQ(cy.bad_messages(), bad + 1);
  EXPECT_EQ(cy.table()->state().round(), 4) << "round 3 is not played again";
  // Round 4 under way, Ann's own cards held back: a new epoch changing nothing.
  net.withhold = withheld_by(kAnn, rd::MessageKind::kReveal, 4);
  for (int i = 0; i < 30; ++i) (void)players.act();
  ASSERT_EQ(cy.table()->state().phase(), rd::Phase::kResolution);
  rd::Roster same = ann.roster();
  same.version += 1, same.epoch += 1, same.base = 3;
  const auto three = rd::first_rounds(ann.table()->record(), 3);
  ASSERT_TRUE(three);
  same.digest = rd::base_digest(rd::openssl_sha256, *three);
  bad = cy.bad_messages();
  cy.message(kAnn, kAnn, roster_text(same));
  EXPECT_EQ(cy.bad_messages(), bad + 1);
  EXPECT_EQ(cy.table()->state().phase(), rd::Phase::kResolution) << "round 4 is not played again";
}

// Bob's device gone in the last slot, every card of his turned over: the computer makes his
// last decisions (a point after slot 5), and the game goes on alike (the review found the
// round played again there, and the table split).
TEST(OnlineCheat, ASeatGivenInTheLastSlotPlaysOnItsDecisions) {
  Network net;
  three_devices_started(net, 131);
  OnlineGame &ann = *net.devices[kAnn], &cy = *net.devices[kCy];
  const int bob_seat = net.devices[kBob]->own_seat();
  Players players{net, {}};
  ASSERT_TRUE(players.play([&](const rd::Table& t) {
    return t.state().round() == 2 && t.state().phase() == rd::Phase::kResolution && t.state().slot() == rd::kSlots - 1 && !t.state().sealed(bob_seat, rd::kSlots - 1);
  }));
  (void)net.gone(kBob);
  net.settle();
  const auto at = ann.table()->stand_in_point(bob_seat);
  ASSERT_TRUE(at);
  EXPECT_EQ(at->slot, rd::kSlots);
  ASSERT_TRUE(ann.give_to_computer(bob_seat));
  net.settle();
  EXPECT_EQ(cy.roster().stood_in_for(kBob), bob_seat);
  ASSERT_TRUE(players.play([](const rd::Table& t) { return t.finished(); }));
  expect_same_game(net, {kAnn, kCy});
}

// The host sends Bob a roster giving his seat away and Cy another of the same version that
// changes nothing: Cy's word that he follows "version N" must not count for Bob's (a follow
// names the very roster).
TEST(OnlineCheat, AFollowCountsOnlyForTheRosterItNames) {
  Network net;
  three_devices_started(net, 111);
  OnlineGame &ann = *net.devices[kAnn], &bob = *net.devices[kBob], &cy = *net.devices[kCy];
  const int bob_seat = bob.own_seat();
  Players players{net, {}};
  ASSERT_TRUE(players.play(in_round_2_with_a_card_out));
  const auto at = ann.table()->stand_in_point(bob_seat);
  ASSERT_TRUE(at);
  rd::Roster seize = ann.roster(), noop = ann.roster();
  ASSERT_TRUE(rd::stand_in_from(seize, bob_seat, "medium", *at));
  noop.version = seize.version;
  bob.message(kAnn, kAnn, roster_text(seize));
  cy.message(kAnn, kAnn, roster_text(noop));
  net.settle();
  EXPECT_TRUE(bob.disputed());
  EXPECT_EQ(bob.own_seat(), bob_seat);
  EXPECT_TRUE(cy.table()->human(bob_seat));
}

// At a table of two players, a connection dropped in round 1 is no evidence in round 3: Ann
// cannot then claim Bob gone and have his connected page give way.
TEST(OnlineCheat, AtTwoPlayersAnOldDropIsNoEvidence) {
  using rd::LobbySeat, rd::SeatKind;
  const std::vector<LobbySeat> seats = {LobbySeat::of(SeatKind::kPerson), LobbySeat::of(SeatKind::kPerson), LobbySeat::of(SeatKind::kComputer, "medium")};
  Network net;
  net.add(OnlineGame::create(*rd::make_roster("table-1", kAnn, "Ann", rd::Variant::kStandard, -1, seats, 0), "Ann", crypto(7)));
  net.add(OnlineGame::join("table-1", kBob, "Bob", crypto(8)));
  net.connect(kAnn, kBob);
  net.settle();
  OnlineGame &ann = *net.devices[kAnn], &bob = *net.devices[kBob];
  bob.sit(ann.roster().seats[1].color);
  net.settle();
  ASSERT_TRUE(ann.start());
  net.settle();
  const int bob_seat = bob.own_seat();
  Players players{net, {}};
  ASSERT_TRUE(players.play([](const rd::Table& t) { return t.state().round() == 1 && t.state().phase() == rd::Phase::kResolution; }));
  net.drop(kAnn, kBob);
  net.connect(kAnn, kBob);
  net.settle();
  ASSERT_TRUE(players.play([](const rd::Table& t) { return t.state().round() == 3 && t.state().phase() == rd::Phase::kResolution && t.state().decision() != rd::Decision::kReveal; }));
  ann.peer_close(kBob);
  ASSERT_TRUE(ann.give_to_computer(bob_seat));
  net.settle();
  EXPECT_TRUE(bob.disputed());
  EXPECT_EQ(bob.own_seat(), bob_seat);
}

// A point behind where Cy's game stands (the giver claims to lack words of Bob's that Cy
// has): Cy says no, and its table does not stop.
TEST(OnlineCheat, APointBehindThisDeviceIsRefusedAndStopsNothing) {
  Network net;
  three_devices_started(net, 171);
  OnlineGame &ann = *net.devices[kAnn], &cy = *net.devices[kCy];
  const int bob_seat = net.devices[kBob]->own_seat();
  Players players{net, {}};
  ASSERT_TRUE(players.play([&](const rd::Table& t) { return t.state().round() == 2 && t.state().phase() == rd::Phase::kResolution && t.state().slot() == 2; }));
  (void)net.gone(kBob);
  auto at = ann.table()->stand_in_point(bob_seat);
  ASSERT_TRUE(at);
  at->slot = 0, at->step = 0;
  rd::Roster r = ann.roster();
  ASSERT_TRUE(rd::stand_in_from(r, bob_seat, "medium", *at));
  const uint64_t bad = cy.bad_messages();
  cy.message(kAnn, kAnn, roster_text(r));
  EXPECT_EQ(cy.bad_messages(), bad + 1);
  EXPECT_FALSE(cy.table()->stopped());
  EXPECT_TRUE(cy.table()->human(bob_seat));
}

}  // namespace
}  // namespace rdweb
