// Why the page did not take a human's choice: the rules' refusal, or one of the page's own
// (the seat is a computer's, it is not a human's turn, the tutorial asks for another
// choice). A value worded only when shown (problem_words.h), never found back by its words.
#pragma once
#include <ostream>

#include "refusal.h"
#include "text.h"

namespace rdweb {

class [[nodiscard]] Refused {
 public:
  Refused() = default;  // taken
  Refused(rd::Refusal rules) : rules_(rules) {}
  Refused(Text page) : page_(page) {}

  explicit operator bool() const { return rules_ || page_ != Text::kCount; }
  rd::Refusal rules() const { return rules_; }  // refusal::kNone when the page refused
  Text page() const { return page_; }           // Text::kCount when the page did not refuse

  bool operator==(const Refused& other) const { return rules_ == other.rules_ && page_ == other.page_; }
  bool operator!=(const Refused& other) const { return !(*this == other); }
  // For a failing test: the rules' words or the page's text key.
  friend std::ostream& operator<<(std::ostream& out, const Refused& why) {
    return why.rules_ ? out << why.rules_ : out << (why ? text_key(why.page_) : "taken");
  }

 private:
  rd::Refusal rules_;
  Text page_ = Text::kCount;
};

}  // namespace rdweb
