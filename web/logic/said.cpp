#include "said.h"

namespace rdweb {

Said said(Text id) {
  return [id] { return std::string(text(id)); };
}

Said said(Text id, std::vector<SaidArg> args) {
  return [id, args = std::move(args)] {
    std::vector<TextArg> now;
    now.reserve(args.size());
    for (const SaidArg& a : args) now.push_back(a.is_number ? TextArg(a.name, a.number) : TextArg(a.name, words(a.value)));
    return format(id, now);
  };
}

Said lines(std::vector<Said> said) {
  return [said = std::move(said)] {
    std::string out;
    for (const Said& s : said) {
      const std::string line = words(s);
      if (!line.empty()) out += (out.empty() ? "" : "\n") + line;
    }
    return out;
  };
}

}  // namespace rdweb
