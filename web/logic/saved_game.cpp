#include "saved_game.h"

#include <nlohmann/json.hpp>

#include "event_words.h"
#include "problem_words.h"
#include "text.h"

namespace rdweb {

using nlohmann::json;

std::string saved_game_text(const Session& session) {
  GameConfig setup = session.config();
  setup.seed = 0;                  // the seed the game was started with is kept whole, as a string
  setup.speed = session.speed();   // the speed chosen since
  // An online game's first player was drawn by the table's shared seed, not from `seed`: named.
  if (session.online()) setup.first = session.match().setup().first;
  nlohmann::ordered_json saved = {{"format", kSavedFormat},
                                  {"setup", to_query(setup)},
                                  {"seed", std::to_string(session.seed())},
                                  {"record", session.match().record()}};
  return saved.dump();
}

namespace {

// A string field, or null when it is missing or not a string.
const json* string_field(const json& doc, const char* key) {
  const auto it = doc.find(key);
  return it != doc.end() && it->is_string() ? &*it : nullptr;
}

Said refusal(Said why) { return said(Text::kSavedCannotResume, {{"why", std::move(why)}}); }

}  // namespace

std::variant<std::unique_ptr<Session>, Said> resume_saved_game(const std::string& saved, Clock clock) {
  const json doc = json::parse(saved, nullptr, false);  // no exception: a discarded value on bad JSON
  if (doc.is_discarded()) return refusal(said(Text::kSavedNotJson));
  if (!doc.is_object()) return refusal(said(Text::kSavedNotAGame));
  for (const char* key : {"format", "setup", "seed"})
    if (!string_field(doc, key)) return refusal(said(Text::kSavedMissing, {{"key", key}}));
  const std::string saved_format = doc["format"].get<std::string>();
  if (saved_format != kSavedFormat) return refusal(said(Text::kSavedUnknownFormat, {{"format", saved_format.substr(0, 40)}}));
  const ParsedConfig setup = parse_config(doc["setup"].get<std::string>(), GameConfig{});
  if (setup.error || !setup.start_now) return refusal(said(Text::kSavedBadSetup));
  const std::string seed_text = doc["seed"].get<std::string>();
  char* end = nullptr;
  const uint64_t seed = std::strtoull(seed_text.c_str(), &end, 10);
  if (seed_text.empty() || *end || seed_text[0] == '-') return refusal(said(Text::kSavedBadSeed));
  if (!doc.contains("record")) return refusal(said(Text::kSavedNoRecord));
  auto played = rd::replay_record(rd::standard_board(), doc["record"].dump());
  if (auto* why = std::get_if<rd::Problem>(&played))
    return refusal(said(Text::kSavedBrokenRecord, {{"why", problem_said(*why)}}));
  const rd::Match& match = std::get<rd::Match>(played);
  if (match.setup().players != setup.config.players || match.setup().variant != setup.config.variant ||
      match.setup().first != first_player(setup.config, seed))
    return refusal(said(Text::kSavedMismatch));
  auto session = std::make_unique<Session>(setup.config, seed, clock);
  if (rd::Refusal why = session->restore(match.history()))
    return refusal(said(Text::kSavedBrokenRecord, {{"why", refusal_said(why)}}));
  return session;
}

}  // namespace rdweb
