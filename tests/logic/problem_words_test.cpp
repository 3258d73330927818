// A broken record or link, and the rules' refusals, in the player's language (issue #12 §1):
// the core gives codes and values, the page words them from the language files.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "link.h"
#include "problem_words.h"
#include "refusal.h"
#include "seeded_game.h"
#include "text.h"

namespace {

using nlohmann::json;
using rdweb::Language;

// A finished two-player game's record (seeded, so always the same game).
json seeded_record() {
  const auto spec = std::get<rd::GameSpec>(rd::parse_game_spec("2 standard 4 12 random,medium"));
  return json::parse(std::get<rd::Match>(rd::play_seeded_game(spec)).record_text());
}

std::string problem_in(Language language, const std::string& record_text) {
  auto read = rd::replay_record(rd::standard_board(), record_text);
  EXPECT_TRUE(std::holds_alternative<rd::Problem>(read)) << "the record should be refused";
  if (!std::holds_alternative<rd::Problem>(read)) return "";
  rdweb::set_language(language);
  std::string words = rdweb::problem_text(std::get<rd::Problem>(read));
  rdweb::set_language(Language::kEnglish);
  return words;
}

}  // namespace

TEST(ProblemWords, ABrokenRecordIsToldInThePlayersLanguageWithItsPlace) {
  json record = seeded_record();
  json& action = record["rounds"][1]["actions"][2];
  action["events"] = json::array({{{"e", "stone"}, {"at", "I99"}}});
  const std::string player = action["player"].get<std::string>();
  const int color = *rd::parse_color(player);
  const std::string slot = action["slot"].dump();

  auto color_in = [&](Language language) { return std::string(rdweb::text_in(language, rdweb::Text(int(rdweb::Text::kPink) + color))); };
  const std::string english = problem_in(Language::kEnglish, record.dump());
  EXPECT_EQ(english.rfind("round 2, slot " + slot + ", " + color_in(Language::kEnglish), 0), 0u) << english;
  const std::string french = problem_in(Language::kFrench, record.dump());
  EXPECT_EQ(french.rfind("tour 2, position " + slot + ", " + color_in(Language::kFrench), 0), 0u) << french;
  const std::string italian = problem_in(Language::kItalian, record.dump());
  EXPECT_EQ(italian.rfind("turno 2, posizione " + slot + ", " + color_in(Language::kItalian), 0), 0u) << italian;
  for (const std::string& words : {french, italian}) {
    EXPECT_EQ(words.find("round"), std::string::npos) << words;
    EXPECT_EQ(words.find("slot"), std::string::npos) << words;
  }
}

// Issue #23 §6: what the record says is told in words, never its JSON.
TEST(ProblemWords, TheRecordsEventsAreToldInWords) {
  json record = seeded_record();
  std::string first;  // the first stone's island, given again to the next stone
  for (json& round : record["rounds"])
    for (json& action : round["actions"])
      for (json& event : action["events"]) {
        if (event["e"] != "stone") continue;
        if (first.empty()) {
          first = event["at"].get<std::string>();
          continue;
        }
        event["at"] = first;
        const std::string number = first.substr(1);
        const std::string en = problem_in(Language::kEnglish, record.dump());
        EXPECT_NE(en.find("the record says a stone on island " + number + ", which the rules refuse: that island already has a stone"), std::string::npos) << en;
        const std::string fr = problem_in(Language::kFrench, record.dump());
        EXPECT_NE(fr.find("l’historique indique une pierre sur l’île " + number + ", ce que les règles refusent"), std::string::npos) << fr;
        const std::string it = problem_in(Language::kItalian, record.dump());
        EXPECT_NE(it.find("il registro indica una pietra posata (l’isola " + number + ")"), std::string::npos) << it;
        for (const std::string& words : {en, fr, it}) EXPECT_EQ(words.find_first_of("{}\""), std::string::npos) << words;
        return;
      }
  FAIL() << "no two stones in that game";
}

TEST(ProblemWords, AChangedProgramCardAndAFileThatIsNoRecordAreToldInWords) {
  json record = seeded_record();
  json& program = record["rounds"][0]["programs"]["pink"];
  std::swap(program[0], program[4]);
  const std::string italian = problem_in(Language::kItalian, record.dump());
  EXPECT_NE(italian.find("posizione 1, Rosa: il programma di Rosa ha "), std::string::npos) << italian;
  EXPECT_EQ(problem_in(Language::kFrench, R"({"name": "courses", "items": [1, 2]})"),
            "ce fichier n’est pas un historique de partie de River Dragons");
}

TEST(ProblemWords, TheRulesRefusalInsideAProblemIsTranslatedToo) {
  json record = seeded_record();
  record["rounds"][0]["programs"]["pink"] = {"dragon-black", "move1", "move1", "jump", "remove"};
  const std::string italian = problem_in(Language::kItalian, record.dump());
  EXPECT_EQ(italian, "turno 1: programma di Rosa: due volte la stessa carta (servono cinque carte diverse)");
}

TEST(ProblemWords, ALinkThatIsNoLinkIsToldInEachLanguage) {
  auto read = rd::decode_link(rd::standard_board(), "hello");
  ASSERT_TRUE(std::holds_alternative<rd::Problem>(read));
  const rd::Problem problem = std::get<rd::Problem>(read);
  std::set<std::string> said;
  for (Language language : {Language::kEnglish, Language::kFrench, Language::kItalian}) {
    rdweb::set_language(language);
    said.insert(rdweb::problem_text(problem));
  }
  rdweb::set_language(Language::kEnglish);
  EXPECT_EQ(said.size(), 3u) << "three languages, three sentences";
  EXPECT_TRUE(said.count("Ce n’est pas un lien de partie River Dragons."));
}

TEST(ProblemWords, EveryRefusalAndProblemIsTranslated) {
  for (Language language : {Language::kFrench, Language::kItalian})
    for (int i = int(rdweb::Text::kRefuseNotBetweenRounds); i < int(rdweb::Text::kCount); ++i)
      EXPECT_STRNE(rdweb::text_in(language, rdweb::Text(i)), rdweb::text_in(Language::kEnglish, rdweb::Text(i)))
          << rdweb::text_key(rdweb::Text(i)) << " is English in " << int(language);
}

TEST(ProblemWords, ARefusalIsWordedByItsCode) {
  rdweb::set_language(Language::kFrench);
  EXPECT_EQ(rdweb::refusal_text(rd::refusal::kGameOver), "la partie est terminée");
  EXPECT_EQ(rdweb::refusal_text(rd::refusal::kNone), "");
  EXPECT_EQ(rdweb::words(rdweb::refusal_said(rdweb::Text::kTutorialNotThis)), rdweb::text(rdweb::Text::kTutorialNotThis));
  EXPECT_EQ(rdweb::words(rdweb::refusal_said(rdweb::Refused())), "");
  rdweb::set_language(Language::kEnglish);
}

// A message is a value (said.h, #48 §3): equal when it would say the same in every language,
// and worded in the language of the moment it is shown.
TEST(Said, MessagesAreValuesWordedWhenShown) {
  using rdweb::Said;
  using rdweb::Text;
  const Said copied = rdweb::said(Text::kLinkCopied);
  const Said failed = rdweb::said(Text::kOpenFailed, {{"file", "a.json"}, {"why", rdweb::said(Text::kSavedNotJson)}});
  EXPECT_FALSE(Said());
  EXPECT_TRUE(copied);
  EXPECT_EQ(copied, rdweb::said(Text::kLinkCopied));
  EXPECT_NE(copied, Said());
  EXPECT_EQ(failed, rdweb::said(Text::kOpenFailed, {{"file", "a.json"}, {"why", rdweb::said(Text::kSavedNotJson)}}));
  EXPECT_NE(failed, rdweb::said(Text::kOpenFailed, {{"file", "b.json"}, {"why", rdweb::said(Text::kSavedNotJson)}}));
  EXPECT_NE(failed, rdweb::said(Text::kOpenFailed, {{"file", "a.json"}, {"why", rdweb::said(Text::kSavedNotAGame)}}));
  EXPECT_NE(rdweb::lines({copied, failed}), rdweb::listed({copied, failed})) << "the same parts, another shape";
  const std::string english = failed.words();
  rdweb::set_language(Language::kFrench);
  const std::string french = failed.words();
  rdweb::set_language(Language::kEnglish);
  EXPECT_NE(english, french);
  EXPECT_NE(english.find("a.json"), std::string::npos);
  EXPECT_NE(french.find("a.json"), std::string::npos);
  EXPECT_EQ(rdweb::lines({copied, Said(), failed}).words(), copied.words() + "\n" + english) << "empty lines left out";
}
