// The rules' refusals and the readers' problems (a broken record, link or saved game) in
// the player's language: the core gives codes and values, the language files the words.
#pragma once
#include <string>

#include "problem.h"
#include "said.h"

namespace rdweb {

// The rules' refusal in the current language; other words (already the player's) as given.
std::string refusal_text(const char* why);
// The problem in the current language, its place in the record around it.
std::string problem_text(const rd::Problem& problem);

// The same, worded when shown (said.h). A refusal that is one of the page's own texts (the
// tutorial's, a session's) follows the language too; other words stay as they are.
Said refusal_said(const char* why);
Said problem_said(const rd::Problem& problem);

}  // namespace rdweb
