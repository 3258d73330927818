#include "public_game.h"

#include "must_accept.h"

namespace rdweb {

rd::Match public_game(const rd::Match& game) {
  if (game.state().is_over()) return game;
  const int round = game.state().round();
  rd::Match shown(game.state().board(), game.setup());
  for (const rd::Match::Step& step : game.history()) {
    if (shown.state().round() >= round) break;  // the round in progress starts here
    rd::must_accept(shown.apply(step), step.choice, shown.state());  // the game's own history
  }
  return shown;
}

}  // namespace rdweb
