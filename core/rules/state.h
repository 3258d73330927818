// The game state: a value type with no heap memory, cheap to copy (the AI copies it
// millions of times), with the small API of OpenSpiel's State: who decides what now,
// the legal choices, apply a choice, the board, the winner.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "board.h"
#include "card.h"
#include "rng.h"
#include "choice.h"
#include "color.h"
#include "refusal.h"

namespace rd {

class SpanObstacles;

enum class Variant : int8_t { kStandard, kExpert };
enum class Phase : int8_t { kProgramming, kResolution, kOver };

constexpr int8_t kOnBoard = kColors;  // plank location: 0..5 a color's reserve, else these
constexpr int8_t kOutOfGame = kColors + 1;
constexpr int kMaxPlanksPerSupport = 3;
// Positions next to a position: at most 2 villages and every plank (RULES.md §6.4).
constexpr int kMaxNeighbours = 2 + kPlanks;
using Neighbours = std::array<int8_t, kMaxNeighbours>;

struct Setup {
  int players = 2;
  Variant variant = Variant::kStandard;
  Color first = kPink;  // must be in play
};

using Events = std::vector<Event>;

class State {
 public:
  State(const Board& board, const Setup& setup);

  // Who decides what now.
  Phase phase() const { return phase_; }
  Decision decision() const { return decision_; }
  // The player who must decide: during programming, the first (in resolution order)
  // whose program is not locked yet; during resolution, the acting player (for kReveal, the
  // first whose card is still face down); -1 when over.
  int actor() const;
  bool is_over() const { return phase_ == Phase::kOver; }
  int winner() const { return winner_; }

  // Legal answers to the current decision. For kProgram this enumerates every legal
  // program (up to 48,720); bots should sample instead. For expert stones it lists the
  // spots of a grid; any other spot that the rules allow is also accepted by apply().
  void legal_choices(std::vector<Choice>& out) const;
  std::vector<Choice> legal_choices() const;
  // Why a choice is not allowed now, or refusal::kNone if it is.
  Refusal check(const Choice& choice) const;
  // Applies a legal choice (returns refusal::kNone) or changes nothing and says why not.
  [[nodiscard]] Refusal apply(const Choice& choice, Events* events = nullptr);
  // What a choice does to the board, for bots looking ahead: the state right after the
  // choice, stopped at the end of the current action (the actions after it depend on
  // programs the actor cannot see, so they are not played). Only for a legal choice.
  State preview(const Choice& choice) const;
  // The game as `viewer` knows it while programming: the other players' locked programs
  // are unlocked again (they are secret), so a bot can sample them. Otherwise a copy.
  State hide_programs_from(int viewer) const;
  // One way the game could be, as `viewer` knows it: while programming, as
  // hide_programs_from; during a resolution, the other players' cards not turned over yet
  // (the slots after the current one) drawn again from their hands, uniformly among the
  // legal programs that keep the cards already seen. A search samples futures with it
  // without reading what a player at the table could not.
  State redeal_unseen(int viewer, Rng& rng) const;
  // For such a sampled future: `color`'s cards after the current slot become `guess`'s,
  // a legal program that agrees with every card of `color` turned over so far (false, and
  // nothing changes, if it does not or no resolution is under way).
  bool assume_unseen(int color, const Program& guess);
  // Whether `program` holds every card of `color` turned over so far in this resolution
  // (the slots up to the current one).
  bool agrees_with_turned_over(int color, const Program& program) const;
  // Locks a program for any player still programming (programs are simultaneous).
  [[nodiscard]] Refusal lock_program(int color, const Program& program, Events* events = nullptr);
  // Online play: `color` has locked a program on another device, face down. Its cards are
  // kSealedCard here until each slot is turned over: before a slot's first action the
  // decision is kReveal until reveal() has given every sealed card of that slot. So a
  // device holds no card of another player before the table turns it over.
  [[nodiscard]] Refusal lock_sealed(int color, Events* events = nullptr);
  // Turns over `color`'s sealed card in the current slot (decision kReveal). Refused, and
  // nothing changes, if that card is not face down now or if `card` could not be in that
  // slot of a legal program after the cards already turned over (RULES.md §3).
  [[nodiscard]] Refusal reveal(int color, Card card, Events* events = nullptr);
  // Online play: the game as every device may show it to `viewer` during a resolution, the
  // other players' cards after the current slot face down (kSealedCard), as they are on the
  // devices that did not program them. Otherwise a copy.
  State seal_unseen(int viewer) const;
  // Whether `color`'s card in `slot` is still face down (online play).
  bool sealed(int color, int slot) const { return programs_[color][slot] == kSealedCard; }

  // Seating and round.
  const Board& board() const { return *board_; }
  Variant variant() const { return variant_; }
  int players() const { return players_; }
  uint8_t colors_in_play() const { return in_play_; }
  bool in_play(int color) const { return in_play_ >> color & 1; }
  int round() const { return round_; }  // 1-based
  int first_player() const { return first_; }
  int slot() const { return slot_; }    // 0-based, during resolution
  // The colors in play in resolution order (clockwise from the round's first player).
  int resolution_order(std::array<int8_t, kColors>& out) const;
  Hand hand(int color) const { return hand_for(color, in_play_); }
  bool has_program(int color) const { return programmed_ >> color & 1; }
  const Program& program(int color) const { return programs_[color]; }
  Card current_card() const { return programs_[acting()][slot_]; }  // during an action
  int picked_plank() const { return picked_; }

  // The board.
  int pawn(int color) const { return pawn_[color]; }
  int plank_location(int plank) const { return plank_loc_[plank]; }
  std::array<int8_t, 2> plank_ends(int plank) const { return plank_ends_[plank]; }
  bool has_stone(int support) const {
    return support >= kFirstStone && support < kSupports && (stones_ >> (support - kFirstStone) & 1);
  }
  bool support_exists(int support) const { return (support >= 0 && support < kFirstStone) || has_stone(support); }
  int stones_in_reserve() const { return stones_reserve_; }
  // A digest of what lies on the table: the board in use, who is in play, the pawns, where
  // each plank is (and between which supports), the planks each support bears, the stones
  // (and their spots on the expert side), the common stones left, the winner. Nothing of the
  // programs, the round or whose turn it is. Equal tables give equal keys; two different ones
  // the same key about once in 2^128 (two digests of 64 bits, stirred apart): the bots' route
  // evaluation, which reads nothing else, is cached by it (evaluation.cpp).
  struct TableKey {
    uint64_t a = 0, b = 0;
    bool operator==(const TableKey& o) const { return a == o.a && b == o.b; }
    bool operator!=(const TableKey& o) const { return !(*this == o); }
    bool operator<(const TableKey& o) const { return a != o.a ? a < o.a : b < o.b; }
  };
  TableKey table_key() const;
  int stone_serial(int support) const { return serial_[support - kFirstStone]; }
  int planks_on(int support) const { return load_[support]; }
  Vec2 support_pos(int support) const;
  double support_radius(int support) const;
  int occupant(int position) const;  // color of a pawn on that plank position, or -1
  int reserve_size(int color) const;

  // Rule queries shared by legal_choices(), check() and the frontend.
  bool stone_allowed_on(int slot) const;        // standard
  bool stone_allowed_at(Vec2 spot) const;       // expert
  bool spot_clear(Vec2 spot) const;             // expert, for spots known to be in open water
  // Why the picked-or-given plank may not go between a and b, or refusal::kNone if it fits.
  Refusal span_problem(int plank, int a, int b) const;
  bool plank_fits_somewhere(int plank) const;
  // Every span a-b for which span_problem(plank, a, b) is kNone, as a set of pairs, found at
  // once (what the bots' route graph asks of every pair on the expert side).
  PairSet fitting_spans(int plank) const;
  Refusal remove_problem(const Choice& choice) const;
  // What the planks on the board rule out, gathered once for checking many spans.
  struct SpanContext {
    uint64_t present = 0;  // supports on the board
    PairSet taken{};       // spans holding a plank (either side)
    PairSet crossed{};     // spans crossed by a plank (standard board)
  };
  SpanContext span_context() const;
  // Standard side: no plank lies on or crosses a-b, no support on the board lies under it,
  // and neither end carries 3 planks. Its ends need not hold stones yet (for planning).
  bool span_open(const SpanContext& ctx, int a, int b) const;

  // Whether `color`'s pawn, where it stands now, could step somewhere (a Move would not
  // drop it in the river) or jump over someone (RULES.md §6.4, §6.5). Bots and the UI ask
  // these instead of re-deriving the rules.
  bool can_move(int color) const;
  bool can_jump(int color) const;
  // Whether `color` could take something with a Remove now (RULES.md §6.3).
  bool can_remove(int color) const;
  // During resolution: the player whose dragon cancels `color`'s card in `slot` this round,
  // or -1 (RULES.md §5; a dragon card is never cancelled). Programs must be locked.
  int cancelled_by(int color, int slot) const;

  // Every field equal: the same position, decision and progress (tests compare states whole).
  bool operator==(const State& other) const;
  bool operator!=(const State& other) const { return !(*this == other); }

  // Positions adjacent to a position (RULES.md §6.4), written to out; returns the count.
  int neighbours(int position, Neighbours& out) const;
  // The planks on the board by the support they rest on (a bit per plank), for many
  // neighbours() at once.
  using PlanksBySupport = std::array<uint64_t, kSupports>;
  void planks_by_support(PlanksBySupport& out) const;
  int neighbours(int position, Neighbours& out, const PlanksBySupport& by) const;

 private:
  friend struct StateAccess;  // tests set up rule-book positions directly
  friend struct Foresight;    // foresight.cpp tries what-ifs on copies (a stone placed, a pawn back home)

  void set_first(int color);  // the first player, and the resolution order from them
  void set_plank_loc(int plank, int8_t loc) {
    plank_loc_[plank] = loc;
    on_board_ = loc == kOnBoard ? on_board_ | uint64_t(1) << plank : on_board_ & ~(uint64_t(1) << plank);
  }
  int acting() const { return order_[turn_]; }  // the actor, during the resolution
  // A bit per support on the board: every village, and the stones placed.
  uint64_t present_supports() const { return (uint64_t(stones_) << kFirstStone) | ((uint64_t(1) << kColors) - 1); }
  void start_round(Events* events);
  void lock(int color, const Program& program, Events* events);
  void begin_slot(Events* events);
  void begin_action(Events* events);
  void continue_action(Events* events);
  void finish_action(Events* events);
  void emit(Events* events, Event e) const;
  Event action_event(EventKind kind) const;
  // The current action's event, completed by fill(e), for a caller that keeps events.
  template <class Fill>
  void emit_action(Events* events, EventKind kind, Fill&& fill) const;
  void emit_action(Events* events, EventKind kind) const;
  bool any_stone_room() const;
  bool anything_to_remove() const;
  void enter(int position);
  void end_with_win(Events* events);
  void place_stone(const Choice& choice, Events* events);
  void place_plank(int plank, int a, int b, Events* events);
  void remove(const Choice& choice, Events* events);
  void move(const Choice& choice, Events* events);
  void jump(const Choice& choice, Events* events);
  Refusal check_program(const Program& program, int color) const;
  Refusal check_target(const Choice& choice) const;
  Refusal check_move(const Choice& choice) const;
  Refusal check_jump(const Choice& choice) const;
  bool free_for(int color, int position) const;
  bool span_crosses_or_passes(int a, int b) const;
  void gather_obstacles(SpanObstacles& out) const;  // expert: every support and plank on the board
  double plank_reach(int plank, int a, int b) const;
  bool too_short(int plank, int a, int b, Vec2 pa, Vec2 pb, double reach) const;
  SpanContext span_context_uncrossed() const;  // span_context() but `crossed`, left empty
  bool crosses_a_plank(int pair) const;         // standard side
  template <class Visit>
  void for_each_fitting_span(const SpanContext& ctx, int plank, Visit&& visit) const;
  // Its two sides; `open`: the supports on the board with room for a plank.
  template <class Visit>
  void for_each_fitting_island_span(const SpanContext& ctx, uint64_t open, int plank, Visit&& visit) const;
  template <class Visit>
  void for_each_fitting_expert_span(const SpanContext& ctx, uint64_t open, int plank, Visit&& visit) const;
  void reserve_masks(int color, uint8_t& numbers, uint8_t& colors) const;
  Refusal take_problem(int plank, uint8_t numbers, uint8_t colors) const;
  uint64_t takeable_planks(int color) const;
  void list_stones(std::vector<Choice>& out) const;
  void list_spans(std::vector<Choice>& out) const;
  void list_removals(std::vector<Choice>& out) const;
  // Calls visit(i) for (at least) every water spot i within `reach` of the segment a-b.
  template <class Visit>
  void for_spots_near(Vec2 a, Vec2 b, double reach, Visit&& visit) const;
  // The legal moves (a, b) / jumps (plank, landing), in listing order, until visit() says stop;
  // true if it did.
  template <class Visit>
  bool for_each_move(Visit&& visit) const;
  template <class Visit>
  bool for_each_jump(int color, Visit&& visit) const;
  void list_moves(std::vector<Choice>& out) const;
  void list_jumps(int color, std::vector<Choice>& out) const;

  const Board* board_;
  Variant variant_;
  Phase phase_ = Phase::kProgramming;
  Decision decision_ = Decision::kProgram;
  int8_t players_;
  uint8_t in_play_;
  int8_t first_;
  // The colors in play clockwise from first_ (the resolution order), kept with it by
  // set_first(): actor() asks for it at every step, too often to work it out each time.
  std::array<int8_t, kColors> order_{};
  int8_t winner_ = -1;
  int16_t round_ = 0;
  // Programming and resolution progress.
  uint8_t programmed_ = 0;
  std::array<Program, kColors> programs_{};
  int8_t slot_ = 0, turn_ = 0;  // turn: index in resolution order
  int8_t part_ = 0;             // which placement of stone2 / plank2
  int8_t picked_ = -1;          // plank chosen, waiting for its span
  bool frozen_ = false;         // a preview: stop when the current action ends
  // The board.
  std::array<int8_t, kColors> pawn_{};
  std::array<int8_t, kPlanks> plank_loc_{};
  uint64_t on_board_ = 0;  // a bit per plank whose plank_loc_ is kOnBoard, kept by set_plank_loc()
  std::array<std::array<int8_t, 2>, kPlanks> plank_ends_{};
  std::array<int8_t, kSupports> load_{};
  uint32_t stones_ = 0;  // stone slots in use
  int8_t stones_reserve_ = kStones;
  int16_t stones_placed_ = 0;                  // expert stones are named S1, S2... in order
  std::array<int16_t, kStones> serial_{};      // the name number of the stone in each slot
  std::array<int16_t, kStones> spot_x_{}, spot_y_{};  // expert stone spots, hundredths
};

}  // namespace rd
