#include "saved_game.h"

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "names.h"

namespace rdweb {

using nlohmann::json;

std::string saved_game_text(const Session& session) {
  GameConfig setup = session.config();
  setup.seed = 0;  // the seed the game was started with is kept whole, as a string
  json saved = {{"format", kSavedFormat},
                {"setup", to_query(setup)},
                {"seed", std::to_string(session.seed())},
                {"record", json::parse(session.match().record_text(-1))}};
  return saved.dump();
}

namespace {

std::string read_string(const json& doc, const char* key) {
  if (!doc.contains(key) || !doc[key].is_string()) throw std::invalid_argument(std::string("\"") + key + "\" is missing");
  return doc[key].get<std::string>();
}

}  // namespace

std::variant<std::unique_ptr<Session>, std::string> resume_saved_game(const std::string& text, Clock clock) {
  const std::string intro = "The saved game could not be resumed: ";
  json doc;
  try {
    doc = json::parse(text);
    if (!doc.is_object()) return intro + "it is not a saved game.";
    const std::string format = read_string(doc, "format");
    if (format != kSavedFormat) return intro + "it was saved in an unknown format (" + format + ").";
    const ParsedConfig setup = parse_config(read_string(doc, "setup"), GameConfig{});
    if (!setup.error.empty() || !setup.start_now) return intro + "its setup is damaged.";
    const std::string seed_text = read_string(doc, "seed");
    char* end = nullptr;
    const uint64_t seed = std::strtoull(seed_text.c_str(), &end, 10);
    if (seed_text.empty() || *end || seed_text[0] == '-') return intro + "its seed is damaged.";
    if (!doc.contains("record")) return intro + "it holds no record.";
    auto played = rd::replay_record(rd::standard_board(), doc["record"].dump());
    if (auto* why = std::get_if<std::string>(&played)) return intro + "its record is broken (" + *why + ").";
    const rd::Match& match = std::get<rd::Match>(played);
    const rd::State& s = match.state();
    if (s.players() != setup.config.players || s.variant() != setup.config.variant)
      return intro + "its setup does not match its record.";
    if (match.record()["first"] != rd::color_name(first_player(setup.config, seed)))
      return intro + "its setup does not match its record.";
    auto session = std::make_unique<Session>(setup.config, seed, clock);
    if (const char* why = session->restore(match.history())) return intro + why;
    return session;
  } catch (const std::exception& e) {
    return intro + "it is damaged (" + e.what() + ").";
  }
}

}  // namespace rdweb
