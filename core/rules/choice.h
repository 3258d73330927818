// What a player decides, and what the engine tells about what happened.
#pragma once
#include <array>
#include <cmath>
#include <cstdint>

#include "card.h"

namespace rd {

// The decision the game waits for (RULES.md §4, §6).
enum class Decision : int8_t {
  kNone,       // the game is over
  kProgram,    // lock five cards
  kStone,      // where to put a stone
  kPickPlank,  // which plank of the reserve, judged by eye: final
  kPlaceSpan,  // between which two supports the picked plank goes
  kRemove,     // which plank or stone to take
  kMove1,      // where to step
  kMove2,      // which path of one or two steps
  kJump,       // over whom, and where to land
  kReveal,     // online play: cards of this slot locked face down on other devices are not
               // turned over here yet (State::reveal); no choice of the actor answers it
};

// Pawn positions: 0..5 a village (by color), kPlankPositions + plank id a plank.
constexpr int kPlankPositions = kColors;
constexpr int kNoPosition = -1;
// Plank ids: color * kPlankNumbers + (number - 1).
constexpr int kPlanks = kColors * kPlankNumbers;
constexpr int plank_id(int color, int number) { return color * kPlankNumbers + number - 1; }
constexpr int plank_color(int plank) { return plank / kPlankNumbers; }
constexpr int plank_number(int plank) { return plank % kPlankNumbers + 1; }
constexpr int plank_position(int plank) { return kPlankPositions + plank; }
constexpr bool is_plank_position(int pos) { return pos >= kPlankPositions; }

// Expert stone spots are whole hundredths of a board unit (in choices, events and the state),
// so that a spot survives a record or a link exactly.
constexpr int kSpotScale = 100;
inline int to_spot(double units) { return int(std::lround(units * kSpotScale)); }
constexpr double spot_units(int spot) { return spot / double(kSpotScale); }

enum class RemoveKind : int8_t { kPlank, kStone };

// One decision's answer. Which fields count depends on `kind` (see the constructors).
struct Choice {
  Decision kind = Decision::kNone;
  Program program{};
  int8_t a = -1, b = -1;     // stone slot / plank / support / position, by kind
  int16_t x = 0, y = 0;      // expert stone spot, in hundredths of a board unit (kSpotScale)
  RemoveKind remove = RemoveKind::kPlank;

  constexpr Choice() = default;
  // Every field at once. State's lists of legal choices build theirs in place with it
  // (emplace_back): a choice built on the stack and copied into the list stalled the
  // processor at every copy (its bytes stored one by one, then read back as one word); perf
  // showed it as the largest cost of the bots' playouts.
  constexpr Choice(Decision k, int a_, int b_, int x_ = 0, int y_ = 0, RemoveKind r = RemoveKind::kPlank)
      : kind(k), a(int8_t(a_)), b(int8_t(b_)), x(int16_t(x_)), y(int16_t(y_)), remove(r) {}

  static Choice make_program(const Program& p) { Choice c; c.kind = Decision::kProgram; c.program = p; return c; }
  static constexpr Choice stone(int slot) { return {Decision::kStone, slot, -1}; }
  static constexpr Choice stone_at(int x_spot, int y_spot) { return {Decision::kStone, -1, -1, x_spot, y_spot}; }
  static constexpr Choice pick_plank(int plank) { return {Decision::kPickPlank, plank, -1}; }
  static constexpr Choice span(int s1, int s2) { return {Decision::kPlaceSpan, s1, s2}; }
  static constexpr Choice take_plank(int plank) { return {Decision::kRemove, plank, -1}; }
  static constexpr Choice take_stone(int support) { return {Decision::kRemove, support, -1, 0, 0, RemoveKind::kStone}; }
  // Move 1 and Move 2: the positions entered, in order (`second` = -1 for one step).
  static constexpr Choice move(Decision kind, int first, int second = kNoPosition) { return {kind, first, second}; }
  static constexpr Choice jump(int over_plank, int to) { return {Decision::kJump, over_plank, to}; }

  bool operator==(const Choice& o) const {
    return kind == o.kind && program == o.program && a == o.a && b == o.b && x == o.x && y == o.y && remove == o.remove;
  }
};

// Where a Move 1, Move 2 or Jump choice puts the pawn: the last position it names (RULES.md
// §6.4, §6.5; a Move 2 that reaches the destination on its first step names that step
// alone). kNoPosition for other choices. The board's targets and the bots ask this.
constexpr int landing(const Choice& c) {
  switch (c.kind) {
    case Decision::kJump: return c.b;
    case Decision::kMove1:
    case Decision::kMove2: return c.b != kNoPosition ? c.b : c.a;
    default: return kNoPosition;
  }
}

enum class LostWhy : int8_t { kNoStone, kNoRoom, kNoPlank, kNothingToRemove };

// What happened, in the vocabulary of the game record (RULES.md §8).
enum class EventKind : int8_t {
  kRoundStart,  // player = the round's first player
  kProgramLocked,  // a = 1: the player's device locked it for them, their time having run out (online tables)
  kActionStart,  // slot, player, card
  kStone,        // a = support, serial = stone number (expert), x/y = spot
  kPlank,        // a = plank, b/c = supports
  kPlankLost,    // a = plank
  kTakePlank,    // a = plank
  kTakeStone,    // a = support, serial
  kMove,         // a = first position, b = second or -1
  kJump,         // a = jumped plank, b = landing position
  kFall,
  kLost,  // why
  kCancelled,  // by = dragon owner
  kWin,
};

struct Event {
  EventKind kind;
  int8_t player = -1;  // the actor
  int8_t slot = -1;
  int8_t card = -1;
  int8_t a = -1, b = -1, c = -1;
  int8_t by = -1;
  LostWhy why = LostWhy::kNoStone;
  int16_t x = 0, y = 0, serial = 0;
};

// Where a move or jump event left the pawn (as landing() for the choice); kNoPosition for
// other events. The log and its places ask this.
constexpr int landing(const Event& e) {
  switch (e.kind) {
    case EventKind::kJump: return e.b;
    case EventKind::kMove: return e.b != kNoPosition ? e.b : e.a;
    default: return kNoPosition;
  }
}

}  // namespace rd
