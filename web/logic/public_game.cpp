#include "public_game.h"

namespace rdweb {

rd::Match public_game(const rd::Match& game) {
  if (game.state().is_over()) return game;
  const int round = game.state().round();
  rd::Match shown(game.state().board(), game.setup());
  for (const rd::Match::Step& step : game.history()) {
    if (shown.state().round() >= round) break;  // the round in progress starts here
    shown.apply(step);
  }
  return shown;
}

}  // namespace rdweb
