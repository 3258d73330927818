// Game setup from links (web/logic/game_config.h): every parameter, bad values explained,
// and the remembered setup written back as a link that reads the same.
#include <gtest/gtest.h>

#include "game_config.h"

namespace rdweb {
namespace {

TEST(GameConfig, AFullLinkStartsTheGameItNames) {
  const ParsedConfig p = parse_config("?seats=human,ai-medium,ai-hard&variant=expert&first=red&seed=7&speed=instant", {});
  EXPECT_FALSE(p.error) << words(p.error);
  EXPECT_TRUE(p.start_now);
  EXPECT_EQ(p.config.players, 3);
  EXPECT_TRUE(p.config.seats[0].human);
  EXPECT_EQ(p.config.seats[2].bot, "hard");
  EXPECT_EQ(p.config.variant, rd::Variant::kExpert);
  EXPECT_EQ(p.config.first, rd::kRed);
  EXPECT_EQ(p.config.seed, 7u);
  EXPECT_EQ(p.config.speed, Speed::kInstant);
}

TEST(GameConfig, ALinkReadsBackTheSame) {
  const ParsedConfig p = parse_config("seats=ai-easy,human,ai-greedy,ai-random&variant=standard&first=blue&seed=42&speed=fast", {});
  const ParsedConfig again = parse_config(to_query(p.config), {});
  EXPECT_EQ(to_query(again.config), to_query(p.config));
  EXPECT_EQ(again.config.first, rd::kBlue);
}

TEST(GameConfig, BadParametersAreExplainedAndNothingStarts) {
  const struct {
    const char* query;
    const char* says;
  } cases[] = {
      {"seats=human", "2 to 6 seats"},
      {"seats=human,ai-genius", "'ai-genius' is not a seat"},
      {"seats=human,human&variant=hard", "variant: 'hard'"},
      {"seats=human,human&seed=-3", "seed: '-3'"},
      {"seats=human,human&seed=12x", "seed: '12x'"},
      {"seats=human,human&speed=warp", "speed: 'warp'"},
      {"seats=human,human&first=red", "first: 'red' is not a color in play"},
      {"seats=human,human&colour=red", "'colour' is not a setting"},
  };
  for (const auto& c : cases) {
    const ParsedConfig p = parse_config(c.query, {});
    EXPECT_FALSE(p.start_now) << c.query;
    EXPECT_NE(words(p.error).find(c.says), std::string::npos) << c.query << " -> " << words(p.error);
  }
}

TEST(GameConfig, BadValuesKeepTheBaseSetup) {
  GameConfig base;
  base.variant = rd::Variant::kExpert;
  base.seed = 9;
  const ParsedConfig p = parse_config("variant=nope&seed=abc&%zz=1", base);
  EXPECT_EQ(p.config.variant, rd::Variant::kExpert);
  EXPECT_EQ(p.config.seed, 9u);
  EXPECT_TRUE(p.error);
}

}  // namespace
}  // namespace rdweb

namespace rdweb {
namespace {

// The page reads its remembered setup (localStorage) with parse_config over the defaults:
// whatever is stored there, the page starts with a usable setup and never starts a game.
TEST(GameConfig, ACorruptRememberedSetupFallsBackToTheDefaults) {
  for (const char* stored : {"", "%%%", "seats=human,ai-medium&variant=", "\xff\xfe{\"json\":1}", "seats=,,,,,,,,&first=pink"}) {
    const ParsedConfig p = parse_config(stored, GameConfig{});
    EXPECT_GE(p.config.players, 2) << stored;
    EXPECT_LE(p.config.players, 6) << stored;
    const ParsedConfig again = parse_config(to_query(p.config), GameConfig{});
    EXPECT_FALSE(again.error) << stored << " -> " << words(again.error);
  }
}

}  // namespace
}  // namespace rdweb

namespace rdweb {
namespace {

TEST(LinkFragment, ThePointIsReadStrictly) {
  EXPECT_EQ(parse_link_fragment("#rd1.abc").link, "rd1.abc");
  EXPECT_EQ(parse_link_fragment("rd1.abc").point, 0);
  EXPECT_EQ(parse_link_fragment("#rd1.abc&at=25").point, 25);
  EXPECT_EQ(parse_link_fragment("#rd1.abc&at=25").link, "rd1.abc");
  for (const char* bad : {"#rd1.abc&at=", "#rd1.abc&at=x", "#rd1.abc&at=-4", "#rd1.abc&at=3x"})
    EXPECT_EQ(parse_link_fragment(bad).point, 0) << bad;
  EXPECT_EQ(parse_link_fragment("#rd1.abc&at=99999999999999999999999").point, 1 << 30) << "clamped, no overflow";
}

}  // namespace
}  // namespace rdweb
