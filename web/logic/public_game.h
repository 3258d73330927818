// The game as it may leave the table while it is being played (downloaded, shared by link,
// watched in the viewer): up to the start of the round in progress, whose programs are
// still secret (computers lock theirs as the round starts; in pass and play each human's
// is hidden from the others). A finished game is whole.
#pragma once
#include "match.h"

namespace rdweb {

rd::Match public_game(const rd::Match& game);

}  // namespace rdweb
