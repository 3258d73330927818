// A computer's decision asked of another instance of the engine: the page's thinking worker
// (issue #21 §3), so that a searching computer never holds up the page's main thread.
//
// The request names the game whole (its share link: every choice so far, the programs
// locked this round included), the game's seed, the computers' levels and the color to
// decide; the answer is the link of the game with that one decision made. The worker's
// bot is made exactly as the page's would be (rd::SeededBots: the same seed for the same
// moment), so a game is the same whether its computers think in the worker or not.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "computer_turn.h"
#include "match.h"

namespace rdweb {

// The request for `color`'s decision in `match` (its program while programming, else its
// choice as the actor); "" when it cannot be asked (a match no link can hold).
std::string think_request(const rd::Match& match, uint64_t game_seed, const std::array<std::string, rd::kColors>& bots, int color);

// A computer's decision at an online table (core/online/computer_turn.h): the request, and
// the decision its answer holds (nothing for an answer that does not read; the table checks
// it by the rules: Table::answer).
std::string think_turn_request(const rd::ComputerTurn& turn);
std::optional<rd::TurnDecision> read_turn_answer(std::string_view answer);

// The worker's side: the answer to a request (the link of the game after the decision), or
// "" for a request that does not parse, names no game, or asks for a decision not due.
std::string answer_think_request(std::string_view request);

// The page's side: the decision an answer holds for `color` in `match`, checked by the
// rules (one decision more than `match`, made by `color`, legal now); nothing otherwise.
std::optional<rd::Choice> read_think_answer(const rd::Match& match, int color, std::string_view answer);

}  // namespace rdweb
