#include "said.h"

#include "problem_words.h"

namespace rdweb {

Said said(Text id) {
  Said s;
  s.kind_ = Said::Kind::kText, s.id_ = id;
  return s;
}

Said said(Text id, std::vector<SaidArg> args) {
  Said s = said(id);
  s.args_ = std::move(args);
  return s;
}

Said lines(std::vector<Said> said) {
  Said s;
  s.kind_ = Said::Kind::kLines, s.parts_ = std::move(said);
  return s;
}

Said listed(std::vector<Said> said) {
  Said s;
  s.kind_ = Said::Kind::kList, s.parts_ = std::move(said);
  return s;
}

Said said(const rd::Problem& problem) {
  Said s;
  s.kind_ = Said::Kind::kProblem, s.problem_ = {problem};
  return s;
}

bool Said::operator==(const Said& o) const {
  return kind_ == o.kind_ && id_ == o.id_ && args_ == o.args_ && parts_ == o.parts_ && problem_ == o.problem_;
}

std::string Said::words() const {
  std::string out;
  switch (kind_) {
    case Kind::kNothing: break;
    case Kind::kText: {
      std::vector<TextArg> now;
      now.reserve(args_.size());
      for (const SaidArg& a : args_)
        now.push_back(a.is_number ? TextArg(a.name, a.number) : TextArg(a.name, a.said.empty() ? a.value : a.said.front().words()));
      return format(id_, now);
    }
    case Kind::kLines:
      for (const Said& s : parts_) {
        const std::string line = s.words();
        if (!line.empty()) out += (out.empty() ? "" : "\n") + line;
      }
      break;
    case Kind::kProblem: return problem_text(problem_.front());
    case Kind::kList:
      for (size_t i = 0; i < parts_.size(); ++i) out += (i ? text(Text::kListSeparator) : "") + parts_[i].words();
      break;
  }
  return out;
}

}  // namespace rdweb
