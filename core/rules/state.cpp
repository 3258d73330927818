#include "state.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "must_accept.h"
#include "programs.h"
#include "refusal.h"
#include "span_obstacles.h"

namespace rd {

namespace {
uint32_t bit32(int i) { return uint32_t(1) << i; }
uint64_t bit64(int i) { return uint64_t(1) << i; }
// The lowest set bit's index, taken out of `mask`: `for (m = mask; m;) f(pop_lowest(m))`
// visits the bits in rising order, as a loop over every index would.
int pop_lowest(uint64_t& mask) {
  const int i = __builtin_ctzll(mask);  // GCC and Clang (C++17 has no std::countr_zero)
  mask &= mask - 1;
  return i;
}
}  // namespace

State::State(const Board& board, const Setup& setup)
    : board_(&board), variant_(setup.variant), players_(int8_t(setup.players)),
      in_play_(rd::colors_in_play(setup.players)), first_(setup.first) {
  if (!in_play_) throw std::invalid_argument("River Dragons is for 2 to 6 players");
  if (!in_play(setup.first)) throw std::invalid_argument("the first player's color is not in play");
  set_first(setup.first);
  for (int c = 0; c < kColors; ++c) pawn_[c] = in_play(c) ? int8_t(c) : int8_t(kNoPosition);
  for (int p = 0; p < kPlanks; ++p) {
    plank_loc_[p] = in_play(plank_color(p)) ? int8_t(plank_color(p)) : kOutOfGame;
    plank_ends_[p] = {-1, -1};
  }
  start_round(nullptr);
}

// ---- seating and turn order ----

void State::set_first(int color) {
  first_ = int8_t(color);
  clockwise_from(first_, in_play_, order_);
}

int State::resolution_order(std::array<int8_t, kColors>& out) const {
  out = order_;
  return players_;
}

int State::actor() const {
  if (phase_ == Phase::kOver) return -1;
  if (decision_ == Decision::kReveal) {
    for (int i = 0; i < players_; ++i)
      if (sealed(order_[i], slot_)) return order_[i];
  }
  if (phase_ == Phase::kResolution) return acting();
  for (int i = 0; i < players_; ++i)
    if (!has_program(order_[i])) return order_[i];
  return -1;
}

void State::emit(Events* events, Event e) const {
  if (events) events->push_back(e);
}

Event State::action_event(EventKind kind) const {
  Event e{kind};
  e.player = int8_t(actor());
  e.slot = slot_;
  e.card = phase_ == Phase::kResolution ? programs_[e.player][slot_] : -1;
  return e;
}

// Built only for a caller that keeps events: the bots' playouts keep none, and building every
// action's event anyway was 5% of a random playout (callgrind).
template <class Fill>
void State::emit_action(Events* events, EventKind kind, Fill&& fill) const {
  if (!events) return;
  Event e = action_event(kind);
  fill(e);
  events->push_back(e);
}

void State::emit_action(Events* events, EventKind kind) const {
  emit_action(events, kind, [](Event&) {});
}

void State::start_round(Events* events) {
  ++round_;
  programmed_ = 0;
  phase_ = Phase::kProgramming;
  decision_ = Decision::kProgram;
  slot_ = turn_ = 0;
  Event e{EventKind::kRoundStart};
  e.player = first_;
  emit(events, e);
}

Refusal State::check_program(const Program& program, int color) const {
  if (phase_ != Phase::kProgramming) return refusal::kNotBetweenRounds;
  if (color < 0 || color >= kColors || !in_play(color)) return refusal::kColorNotInPlay;
  if (has_program(color)) return refusal::kProgramAlreadyLocked;
  return program_problem(program, hand(color));
}

Refusal State::lock_program(int color, const Program& program, Events* events) {
  if (Refusal why = check_program(program, color)) return why;
  lock(color, program, events);
  return refusal::kNone;
}

// The one place a program is laid: face up (lock_program) or face down (lock_sealed).
void State::lock(int color, const Program& program, Events* events) {
  programs_[color] = program;
  programmed_ |= uint8_t(1u << color);
  Event e{EventKind::kProgramLocked};
  e.player = int8_t(color);
  emit(events, e);
  if (programmed_ == in_play_) {
    phase_ = Phase::kResolution;
    begin_slot(events);
  }
}

Refusal State::lock_sealed(int color, Events* events) {
  if (phase_ != Phase::kProgramming) return refusal::kNotBetweenRounds;
  if (color < 0 || color >= kColors || !in_play(color)) return refusal::kColorNotInPlay;
  if (has_program(color)) return refusal::kProgramAlreadyLocked;
  Program face_down;
  face_down.fill(kSealedCard);  // the cards are checked one by one as they are turned over (reveal)
  lock(color, face_down, events);
  return refusal::kNone;
}

// A slot's cards are all turned over before its first action: a dragon cancels in the same
// slot whoever plays first (RULES.md §4.2, §5).
void State::begin_slot(Events* events) {
  for (int c = 0; c < kColors; ++c)
    if (in_play(c) && sealed(c, slot_)) return void(decision_ = Decision::kReveal);
  begin_action(events);
}

Refusal State::reveal(int color, Card card, Events* events) {
  if (phase_ == Phase::kOver) return refusal::kGameOver;
  if (decision_ != Decision::kReveal || color < 0 || color >= kColors || !in_play(color) || !sealed(color, slot_))
    return refusal::kNotTurnedOverNow;
  Draft draft;
  draft.fill(kNoCard);
  for (int s = 0; s <= slot_; ++s) draft[size_t(s)] = s < slot_ ? programs_[color][s] : card;
  if (card < 0 || card >= kCards) return refusal::kCardNotInHand;
  if (Refusal why = fault_refusal(draft_fault(draft, hand(color)))) return why;
  programs_[color][slot_] = card;
  begin_slot(events);
  return refusal::kNone;
}

bool State::operator==(const State& o) const {
  return board_ == o.board_ && variant_ == o.variant_ && phase_ == o.phase_ && decision_ == o.decision_ &&
         players_ == o.players_ && in_play_ == o.in_play_ && first_ == o.first_ && winner_ == o.winner_ &&
         round_ == o.round_ && programmed_ == o.programmed_ && programs_ == o.programs_ && slot_ == o.slot_ &&
         turn_ == o.turn_ && part_ == o.part_ && picked_ == o.picked_ && frozen_ == o.frozen_ && pawn_ == o.pawn_ &&
         plank_loc_ == o.plank_loc_ && plank_ends_ == o.plank_ends_ && load_ == o.load_ && stones_ == o.stones_ &&
         stones_reserve_ == o.stones_reserve_ && stones_placed_ == o.stones_placed_ && serial_ == o.serial_ &&
         spot_x_ == o.spot_x_ && spot_y_ == o.spot_y_;
}

// ---- resolution: one action after another (RULES.md §4.2, §5) ----

int State::cancelled_by(int color, int slot) const {
  if (is_dragon(programs_[color][slot])) return -1;  // dragons are never cancelled (§5)
  std::array<int8_t, kColors> order;
  const int n = resolution_order(order);
  const Card dragon = dragon_of(color);
  for (int i = 0; i < n; ++i)
    if (programs_[order[i]][slot] == dragon) return order[i];
  return -1;
}

void State::begin_action(Events* events) {
  part_ = 0;
  picked_ = -1;
  emit_action(events, EventKind::kActionStart);
  if (is_dragon(current_card())) return finish_action(events);
  if (const int by = cancelled_by(acting(), slot_); by >= 0) {
    emit_action(events, EventKind::kCancelled, [&](Event& e) { e.by = int8_t(by); });
    return finish_action(events);
  }
  continue_action(events);
}

// Sets the decision the current action waits for, or plays out what needs no decision.
void State::continue_action(Events* events) {
  const Card card = current_card();
  const int placements = (card == kStone2 || card == kPlank2) ? 2 : 1;
  auto lost = [&](LostWhy why) {
    emit_action(events, EventKind::kLost, [&](Event& e) { e.why = why; });
    ++part_;
  };
  switch (card) {
    case kStone1:
    case kStone2:
      while (part_ < placements) {
        if (stones_reserve_ == 0) lost(LostWhy::kNoStone);
        else if (!any_stone_room()) lost(LostWhy::kNoRoom);
        else return void(decision_ = Decision::kStone);
      }
      break;
    case kPlank1:
    case kPlank2:
      while (part_ < placements) {
        if (picked_ < 0) {
          if (reserve_size(actor()) == 0) lost(LostWhy::kNoPlank);
          else return void(decision_ = Decision::kPickPlank);
        } else if (!plank_fits_somewhere(picked_)) {
          set_plank_loc(picked_, kOutOfGame);
          emit_action(events, EventKind::kPlankLost, [&](Event& e) { e.a = picked_; });
          picked_ = -1;
          ++part_;
        } else {
          return void(decision_ = Decision::kPlaceSpan);
        }
      }
      break;
    case kRemove:
      if (part_ == 0 && anything_to_remove()) return void(decision_ = Decision::kRemove);
      if (part_ == 0) lost(LostWhy::kNothingToRemove);
      break;
    case kMove1:
    case kMove2:
    case kJump:
      if (part_ == 0 && (card == kJump ? can_jump(acting()) : can_move(acting())))
        return void(decision_ = card == kMove1 ? Decision::kMove1 : card == kMove2 ? Decision::kMove2 : Decision::kJump);
      if (part_ == 0) {
        pawn_[acting()] = int8_t(acting());  // falls into the river: back to its own village
        emit_action(events, EventKind::kFall);
      }
      break;
    default:
      break;
  }
  finish_action(events);
}

void State::finish_action(Events* events) {
  if (phase_ == Phase::kOver) return;
  if (frozen_) return void(decision_ = Decision::kNone);
  if (++turn_ < players_) return begin_action(events);
  turn_ = 0;
  if (++slot_ < kSlots) return begin_slot(events);
  // End of round: the marker passes clockwise, cards go back to hand.
  set_first(next_clockwise(first_, in_play_));
  start_round(events);
}

// ---- choices ----

Refusal State::check(const Choice& choice) const {
  if (phase_ == Phase::kOver) return refusal::kGameOver;
  if (choice.kind != decision_) return refusal::kNotTheDecision;
  switch (choice.kind) {
    case Decision::kProgram: return check_program(choice.program, actor());
    case Decision::kPickPlank:
      if (choice.a < 0 || choice.a >= kPlanks || plank_loc_[choice.a] != actor())
        return refusal::kPlankNotInReserve;
      return refusal::kNone;
    case Decision::kPlaceSpan: return span_problem(picked_, choice.a, choice.b);
    case Decision::kRemove: return remove_problem(choice);
    case Decision::kReveal: return refusal::kNotTurnedOverNow;  // reveal() turns cards over
    default: return check_target(choice);
  }
}

Refusal State::apply(const Choice& choice, Events* events) {
  if (Refusal why = check(choice)) return why;
  switch (choice.kind) {
    case Decision::kProgram: return lock(actor(), choice.program, events), refusal::kNone;  // check() vetted it
    case Decision::kStone: place_stone(choice, events); break;
    case Decision::kPickPlank: picked_ = choice.a; break;
    case Decision::kPlaceSpan: place_plank(picked_, choice.a, choice.b, events); break;
    case Decision::kRemove: remove(choice, events); break;
    case Decision::kMove1:
    case Decision::kMove2: move(choice, events); break;
    case Decision::kJump: jump(choice, events); break;
    case Decision::kNone:
    case Decision::kReveal: break;
  }
  if (phase_ != Phase::kOver) continue_action(events);
  return refusal::kNone;
}

State State::preview(const Choice& choice) const {
  State next = *this;
  next.frozen_ = true;
  must_accept(next.apply(choice), choice, *this);  // only legal choices are previewed
  return next;
}

State State::hide_programs_from(int viewer) const {
  State seen = *this;
  if (phase_ != Phase::kProgramming) return seen;
  seen.programmed_ &= uint8_t(1u << viewer);
  for (int c = 0; c < kColors; ++c)
    if (c != viewer) seen.programs_[c] = Program{};
  return seen;
}

State State::redeal_unseen(int viewer, Rng& rng) const {
  if (phase_ != Phase::kResolution) return hide_programs_from(viewer);
  State seen = *this;
  for (int c = 0; c < kColors; ++c)
    if (c != viewer && in_play(c)) seen.programs_[c] = complete_program(programs_[c], slot_ + 1, hand(c), rng);
  return seen;
}

State State::seal_unseen(int viewer) const {
  State seen = *this;
  if (phase_ != Phase::kResolution) return seen;
  for (int c = 0; c < kColors; ++c)
    if (c != viewer && in_play(c))
      for (int s = slot_ + 1; s < kSlots; ++s) seen.programs_[c][s] = kSealedCard;
  return seen;
}

bool State::assume_unseen(int color, const Program& guess) {
  if (phase_ != Phase::kResolution || program_problem(guess, hand(color)) || !agrees_with_turned_over(color, guess)) return false;
  programs_[color] = guess;
  return true;
}

bool State::agrees_with_turned_over(int color, const Program& program) const {
  for (int s = 0; s <= slot_; ++s)
    if (programs_[color][s] != program[s]) return false;
  return true;
}

std::vector<Choice> State::legal_choices() const {
  std::vector<Choice> out;
  legal_choices(out);
  return out;
}

void State::legal_choices(std::vector<Choice>& out) const {
  out.clear();
  switch (decision_) {
    case Decision::kProgram: {
      const Hand hand = this->hand(actor());
      Program p;
      // Every program the rule allows (programs.h), cards by number, slot by slot: the order
      // share links rank programs in.
      auto rec = [&](auto&& self, int depth, Hand used) -> void {
        if (depth == kSlots) return out.push_back(Choice::make_program(p));
        const Hand next = next_cards(hand, used);
        for (int c = 0; c < kCards; ++c) {
          if (!(next >> c & 1)) continue;
          p[depth] = Card(c);
          self(self, depth + 1, Hand(used | (1u << c)));
        }
      };
      rec(rec, 0, 0);
      break;
    }
    case Decision::kStone: list_stones(out); break;
    case Decision::kPickPlank:
      for (int p = 0; p < kPlanks; ++p)
        if (plank_loc_[p] == actor()) out.emplace_back(Decision::kPickPlank, p, -1);
      break;
    case Decision::kPlaceSpan: list_spans(out); break;
    case Decision::kRemove: list_removals(out); break;
    case Decision::kMove1:
    case Decision::kMove2: list_moves(out); break;
    case Decision::kJump: list_jumps(actor(), out); break;
    case Decision::kNone:
    case Decision::kReveal: break;
  }
}

// ---- supports, stones and planks ----

Vec2 State::support_pos(int s) const {
  if (s < kFirstStone) return board_->villages[s];
  if (variant_ == Variant::kStandard) return board_->islands[s - kFirstStone];
  return {spot_units(spot_x_[s - kFirstStone]), spot_units(spot_y_[s - kFirstStone])};
}

namespace {
// splitmix64's finalizer: every bit of the word stirs every bit of the key.
uint64_t stir(uint64_t key, uint64_t word) {
  uint64_t z = key ^ (word + 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}
}  // namespace

State::TableKey State::table_key() const {
  TableKey key{0, 0x6a09e667f3bcc909ULL};
  const auto add = [&key](uint64_t word) { key.a = stir(key.a, word), key.b = stir(key.b, word ^ 0x5851f42d4c957f2dULL); };
  // The board by its address: boards alive at once share no key. A board freed and another
  // made at its address could meet the first one's cached values; only the standard board,
  // which lives as long as the program, is evaluated today (a test parses boards of its own,
  // but evaluates none).
  add(uint64_t(reinterpret_cast<uintptr_t>(board_)));
  add(uint64_t(variant_) | uint64_t(in_play_) << 8 | uint64_t(uint8_t(winner_)) << 16 | uint64_t(uint8_t(stones_reserve_)) << 24 |
      uint64_t(stones_) << 32);
  uint64_t pawns = 0;
  for (int c = 0; c < kColors; ++c) pawns = pawns << 8 | uint8_t(pawn_[c]);
  add(pawns);
  // Where each plank is, and the planks each support bears (what span_open reads): 8 to a
  // word. The ends of the planks on the board (stale ends of a plank taken back are not
  // read, so not keyed).
  const auto bytes = [&add](const int8_t* first, int count) {
    for (int p = 0; p < count; p += 8) {
      uint64_t word = 0;
      for (int i = p; i < std::min(p + 8, count); ++i) word = word << 8 | uint8_t(first[i]);
      add(word);
    }
  };
  bytes(plank_loc_.data(), kPlanks);
  bytes(load_.data(), kSupports);
  for (uint64_t m = on_board_; m;) {
    const int p = pop_lowest(m);
    add(uint64_t(p) << 16 | uint64_t(uint8_t(plank_ends_[p][0])) << 8 | uint8_t(plank_ends_[p][1]));
  }
  if (variant_ != Variant::kStandard)
    for (uint32_t m = stones_; m; m &= m - 1) {
      const int s = __builtin_ctz(m);
      add(uint64_t(s) << 32 | uint64_t(uint16_t(spot_x_[s])) << 16 | uint16_t(spot_y_[s]));
    }
  return key;
}

double State::support_radius(int s) const { return s < kFirstStone ? board_->village_radius[s] : board_->stone_radius; }

int State::occupant(int position) const {
  for (int c = 0; c < kColors; ++c)
    if (pawn_[c] == position && position >= 0) return c;
  return -1;
}

int State::reserve_size(int color) const {
  return int(std::count(plank_loc_.begin(), plank_loc_.end(), int8_t(color)));
}

bool State::stone_allowed_on(int slot) const {
  if (slot < 0 || slot >= kIslands || (stones_ & bit32(slot))) return false;
  for (uint64_t m = on_board_; m;) {
    const int p = pop_lowest(m);
    if (board_->pairs[board_->pair(plank_ends_[p][0], plank_ends_[p][1])].over & bit64(kFirstStone + slot)) return false;
  }
  return true;
}

bool State::stone_allowed_at(Vec2 spot) const {
  const double r = board_->stone_radius;
  if (!disc_inside_polygon(board_->water, spot, r)) return false;
  for (int c = 0; c < kColors; ++c)
    if (points_within(spot, board_->villages[c], board_->village_radius[c] + r)) return false;
  return spot_clear(spot);
}

// No stone or plank touches a stone put at this spot (the water and villages are checked apart).
bool State::spot_clear(Vec2 spot) const {
  const double r = board_->stone_radius;
  for (int s = 0; s < kStones; ++s)
    if ((stones_ & bit32(s)) && points_within(spot, support_pos(kFirstStone + s), 2 * r)) return false;
  for (uint64_t m = on_board_; m;) {
    const int p = pop_lowest(m);
    if (segment_within(support_pos(plank_ends_[p][0]), support_pos(plank_ends_[p][1]), spot, r)) return false;
  }
  return true;
}

bool State::any_stone_room() const {
  if (variant_ == Variant::kStandard) {
    for (int s = 0; s < kIslands; ++s)
      if (stone_allowed_on(s)) return true;
    return false;
  }
  if (stones_ == (uint64_t(1) << kStones) - 1) return false;
  return std::any_of(board_->water_spots.begin(), board_->water_spots.end(),
                     [&](Vec2 p) { return spot_clear(p); });
}

void State::list_stones(std::vector<Choice>& out) const {
  if (variant_ == Variant::kStandard) {
    for (int s = 0; s < kIslands; ++s)
      if (stone_allowed_on(s)) out.emplace_back(Decision::kStone, s, -1);
    return;
  }
  // spot_clear() for every spot, turned inside out: each stone and plank on the board rules
  // out the spots it covers, found by its box (the same tests, on far fewer spots). A bit per
  // spot in words, not a vector<bool>: its per-bit access was most of the time (callgrind).
  const std::vector<Vec2>& spots = board_->water_spots;
  std::vector<uint64_t> covered((spots.size() + 63) / 64);
  const auto cover_if = [&](int i, bool touches) {
    if (touches) covered[size_t(i) / 64] |= bit64(i % 64);
  };
  const auto is_covered = [&](int i) { return covered[size_t(i) / 64] >> (i % 64) & 1; };
  const double r = board_->stone_radius;
  for (int s = 0; s < kStones; ++s) {
    if (!(stones_ & bit32(s))) continue;
    const Vec2 c = support_pos(kFirstStone + s);
    for_spots_near(c, c, 2 * r, [&](int i) { cover_if(i, !is_covered(i) && points_within(spots[size_t(i)], c, 2 * r)); });
  }
  for (uint64_t m = on_board_; m;) {
    const int p = pop_lowest(m);
    const Vec2 a = support_pos(plank_ends_[p][0]), b = support_pos(plank_ends_[p][1]);
    for_spots_near(a, b, r, [&](int i) { cover_if(i, !is_covered(i) && segment_within(a, b, spots[size_t(i)], r)); });
  }
  // The open spots rising, as a loop over every spot, by runs of open spots in each word.
  const auto choices = board_->water_spot_choices.begin();
  for (size_t w = 0; w < covered.size(); ++w) {
    const size_t first = w * 64, count = std::min<size_t>(64, spots.size() - first);
    for (uint64_t open = ~covered[w] & (count == 64 ? ~uint64_t(0) : bit64(int(count)) - 1); open;) {
      const int start = __builtin_ctzll(open);
      const uint64_t from_start = open >> start;
      const int run = ~from_start ? __builtin_ctzll(~from_start) : 64 - start;  // open spots in a row
      out.insert(out.end(), choices + ptrdiff_t(first) + start, choices + ptrdiff_t(first) + start + run);
      open &= run + start == 64 ? 0 : ~uint64_t(0) << (start + run);
    }
  }
}

template <class Visit>
void State::for_spots_near(Vec2 a, Vec2 b, double reach, Visit&& visit) const {
  // A little more than the reach: the box only picks the spots to test, never decides.
  const double margin = reach + 0.01;
  const double x0 = std::min(a.x, b.x) - margin, x1 = std::max(a.x, b.x) + margin;
  const double y0 = std::min(a.y, b.y) - margin, y1 = std::max(a.y, b.y) + margin;
  const std::vector<Vec2>& spots = board_->water_spots;
  const auto& rows = board_->water_rows;
  auto row = std::lower_bound(rows.begin(), rows.end(), y0, [](const Board::WaterRow& w, double y) { return w.y < y; });
  for (; row != rows.end() && row->y <= y1; ++row) {
    const auto end = spots.begin() + row->end;
    auto it = std::lower_bound(spots.begin() + row->begin, end, x0, [](Vec2 p, double x) { return p.x < x; });
    for (; it != end && it->x <= x1; ++it) visit(int(it - spots.begin()));
  }
}

void State::place_stone(const Choice& choice, Events* events) {
  int slot = choice.a;
  if (variant_ == Variant::kExpert) {
    slot = 0;
    while (stones_ & bit32(slot)) ++slot;
    spot_x_[slot] = choice.x;
    spot_y_[slot] = choice.y;
  }
  stones_ |= bit32(slot);
  --stones_reserve_;
  serial_[slot] = ++stones_placed_;
  emit_action(events, EventKind::kStone, [&](Event& e) {
    if (variant_ == Variant::kExpert) e.x = choice.x, e.y = choice.y;
    e.a = int8_t(kFirstStone + slot);
    e.serial = serial_[slot];
  });
  ++part_;
}

// True when the span a-b would cross a plank on the board or pass over a support.
bool State::span_crosses_or_passes(int a, int b) const {
  if (variant_ == Variant::kStandard) {
    const int q = board_->pair(a, b);
    return (board_->pairs[size_t(q)].over & present_supports()) || crosses_a_plank(q);
  }
  // One span: the obstacles tested where they lie. Gathering them (SpanObstacles, for the
  // many spans of a listing) costs more than the test for one: the bots' route evaluation
  // asks this for every pair of supports. The random simulation's completeness check
  // compares the two (the listed spans against span_problem).
  const Vec2 pa = support_pos(a), pb = support_pos(b);
  // The span's box: what lies wholly outside it (by a hair more than rounding could make)
  // can neither meet the segment nor touch it, and skips the exact test.
  constexpr double kHair = 1e-6;
  const double x0 = std::min(pa.x, pb.x) - kHair, x1 = std::max(pa.x, pb.x) + kHair;
  const double y0 = std::min(pa.y, pb.y) - kHair, y1 = std::max(pa.y, pb.y) + kHair;
  const auto outside = [&](double lx, double hx, double ly, double hy) { return hx < x0 || lx > x1 || hy < y0 || ly > y1; };
  for (uint64_t m = present_supports(); m;) {
    const int s = pop_lowest(m);
    if (s == a || s == b) continue;
    const Vec2 c = support_pos(s);
    const double r = support_radius(s);
    if (!outside(c.x - r, c.x + r, c.y - r, c.y + r) && segment_within(pa, pb, c, r)) return true;
  }
  for (uint64_t m = on_board_; m;) {
    const int p = pop_lowest(m);
    const int c = plank_ends_[p][0], d = plank_ends_[p][1];
    if (c == a || c == b || d == a || d == b) continue;  // planks meet at a shared support
    const Vec2 pc = support_pos(c), pd = support_pos(d);
    if (!outside(std::min(pc.x, pd.x), std::max(pc.x, pd.x), std::min(pc.y, pd.y), std::max(pc.y, pd.y)) && segments_touch(pa, pb, pc, pd))
      return true;
  }
  return false;
}

void State::gather_obstacles(SpanObstacles& out) const {
  for (uint64_t m = present_supports(); m;) {
    const int s = pop_lowest(m);
    out.add_support(s, support_pos(s), support_radius(s));
  }
  for (uint64_t m = on_board_; m;) {
    const int p = pop_lowest(m);
    const int c = plank_ends_[p][0], d = plank_ends_[p][1];
    out.add_plank(p, c, d, support_pos(c), support_pos(d));
  }
  out.index();
}

// How far apart (centre to centre) the supports a and b may be for the plank to reach, with
// a hair to spare: farther than that is too short without a square root (expert side).
double State::plank_reach(int plank, int a, int b) const {
  return board_->plank_lengths[size_t(plank_number(plank) - 1)] + support_radius(a) + support_radius(b) - 2 * board_->bearing + 1e-6;
}

// Expert side: the plank does not cover the gap between the discs of a and b (at pa, pb).
// `reach` is plank_reach(plank, a, b), passed in by loops that work it out once for many b.
bool State::too_short(int plank, int a, int b, Vec2 pa, Vec2 pb, double reach) const {
  // Beyond the reach by a clear margin, known without a square root (plank lengths grow with
  // the number; near the limit the exact test decides).
  if (reach < 0 || (pa.x - pb.x) * (pa.x - pb.x) + (pa.y - pb.y) * (pa.y - pb.y) > reach * reach) return true;
  return plank_number(plank) < board_->min_plank_for(pa, support_radius(a), pb, support_radius(b));
}

Refusal State::span_problem(int plank, int a, int b) const {
  if (plank < 0 || plank >= kPlanks) return refusal::kNoPlankPicked;
  if (a < 0 || b < 0 || a >= kSupports || b >= kSupports || a == b) return refusal::kPlankNeedsTwoSupports;
  if (!support_exists(a) || !support_exists(b)) return refusal::kNoStoneThere;
  if (a < kFirstStone && b < kFirstStone) return refusal::kPlankJoinsVillages;
  if (variant_ == Variant::kStandard) {
    if (plank_number(plank) < board_->pairs[board_->pair(a, b)].min_number) return refusal::kPlankTooShort;
  } else if (too_short(plank, a, b, support_pos(a), support_pos(b), plank_reach(plank, a, b))) {
    return refusal::kPlankTooShort;
  }
  if (load_[a] >= kMaxPlanksPerSupport || load_[b] >= kMaxPlanksPerSupport)
    return refusal::kSupportFull;
  for (uint64_t m = load_[a] && load_[b] ? on_board_ : 0; m;) {  // a plank between them loads both
    const int p = pop_lowest(m);
    if (std::min(plank_ends_[p][0], plank_ends_[p][1]) == std::min(a, b) && std::max(plank_ends_[p][0], plank_ends_[p][1]) == std::max(a, b))
      return refusal::kSpanTaken;
  }
  if (span_crosses_or_passes(a, b)) return refusal::kPlankCrosses;
  return refusal::kNone;
}

State::SpanContext State::span_context() const {
  SpanContext ctx = span_context_uncrossed();
  if (variant_ != Variant::kStandard) return ctx;  // the expert side has no fixed crossings
  for (uint64_t m = on_board_; m;) {
    const int p = pop_lowest(m);
    const PairSet& crosses = board_->pairs[board_->pair(plank_ends_[p][0], plank_ends_[p][1])].crosses;
    for (int w = 0; w < kPairWords; ++w) ctx.crossed[w] |= crosses[w];
  }
  return ctx;
}

State::SpanContext State::span_context_uncrossed() const {
  SpanContext ctx;
  ctx.present = present_supports();
  for (uint64_t m = on_board_; m;) {
    const int p = pop_lowest(m);
    const int q = board_->pair(plank_ends_[p][0], plank_ends_[p][1]);
    ctx.taken[q / 64] |= uint64_t(1) << (q % 64);
  }
  return ctx;
}

// Standard side: a plank on the board crosses the span q, one word per plank.
bool State::crosses_a_plank(int q) const {
  const PairSet& crosses = board_->pairs[size_t(q)].crosses;
  for (uint64_t m = on_board_; m;) {
    const int p = pop_lowest(m);
    const int r = board_->pair(plank_ends_[p][0], plank_ends_[p][1]);
    if (crosses[r / 64] >> (r % 64) & 1) return true;
  }
  return false;
}

bool State::span_open(const SpanContext& ctx, int a, int b) const {
  if (load_[a] >= kMaxPlanksPerSupport || load_[b] >= kMaxPlanksPerSupport) return false;
  const int q = board_->pair(a, b);
  if (board_->pairs[q].over & ctx.present) return false;
  return !((ctx.taken[q / 64] | ctx.crossed[q / 64]) >> (q % 64) & 1);
}

template <class Visit>
void State::for_each_fitting_span(const SpanContext& ctx, int plank, Visit&& visit) const {
  // span_problem()'s verdict, in the same order (a, then b, rising), on the pairs it can
  // accept: both ends on the board with room, b a stone past a.
  uint64_t open = ctx.present;
  for (int s = 0; s < kSupports; ++s)
    if (load_[s] >= kMaxPlanksPerSupport) open &= ~bit64(s);
  if (variant_ == Variant::kStandard)
    for_each_fitting_island_span(ctx, open, plank, visit);
  else
    for_each_fitting_expert_span(ctx, open, plank, visit);
}

template <class Visit>
void State::for_each_fitting_island_span(const SpanContext& ctx, uint64_t open, int plank, Visit&& visit) const {
  const uint64_t stones = open & ~(bit64(kFirstStone) - 1);
  const int number = plank_number(plank);
  for (uint64_t as = open; as;) {
    const int a = pop_lowest(as);
    // The b that fit, as bits, without a branch on each verdict: perf showed those branches
    // (mispredicted: the verdicts follow no pattern) as the listing's hottest instructions.
    uint64_t fits = 0;
    for (uint64_t bs = board_->reach[size_t(a)][size_t(number)] & stones & ~(bit64(a + 1) - 1); bs;) {
      const int b = pop_lowest(bs), q = board_->pair(a, b);
      const bool over = (board_->over[size_t(a)][size_t(b)] & ctx.present) != 0;
      const bool crossed = ((ctx.taken[q / 64] | ctx.crossed[q / 64]) >> (q % 64) & 1) != 0;
      fits |= uint64_t(!(over | crossed)) << b;  // span_open(), the loads being checked in `open`
    }
    while (fits)
      if (visit(a, pop_lowest(fits))) return;
  }
}

template <class Visit>
void State::for_each_fitting_expert_span(const SpanContext& ctx, uint64_t open, int plank, Visit&& visit) const {
  const uint64_t stones = open & ~(bit64(kFirstStone) - 1);
  // The supports' places worked out once for every pair; what could block a span gathered
  // once. For each a, the b worth the exact test (rising, as a loop over every stone): the
  // stones the grid finds within the plank's reach of it.
  std::array<Vec2, kSupports> at{};
  for (uint64_t m = ctx.present; m;) {
    const int s = pop_lowest(m);
    at[size_t(s)] = support_pos(s);
  }
  SpanObstacles obstacles;
  gather_obstacles(obstacles);
  for (uint64_t as = open; as;) {
    const int a = pop_lowest(as);
    const double reach = plank_reach(plank, a, kFirstStone);  // the same to every stone: b is one
    if (reach < 0) continue;                                   // too short for every b
    for (uint64_t bs = obstacles.near(at[size_t(a)], reach).discs & stones & ~(bit64(a + 1) - 1); bs;) {
      const int b = pop_lowest(bs), q = board_->pair(a, b);
      if (too_short(plank, a, b, at[size_t(a)], at[size_t(b)], reach) || (ctx.taken[q / 64] >> (q % 64) & 1)) continue;
      if (!obstacles.blocks(a, b, at[size_t(a)], at[size_t(b)]) && visit(a, b)) return;
    }
  }
}

bool State::plank_fits_somewhere(int plank) const {
  bool found = false;
  if (variant_ != Variant::kStandard) {
    for_each_fitting_span(span_context(), plank, [&](int, int) { return found = true; });
    return found;
  }
  // The crossings tested only on the spans otherwise open, plank by plank, until one fits: the
  // first usually does, and gathering every plank's crossings (span_context()) cost more.
  for_each_fitting_span(span_context_uncrossed(), plank, [&](int a, int b) { return found = !crosses_a_plank(board_->pair(a, b)); });
  return found;
}

PairSet State::fitting_spans(int plank) const {
  PairSet out{};
  for_each_fitting_span(span_context(), plank, [&](int a, int b) {
    const int q = board_->pair(a, b);
    out[size_t(q / 64)] |= uint64_t(1) << (q % 64);
    return false;
  });
  return out;
}

void State::list_spans(std::vector<Choice>& out) const {
  for_each_fitting_span(span_context(), picked_, [&](int a, int b) {
    out.emplace_back(Decision::kPlaceSpan, a, b);  // built in place: see Choice's constructor
    return false;
  });
}

void State::place_plank(int plank, int a, int b, Events* events) {
  set_plank_loc(plank, kOnBoard);
  plank_ends_[plank] = {int8_t(a), int8_t(b)};
  ++load_[a];
  ++load_[b];
  emit_action(events, EventKind::kPlank, [&](Event& e) { e.a = int8_t(plank), e.b = int8_t(a), e.c = int8_t(b); });
  picked_ = -1;
  ++part_;
}

// ---- remove (RULES.md §6.3) ----

// The numbers and colors in a player's reserve (bit n-1 / bit color).
void State::reserve_masks(int color, uint8_t& numbers, uint8_t& colors) const {
  numbers = colors = 0;
  for (int p = 0; p < kPlanks; ++p)
    if (plank_loc_[p] == color) numbers |= uint8_t(1u << (plank_number(p) - 1)), colors |= uint8_t(1u << plank_color(p));
}

namespace {
int bits(unsigned v) {
  int n = 0;
  for (; v; v &= v - 1) ++n;
  return n;
}
// Plank ids run color by color (plank_id()): a color's planks are kPlankNumbers bits in a row,
// and the planks numbered 1 one bit per color, kPlankNumbers apart.
constexpr uint64_t kPlanksOfColor = (uint64_t(1) << kPlankNumbers) - 1;
constexpr uint64_t planks_numbered_one() {
  uint64_t m = 0;
  for (int c = 0; c < kColors; ++c) m |= uint64_t(1) << plank_id(c, 1);
  return m;
}
constexpr uint64_t kPlanksOfNumberOne = planks_numbered_one();
}  // namespace

Refusal State::take_problem(int plank, uint8_t numbers, uint8_t colors) const {
  if (plank < 0 || plank >= kPlanks || plank_loc_[plank] != kOnBoard) return refusal::kPlankNotOnBoard;
  if (occupant(plank_position(plank)) >= 0) return refusal::kPawnOnPlank;
  if (numbers >> (plank_number(plank) - 1) & 1) return refusal::kReserveHasNumber;
  if (bits(colors | (1u << plank_color(plank))) > 2) return refusal::kReserveColors;
  return refusal::kNone;
}

Refusal State::remove_problem(const Choice& choice) const {
  if (choice.remove == RemoveKind::kStone) {
    if (!has_stone(choice.a)) return refusal::kNoStoneThere;
    if (load_[choice.a] > 0) return refusal::kStoneCarriesPlank;
    return refusal::kNone;
  }
  uint8_t numbers, colors;
  reserve_masks(actor(), numbers, colors);
  return take_problem(choice.a, numbers, colors);
}

// The planks on the board that `color` may take, as bits: take_problem()'s verdict for all of
// them at once (callgrind: testing them one by one was most of list_removals).
uint64_t State::takeable_planks(int color) const {
  uint8_t numbers, colors;
  reserve_masks(color, numbers, colors);
  uint64_t allowed_numbers = 0, allowed_colors = 0;  // planks of a number / color the reserve may gain
  for (int i = 0; i < kColors; ++i) {
    if (bits(colors | (1u << i)) <= 2) allowed_colors |= kPlanksOfColor << (i * kPlankNumbers);
    if (i < kPlankNumbers && !(numbers >> i & 1)) allowed_numbers |= kPlanksOfNumberOne << i;
  }
  uint64_t stood_on = 0;  // planks with a pawn on them
  for (int c = 0; c < kColors; ++c)
    if (is_plank_position(pawn_[c])) stood_on |= bit64(pawn_[c] - kPlankPositions);
  return on_board_ & ~stood_on & allowed_numbers & allowed_colors;
}

void State::list_removals(std::vector<Choice>& out) const {
  for (uint64_t m = takeable_planks(actor()); m;) out.emplace_back(Decision::kRemove, pop_lowest(m), -1);
  for (uint64_t m = stones_; m;)
    if (const int s = kFirstStone + pop_lowest(m); load_[s] == 0) out.emplace_back(Decision::kRemove, s, -1, 0, 0, RemoveKind::kStone);
}

bool State::anything_to_remove() const { return can_remove(actor()); }

bool State::can_remove(int color) const {
  for (int s = kFirstStone; s < kSupports; ++s)
    if (has_stone(s) && load_[s] == 0) return true;
  return takeable_planks(color) != 0;
}

void State::remove(const Choice& choice, Events* events) {
  emit_action(events, choice.remove == RemoveKind::kStone ? EventKind::kTakeStone : EventKind::kTakePlank, [&](Event& e) {
    e.a = choice.a;
    if (choice.remove != RemoveKind::kStone) return;
    e.serial = serial_[choice.a - kFirstStone];  // the stone's name and place, before it leaves
    e.x = spot_x_[choice.a - kFirstStone];
    e.y = spot_y_[choice.a - kFirstStone];
  });
  if (choice.remove == RemoveKind::kStone) {
    stones_ &= ~bit32(choice.a - kFirstStone);
    ++stones_reserve_;
  } else {
    --load_[plank_ends_[choice.a][0]];
    --load_[plank_ends_[choice.a][1]];
    plank_ends_[choice.a] = {-1, -1};
    set_plank_loc(choice.a, int8_t(actor()));
  }
  ++part_;
}

// ---- movement (RULES.md §6.4) ----

void State::planks_by_support(PlanksBySupport& out) const {
  out.fill(0);
  for (uint64_t m = on_board_; m;) {
    const int p = pop_lowest(m);
    out[size_t(plank_ends_[p][0])] |= bit64(p);
    out[size_t(plank_ends_[p][1])] |= bit64(p);
  }
}

int State::neighbours(int position, Neighbours& out) const {
  PlanksBySupport by;
  planks_by_support(by);
  return neighbours(position, out, by);
}

int State::neighbours(int position, Neighbours& out, const PlanksBySupport& by) const {
  int n = 0;
  const int self = is_plank_position(position) ? position - kPlankPositions : -1;
  uint64_t planks = 0;  // every plank with an end where this position is, or ends
  if (self < 0) {
    planks = by[size_t(position)];  // a village is its own single "end"
  } else {
    for (int8_t end : plank_ends_[self]) {
      if (end < kFirstStone) out[n++] = end;
      planks |= by[size_t(end)];
    }
    planks &= ~bit64(self);
  }
  while (planks) out[n++] = int8_t(plank_position(pop_lowest(planks)));
  return n;
}

// A step onto a village is always free; onto a plank only if no other pawn stands there.
bool State::free_for(int color, int to) const {
  if (!is_plank_position(to)) return true;
  const int who = occupant(to);
  return who < 0 || who == color;
}

template <class Visit>
bool State::for_each_move(Visit&& visit) const {
  const int me = actor(), from = pawn_[me];
  Neighbours first, second;
  PlanksBySupport by;  // once for every step looked at
  planks_by_support(by);
  const int n1 = neighbours(from, first, by);
  for (int i = 0; i < n1; ++i) {
    const int a = first[i];
    if (!free_for(me, a)) continue;
    if ((decision_ == Decision::kMove1 || !is_plank_position(a)) && visit(a, kNoPosition)) return true;
    if (decision_ == Decision::kMove1 || a == destination(me)) continue;
    const int n2 = neighbours(a, second, by);
    for (int k = 0; k < n2; ++k)
      if (free_for(me, second[k]) && visit(a, int(second[k]))) return true;
  }
  return false;
}

void State::list_moves(std::vector<Choice>& out) const {
  for_each_move([&](int a, int b) { return out.emplace_back(decision_, a, b), false; });
}

bool State::can_move(int color) const {
  Neighbours next;
  const int n = neighbours(pawn_[color], next);
  for (int i = 0; i < n; ++i)
    if (free_for(color, next[i])) return true;
  return false;
}

template <class Visit>
bool State::for_each_jump(int me, Visit&& visit) const {
  const int from = pawn_[me];
  Neighbours near;
  const int n = neighbours(from, near);
  for (int i = 0; i < n; ++i) {
    const int q = near[i];
    const int jumped = occupant(q);
    if (!is_plank_position(q) || jumped < 0 || jumped == me) continue;
    const int plank = q - kPlankPositions;
    // The far end of Q is the end the jumper is not touching.
    const auto& e = plank_ends_[plank];
    const bool touches_first = is_plank_position(from)
                                   ? (e[0] == plank_ends_[from - kPlankPositions][0] || e[0] == plank_ends_[from - kPlankPositions][1])
                                   : e[0] == from;
    const int far = touches_first ? e[1] : e[0];
    if (far < kFirstStone && visit(plank, far)) return true;
    for (uint64_t m = on_board_; m;) {
      const int p = pop_lowest(m);
      if (p == plank) continue;
      if ((plank_ends_[p][0] == far || plank_ends_[p][1] == far) && occupant(plank_position(p)) < 0 &&
          visit(plank, plank_position(p)))
        return true;
    }
  }
  return false;
}

void State::list_jumps(int me, std::vector<Choice>& out) const {
  for_each_jump(me, [&](int a, int b) { return out.emplace_back(Decision::kJump, a, b), false; });
}

bool State::can_jump(int color) const {
  return for_each_jump(color, [](int, int) { return true; });  // stops at the first
}

Refusal State::check_target(const Choice& choice) const {
  if (choice.kind == Decision::kStone) {
    if (variant_ == Variant::kExpert)
      return stone_allowed_at({spot_units(choice.x), spot_units(choice.y)}) ? refusal::kNone
                                                                   : refusal::kStoneNotInWater;
    if (choice.a < 0 || choice.a >= kIslands) return refusal::kNoSuchIsland;
    if (stones_ & bit32(choice.a)) return refusal::kIslandHasStone;
    return stone_allowed_on(choice.a) ? refusal::kNone : refusal::kPlankOverIsland;
  }
  // The listing's verdict, stopped at the choice: no list built (the bench re-listed every
  // move a bot had just picked from a list).
  const auto is_it = [&](int a, int b) { return choice == Choice(choice.kind, a, b); };
  if (choice.kind == Decision::kJump ? for_each_jump(actor(), is_it) : for_each_move(is_it)) return refusal::kNone;
  return choice.kind == Decision::kJump ? refusal::kNoJumpLandsThere
                                        : refusal::kNotWithinReach;
}

void State::enter(int position) {
  const int me = actor();
  pawn_[me] = int8_t(position);
  if (position == destination(me)) winner_ = int8_t(me);
}

void State::move(const Choice& choice, Events* events) {
  enter(choice.a);
  const bool second = winner_ < 0 && choice.b >= 0;  // a step into the destination ends the move
  if (second) enter(choice.b);
  emit_action(events, EventKind::kMove, [&](Event& e) {
    e.a = choice.a;
    if (second) e.b = choice.b;
  });
  ++part_;
  if (winner_ >= 0) end_with_win(events);
}

void State::jump(const Choice& choice, Events* events) {
  enter(choice.b);
  emit_action(events, EventKind::kJump, [&](Event& e) { e.a = choice.a, e.b = choice.b; });
  ++part_;
  if (winner_ >= 0) end_with_win(events);
}

}  // namespace rd

namespace rd {

// The game ends the instant a pawn enters its destination (RULES.md §4).
void State::end_with_win(Events* events) {
  emit_action(events, EventKind::kWin);
  phase_ = Phase::kOver;
  decision_ = Decision::kNone;
}

}  // namespace rd
