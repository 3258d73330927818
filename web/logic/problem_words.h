// The rules' refusals and the readers' problems (a broken record, link or saved game) in
// the player's language: the core gives codes and values, the language files the words.
#pragma once
#include <string>

#include "problem.h"
#include "refused.h"
#include "said.h"

namespace rdweb {

// The rules' refusal in the current language ("" for refusal::kNone).
std::string refusal_text(rd::Refusal why);
// The problem in the current language, its place in the record around it.
std::string problem_text(const rd::Problem& problem);

// The same, worded when shown (said.h): the rules' refusal or the page's own (refused.h).
Said refusal_said(const Refused& why);
Said problem_said(const rd::Problem& problem);

}  // namespace rdweb
