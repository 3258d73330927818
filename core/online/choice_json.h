// A resolution choice in JSON, as choice messages carry it (message.h) and the questions
// asked of the thinking worker (computer_turn_text.h): every field, in a fixed order.
#pragma once
#include <nlohmann/json.hpp>
#include <string_view>

#include "choice.h"
#include "json_reader.h"

namespace rd {

nlohmann::ordered_json choice_json(const Choice& choice);
// Reads the choice object `j` (`name` in `outer`, whose error it sets) into `choice`.
void read_choice_object(Reader& outer, const nlohmann::json& j, std::string_view name, Choice& choice);

}  // namespace rd
