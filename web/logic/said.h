// Words for the player that are worded when shown, not when said: a message told before the
// player changes the language is shown in the new one (the UI is a function of the state,
// and the language is part of it). A Said is a value (a text and its arguments, or lines of
// them): two are equal when they would say the same in every language, so the page compares
// messages, never their rendered words (#48 §3). An empty Said says nothing.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "problem.h"
#include "text.h"

namespace rdweb {

struct SaidArg;

class Said {
 public:
  Said() = default;  // says nothing
  explicit operator bool() const { return kind_ != Kind::kNothing; }
  // The words now, in the page's language.
  std::string words() const;
  bool operator==(const Said& o) const;
  bool operator!=(const Said& o) const { return !(*this == o); }

  friend Said said(Text id);
  friend Said said(Text id, std::vector<SaidArg> args);
  friend Said lines(std::vector<Said> said);
  friend Said listed(std::vector<Said> said);
  friend Said said(const rd::Problem& problem);

 private:
  enum class Kind { kNothing, kText, kLines, kList, kProblem };
  Kind kind_ = Kind::kNothing;
  Text id_ = Text::kCount;
  std::vector<SaidArg> args_;  // kText
  std::vector<Said> parts_;    // kLines, kList
  std::vector<rd::Problem> problem_;  // kProblem: one (a reader's, problem_words.h)
};

// A text's placeholder: words that need no language (a file name), a number, or a Said of
// their own.
struct SaidArg {
  SaidArg(const char* name, std::string value) : name(name), value(std::move(value)) {}
  SaidArg(const char* name, const char* value) : SaidArg(name, std::string(value ? value : "")) {}
  SaidArg(const char* name, int number) : name(name), number(number), is_number(true) {}
  SaidArg(const char* name, Said said) : name(name), said({std::move(said)}) {}
  bool operator==(const SaidArg& o) const {
    return std::string(name) == o.name && value == o.value && said == o.said && number == o.number && is_number == o.is_number;
  }
  const char* name;
  std::string value;
  std::vector<Said> said;  // one, for a Said argument (a Said cannot hold a Said directly)
  int number = 0;
  bool is_number = false;
};

// The words now, or "" for an empty Said.
inline std::string words(const Said& said) { return said.words(); }

Said said(Text id);
Said said(Text id, std::vector<SaidArg> args);
// Several messages, one per line (empty ones left out).
Said lines(std::vector<Said> said);
// Several messages in one line, between the language's list separators.
Said listed(std::vector<Said> said);
// A reader's problem (a broken record, link or saved game), its place in the record around it.
Said said(const rd::Problem& problem);

}  // namespace rdweb
