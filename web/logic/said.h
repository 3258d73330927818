// Words for the player that are worded when shown, not when said: a message told before the
// player changes the language is shown in the new one (the UI is a function of the state,
// and the language is part of it). An empty Said says nothing.
#pragma once
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "text.h"

namespace rdweb {

using Said = std::function<std::string()>;

// The words now, or "" for an empty Said.
inline std::string words(const Said& said) { return said ? said() : std::string(); }

// A text, and a text with its placeholders: the values are words that need no language
// (a file name, a number) or a Said of their own.
struct SaidArg {
  SaidArg(const char* name, std::string value) : name(name), value([v = std::move(value)] { return v; }) {}
  SaidArg(const char* name, const char* value) : SaidArg(name, std::string(value ? value : "")) {}
  SaidArg(const char* name, int number) : name(name), number(number), is_number(true) {}
  SaidArg(const char* name, Said value) : name(name), value(std::move(value)) {}
  const char* name;
  Said value;
  int number = 0;
  bool is_number = false;
};
Said said(Text id);
Said said(Text id, std::vector<SaidArg> args);
// Several messages, one per line (empty ones left out).
Said lines(std::vector<Said> said);

}  // namespace rdweb
