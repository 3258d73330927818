// What the searching computers (`hard`, `master`) share: the candidate programs they weigh,
// and the rollouts that judge one (the round played out by `medium` for everyone, the
// rivals' secret programs sampled as `medium` would program them).
#pragma once
#include <vector>

#include "heuristic_bot.h"

namespace rd {

// medium's judgment with an exact eye: the searching levels' choice of targets.
HeuristicLevel exact_eye();

// How everyone plays in a rollout: medium, looking at fewer of the expert side's stone spots
// (rollouts need speed more than finesse).
HeuristicLevel rollout_level(const State& seen);

// Candidate programs for `color` in `seen` (which hides the rivals' programs): medium's own
// program, that program with a dragon in its last slot against each rival, then random ones
// until there are `count` (random programs may repeat).
std::vector<Program> candidate_programs(const State& seen, int color, int count, Rng& rng);

// `base` with a dragon against a rival inserted before slot k, for every rival in play and k
// from 1 to 4: the cards from slot k on move one slot later and the last is dropped. None
// when `base` holds a dragon already (one a program); only programs legal for `color`'s hand.
// In a four-player endgame `hard` moves first in slot 1 or 2 two times in three (counted on
// the islands side), where candidate_programs() puts its dragons in slot 5
// (core/bots/README.md).
std::vector<Program> dragon_inserts(const Program& base, const State& seen, int color);

// Starts a rollout: `color` locks `mine`, and every other player without a program locks
// what `player` programs for it.
void lock_programs(State& sim, int color, const Program& mine, Bot& player);

// How the rivals program in a rollout: as medium, or as one of the plans a person tries
// first (exploiter_bots.h). A search that only ever meets medium's programs in its rollouts
// does not see a dragon aimed at its key card coming, nor a rival building three planks a
// round (issue #47).
// hard's samples take the first three in turn (kRivalModels); master's two-player rollouts
// take the saboteur too (master_bot.cpp).
enum class RivalModel : uint8_t { kMedium, kRusher, kBlocker, kSaboteur };
constexpr int kRivalModels = 3;
// The same, every rival programming by `model` (kMedium: `player`; else a fresh plan bot of `seed`).
void lock_programs(State& sim, int color, const Program& mine, HeuristicBot& player, RivalModel model, uint64_t seed);

}  // namespace rd
