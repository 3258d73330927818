#include "text.h"

#include <cstdio>
#include <string>

#include "card.h"
#include "color.h"

namespace rdweb {

namespace {
// English. A translation is another table of the same shape.
const char* const kEnglish[] = {
    "River Dragons",
    ("Place stones, lay planks, and be the first to reach the village across the river.\n"
     "Program five actions a round, and beware the dragons."),
    "Pink", "Red", "Blue", "Black", "Green", "Yellow",
    "P", "R", "B", "K", "G", "Y",
    "1 stone", "2 stones", "1 plank", "2 planks", "Remove", "Move 1", "Move 2", "Jump",
    "%s dragon",
    "Players", "Seat", "Human", "Computer", "Board", "Islands (standard)", "Open water (expert)",
    "First player", "Random", "Computer speed", "Normal", "Fast", "Instant", "Start the game",
    "goes to %s",
    "Resume the game · round %d, %d players",
    "A game is in progress",
    "Round %d, %d players. Starting a new game ends it.",
    "Start the new game",
    "Resume the game in progress",
    "%s It is kept in this browser's storage under \"%s\".",
    "The saved game could not be resumed: %s",
    "it is damaged (not valid JSON).", "it is not a saved game.",
    "\"%s\" is missing.",
    "it was saved in an unknown format (%s).",
    "its setup is damaged.", "its seed is damaged.", "it holds no record.",
    "its record is broken (%s).",
    "its setup does not match its record.",
    "This browser is not keeping the game: it will be lost if the page is reloaded.",
    "Menu", "Back to the game", "New game", "Download the record", "Copy the share link",
    "The share link is copied.", "Copy this link:",
    "Watch the replay", "Watch the last game", "Open a game record…",
    "%s cannot be opened: %s",
    "%s is too large to be a game record.",
    "%s could not be read.",
    "This game cannot be shared as a link.",
    "Replay · %s",
    "« Round", "‹ Back", "Play", "Pause", "Forward ›", "Round »",
    "Choice %d of %d",
    "Round %d",
    "Show", "Everything",
    "What %s could see",
    "Play on from here", "Close",
    "Playing on from round %d of a recorded game: choose who plays each seat.",
    "Set up a new game instead",
    "Round %d · programming",
    "Round %d · slot %d/5 · %s",
    "Game over · %s wins",
    "Pass the device to %s",
    "Nobody else should look: the next screen shows a hand of cards.",
    "I am %s: show my cards",
    "%s: program your five actions",
    "Click a card to put it in the next free slot, or drag it onto a slot. Click a slot to take its card back.",
    "At most one dragon per round: take the other dragon back first.",
    "Lock the program",
    "Take all back",
    "The computer is playing…",
    "%s is thinking…",
    "Click an island to place a stone.",
    "Click a spot in the water to place a stone.",
    "Pick a plank from your reserve (below). Judge by eye: the choice is final.",
    "Click the first support (a stone or a village) for the plank.",
    "Click the second support.",
    "Click a plank or a stone to remove (highlighted).",
    "Click where to move.",
    "Click where to end your two steps (a village after one step is allowed).",
    "Click where to land after the jump.",
    "%s: %s",
    "Planks in reserve (drawn to scale)",
    "What happened",
    "Skip to my turn",
    "Speed",
    "%s wins!",
    "Play again",
    "New setup",
    "cancelled by %s",
    "Dragon",
    "Round %d begins. %s plays first.",
    "%s has locked a program.",
    "%s plays the %s dragon.",
    "%s's dragon cancels %s's %s.",
    "%s places a stone on %s.",
    "%s lays %s between %s and %s.",
    "%s cannot lay %s anywhere: it leaves the game.",
    "%s takes %s into their reserve.",
    "%s takes the stone from %s.",
    "%s moves to %s.",
    "%s jumps over %s and lands on %s.",
    "%s fell into the river and returns home.",
    "%s has no stone left to place.",
    "%s finds no room for a stone.",
    "%s has no plank left.",
    "%s finds nothing to remove.",
    "%s reaches the village across the river and wins!",
    "island %d",
    "stone S%d",
    "the %s village",
    "the %s plank %d",
    "Tap a card to put it in the next free slot, or drag it onto a slot. Tap a slot to take its card back.",
    "Tap an island to place a stone.",
    "Tap a spot in the water to place a stone.",
    "Tap the first support (a stone or a village) for the plank.",
    "Tap the second support.",
    "Tap a plank or a stone to remove (highlighted).",
    "Tap where to move.",
    "Tap where to end your two steps (a village after one step is allowed).",
    "Tap where to land after the jump.",
};
static_assert(sizeof(kEnglish) / sizeof(kEnglish[0]) == int(Text::kCount), "one string per Text id");
}  // namespace

const char* text(Text id) { return kEnglish[int(id)]; }

Text tap_version(Text id) {
  switch (id) {
    case Text::kProgramHelp: return Text::kTapProgramHelp;
    case Text::kPromptStone: return Text::kTapPromptStone;
    case Text::kPromptStoneExpert: return Text::kTapPromptStoneExpert;
    case Text::kPromptSpanFirst: return Text::kTapPromptSpanFirst;
    case Text::kPromptSpanSecond: return Text::kTapPromptSpanSecond;
    case Text::kPromptRemove: return Text::kTapPromptRemove;
    case Text::kPromptMove1: return Text::kTapPromptMove1;
    case Text::kPromptMove2: return Text::kTapPromptMove2;
    case Text::kPromptJump: return Text::kTapPromptJump;
    default: return id;
  }
}

const char* color_text(int color) { return text(Text(int(Text::kPink) + color)); }

const char* color_letter(int color) { return text(Text(int(Text::kLetterPink) + color)); }

const char* card_text(int card) {
  if (!rd::is_dragon(card)) return text(Text(int(Text::kCardStone1) + card));
  static std::string names[rd::kColors];
  std::string& name = names[rd::dragon_target(card)];
  if (name.empty()) {
    char buf[64];
    std::snprintf(buf, sizeof buf, text(Text::kCardDragon), color_text(rd::dragon_target(card)));
    name = buf;
  }
  return name.c_str();
}

}  // namespace rdweb
