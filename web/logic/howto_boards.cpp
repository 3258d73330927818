#include "howto_boards.h"

#include <cmath>
#include <vector>

#include "must_accept.h"
#include "state_access.h"

namespace rdweb {

namespace {
using rd::StateAccess;

constexpr int V(rd::Color c) { return c; }
constexpr int I(int island) { return rd::kFirstStone + island - 1; }
constexpr int plank(rd::Color c, int number) { return rd::plank_id(c, number); }
constexpr int P(rd::Color c, int number) { return rd::plank_position(plank(c, number)); }
constexpr rd::Vec2 kPinkSide{5.4, 9.6};  // the islands beside pink's village

rd::State two_players(rd::Variant variant = rd::Variant::kStandard) { return rd::State(rd::standard_board(), {2, variant, rd::kPink}); }

// A program that starts with `cards` and goes on with the other actions.
rd::Program program(std::initializer_list<rd::Card> cards) {
  rd::Program p{};
  int k = 0;
  for (rd::Card c : cards) p[k++] = c;
  for (int card = 0; k < rd::kSlots; ++card) {
    bool used = false;
    for (rd::Card c : cards) used = used || c == card;
    if (!used) p[k++] = rd::Card(card);
  }
  return p;
}

// The pictures' choices are written here, legal by construction: a refusal is a bug in a
// picture, which its test then shows loudly (must_accept.h).
void play(rd::State& s, const rd::Choice& choice) { rd::must_accept(s.apply(choice), choice, s); }
void lock_one(rd::State& s, rd::Color color, const rd::Program& program) {
  rd::must_accept(s.lock_program(color, program), rd::Choice::make_program(program), s);
}

// Both programs locked: resolution starts with pink's first card.
void lock(rd::State& s, std::initializer_list<rd::Card> pink, std::initializer_list<rd::Card> black) {
  lock_one(s, rd::kPink, program(pink));
  lock_one(s, rd::kBlack, program(black));
}

// Pink's bridge from its village: stones on islands 12 and 15, planks pink2 and pink1.
void pink_bridge(rd::State& s) {
  StateAccess::stone(s, I(12));
  StateAccess::stone(s, I(15));
  StateAccess::plank(s, plank(rd::kPink, 2), V(rd::kPink), I(12));
  StateAccess::plank(s, plank(rd::kPink, 1), I(12), I(15));
}

// The legal expert spot nearest to `near`.
rd::Choice spot_near(const rd::State& s, rd::Vec2 near) {
  rd::Choice best;
  double best_d = 1e9;
  for (const rd::Choice& c : s.legal_choices()) {
    const double d = std::hypot(rd::spot_units(c.x) - near.x, rd::spot_units(c.y) - near.y);
    if (d < best_d) best_d = d, best = c;
  }
  return best;
}

Picture goal() { return {rd::State(rd::standard_board(), {6, rd::Variant::kStandard, rd::kPink})}; }

// Black's dragon waits in slot 2 for pink's Move 1.
rd::State round_start() {
  rd::State s = two_players();
  lock(s, {rd::kStone2, rd::kMove1, rd::kPlank1}, {rd::kStone2, rd::dragon_of(rd::kPink), rd::kStone1});
  play(s, rd::Choice::stone(I(12) - rd::kFirstStone));
  return s;
}

Picture round() {
  Picture p{round_start()};
  p.targets = p.rows = true;
  return p;
}

Picture dragons() {
  rd::State s = round_start();
  play(s, rd::Choice::stone(I(15) - rd::kFirstStone));
  play(s, rd::Choice::stone(I(17) - rd::kFirstStone));
  play(s, rd::Choice::stone(I(14) - rd::kFirstStone));  // slot 2: pink's Move 1 is cancelled
  Picture p{s};
  p.rows = true;
  return p;
}

Picture zoomed(rd::State s, bool targets) {
  Picture p{s, kPinkSide, 1.8f, targets};
  return p;
}

Picture stones() {
  rd::State s = two_players();
  pink_bridge(s);
  StateAccess::stone(s, I(16));
  lock(s, {rd::kStone1}, {rd::kStone1});
  return zoomed(s, true);
}

rd::State planks_before_pick() {
  rd::State s = two_players();
  StateAccess::stone(s, I(12));
  StateAccess::stone(s, I(15));
  StateAccess::stone(s, I(10));
  StateAccess::stone(s, I(16));
  StateAccess::plank(s, plank(rd::kPink, 2), V(rd::kPink), I(12));
  lock(s, {rd::kPlank1}, {rd::kStone1});
  return s;
}

Picture planks() {
  rd::State s = planks_before_pick();
  play(s, rd::Choice::pick_plank(plank(rd::kPink, 3)));
  return zoomed(s, true);
}

Picture fit() {
  Picture p = zoomed(planks_before_pick(), false);
  p.reserves = true;
  return p;
}

Picture remove() {
  rd::State s = two_players();
  pink_bridge(s);
  StateAccess::stone(s, I(16));
  StateAccess::pawn(s, rd::kPink, P(rd::kPink, 2));
  lock(s, {rd::kRemove}, {rd::kStone1});
  return zoomed(s, true);
}

// Pink's bridge, and black's plank 3 from island 12 to island 10 (any plank carries any pawn).
rd::State crossing() {
  rd::State s = two_players();
  pink_bridge(s);
  StateAccess::stone(s, I(10));
  StateAccess::plank(s, plank(rd::kBlack, 3), I(12), I(10));
  return s;
}

Picture moves() {
  rd::State s = crossing();
  lock(s, {rd::kMove2}, {rd::kStone1});
  return zoomed(s, true);
}

Picture jump() {
  rd::State s = crossing();
  StateAccess::pawn(s, rd::kBlack, P(rd::kPink, 2));
  lock(s, {rd::kJump}, {rd::kStone1});
  return zoomed(s, true);
}

Picture river() {
  rd::State s = two_players();
  pink_bridge(s);
  StateAccess::pawn(s, rd::kPink, P(rd::kPink, 1));
  StateAccess::pawn(s, rd::kBlack, P(rd::kPink, 2));
  return zoomed(s, false);
}

Picture expert() {
  rd::State s = two_players(rd::Variant::kExpert);
  lock(s, {rd::kStone2, rd::kPlank1}, {rd::kStone2});
  for (rd::Vec2 near : {rd::Vec2{4.3, 8.7}, rd::Vec2{5.4, 10.6}, rd::Vec2{16.7, 9.9}, rd::Vec2{15.6, 8.0}}) play(s, spot_near(s, near));
  return {s};
}

// Both sides built, pawns on planks; black's dragon cancelled pink's slot 1; pink places a stone.
Picture marks() {
  rd::State s = two_players();
  pink_bridge(s);
  StateAccess::stone(s, I(17));
  StateAccess::stone(s, I(14));
  StateAccess::plank(s, plank(rd::kBlack, 2), V(rd::kBlack), I(17));
  StateAccess::plank(s, plank(rd::kBlack, 1), I(17), I(14));
  StateAccess::pawn(s, rd::kPink, P(rd::kPink, 1));
  StateAccess::pawn(s, rd::kBlack, P(rd::kBlack, 2));
  lock(s, {rd::kMove1, rd::kStone1}, {rd::dragon_of(rd::kPink), rd::kMove1});
  Picture p{s};
  p.targets = p.rows = true;
  return p;
}
}  // namespace

Picture situation(Situation which) {
  switch (which) {
    case Situation::kGoal: return goal();
    case Situation::kRound: return round();
    case Situation::kStones: return stones();
    case Situation::kPlanks: return planks();
    case Situation::kFit: return fit();
    case Situation::kRemove: return remove();
    case Situation::kMoves: return moves();
    case Situation::kJump: return jump();
    case Situation::kDragons: return dragons();
    case Situation::kRiver: return river();
    case Situation::kExpert: return expert();
    case Situation::kMarks: return marks();
    case Situation::kCount: break;
  }
  return goal();
}

}  // namespace rdweb
