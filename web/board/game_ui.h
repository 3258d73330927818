// What the player is doing with the game screen's UI right now: not game state (the game is
// in Session), but a program half composed, a plank's first support, the menu, the zoom.
#pragma once
#include <optional>
#include <string>

#include "board/board_view.h"
#include "card.h"
#include "logic/said.h"

namespace rdweb {

struct GameUi {
  int draft_owner = -1;                  // whose program is being composed
  int draft_round = -1;                  // and for which round: a program locked without it (time out) leaves it behind
  rd::Draft draft{};                     // card per slot, rd::kNoCard = empty
  int privacy_for = -1;                  // the human who said they hold the device
  int span_start = -1;                   // first support clicked for a plank
  Said notice;                           // why the last click did nothing
  bool unsaved = false;                  // the browser refused to keep the game
  bool displaced = false;                // another tab keeps the saved game now
  bool menu = false;                     // the in-game menu is open
  BoardView view;                        // the player's zoom on the board
  bool board_press = false;              // the pointer went down on the board (a tap or a pan)
  std::string panel_for;                 // the decision the panel was last scrolled to the top for
  int suggestion_for = -1;               // Suggest pressed for this player: its program goes in the slots once found,
  rd::Draft draft_at_suggest{};          //   if the slots still hold what they held then (else it is dropped)
  std::optional<rd::Program> suggested;  // the program Suggest placed (its reason shows while the slots hold it)
  int give_seat = -1;                    // online, the creator: the seat chosen to go to a computer (GameAction::kGiveSeat)
};

}  // namespace rdweb
