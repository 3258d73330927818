// Splitting "a,b,c" lists (seat lists in links, bot lists on the command line).
#pragma once
#include <sstream>
#include <string>
#include <vector>

namespace rd {

inline std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::string part;
  std::istringstream in(text);
  while (std::getline(in, part, sep)) out.push_back(part);
  return out;
}

}  // namespace rd
