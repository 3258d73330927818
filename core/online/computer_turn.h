// A computer's decision at an online table, as a question any engine can answer: the
// page's thinking worker answers it (issue #20, #21 §3), so that a searching computer
// never holds up the page while every device still makes the same decision.
//
// It holds only what every device holds (table.h): the record (whole rounds: the game at
// this round's start), the cards of this round turned over so far and the computer's plan
// for the rest (the draw its latest card came from: no secret, table.h step 3), this round's
// choices, the computer's level and its seed for this decision. The
// game the computer sees is made again from them (view()); the table checks that it is the
// live game as the computer knows it before it asks, so a question can never show the
// computer anything else.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "match.h"

namespace rd {

struct ComputerTurn {
  explicit ComputerTurn(Match round_start) : start(std::move(round_start)) {}
  int color = -1;
  std::string level;  // registry.h: make_bot
  uint64_t seed = 0;  // the bot's seed for this decision (table.h: computer_seed)
  Match start;        // the game at this round's start
  // While programming, nothing (every program is hidden from a computer choosing its own).
  // During the resolution: this round's cards by color, kSealedCard where not turned over
  // yet, the computer's plan whole; and the round's choices so far, in order.
  bool resolution = false;
  std::array<Program, kColors> cards{};
  std::vector<Choice> choices;

  bool operator==(const ComputerTurn& o) const;
};

// How many programs a computer draws a round at an online table (table.h, step 2: its
// mixed strategy; each of its cards is one of theirs, picked as its slot begins).
constexpr int kProgramDraws = 4;

// A computer's decision: while programming, its kProgramDraws program draws
// (Bot::program_draws), else its choice.
struct TurnDecision {
  std::vector<Program> draws;
  Choice choice;
  static TurnDecision of_draws(std::vector<Program> draws) { return {std::move(draws), Choice{}}; }
  static TurnDecision of_choice(const Choice& choice) { return {{}, choice}; }
  bool operator==(const TurnDecision& o) const { return draws == o.draws && choice == o.choice; }
};

// The game as the computer sees it when it decides, or nothing if the turn does not hold
// together (a card the rules refuse, a choice the game does not reach, no decision of its own).
std::optional<State> turn_view(const ComputerTurn& turn);

// The computer's decision (its program draws while programming, else its choice): a fresh
// bot of its level and seed shown turn_view(); the same on every engine. Nothing for a turn
// that does not hold together or names no level.
std::optional<TurnDecision> decide_turn(const ComputerTurn& turn);
// The same from turn_view(turn) already made (the table has it from its check), so that the
// round is not played again.
std::optional<TurnDecision> decide_turn(const ComputerTurn& turn, const State& view);

// Whether a computer of this level searches in this game (registry.h), so that its decision
// is worth asking elsewhere.
bool level_searches(const std::string& level, const State& state);

}  // namespace rd
