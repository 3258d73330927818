// The text of a computer's turn and of its decision, as the page sends them to its thinking
// worker and back (computer_turn.h): compact JSON, read strictly (every field present with
// its type, nothing else), so that a broken or foreign text is nothing rather than a guess.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "computer_turn.h"

namespace rd {

// "" for a turn no text can hold (its game has no share link).
std::string encode_turn(const ComputerTurn& turn);
std::optional<ComputerTurn> decode_turn(std::string_view text);
// The same, from the turn already read as JSON (the worker's request holds it as a field).
std::optional<ComputerTurn> decode_turn_json(const nlohmann::json& j);

// A decision: program draws (while programming: kProgramDraws of them) or a resolution choice.
std::string encode_decision(const TurnDecision& decision);
std::optional<TurnDecision> decode_decision(std::string_view text);

}  // namespace rd
