// Online play's pieces one by one: the message format (every kind survives encoding and
// decoding exactly; every malformed message is a coded error, never a crash), hex, the
// commitment texts and the shared seed.
#include <gtest/gtest.h>

#include "commitment.h"
#include "message.h"
#include "names.h"
#include "online_support.h"
#include "shared_seed.h"

namespace rd {
namespace {

Digest digest_of(int n) { return openssl_sha256(std::to_string(n)); }
Bytes16 bytes16(uint8_t first) {
  Bytes16 b{};
  for (size_t i = 0; i < b.size(); ++i) b[i] = uint8_t(first + i * 17);
  return b;
}

Message envelope(MessageKind kind) {
  Message m;
  m.table = "t-Ab_9";
  m.from = kGreen;
  m.seq = 41;
  m.kind = kind;
  return m;
}

// One message of each kind, with every field set away from its default.
std::vector<Message> one_of_each() {
  std::vector<Message> all;
  Message commit = envelope(MessageKind::kCommit);
  commit.round = 3;
  for (int s = 0; s < kSlots; ++s) commit.hashes[size_t(s)] = digest_of(s);
  all.push_back(commit);
  Message timed = commit;  // locked by its player's device when their time ran out
  timed.timed = true;
  all.push_back(timed);
  Message reveal = envelope(MessageKind::kReveal);
  reveal.round = 2, reveal.slot = 5, reveal.card = dragon_of(kRed), reveal.salt = bytes16(7);
  all.push_back(reveal);
  Message seed_commit = envelope(MessageKind::kSeedCommit);
  seed_commit.round = 0, seed_commit.hash = digest_of(9);
  all.push_back(seed_commit);
  Message seed_reveal = envelope(MessageKind::kSeedReveal);
  seed_reveal.round = 12, seed_reveal.share = bytes16(200), seed_reveal.salt = bytes16(3), seed_reveal.commits = digest_of(5);
  all.push_back(seed_reveal);
  Message check = envelope(MessageKind::kCheck);
  check.round = 1, check.digest = digest_of(77);
  all.push_back(check);
  // Choices: every decision, expert spots (negative and large), a stone removal.
  const std::vector<Choice> choices = {Choice::stone(26),        Choice::stone_at(-1234, 32767), Choice::pick_plank(35),
                                       Choice::span(0, 32),      Choice::take_plank(4),          Choice::take_stone(17),
                                       Choice::move(Decision::kMove1, 7), Choice::move(Decision::kMove2, 9, 3),
                                       Choice::jump(12, 5),      Choice(Decision::kStone, -1, -1, -32768, 5)};
  for (size_t i = 0; i < choices.size(); ++i) {
    Message choice = envelope(MessageKind::kChoice);
    choice.step = uint32_t(i * 1000);
    choice.choice = choices[i];
    all.push_back(choice);
  }
  return all;
}

TEST(OnlineMessage, EveryKindSurvivesEncodingAndDecodingExactly) {
  for (const Message& m : one_of_each()) {
    const std::string text = encode(m);
    EXPECT_LE(text.size(), kMaxMessageBytes);
    const auto back = decode(text);
    ASSERT_TRUE(std::holds_alternative<Message>(back)) << text << ": " << decode_code_name(std::get<DecodeError>(back).code);
    EXPECT_EQ(std::get<Message>(back), m) << text;
    EXPECT_EQ(encode(std::get<Message>(back)), text);
  }
}

TEST(OnlineMessage, TheFormatIsAsDocumented) {
  Message m = envelope(MessageKind::kReveal);
  m.round = 2, m.slot = 1, m.card = kStone1, m.salt = Bytes16{};
  EXPECT_EQ(encode(m), R"({"v":1,"table":"t-Ab_9","from":"green","seq":41,"t":"reveal","round":2,"slot":1,"card":"stone1",)"
                       R"("salt":"00000000000000000000000000000000"})");
  Message c = envelope(MessageKind::kChoice);
  c.step = 3, c.choice = Choice::stone_at(150, -20);
  EXPECT_EQ(encode(c), R"({"v":1,"table":"t-Ab_9","from":"green","seq":41,"t":"choice","step":3,)"
                       R"("choice":{"decision":"stone","a":-1,"b":-1,"x":150,"y":-20,"remove":"plank"}})");
}

// The decoder's verdict on a text: "ok", or the code and field.
std::string verdict(std::string_view text) {
  const auto d = decode(text);
  if (std::holds_alternative<Message>(d)) return "ok";
  const DecodeError& e = std::get<DecodeError>(d);
  return std::string(decode_code_name(e.code)) + (e.field.empty() ? "" : " " + e.field);
}

// A valid message's JSON with one field replaced (or removed, for a null value).
std::string with(const Message& m, const std::string& key, const nlohmann::json& value) {
  nlohmann::json j = nlohmann::json::parse(encode(m));
  if (value.is_null()) j.erase(key);
  else j[key] = value;
  return j.dump();
}

TEST(OnlineMessage, EveryMissingOrMistypedFieldIsACodedError) {
  for (const Message& m : one_of_each()) {
    const nlohmann::json j = nlohmann::json::parse(encode(m));
    for (const auto& [key, value] : j.items()) {
      SCOPED_TRACE(encode(m) + " / " + key);
      // "timed" is the one field written only when true: without it, the commit is an ordinary one.
      EXPECT_EQ(verdict(with(m, key, nullptr)), key == "timed" ? "ok" : "MissingField " + key);
      // A number where text is expected and text where a number is, an array for an object...
      const nlohmann::json wrong = value.is_string() ? nlohmann::json(1) : value.is_number() || value.is_boolean() ? nlohmann::json("1")
                                                                                             : nlohmann::json(true);
      EXPECT_EQ(verdict(with(m, key, wrong)), key == "v" ? "WrongType v" : "WrongType " + key);
    }
    EXPECT_EQ(verdict(with(m, "extra", 1)), "UnexpectedField extra");
  }
}

TEST(OnlineMessage, BadValuesAreCodedErrors) {
  const std::vector<Message> all = one_of_each();
  const Message& commit = all[0];
  const Message& reveal = all[2];
  const Message& seed_commit = all[3];
  const Message& choice = all[6];
  EXPECT_EQ(verdict(with(commit, "timed", true)), "ok");
  EXPECT_EQ(verdict(with(commit, "timed", false)), "OutOfRange timed");  // written only when true
  EXPECT_EQ(verdict(with(commit, "timed", 1)), "WrongType timed");
  EXPECT_EQ(verdict(with(reveal, "timed", true)), "UnexpectedField timed");
  EXPECT_EQ(verdict(with(reveal, "v", 2)), "WrongVersion v");
  EXPECT_EQ(verdict(with(reveal, "v", 1.0)), "WrongType v");
  EXPECT_EQ(verdict(with(reveal, "t", "shout")), "UnknownKind t");
  EXPECT_EQ(verdict(with(reveal, "table", "")), "BadTableId table");
  EXPECT_EQ(verdict(with(reveal, "table", "a b")), "BadTableId table");
  EXPECT_EQ(verdict(with(reveal, "table", std::string(65, 'a'))), "BadTableId table");
  EXPECT_EQ(verdict(with(reveal, "from", "white")), "UnknownColor from");
  EXPECT_EQ(verdict(with(reveal, "seq", -1)), "OutOfRange seq");
  EXPECT_EQ(verdict(with(reveal, "seq", 1.5)), "WrongType seq");
  EXPECT_EQ(verdict(with(reveal, "seq", 18446744073709551615ull)), "OutOfRange seq");
  EXPECT_EQ(verdict(with(reveal, "round", 0)), "OutOfRange round");  // round 0 is only for the first player's seed
  EXPECT_EQ(verdict(with(seed_commit, "round", 0)), "ok");
  EXPECT_EQ(verdict(with(reveal, "round", kMaxMessageRound + 1)), "OutOfRange round");
  EXPECT_EQ(verdict(with(reveal, "slot", 0)), "OutOfRange slot");
  EXPECT_EQ(verdict(with(reveal, "slot", 6)), "OutOfRange slot");
  EXPECT_EQ(verdict(with(reveal, "card", "dragon-white")), "UnknownCard card");
  EXPECT_EQ(verdict(with(reveal, "salt", "00")), "BadHex salt");
  EXPECT_EQ(verdict(with(reveal, "salt", std::string(32, 'A'))), "BadHex salt");  // lowercase only
  EXPECT_EQ(verdict(with(reveal, "salt", std::string(31, '0') + "g")), "BadHex salt");
  EXPECT_EQ(verdict(with(seed_commit, "hash", std::string(62, '0'))), "BadHex hash");
  EXPECT_EQ(verdict(with(commit, "hashes", nlohmann::json::array({to_hex(digest_of(1))}))), "OutOfRange hashes");
  EXPECT_EQ(verdict(with(commit, "hashes", nlohmann::json::array({1, 2, 3, 4, 5}))), "WrongType hashes");
  nlohmann::json hashes = nlohmann::json::parse(encode(commit))["hashes"];
  hashes[4] = "xyz";
  EXPECT_EQ(verdict(with(commit, "hashes", hashes)), "BadHex hashes");
  // Inside a choice.
  nlohmann::json c = nlohmann::json::parse(encode(choice))["choice"];
  const auto choice_with = [&](const std::string& key, const nlohmann::json& value) {
    nlohmann::json d = c;
    if (value.is_null()) d.erase(key);
    else d[key] = value;
    return with(choice, "choice", d);
  };
  EXPECT_EQ(verdict(choice_with("decision", "program")), "UnknownDecision choice.decision");
  EXPECT_EQ(verdict(choice_with("decision", "reveal")), "UnknownDecision choice.decision");
  EXPECT_EQ(verdict(choice_with("a", -2)), "OutOfRange choice.a");
  EXPECT_EQ(verdict(choice_with("b", 128)), "OutOfRange choice.b");
  EXPECT_EQ(verdict(choice_with("x", 32768)), "OutOfRange choice.x");
  EXPECT_EQ(verdict(choice_with("y", "0")), "WrongType choice.y");
  EXPECT_EQ(verdict(choice_with("remove", "pawn")), "OutOfRange choice.remove");
  EXPECT_EQ(verdict(choice_with("remove", nullptr)), "MissingField choice.remove");
  EXPECT_EQ(verdict(choice_with("z", 0)), "UnexpectedField choice.z");
  EXPECT_EQ(verdict(with(choice, "choice", 7)), "WrongType choice");
  EXPECT_EQ(verdict(with(choice, "step", kMaxMessageCount + 1ull)), "OutOfRange step");
}

TEST(OnlineMessage, TextThatIsNoMessageIsACodedError) {
  EXPECT_EQ(verdict(""), "NotJson");
  EXPECT_EQ(verdict("{"), "NotJson");
  EXPECT_EQ(verdict("{\"v\":1,}"), "NotJson");
  EXPECT_EQ(verdict("\xff\xfe"), "NotJson");
  EXPECT_EQ(verdict("{\"table\":\"\xc3\x28\"}"), "NotJson");  // not UTF-8
  EXPECT_EQ(verdict("[1,2]"), "NotAnObject");
  EXPECT_EQ(verdict("17"), "NotAnObject");
  EXPECT_EQ(verdict("{}"), "MissingField v");
  // Too long: refused before parsing, even if it were a message.
  std::string padded = encode(one_of_each()[1]);
  padded.insert(padded.size() - 1, std::string(kMaxMessageBytes, ' '));
  EXPECT_EQ(verdict(padded), "TooLong");
  EXPECT_EQ(verdict(std::string(kMaxMessageBytes + 1, '{')), "TooLong");
  std::string fits = encode(one_of_each()[1]);
  fits.insert(fits.size() - 1, std::string(kMaxMessageBytes - fits.size(), ' '));
  EXPECT_EQ(fits.size(), kMaxMessageBytes);
  EXPECT_EQ(verdict(fits), "ok");
}

TEST(OnlineHex, OneSpellingPerValue) {
  const Bytes16 b = bytes16(0xf0);
  EXPECT_EQ(to_hex(b).size(), 32u);
  EXPECT_EQ(from_hex<16>(to_hex(b)), b);
  EXPECT_EQ(to_hex(std::array<uint8_t, 2>{0x0a, 0xff}), "0aff");
  EXPECT_FALSE(from_hex<2>("0AFF"));
  EXPECT_FALSE(from_hex<2>("0af"));
  EXPECT_FALSE(from_hex<2>("0aff0"));
  EXPECT_FALSE(from_hex<2>("0a f"));
}

TEST(OnlineCommitment, TheTextIsFixedAndBindsEveryField) {
  const Bytes16 salt = bytes16(1);
  EXPECT_EQ(slot_commitment_text("tbl", 3, kBlue, 2, kMove2, salt),
            "river-dragons-commit/1\ntable tbl\nround 3\nseat blue\nslot 2\ncard move2\nsalt " + to_hex(salt) + "\n");
  EXPECT_EQ(share_commitment_text("tbl", 0, kPink, salt, bytes16(2)),
            "river-dragons-share/1\ntable tbl\nround 0\nseat pink\nshare " + to_hex(salt) + "\nsalt " + to_hex(bytes16(2)) + "\n");
  const Digest base = slot_commitment(openssl_sha256, "tbl", 3, kBlue, 2, kMove2, salt);
  EXPECT_EQ(base, openssl_sha256(slot_commitment_text("tbl", 3, kBlue, 2, kMove2, salt)));
  // Change any one thing and the hash changes.
  EXPECT_NE(base, slot_commitment(openssl_sha256, "tbm", 3, kBlue, 2, kMove2, salt));
  EXPECT_NE(base, slot_commitment(openssl_sha256, "tbl", 4, kBlue, 2, kMove2, salt));
  EXPECT_NE(base, slot_commitment(openssl_sha256, "tbl", 3, kRed, 2, kMove2, salt));
  EXPECT_NE(base, slot_commitment(openssl_sha256, "tbl", 3, kBlue, 3, kMove2, salt));
  EXPECT_NE(base, slot_commitment(openssl_sha256, "tbl", 3, kBlue, 2, kMove1, salt));
  EXPECT_NE(base, slot_commitment(openssl_sha256, "tbl", 3, kBlue, 2, kMove2, bytes16(2)));
}

TEST(OnlineSharedSeed, TheSeedComesWithTheLastShareAndOnlyFromMatchingOnes) {
  const uint8_t humans = uint8_t(1u << kPink | 1u << kBlack);
  SharedSeed seed(humans);
  EXPECT_FALSE(seed.takes(kRed));
  const Bytes16 pink = bytes16(10), black = bytes16(20), salt = bytes16(30);
  seed.commit(kPink, share_commitment(openssl_sha256, "t", 1, kPink, pink, salt));
  EXPECT_FALSE(seed.all_committed());
  seed.commit(kBlack, share_commitment(openssl_sha256, "t", 1, kBlack, black, salt));
  EXPECT_TRUE(seed.all_committed());
  EXPECT_FALSE(seed.reveal(openssl_sha256, "t", 1, kPink, black, salt));  // not pink's share
  EXPECT_FALSE(seed.reveal(openssl_sha256, "t", 2, kPink, pink, salt));   // another round's
  EXPECT_FALSE(seed.revealed(kPink));
  EXPECT_TRUE(seed.reveal(openssl_sha256, "t", 1, kPink, pink, salt));
  EXPECT_FALSE(seed.seed());
  EXPECT_TRUE(seed.reveal(openssl_sha256, "t", 1, kBlack, black, salt));
  ASSERT_TRUE(seed.seed());
  // The first 8 bytes, big-endian, of SHA-256 over the shares in seating order.
  std::string both(reinterpret_cast<const char*>(pink.data()), 16);
  both.append(reinterpret_cast<const char*>(black.data()), 16);
  const Digest d = openssl_sha256(both);
  uint64_t expected = 0;
  for (int i = 0; i < 8; ++i) expected = expected << 8 | d[size_t(i)];
  EXPECT_EQ(*seed.seed(), expected);
}

}  // namespace
}  // namespace rd
