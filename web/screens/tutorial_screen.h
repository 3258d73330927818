// The tutorial's guide over the game screen: a box at the foot of the board that tells what
// just happened and what to do, and a frame around the thing to click (named in
// window.rdTest.layout() as kind "hint", id "<kind>:<id>" of that thing).
#pragma once
#include <string>

#include "logic/session.h"
#include "board/game_ui.h"
#include "ui/style.h"
#include "logic/tutorial_script.h"

namespace rdweb {

// The tutorial a session is, or null for an ordinary game.
Tutorial* tutorial_of(const Session& session);

enum class TutorialAction { kNone, kLeave, kAgain };
struct TutorialFrame {
  TutorialAction action = TutorialAction::kNone;
  std::string hint;  // "<kind>:<id>" of the thing pointed at this frame, "" if none
};
// Call after draw_game_screen: the things it drew are what the guide points at.
TutorialFrame draw_tutorial(Session& session, Tutorial& tutorial, GameUi& ui, const Fonts& fonts);

}  // namespace rdweb
