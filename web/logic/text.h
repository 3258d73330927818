// Every string the player sees, in one table, ready for translation. Strings with
// %s / %d take printf arguments.
#pragma once

namespace rdweb {

enum class Text {
  kTitle,
  kTitleBlurb,
  // Colors and cards
  kPink, kRed, kBlue, kBlack, kGreen, kYellow,
  // Each color's letter, on every piece of that color (colour-blind players): one letter each, all different
  kLetterPink, kLetterRed, kLetterBlue, kLetterBlack, kLetterGreen, kLetterYellow,
  kCardStone1, kCardStone2, kCardPlank1, kCardPlank2, kCardRemove, kCardMove1, kCardMove2, kCardJump,
  kCardDragon,         // %s: color
  // Setup
  kSetupPlayers, kSetupSeat, kSetupHuman, kSetupAi, kSetupVariant, kSetupStandard, kSetupExpert,
  kSetupFirst, kSetupFirstRandom, kSetupSpeed, kSpeedNormal, kSpeedFast, kSpeedInstant, kSetupStart,
  kSetupDestination,   // %s: destination color
  kSetupResume,        // %d round, %d players
  kConfirmNewTitle,
  kConfirmNewBody,     // %d round, %d players
  kConfirmStartNew,
  kConfirmResume,
  kBrokenSavedKept,    // %s why, %s storage key
  kSavedCannotResume,  // %s why (one of the following)
  kSavedNotJson, kSavedNotAGame,
  kSavedMissing,       // %s key
  kSavedUnknownFormat, // %s format
  kSavedBadSetup, kSavedBadSeed, kSavedNoRecord,
  kSavedBrokenRecord,  // %s the record reader's message
  kSavedMismatch,
  kStorageWarning,
  // Records: save, open, watch
  kMenu, kMenuBack, kMenuNewGame, kDownloadRecord, kCopyShareLink, kLinkCopied,
  kLinkNotCopied,      // a label above the link, for the player to copy it by hand
  kWatchReplay, kWatchLastGame, kOpenRecord,
  kOpenFailed,         // %s file name, %s why
  kOpenTooLarge,       // %s file name
  kOpenUnreadable,     // %s file name
  kLinkCannotShare,
  kReplayTitle,        // %s progress line
  kReplayPrevRound, kReplayBack, kReplayPlay, kReplayPause, kReplayForward, kReplayNextRound,
  kReplayPoint,        // %d choice, %d of
  kReplayRound,        // %d
  kReplayShow, kReplayEverything,
  kReplayViewOf,       // %s color
  kReplayPlayOn, kReplayClose,
  kPlayOnNote,         // %d round
  kPlayOnCancel,
  // Game
  kRoundProgramming,   // %d round
  kRoundSlot,          // %d round, %d slot, %s player
  kGameOverLine,       // %s winner
  kPrivacyTitle,       // %s color
  kPrivacyBody,
  kPrivacyButton,      // %s color
  kProgramTitle,       // %s color
  kProgramHelp,
  kProgramDragonLimit,
  kProgramConfirm,
  kProgramClear,
  kWaitingForAi,
  kThinking,           // %s color
  kPromptStone, kPromptStoneExpert, kPromptPickPlank, kPromptSpanFirst, kPromptSpanSecond,
  kPromptRemove, kPromptMove1, kPromptMove2, kPromptJump,
  kYourTurn,           // %s color, %s card
  kReserves,
  kLog,
  kSkip,
  kSpeed,
  kWins,               // %s color
  kPlayAgain,
  kNewSetup,
  kCancelledBy,        // %s color
  kDragonCell,
  // Log lines
  kLogRound,           // %d round, %s first player
  kLogLocked,          // %s color
  kLogDragon,          // %s player, %s dragon color
  kLogCancelled,       // %s dragon owner, %s player, %s card
  kLogStone,           // %s player, %s where
  kLogPlank,           // %s player, %s plank, %s end, %s end
  kLogPlankLost,       // %s player, %s plank
  kLogTakePlank,       // %s player, %s plank
  kLogTakeStone,       // %s player, %s where
  kLogMove,            // %s player, %s where
  kLogJump,            // %s player, %s jumped pawn, %s where
  kLogFall,            // %s player
  kLogLostNoStone, kLogLostNoRoom, kLogLostNoPlank, kLogLostNothing,  // %s player
  kLogWin,             // %s player
  kIsland,             // %d
  kStoneNamed,         // %d
  kVillageOf,          // %s color
  kPlankNamed,         // %s color, %d number
  // The instructions that say "click", as said on a touch screen (tap_version)
  kTapProgramHelp, kTapPromptStone, kTapPromptStoneExpert, kTapPromptSpanFirst, kTapPromptSpanSecond,
  kTapPromptRemove, kTapPromptMove1, kTapPromptMove2, kTapPromptJump,
  kCount
};

const char* text(Text id);
// The words for a finger of an instruction written for a mouse ("Tap…" for "Click…"); other
// texts are the same for both.
Text tap_version(Text id);
// The color's display name (e.g. "Blue").
const char* color_text(int color);
// The color's letter (P, R, B, K, G, Y in English), drawn on its pieces.
const char* color_letter(int color);
// The card's display name (e.g. "Move 2", "Green dragon").
const char* card_text(int card);

}  // namespace rdweb
