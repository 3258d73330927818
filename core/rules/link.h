// Share links (issue #11 §5): a whole game in the text after "#" of a URL, small enough
// for one. Not JSON: every choice of the game is stored as its index among the choices the
// engine offered at that moment, in as few bits as tell them apart (link.cpp says how).
#pragma once
#include <string>
#include <string_view>
#include <variant>

#include "match.h"

namespace rd {

// The format of the links encode_link writes: in the text as "rd<format>." so that a
// later version still knows an older link (and this one recognises a newer link).
constexpr int kLinkFormat = 1;

// The text after "#" in a share link: the whole game, small enough for a URL. Empty for a
// match that cannot be shared: one on another board than the standard one (only it has
// an id in links).
std::string encode_link(const Match& match);

// The game a link holds, replayed through the rules, or why not (a damaged, truncated or
// edited link, a newer format, not a River Dragons link, a game that breaks the rules).
// Never throws, never hangs.
std::variant<Match, Problem> decode_link(const Board& board, std::string_view text);

// For tests and fuzzing only: a link around raw payload bytes (header and choices as
// link.cpp lays them out), with the right format and checksum, so that the decoder can
// be fed payloads that no game wrote.
std::string link_from_payload(std::string_view payload);

}  // namespace rd
