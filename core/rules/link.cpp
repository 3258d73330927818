// Share links: the text is "rd<format>." followed by base64url (no padding) of
//
//   board id         3 bits   (0 = "standard", the only board with an id)
//   variant          1 bit    (0 standard, 1 expert)
//   players - 2      3 bits
//   first player     its index among the seats, ceil(log2(players)) bits
//   choices          Elias gamma code of (number of choices in the history + 1)
//   the choices      as below, in the order the engine asks for them
//   zero bits up to a whole byte
//   checksum         32-bit FNV-1a of "rd<format>." and the bytes above, big-endian
//
// A choice among n costs ceil(log2 n) bits (none when only one is possible):
// - Programs, at the start of each round, in resolution order whatever order they were
//   locked in (records list them in resolution order too, so the record is the same).
//   Each is its rank among the legal programs of its player's hand, in the order
//   State::legal_choices lists them (cards by number, slot by slot): 14 bits at two
//   players, 16 at six, computed by counting, never by listing 48,720 programs. All
//   players' programs are there unless the game stops while programming: the decoder
//   knows that from the number of choices left (fewer than the players), and then a mask
//   over the resolution order says who had locked.
// - During resolution, a choice is its index in State::legal_choices(), plus one bit for a
//   plank whose ends were given in the other order than listed (the record keeps it).
//   Expert stones are not listed (any legal spot is allowed): their x and y, in hundredths
//   of a board unit, are stored as offsets in the water's bounding box.
// Any change to this layout, to the board or to the order of legal choices makes other
// links: bump kLinkFormat (the golden links in tests/link_test.cpp say so).
#include "link.h"

#include "programs.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <optional>

#include "bits.h"
#include "names.h"

namespace rd {

namespace {

// ---- why a link is refused (worded for the player by the page) ----

const Problem kDamaged{ProblemCode::kLinkDamaged};
const Problem kNotALink{ProblemCode::kLinkNotALink};
const Problem kOtherBoard{ProblemCode::kLinkOtherBoard};
Problem newer_format(int format) { return Problem(ProblemCode::kLinkNewer, {ProblemValue::of("format", format)}); }
Problem breaks_rules(int round, Refusal why) {
  return Problem(ProblemCode::kLinkBreaksRules, {ProblemValue::of("round", round), ProblemValue::refusal("why", why)});
}

// ---- layout ----

constexpr std::string_view kMagic = "rd";
constexpr std::string_view kBoards[] = {"standard"};  // a board's id is its index here
constexpr int kBoardIdBits = 3;
constexpr int kPlayerBits = 3;
constexpr size_t kChecksumBytes = 4;
// Far beyond any game (a 200-round six-player random game is about 4,500 characters): bounds
// the work spent on a pasted text before anything is decoded.
constexpr size_t kMaxLinkChars = 1 << 16;
// The checksum is no secret: a crafted link can claim an endless game whose choices cost
// no bits. Decoding stops there (found in review: 780 kB could decode 10^5 rounds).
constexpr int kMaxLinkRounds = 1000;

std::string prefix(int format) { return std::string(kMagic) + std::to_string(format) + "."; }

uint32_t fnv1a(std::string_view a, std::string_view b) {
  uint32_t h = 2166136261u;
  for (std::string_view part : {a, b})
    for (unsigned char ch : part) h = (h ^ ch) * 16777619u;
  return h;
}

// The payload with its checksum appended, as link text.
std::string seal(std::string payload) {
  const std::string head = prefix(kLinkFormat);
  const uint32_t sum = fnv1a(head, payload);
  for (int i = 3; i >= 0; --i) payload.push_back(char(sum >> (8 * i) & 0xff));
  return head + base64url(payload);
}

// The payload of a link of this format whose checksum holds, or why not.
std::variant<std::string, Problem> unseal(std::string_view text) {
  if (text.substr(0, kMagic.size()) != kMagic) return kNotALink;
  size_t dot = kMagic.size();
  int format = 0;
  while (dot < text.size() && dot < kMagic.size() + 6 && text[dot] >= '0' && text[dot] <= '9')
    format = format * 10 + (text[dot++] - '0');
  if (dot == kMagic.size() || dot >= text.size() || text[dot] != '.' || format < 1) return kDamaged;
  if (format > kLinkFormat) return newer_format(format);
  if (text.size() > kMaxLinkChars || text.substr(0, dot + 1) != prefix(format)) return kDamaged;
  std::optional<std::string> bytes = from_base64url(text.substr(dot + 1));
  if (!bytes || bytes->size() < kChecksumBytes) return kDamaged;
  const std::string payload = bytes->substr(0, bytes->size() - kChecksumBytes);
  uint32_t sum = 0;
  for (size_t i = payload.size(); i < bytes->size(); ++i) sum = sum << 8 | uint8_t((*bytes)[i]);
  if (sum != fnv1a(prefix(format), payload)) return kDamaged;
  return payload;
}

// ---- programs as ranks among the legal ones: programs.h ----

int count_cards(unsigned cards) {
  int n = 0;
  for (; cards; cards &= cards - 1) ++n;
  return n;
}

// ---- expert stone spots ----

// The water's bounding box in hundredths: every legal spot lies inside the water.
struct SpotBox {
  int x0 = 0, y0 = 0;
  uint64_t width = 1, height = 1;  // how many values each coordinate may take
  bool holds(int x, int y) const {
    return x >= x0 && y >= y0 && uint64_t(x - x0) < width && uint64_t(y - y0) < height;
  }
};

SpotBox spot_box(const Board& board) {
  if (board.water.empty()) return {};
  double x0 = board.water[0].x, x1 = x0, y0 = board.water[0].y, y1 = y0;
  for (Vec2 p : board.water) x0 = std::min(x0, p.x), x1 = std::max(x1, p.x), y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
  SpotBox box{int(std::floor(x0 * kSpotScale)), int(std::floor(y0 * kSpotScale))};
  box.width = uint64_t(std::ceil(x1 * kSpotScale) - box.x0 + 1);
  box.height = uint64_t(std::ceil(y1 * kSpotScale) - box.y0 + 1);
  return box;
}

bool expert_stone(const State& state) { return state.decision() == Decision::kStone && state.variant() == Variant::kExpert; }

// The same answer to the decision: only the fields its kind uses count.
bool same_answer(const Choice& listed, const Choice& made) {
  if (listed.kind == Decision::kRemove && listed.remove != made.remove) return false;
  if (listed.kind == Decision::kStone || listed.kind == Decision::kPickPlank || listed.kind == Decision::kRemove)
    return listed.a == made.a;
  return listed.a == made.a && listed.b == made.b;
}

int board_id(const Board& board) {
  for (int id = 0; id < int(std::size(kBoards)); ++id)
    if (board.name == kBoards[id]) return id;
  return -1;
}

// ---- writing ----

class Encoder {
 public:
  explicit Encoder(const Match& match)
      : match_(match), state_(match.state().board(), match.setup()), box_(spot_box(match.state().board())) {}

  // The payload, or nothing if the history holds a choice the engine does not list.
  std::optional<std::string> run() {
    const auto& history = match_.history();
    write_header(history.size());
    for (size_t i = 0; i < history.size();) {
      const size_t next = state_.phase() == Phase::kProgramming ? write_programs(i) : write_choice(i);
      if (next == i) return std::nullopt;
      i = next;
    }
    return out_.bytes();
  }

 private:

  void write_header(size_t choices) {
    const Setup setup = match_.setup();
    std::array<int8_t, kColors> seats{};
    const int players = seat_colors(setup.players, seats);
    int first = 0;
    while (seats[first] != setup.first) ++first;
    out_.put(uint64_t(board_id(state_.board())), kBoardIdBits);
    out_.put(setup.variant == Variant::kExpert, 1);
    out_.put(uint64_t(players - kMinPlayers), kPlayerBits);
    out_.put_index(uint64_t(first), uint64_t(players));
    out_.put_gamma(choices + 1);
  }

  // This round's locks, from history[i]: returns the index after them (i on failure).
  size_t write_programs(size_t i) {
    const auto& history = match_.history();
    const int players = state_.players();
    size_t end = i;
    while (end < history.size() && end - i < size_t(players) && history[end].choice.kind == Decision::kProgram) ++end;
    std::array<const Program*, kColors> locked{};
    for (size_t k = i; k < end; ++k) locked[history[k].color] = &history[k].choice.program;
    std::array<int8_t, kColors> order{};
    state_.resolution_order(order);
    if (end - i < size_t(players))  // the game stops while programming: who had locked
      for (int k = 0; k < players; ++k) out_.put(locked[order[k]] != nullptr, 1);
    for (int k = 0; k < players; ++k) {
      const int color = order[k];
      if (!locked[color]) continue;
      const auto rank = program_rank(*locked[color], state_.hand(color));
      if (!rank || state_.lock_program(color, *locked[color])) return i;
      out_.put_index(*rank, program_count(state_.hand(color)));
    }
    return end;
  }

  size_t write_choice(size_t i) {
    const Choice& made = match_.history()[i].choice;
    if (expert_stone(state_)) {
      if (!box_.holds(made.x, made.y)) return i;
      out_.put_index(uint64_t(made.x - box_.x0), box_.width);
      out_.put_index(uint64_t(made.y - box_.y0), box_.height);
    } else if (!write_listed(made)) {
      return i;
    }
    return state_.apply(made) ? i : i + 1;
  }

  bool write_listed(const Choice& made) {
    const std::vector<Choice> legal = state_.legal_choices();
    const bool span = made.kind == Decision::kPlaceSpan;
    for (size_t k = 0; k < legal.size(); ++k) {
      Choice swapped = legal[k];
      std::swap(swapped.a, swapped.b);
      const bool as_listed = same_answer(legal[k], made), reversed = span && same_answer(swapped, made);
      if (!as_listed && !reversed) continue;
      out_.put_index(k, legal.size());
      if (span) out_.put(reversed, 1);
      return true;
    }
    return false;
  }

  const Match& match_;
  State state_;
  SpotBox box_;
  BitWriter out_;
};

// ---- reading ----

class Decoder {
 public:
  Decoder(const Board& board, std::string_view payload) : board_(board), in_(payload), box_(spot_box(board)) {}

  std::variant<Match, Problem> run() {
    const auto setup = read_header();
    if (!setup) return error_;
    Match match(board_, *setup);
    for (uint64_t done = 0; done < choices_;) {
      if (match.state().is_over()) return kDamaged;  // choices after the win
      if (match.state().round() > kMaxLinkRounds) return kDamaged;
      const uint64_t read = match.state().phase() == Phase::kProgramming ? read_programs(match, choices_ - done)
                                                                         : read_choice(match);
      if (!read) return error_;
      done += read;
    }
    if (!in_.at_padding()) return kDamaged;
    return match;
  }

 private:
  std::optional<Setup> read_header() {
    error_ = kDamaged;
    const uint64_t id = in_.get(kBoardIdBits);
    const Variant variant = in_.get(1) ? Variant::kExpert : Variant::kStandard;
    const int players = int(in_.get(kPlayerBits)) + kMinPlayers;
    if (in_.failed() || players > kMaxPlayers) return std::nullopt;
    std::array<int8_t, kColors> seats{};
    seat_colors(players, seats);
    const Color first = Color(seats[in_.get_index(uint64_t(players))]);
    choices_ = in_.get_gamma() - 1;
    if (in_.failed()) return std::nullopt;
    if (id >= std::size(kBoards) || board_.name != kBoards[id]) return error_ = kOtherBoard, std::nullopt;
    return Setup{players, variant, first};
  }

  // This round's programs: how many choices they were (0 on failure, error_ says why).
  uint64_t read_programs(Match& match, uint64_t left) {
    const State& s = match.state();
    const int players = s.players();
    std::array<int8_t, kColors> order{};
    s.resolution_order(order);
    unsigned mask = (1u << players) - 1;
    if (left < uint64_t(players)) mask = unsigned(in_.get(players));
    if (in_.failed() || uint64_t(count_cards(mask)) != std::min(left, uint64_t(players))) return fail(kDamaged);
    for (int k = 0; k < players; ++k) {
      if (!(mask >> (players - 1 - k) & 1)) continue;  // the first bit is the first in resolution order
      const Hand hand = s.hand(order[k]);
      const uint64_t rank = in_.get_index(program_count(hand));
      if (in_.failed()) return fail(kDamaged);
      if (Refusal why = match.lock_program(order[k], program_at(rank, hand))) return fail(breaks_rules(s.round(), why));
    }
    return uint64_t(count_cards(mask));
  }

  uint64_t read_choice(Match& match) {
    const State& s = match.state();
    Choice choice;
    if (expert_stone(s)) {
      const int x = box_.x0 + int(in_.get_index(box_.width));
      choice = Choice::stone_at(x, box_.y0 + int(in_.get_index(box_.height)));
    } else {
      const std::vector<Choice> legal = s.legal_choices();
      if (legal.empty()) return fail(kDamaged);
      choice = legal[in_.get_index(legal.size())];
      if (choice.kind == Decision::kPlaceSpan && in_.get(1)) std::swap(choice.a, choice.b);
    }
    if (in_.failed()) return fail(kDamaged);
    if (Refusal why = match.apply(choice)) return fail(breaks_rules(s.round(), why));
    return 1;
  }

  uint64_t fail(const Problem& why) { return error_ = why, 0; }

  const Board& board_;
  BitReader in_;
  SpotBox box_;
  uint64_t choices_ = 0;
  Problem error_ = kDamaged;
};

}  // namespace

std::string encode_link(const Match& match) {
  if (board_id(match.state().board()) < 0) return "";
  std::optional<std::string> payload = Encoder(match).run();
  return payload ? seal(*payload) : "";
}

std::variant<Match, Problem> decode_link(const Board& board, std::string_view text) {
  auto payload = unseal(text);
  if (payload.index() == 1) return std::get<1>(payload);
  return Decoder(board, std::get<0>(payload)).run();
}

std::string link_from_payload(std::string_view payload) { return seal(std::string(payload)); }

}  // namespace rd
