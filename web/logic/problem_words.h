// The rules' refusals and the readers' problems (a broken record, link or saved game) in
// the player's language: the core gives codes and values, the language files the words.
#pragma once
#include <string>

#include "problem.h"

namespace rdweb {

// The rules' refusal in the current language; other words (already the player's) as given.
std::string refusal_text(const char* why);
// The problem in the current language, its place in the record around it.
std::string problem_text(const rd::Problem& problem);

}  // namespace rdweb
