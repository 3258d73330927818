#include "heuristic_bot.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "best.h"
#include "evaluation.h"

namespace rd {


double HeuristicBot::gaussian() {
  // Irwin-Hall: twelve uniforms less six have mean 0 and deviation 1, close enough to a
  // normal for an eye's error. Only additions: std::log and std::cos (Box-Muller) are not
  // correctly rounded and differ between glibc and the wasm build's libc.
  double sum = -6;
  for (int i = 0; i < 12; ++i) sum += rng_.unit();
  return sum;
}

constexpr double kAboutToWin = 1.5;  // route cost: at most one plank left, or walking

int key_card_slot(const Program& guess, bool built) {
  const std::array<Card, 6> order = built ? std::array<Card, 6>{kMove2, kMove1, kJump, kPlank2, kPlank1, kStone2}
                                          : std::array<Card, 6>{kPlank2, kPlank1, kStone2, kStone1, kMove2, kMove1};
  for (Card want : order)
    for (int i = 0; i < kSlots; ++i)
      if (guess[size_t(i)] == want) return i;
  return kSlots - 1;
}

// The key slot (key_card_slot) of a rival's program, guessed as this level would program in
// its place.
int HeuristicBot::key_slot(const State& s, int rival, bool built) {
  HeuristicBot guesser(HeuristicLevel{level_.eye_error, 0, false}, rng_.next());
  return key_card_slot(guesser.choose_program(s, rival), built);
}

Program HeuristicBot::choose_program(const State& s, int color) {
  const Progress me = progress(s, color);
  // Cards in order of need: what the first gap of the route needs, then walking. A plank
  // is only programmed after the stones its span needs, so that it is not wasted.
  std::vector<Card> want;
  const bool at_home = s.pawn(color) == color;
  const bool stones_ok = s.stones_in_reserve() >= me.stones;
  // A move with nowhere to go drops the pawn into the river: only walk when it can.
  const bool can_move = s.can_move(color), can_jump = s.can_jump(color);
  if (me.first_span < 0) {
    want = {kMove2, kMove1};  // the route is built: walk it
    if (can_jump) want.push_back(kJump);
  } else {
    // Is a plank of the reserve long enough for the first gap? If not, take one first.
    const bool plank_ok = me.open_water || longest_plank(s, color) >= me.need;
    if (!plank_ok || !stones_ok) want.push_back(kRemove);
    if (me.stones == 1) want.push_back(kStone1);
    if (me.stones == 2) want.push_back(kStone2);
    if (plank_ok && stones_ok) want.push_back(me.spans > 1 && s.reserve_size(color) > 1 ? kPlank2 : kPlank1);
    const bool building = std::find(want.begin(), want.end(), kPlank1) != want.end() ||
                          std::find(want.begin(), want.end(), kPlank2) != want.end();
    if ((me.steps > 0 || !at_home) && (can_move || building)) want.push_back(kMove2);
    if (can_move || building || at_home) want.push_back(kMove1);
  }
  // Fill up with cards that rarely hurt: a lost action costs nothing, a fall from home neither.
  std::vector<Card> fillers = {kStone1, kRemove, kStone2, kPlank1, kPlank2};
  if (at_home || can_move) fillers.insert(fillers.begin() + 3, {kMove1, kMove2});
  if (can_jump) fillers.push_back(kJump);
  for (Card c : {kMove1, kMove2, kJump}) fillers.push_back(c);  // only if nothing else is left
  for (Card c : fillers)
    if (std::find(want.begin(), want.end(), c) == want.end()) want.push_back(c);
  Program p;
  std::copy(want.begin(), want.begin() + kSlots, p.begin());
  if (level_.dragons) {
    // A dragon against the rival closest to winning, when that rival is ahead: it replaces
    // the least needed card. When that rival is about to win, it goes where the rival most
    // likely plays its most useful card (its program guessed as this level would program in
    // its place), else in one of the last three slots.
    int rival = -1;
    Progress best = me;
    for (int c = 0; c < kColors; ++c)
      if (c != color && s.in_play(c)) {
        const Progress theirs = progress(s, c);
        if (theirs.cost < best.cost) best = theirs, rival = c;
      }
    if (rival >= 0) {
      const bool aim = best.cost <= kAboutToWin && rng_.unit() < 0.5;
      const int slot = aim ? key_slot(s, rival, best.first_span < 0) : unaimed_dragon_slot(rng_);
      p[kSlots - 1] = p[slot];
      p[slot] = dragon_of(rival);
    }
  }
  if (program_problem(p, s.hand(color))) return random_program(s.hand(color), rng_);
  return p;
}

// Commit to a plank by eye: the shortest plank believed long enough for the next span.
Choice HeuristicBot::pick_plank(const State& s) {
  const int me = s.actor();
  const Progress route = progress(s, me);
  // The route's next span is not ready (its stones are missing): the plank will go elsewhere
  // or out of the game, so give up the shortest. Otherwise judge the gap.
  double want = -1;
  if (route.first_span >= 0 && route.stones == 0) {
    const PairInfo& p = s.board().pairs[route.first_span];
    want = span_need(s, p.a, p.b) + level_.eye_error * gaussian();
  }
  int best = -1;
  for (const Choice& c : legal_) {
    const double length = s.board().plank_lengths[plank_number(c.a) - 1];
    const bool enough = length >= want;
    if (best < 0) { best = c.a; continue; }
    const double best_length = s.board().plank_lengths[plank_number(best) - 1];
    const bool best_enough = best_length >= want;
    if ((enough && !best_enough) || (enough == best_enough && (enough ? length < best_length : length > best_length))) best = c.a;
  }
  return Choice::pick_plank(best);
}

Choice HeuristicBot::choose(const State& s) {
  const int me = s.actor();
  if (s.decision() == Decision::kProgram) return Choice::make_program(choose_program(s, me));
  s.legal_choices(legal_);
  const bool walking = s.decision() == Decision::kMove1 || s.decision() == Decision::kMove2 || s.decision() == Decision::kJump;
  if (walking && rng_.unit() < level_.stray) return legal_[rng_.below(uint32_t(legal_.size()))];
  if (s.decision() == Decision::kPickPlank) return pick_plank(s);
  // One step of lookahead: the choice after which the route evaluation is best (seen
  // through preview(), which plays none of the hidden cards that follow).
  // Expert stones offer hundreds of spots: look at a seeded sample of them. Every other
  // decision has few enough answers to look at all of them.
  const size_t looked = s.decision() == Decision::kStone && s.variant() != Variant::kStandard
                            ? size_t(level_.looked) : legal_.size();
  for (size_t i = 0; legal_.size() > looked && i < looked; ++i)
    std::swap(legal_[i], legal_[i + rng_.below(uint32_t(legal_.size() - i))]);
  if (legal_.size() > looked) legal_.resize(looked);
  Best<Choice> best(rng_);
  evaluate_previews(s, legal_, me, kRivalWeight, values_);
  for (size_t i = 0; i < legal_.size(); ++i) best.offer(values_[i], legal_[i]);
  return best.item();
}

}  // namespace rd
