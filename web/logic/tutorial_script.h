// The tutorial: a short real game, Pink (the player) against a scripted Black, written as
// every choice of the game in order (both players'), with what the guide says before each.
// The rules play it (a GoogleTest plays it through the engine); the guide only asks the
// player for the script's next choice, points at it, and holds the computer while the player
// reads. Pure logic: no ImGui (web/screens/tutorial_screen.cpp draws it).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "game_config.h"
#include "match.h"
#include "session.h"
#include "text.h"

namespace rdweb {

// One choice of the script, and the guide's words before it.
struct TutorialStep {
  int color = -1;                     // who chooses: the player (pink) or the computer (black)
  rd::Choice choice;
  std::vector<Text> stories;          // told first, one by one, each until the player presses Continue
  std::optional<Text> instruction;    // the player's steps: what to do now
  // The player's own choice: any legal choice is accepted (the script's is only one of them),
  // the tutorial points at none, and the script after it holds whatever was chosen.
  bool free = false;
  std::array<std::optional<Text>, rd::kSlots> slot_notes{};  // a program: why each card
};

struct TutorialScript {
  GameConfig config;                  // two players, pink human first, black computer
  uint64_t seed;
  std::vector<TutorialStep> steps;    // every choice of the game, in the order made
  Text ending;                        // told once the player has won
};
const TutorialScript& tutorial_script();

// What the guide points at, named as window.rdTest.layout() names things ("card",
// "stone2"; "island", "I10"; "button", "confirm"...): the UI lights the item it drew.
struct Pointer {
  std::string kind, id;
  bool empty() const { return kind.empty(); }
};
// The item the player must click next for `step` (nothing for a free step), given the program being composed and the
// first end of a plank already chosen (-1 if none).
Pointer step_pointer(const rd::State& state, const TutorialStep& step, const rd::Draft& draft, int span_start);
// The same choice (a plank's two ends in either order).
bool same_choice(const rd::Choice& a, const rd::Choice& b);

// A tutorial in progress: the session's guide.
class Tutorial : public Guide {
 public:
  explicit Tutorial(const TutorialScript& script = tutorial_script()) : script_(script) {}
  std::optional<rd::Choice> computer_choice(const rd::Match& match, int color) const override;
  Refused refuse(const rd::Match& match, int color, const rd::Choice& choice) const override;

  // The script's next step (the match's next choice), or null once the script is played.
  const TutorialStep* step(const rd::Match& match) const;
  int position(const rd::Match& match) const { return int(match.history().size()); }
  // The story of the next step the player has not read yet (the game waits for Continue),
  // or null.
  const Text* story(const rd::Match& match) const;
  bool story_waiting(const rd::Match& match) const { return story(match) != nullptr; }
  // The player's free choice is the next thing to do (its story, if any, read).
  bool choosing_freely(const rd::Match& match) const {
    const TutorialStep* next = step(match);
    return next && next->free && !story_waiting(match);
  }
  void story_read(const rd::Match& match);
  // Stories read at the next step (the page redraws when it changes).
  int stories_read(const rd::Match& match) const { return read_at_ == position(match) ? read_ : 0; }
  bool finished(const rd::Match& match) const { return match.state().is_over(); }
  const TutorialScript& script() const { return script_; }

 private:
  const TutorialScript& script_;
  int read_at_ = -1;  // the step whose stories are being read
  int read_ = 0;      // how many of them
};

}  // namespace rdweb
