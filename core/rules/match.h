// A game in progress together with its record (RULES.md §8): the State plus the
// readable event log that doubles as the save and replay format.
#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "problem.h"
#include "state.h"

namespace rd {

constexpr std::string_view kRecordFormat = "river-dragons-record/1";

class Match {
 public:
  Match(const Board& board, const Setup& setup);

  const State& state() const { return state_; }
  // The game as the current round began, before any program was locked (for bots that
  // model what the rivals programmed: Bot::round_began).
  const State& round_start() const { return round_start_; }
  // How the game was set up (its first player is round 1's).
  const Setup& setup() const { return setup_; }
  // Apply a choice / lock a program; refusal::kNone on success, else why nothing changed.
  [[nodiscard]] Refusal apply(const Choice& choice);
  [[nodiscard]] Refusal lock_program(int color, const Program& program);
  // What the last successful apply or lock_program made happen, in order.
  const Events& last_events() const { return events_; }

  // Every choice made, in order (OpenSpiel's action history): a lock is a kProgram choice
  // with the color that locked it. Replaying these on a new Match gives the same game.
  struct Step {
    int color;  // who chose
    Choice choice;
    bool operator==(const Step& o) const { return color == o.color && choice == o.choice; }
  };
  const std::vector<Step>& history() const { return history_; }
  // Applies a step of a history (a lock or a choice); refusal::kNone, or why nothing changed.
  [[nodiscard]] Refusal apply(const Step& step);
  // The same on a bare State (no record): for replaying a history quickly.
  [[nodiscard]] static Refusal apply_to(State& state, const Step& step, Events* events);

  const nlohmann::ordered_json& record() const { return record_; }
  std::string record_text(int indent = 1) const { return record_.dump(indent); }
  std::string event_text(const Event& event) const { return event_json(event).dump(); }

 private:
  void write(const Events& events);
  nlohmann::ordered_json event_json(const Event& event) const;
  void add_program(nlohmann::ordered_json& round, int color) const;

  Setup setup_;
  State state_;
  State round_start_;
  nlohmann::ordered_json record_;
  Events events_;
  std::vector<Step> history_;
};

// Reads a record and replays it through the engine: the match, or why the record is
// broken and where (round, slot, player). Never half-applies.
[[nodiscard]] std::variant<Match, Problem> replay_record(const Board& board, std::string_view text);

}  // namespace rd
