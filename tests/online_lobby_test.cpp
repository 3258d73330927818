// The online table's lobby (core/online/lobby.h): the roster, seating, and its messages.
#include <gtest/gtest.h>

#include "board.h"
#include "lobby.h"

namespace rd {
namespace {

const std::string kHost = "0123456789abcdef", kGuest = "fedcba9876543210", kThird = "00000000000000aa";

Roster three_seats() {
  // Blue the creator, an open seat for a friend, a medium computer.
  const std::vector<LobbySeat> seats = {LobbySeat::of(SeatKind::kPerson), LobbySeat::of(SeatKind::kPerson), LobbySeat::of(SeatKind::kComputer, "medium")};
  return *make_roster("tbl", kHost, "Ann", Variant::kExpert, -1, seats, 0);
}

TEST(Lobby, TheCreatorSitsAndTheOtherPersonSeatsAreOpen) {
  const Roster r = three_seats();
  ASSERT_EQ(r.seats.size(), 3u);
  EXPECT_EQ(r.seat_of(kHost), r.seats[0].color);
  EXPECT_EQ(r.seats[0].name, "Ann");
  EXPECT_EQ(r.seats[1].kind, SeatKind::kOpen);
  EXPECT_EQ(r.seats[2].kind, SeatKind::kComputer);
  EXPECT_FALSE(r.full());
  // A computer of no known level, an own seat that is a computer's, a bad table: no roster.
  EXPECT_FALSE(make_roster("tbl", kHost, "Ann", Variant::kStandard, -1, {LobbySeat::of(SeatKind::kPerson), LobbySeat::of(SeatKind::kComputer, "wizard")}, 0));
  EXPECT_FALSE(make_roster("tbl", kHost, "Ann", Variant::kStandard, -1, {LobbySeat::of(SeatKind::kPerson), LobbySeat::of(SeatKind::kComputer, "hard")}, 1));
  EXPECT_FALSE(make_roster("t b", kHost, "Ann", Variant::kStandard, -1, {LobbySeat::of(SeatKind::kPerson), LobbySeat::of(SeatKind::kPerson)}, 0));
  EXPECT_FALSE(make_roster("tbl", kHost, " ", Variant::kStandard, -1, {LobbySeat::of(SeatKind::kPerson), LobbySeat::of(SeatKind::kPerson)}, 0));
}

TEST(Lobby, AGuestTakesAnOpenSeatOnlyAndMayChangeIt) {
  Roster r = three_seats();
  const int open = r.seats[1].color;
  EXPECT_FALSE(seat_device(r, kGuest, "Bob", r.seats[0].color));  // taken
  EXPECT_FALSE(seat_device(r, kGuest, "Bob", r.seats[2].color));  // a computer's
  EXPECT_FALSE(seat_device(r, kGuest, "", open));                 // no name
  const uint32_t version = r.version;
  ASSERT_TRUE(seat_device(r, kGuest, "Bob", open));
  EXPECT_GT(r.version, version);
  EXPECT_EQ(r.seat_of(kGuest), open);
  EXPECT_TRUE(r.full());
  EXPECT_FALSE(seat_device(r, kThird, "Cy", open));
  ASSERT_TRUE(seat_device(r, kGuest, "Bobby", open));  // a new name, same seat
  EXPECT_EQ(r.seats[1].name, "Bobby");
  ASSERT_TRUE(seat_device(r, kGuest, "Bobby", -1));  // stands up
  EXPECT_EQ(r.seat_of(kGuest), -1);
  EXPECT_EQ(r.seats[1].kind, SeatKind::kOpen);
  fill_open_seats(r, "easy");
  EXPECT_EQ(r.seats[1].kind, SeatKind::kComputer);
  r.started = true;
  EXPECT_FALSE(seat_device(r, kThird, "Cy", -1));
}

TEST(Lobby, EachDeviceGetsItsOwnSeatInTheTableSetup) {
  Roster r = three_seats();
  ASSERT_TRUE(seat_device(r, kGuest, "Bob", r.seats[1].color));
  const TableSetup host = r.table_setup(kHost), guest = r.table_setup(kGuest), watcher = r.table_setup(kThird);
  EXPECT_EQ(host.own, r.seats[0].color);
  EXPECT_EQ(guest.own, r.seats[1].color);
  EXPECT_EQ(watcher.own, -1);
  ASSERT_EQ(guest.seats.size(), 3u);
  EXPECT_TRUE(guest.seats[1].human);
  EXPECT_EQ(guest.seats[2].bot, "medium");
  EXPECT_EQ(guest.variant, Variant::kExpert);
}

TEST(Lobby, MessagesGoThereAndBackAndBadOnesAreRefused) {
  Roster r = three_seats();
  ASSERT_TRUE(seat_device(r, kGuest, "Zoë", r.seats[1].color));
  const LobbyMessage roster = LobbyMessage::of(r);
  const std::string text = encode(roster);
  EXPECT_TRUE(is_lobby_text(text));
  const auto back = decode_lobby(text);
  ASSERT_TRUE(std::holds_alternative<LobbyMessage>(back)) << text;
  EXPECT_EQ(std::get<LobbyMessage>(back).roster, r);
  EXPECT_EQ(encode(std::get<LobbyMessage>(back)), text);

  const LobbyMessage hello = LobbyMessage::hello("tbl", kGuest, "Bob", 2);
  const auto hello_back = decode_lobby(encode(hello));
  ASSERT_TRUE(std::holds_alternative<LobbyMessage>(hello_back));
  EXPECT_EQ(std::get<LobbyMessage>(hello_back).seat, 2);
  EXPECT_EQ(std::get<LobbyMessage>(hello_back).device, kGuest);
  EXPECT_FALSE(std::get<LobbyMessage>(hello_back).ready);
  const auto ready_back = decode_lobby(encode(LobbyMessage::hello("tbl", kGuest, "Bob", 2, true)));
  ASSERT_TRUE(std::holds_alternative<LobbyMessage>(ready_back));
  EXPECT_TRUE(std::get<LobbyMessage>(ready_back).ready);
  std::string without = encode(hello);  // "ready" may be left out: false
  without.replace(without.find(",\"ready\":false"), std::string(",\"ready\":false").size(), "");
  const auto without_back = decode_lobby(without);
  ASSERT_TRUE(std::holds_alternative<LobbyMessage>(without_back)) << without;
  EXPECT_FALSE(std::get<LobbyMessage>(without_back).ready);
  std::string not_a_flag = encode(hello);
  not_a_flag.replace(not_a_flag.find("\"ready\":false"), std::string("\"ready\":false").size(), "\"ready\":1");
  EXPECT_TRUE(std::holds_alternative<DecodeError>(decode_lobby(not_a_flag)));

  auto refused = [](const std::string& t) { return std::holds_alternative<DecodeError>(decode_lobby(t)); };
  auto replaced = [&](std::string from, std::string to) {
    std::string t = text;
    t.replace(t.find(from), from.size(), to);
    return t;
  };
  EXPECT_FALSE(refused(text));
  EXPECT_TRUE(refused(replaced("\"medium\"", "\"wizard\"")));         // no such computer
  EXPECT_TRUE(refused(replaced(kGuest, kHost)));                      // a device in two seats
  EXPECT_TRUE(refused(replaced("\"Zoë\"", "\"Zo\\u0007\"")));          // a control character
  EXPECT_TRUE(refused(replaced("\"started\":false", "\"started\":0")));  // wrong type
  EXPECT_TRUE(refused(replaced("\"timer\":0", "\"timer\":90")));         // not a time a table may have
  EXPECT_TRUE(refused(replaced("\"epoch\":0", "\"epoch\":1")));         // a later epoch names its game's digest
  EXPECT_FALSE(refused(replaced("\"timer\":0", "\"timer\":120")));
  EXPECT_TRUE(refused(replaced("\"version\":", "\"extra\":1,\"version\":")));
  EXPECT_TRUE(refused("{\"v\":1,\"table\":\"tbl\",\"t\":\"hello\",\"device\":\"xyz\",\"name\":\"B\",\"seat\":\"\"}"));
  EXPECT_TRUE(refused("[1]"));
  EXPECT_TRUE(refused(std::string(kMaxMessageBytes + 1, ' ')));

  // What a device has applied of each seat's words (OnlineGame::ask_for_missed): six counts.
  const std::string have = encode(LobbyMessage::has("tbl", 2, {0, 7, 0, 12, 0, 0}));
  EXPECT_EQ(have, "{\"v\":1,\"table\":\"tbl\",\"t\":\"have\",\"epoch\":2,\"have\":[0,7,0,12,0,0]}");
  const auto have_back = decode_lobby(have);
  ASSERT_TRUE(std::holds_alternative<LobbyMessage>(have_back));
  EXPECT_EQ(std::get<LobbyMessage>(have_back).have[3], 12u);
  EXPECT_EQ(std::get<LobbyMessage>(have_back).epoch, 2u);
  auto have_with = [&](std::string counts) { return "{\"v\":1,\"table\":\"tbl\",\"t\":\"have\",\"epoch\":2,\"have\":" + counts + "}"; };
  EXPECT_FALSE(refused(have_with("[0,0,0,0,0,1073741824]")));
  EXPECT_TRUE(refused(have_with("[0,0,0,0,0,1073741825]")));  // beyond any sequence number
  EXPECT_TRUE(refused(have_with("[0,0,0,0,0]")));             // a count per color
  EXPECT_TRUE(refused(have_with("[0,0,0,0,0,-1]")));
  EXPECT_TRUE(refused(have_with("[0,0,0,0,0,1.5]")));
  EXPECT_TRUE(refused(have_with("7")));
  EXPECT_FALSE(is_lobby_text("{\"v\":1,\"t\":\"commit\"}"));
  EXPECT_FALSE(is_lobby_text("not json"));
}

// The creator sets the time per program before the start only; a seat given to a computer
// and taken back begins an epoch each, naming the game it goes on from.
TEST(Lobby, TheTimerIsSetBeforeTheStartAndEachChangeOfSeatsIsAnEpoch) {
  Roster r = three_seats();
  ASSERT_TRUE(seat_device(r, kGuest, "Zoë", r.seats[1].color));
  EXPECT_FALSE(set_timer(r, 90));
  EXPECT_TRUE(set_timer(r, 60));
  EXPECT_EQ(r.timer, 60);
  const Match game(standard_board(), {3, Variant::kExpert, Color(r.seats[0].color)});
  Digest digest{};
  digest[0] = 7;
  EXPECT_FALSE(stand_in(r, r.seats[1].color, "medium", game, digest)) << "not started";
  r.started = true;
  EXPECT_FALSE(set_timer(r, 120)) << "started";
  EXPECT_FALSE(stand_in(r, r.seats[1].color, "wizard", game, digest));
  ASSERT_TRUE(stand_in(r, r.seats[1].color, "medium", game, digest));
  EXPECT_EQ(r.epoch, 1u);
  EXPECT_EQ(r.seat_of(kGuest), -1);
  EXPECT_EQ(r.stood_in_for(kGuest), r.seats[1].color);
  EXPECT_EQ(r.table_setup(kGuest).id, r.table + "-1");
  EXPECT_EQ(epoch_of(r.table, r.table + "-1"), 1u);
  EXPECT_EQ(epoch_of(r.table, r.table), 0u);
  for (const std::string& other : {std::string("other-1"), r.table + "-", r.table + "-x", r.table + "1", r.table + "-1234567890"})
    EXPECT_FALSE(epoch_of(r.table, other)) << other;
  EXPECT_FALSE(r.table_setup(kHost).seats[1].human);
  const auto back = decode_lobby(encode(LobbyMessage::of(r)));
  ASSERT_TRUE(std::holds_alternative<LobbyMessage>(back));
  EXPECT_EQ(std::get<LobbyMessage>(back).roster, r);
  ASSERT_TRUE(take_back(r, kGuest, game, digest));
  EXPECT_EQ(r.epoch, 2u);
  EXPECT_EQ(r.seat_of(kGuest), r.seats[1].color);
  EXPECT_FALSE(take_back(r, kGuest, game, digest)) << "it is theirs already";
}

// A seat given mid-round (#46) stays in its epoch: the computer's seat names the round it was
// given in and the point it plays from, and the epoch's table still starts with the person
// there (Table::stand_in gives it from that point). Follow messages name a roster's digest.
// Every field goes there and back, and one that does not fit is refused.
TEST(Lobby, ASeatGivenMidRoundNamesItsPointAndStaysInItsEpoch) {
  Roster r = three_seats();
  ASSERT_TRUE(seat_device(r, kGuest, "Zoë", r.seats[1].color));
  EXPECT_FALSE(stand_in_from(r, r.seats[1].color, "medium", {2, 3, 1})) << "not started";
  r.started = true;
  const uint32_t version = r.version;
  ASSERT_TRUE(stand_in_from(r, r.seats[1].color, "medium", {2, 3, 1}));
  EXPECT_FALSE(stand_in_from(r, r.seats[1].color, "medium", {2, 3, 1})) << "a computer's already";
  EXPECT_EQ(r.epoch, 0u);
  EXPECT_EQ(r.version, version + 1);
  EXPECT_EQ(r.stood_in_for(kGuest), r.seats[1].color);
  EXPECT_EQ(r.speaker_seat(kGuest), r.seats[1].color) << "its words up to the point are still the table's";
  EXPECT_EQ(r.seats[1].given, 2);
  EXPECT_TRUE(r.table_setup(kHost).seats[1].human) << "the epoch's table starts with the person";
  EXPECT_EQ(r.table_setup(kGuest).own, -1);
  const std::string text = encode(LobbyMessage::of(r));
  EXPECT_NE(text.find("\"given\":2,\"since\":[2,3,1]"), std::string::npos) << text;
  const auto back = decode_lobby(text);
  ASSERT_TRUE(std::holds_alternative<LobbyMessage>(back)) << text;
  EXPECT_EQ(std::get<LobbyMessage>(back).roster, r);
  auto refused = [](const std::string& t) { return std::holds_alternative<DecodeError>(decode_lobby(t)); };
  auto replaced = [&](std::string from, std::string to) {
    std::string t = text;
    t.replace(t.find(from), from.size(), to);
    return t;
  };
  EXPECT_TRUE(refused(replaced("[2,3,1]", "[2,6,1]")));   // slots 0-4, or 5: every card out
  EXPECT_TRUE(refused(replaced("[2,3,1]", "[2,3]")));
  EXPECT_TRUE(refused(replaced("[2,3,1]", "[3,3,1]")));   // given in another round than its point's
  EXPECT_TRUE(refused(replaced("\"given\":2", "\"given\":0")));
  EXPECT_TRUE(refused(replaced(",\"given\":2", "")));   // a point without its round
  // A seat given at an epoch's start names its round too, and no point.
  Roster e = three_seats();
  ASSERT_TRUE(seat_device(e, kGuest, "Zoë", e.seats[1].color));
  e.started = true;
  const Match game(standard_board(), {3, Variant::kExpert, Color(e.seats[0].color)});
  ASSERT_TRUE(stand_in(e, e.seats[1].color, "medium", game, Digest{}));
  EXPECT_EQ(e.seats[1].given, 1);
  EXPECT_FALSE(e.seats[1].since);
  EXPECT_FALSE(e.table_setup(kHost).seats[1].human);
  const auto e_back = decode_lobby(encode(LobbyMessage::of(e)));
  ASSERT_TRUE(std::holds_alternative<LobbyMessage>(e_back));
  EXPECT_EQ(std::get<LobbyMessage>(e_back).roster, e);
  Digest said{};
  said[0] = 0xab;
  const std::string follow = encode(LobbyMessage::follows("tbl", said));
  EXPECT_EQ(follow, "{\"v\":1,\"table\":\"tbl\",\"t\":\"follow\",\"roster\":\"ab" + std::string(62, '0') + "\"}");
  const auto follow_back = decode_lobby(follow);
  ASSERT_TRUE(std::holds_alternative<LobbyMessage>(follow_back));
  EXPECT_EQ(std::get<LobbyMessage>(follow_back).kind, LobbyKind::kFollow);
  EXPECT_EQ(std::get<LobbyMessage>(follow_back).roster.digest, said);
  EXPECT_TRUE(refused("{\"v\":1,\"table\":\"tbl\",\"t\":\"follow\",\"roster\":\"ab\"}"));
  EXPECT_TRUE(refused("{\"v\":1,\"table\":\"tbl\",\"t\":\"follow\"}"));
}

TEST(Lobby, NamesAreCleaned) {
  EXPECT_EQ(clean_name("  Ann \t "), "Ann");
  EXPECT_EQ(clean_name("A\x01" "b\xff" "c"), "Abc");
  EXPECT_EQ(clean_name("Zoë"), "Zoë");
  EXPECT_EQ(clean_name(std::string(100, 'x')).size(), kMaxNameBytes);
  EXPECT_EQ(clean_name(std::string(39, 'x') + "ë").size(), 39u);  // never half a character
}

}  // namespace
}  // namespace rd
