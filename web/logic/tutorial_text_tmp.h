// TEXT: the tutorial's words in English until the language files land on main; then these
// keys move to text_keys.h and assets/lang/*.json and this file goes.
#pragma once

namespace rdweb {

enum class TutText {
  kTutorialOfferLine, kTutorialStart, kTutorialNoThanks, kTutorialSetupButton, kTutorialMenu,
  kTutorialTitle, kTutorialContinue, kTutorialLeave, kTutorialAgain, kTutorialNotThis, kTutorialNotYet, kTutorialWaiting,
  kTutorialWelcome, kTutorialSlots, kTutorialBlackStones, kTutorialBlackBridge, kTutorialBlackPlank, kTutorialBlackNear,
  kTutorialRound2, kTutorialDragon, kTutorialEnd,
  kTutorialProgram1, kTutorialProgram2, kTutorialStone1, kTutorialStone2, kTutorialPick6, kTutorialSpan, kTutorialPick5,
  kTutorialMove2, kTutorialRemove, kTutorialJump, kTutorialWin,
  kTutorialNoteStone2, kTutorialNotePlank2, kTutorialNoteMove2, kTutorialNoteRemove, kTutorialNoteJump,
  kTutorialNoteMove1, kTutorialNoteSpare, kTutorialNoteUnused,
  kTutorialProgramSlot,
};

inline const char* tut_text(TutText id) {
  static const char* const kEnglish[] = {
      "New here? Learn to play in about 5 minutes.", "Start the tutorial", "No thanks", "Tutorial (5 minutes)", "Tutorial",
      "Tutorial", "Continue", "Leave the tutorial", "Play the tutorial again",
      "Not that one: the tutorial asks for the glowing target. Try again.",
      "First read the guide, then press Continue.", "Black is playing…",
      "Welcome! You are Pink, on the left. Be the first to reach the village across the river: Black's, on the right. "
      "Black, the computer, races to yours. Each round, both players secretly program five cards, then the cards are "
      "played slot by slot.",
      "Both programs are locked. Now slot 1 is played: the first player (marked 1st) acts first, then the other.",
      "Black put down two stones as well. Slot 2: your Plank 2 lays two planks. A plank rests on two supports: stones "
      "or villages.",
      "Black laid its two planks: from its village to the middle stone. Any pawn may walk on any plank, whatever its "
      "colour.",
      "Black laid one more plank by its village. Black's pawn is coming your way: if it reaches your village, Black wins.",
      "Black walked two planks and stands right next to you, on its plank 5.",
      "Black stepped onto your plank 5, but the way to your village is gone. Round 2: the first player marker has "
      "passed, so Black acts first in each slot. You stand one step from Black's village.",
      "Slot 1: Black played its Pink dragon. A dragon cancels the card of that colour in the same slot: your Move 1 "
      "did nothing. That is why your program has a second move.",
      "You reached Black's village and won! You know the whole game now: program, build, walk, and watch out for "
      "dragons. Leave the tutorial to set up a real game.",
      "Program your round: choose the glowing card each time. It goes into the next free slot.",
      "Program round 2 the same way: the glowing card each time, then lock the program.",
      "Your Stone 2, first stone: put it on the glowing island.",
      "Second stone: put it on the glowing island in the middle of the river.",
      "Pick a plank from your reserve, judging the gap by eye: the planks are drawn at the board's scale. From your "
      "village to the first stone you need your longest, plank 6. The choice is final: a plank that fits nowhere "
      "leaves the game.",
      "Now choose where it goes: one end, then the other (both glow in turn).",
      "Second plank, from that stone to the middle one: plank 5 just reaches. Pick it.",
      "Slot 3, Move 2: walk along two planks to the glowing one.",
      "Slot 4, Remove: take the plank behind you. It goes into your reserve, and Black can no longer reach your "
      "village.",
      "Slot 5, Jump: leap over Black's pawn, onto the plank beyond it.",
      "Slot 2, Move 2: step into Black's village to win.",
      "two stones, to hold planks", "two planks, from your village to the middle", "walk onto your new planks",
      "take a plank back", "leap over a pawn", "one step into Black's village",
      "a spare move, in case a dragon strikes", "not needed if you win first",
      "Slot %d: %s, %s.",
  };
  return kEnglish[int(id)];
}

}  // namespace rdweb
