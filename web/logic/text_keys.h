// The names of every string the player sees: one X(Name) each, giving Text::kName and the
// key "Name" in each language file (assets/lang/<code>.json). Grouped by where they show.
// A key's text, its named placeholders ({player}) and plural forms live in those files;
// tests/logic/language_files_test.cpp checks all three files against this list and the code.
#pragma once

// clang-format off
#define RD_TEXTS(X) \
  /* The language's own name, as its speakers write it (the language menus) */ \
  X(LanguageName) \
  X(Title) \
  X(TitleBlurb) \
  /* A list of names: the words before the last ("Ann, Bob and Cy") */ \
  X(ListLastJoin) \
  /* Colors and cards */ \
  X(Pink) X(Red) X(Blue) X(Black) X(Green) X(Yellow) \
  /* Each color's letter, on every piece of that color (colour-blind players): one letter each, all different */ \
  X(LetterPink) X(LetterRed) X(LetterBlue) X(LetterBlack) X(LetterGreen) X(LetterYellow) \
  X(CardStone1) X(CardStone2) X(CardPlank1) X(CardPlank2) X(CardRemove) X(CardMove1) X(CardMove2) X(CardJump) \
  X(CardDragonPink) X(CardDragonRed) X(CardDragonBlue) X(CardDragonBlack) X(CardDragonGreen) X(CardDragonYellow) \
  /* Setup */ \
  X(SetupPlayers) X(SetupHuman) X(SetupAi) X(BotEasy) X(BotMedium) X(BotHard) X(BotMaster) X(SetupVariant) X(SetupStandard) X(SetupExpert) \
  X(SetupFirst) X(SetupFirstRandom) X(SetupSpeed) X(SpeedNormal) X(SpeedFast) X(SpeedInstant) X(SetupStart) \
  X(SetupColumnColor) X(SetupColumnGoesTo) X(SetupColumnPlayedBy) \
  X(SetupPlayOnline) \
  /* Online play (issue #20): the lobby of an online table */ \
  X(OnlineTitle) X(OnlineConnecting) X(OnlineInvite) X(OnlineCopyLink) X(OnlineLinkCopied) X(OnlineAnswerCopied) X(OnlineRelayNote) X(OnlineYourName) X(OnlineNameNotGiven) X(OnlineRename) X(OnlineAskName) X(OnlineNameEmpty) X(OnlineNotReadyYet) \
  X(OnlineDefaultName) X(OnlineWaitFriends) X(OnlineSeatLine) X(OnlineSeatYou) X(OnlineSeatAway) X(OnlineUnseated) X(OnlineAway) X(OnlineAwayActor) X(OnlineAwayNobody) X(OnlineDisputed) X(OnlineDisputedYou) X(OnlineLate) X(OnlineCutOff) X(OnlineSeatComputer) X(OnlineSeatOpen) X(OnlineWaitingFor) X(OnlineLockedElsewhere) X(OnlineSit) X(OnlineStand) X(OnlineSeatReady) X(OnlineReady) X(OnlineNotReady) \
  X(OnlineFill) X(OnlineStart) X(OnlineWaitStart) X(OnlineTakeSeat) X(OnlineSayReady) X(OnlineCreatorAway) X(OnlineLeave) X(OnlineLeaveTitle) X(OnlineLeaveBody) X(OnlineLeaveForLink) X(OnlineLeaveStay) X(OnlineErrorLoad) X(OnlineErrorRelay) X(OnlineErrorRelayHint) X(OnlineErrorIce) X(OnlineErrorIceDirect) X(OnlineKeptBroken) X(OnlineKeptOtherDevice) X(OnlineErrorBadCode) X(OnlineErrorStale) \
  X(OnlineDirectReinviteHost) X(OnlineDirectReinviteGuest) X(OnlineReinvite) X(OnlineBackToGame) X(OnlineBadInvite) X(OnlineElsewhereTitle) X(OnlineElsewhereBody) X(OnlineElsewhereHere) X(OnlineElsewhereThere) X(OnlineElsewhereGone) X(OnlineElsewhereBusy) X(OnlineOwnInvite) X(OnlineStopped) X(OnlineStartedWaiting) X(OnlineLostSeat) X(OnlineWatching) X(OnlineGiveSeat) X(OnlineSeatStandIn) X(OnlineYourSeatStandIn) X(OnlineSeatsChanged) X(OnlineSeatsChangedNext) X(OnlineRefused) X(OnlineTimer) X(OnlineTimerOff) X(OnlineTimerMinutes) X(OnlineTimerChange) X(OnlineTimeLeft) X(OnlineTimedOut) \
  X(OnlineDirectButton) X(OnlineDirectInvite) X(OnlineDirectAccept) X(OnlineDirectAnother) X(OnlineDirectAnswer) X(OnlineCopyAnswer) X(OnlineDirectFresh) X(OnlineDirectUsed) X(OnlineDirectWaitAnswer) X(OnlineDirectWaitCreator) \
  X(OnlineSettings) X(OnlineRelays) X(OnlineStun) X(OnlineTurn) X(OnlineDefaultServers) X(OnlineNone) X(OnlineChange) X(OnlineSettingsNote) \
  X(OnlineAskRelays) X(OnlineAskStun) X(OnlineAskTurn) X(OnlineAskTurnUser) X(OnlineAskTurnPassword) \
  X(SetupResume) \
  X(ConfirmNewTitle) \
  X(ConfirmNewBody) \
  X(ConfirmStartNew) \
  X(ConfirmResume) \
  X(BrokenSavedKept) \
  X(SavedCannotResume) \
  X(SavedNotJson) X(SavedNotAGame) \
  X(SavedMissing) \
  X(SavedUnknownFormat) \
  X(SavedBadSetup) X(SavedBadSeed) X(SavedNoRecord) \
  X(SavedBrokenRecord) \
  X(SavedMismatch) \
  X(OtherTabKeepsGame) X(KeepGameHere) X(StorageWarning) \
  /* A link's or the remembered setup's settings that could not be used */ \
  X(LinkProblems) X(ListSeparator) X(LinkSeatCount) X(LinkBadSeat) X(LinkBadVariant) X(LinkBadSeed) X(LinkBadSpeed) \
  X(LinkBadFirst) X(LinkBadLanguage) X(LinkUnknownSetting) \
  /* The language menus */ \
  X(Language) \
  /* Records: save, open, watch */ \
  X(Menu) X(MenuBack) X(MenuNewGame) X(MenuTable) X(DownloadRecord) X(CopyShareLink) X(LinkCopied) \
  X(LinkNotCopied) /* a label above the link, for the player to copy it by hand */ \
  X(WatchReplay) X(WatchLastGame) X(OpenRecord) \
  X(OpenFailed) \
  X(OpenTooLarge) \
  X(OpenUnreadable) \
  X(LinkCannotShare) \
  X(ReplayTitle) \
  X(ReplayPrevRound) X(ReplayBack) X(ReplayPlay) X(ReplayPause) X(ReplayForward) X(ReplayNextRound) \
  X(ReplayPoint) \
  X(ReplayRound) \
  X(ReplayShow) X(ReplayEverything) \
  X(ReplayViewOf) \
  X(ReplayPlayOn) X(ReplayClose) \
  X(PlayOnTitle) X(PlayOnAtSlot) X(PlayOnAtRound) X(PlayOnStart) \
  X(PlayOnCancel) \
  /* Game */ \
  X(SeatIsComputers) X(NotAHumansTurn) /* a choice refused before the rules see it */ \
  X(RoundProgramming) \
  X(RoundSlot) X(RoundPlayed) \
  X(GameOverLine) \
  X(PrivacyTitle) \
  X(PrivacyBody) \
  X(PrivacyButton) \
  X(ProgramTitle) \
  X(ProgramHelp) \
  X(ProgramDragonLimit) \
  X(ProgramConfirm) \
  X(ProgramClear) \
  X(Suggest) X(Suggesting) X(SuggestWhyRoute) X(SuggestWhyWalk) X(SuggestWhyAhead) X(SuggestWhyDragon) \
  X(WaitingForAi) \
  X(Thinking) \
  X(PromptStone) X(PromptStoneExpert) X(PromptPickPlank) X(PromptSpanFirst) X(PromptSpanSecond) \
  X(PromptRemove) X(PromptMove1) X(PromptMove2) X(PromptJump) \
  X(YourTurn) \
  X(Reserves) X(ReserveEmpty) \
  X(Log) \
  X(Skip) \
  X(Speed) \
  X(Wins) \
  X(PlayAgain) \
  X(NewSetup) \
  X(CancelledBy) X(FirstPlayerBadge) \
  X(DragonCell) \
  /* Log lines */ \
  X(LogRound) \
  X(LogLocked) \
  X(LogLockedTimed) \
  X(LogDragon) \
  X(LogCancelled) \
  X(LogStone) X(LogStoneExpert) \
  X(LogPlank) \
  X(LogPlankLost) \
  X(LogTakePlank) \
  X(LogTakeStone) X(LogTakeStoneExpert) \
  X(LogMove) \
  X(LogJump) \
  X(LogFall) \
  X(LogLostNoStone) X(LogLostNoRoom) X(LogLostNoPlank) X(LogLostNothing) \
  X(LogWin) \
  X(Island) \
  X(StoneNamed) \
  /* A place as a label (the board's tooltips): no article, a capital */ \
  X(IslandLabel) X(StoneLabel) \
  /* What a record says happened, in a problem's message (record_event_words.h) */ \
  X(RecordEventStone) X(RecordEventStoneExpert) X(RecordEventPlank) X(RecordEventPlankLost) X(RecordEventTakePlank) \
  X(RecordEventTakeStone) X(RecordEventMove) X(RecordEventJump) X(RecordEventFall) X(RecordEventLost) \
  X(RecordEventCancelled) X(RecordEventWin) X(RecordEventUnknown) X(RecordEventsNone) X(RecordEventsJoin) \
  X(VillageNamedPink) X(VillageNamedRed) X(VillageNamedBlue) X(VillageNamedBlack) X(VillageNamedGreen) X(VillageNamedYellow) \
  X(PlankNamedPink) X(PlankNamedRed) X(PlankNamedBlue) X(PlankNamedBlack) X(PlankNamedGreen) X(PlankNamedYellow) \
  /* Help at the moment it is needed: losses foreseen while programming, notices on the board */ \
  X(WarnNoStoneLeft) X(WarnNoRoomForStone) X(WarnNoPlankLeft) X(WarnPlankHasNoPlace) X(WarnNothingToRemove) \
  X(WarnNowhereToStep) X(WarnNobodyToJump) X(WarnBoardNow) \
  X(NoticeNowhereToStep) X(NoticeNobodyToJump) \
  /* The instructions that say "click", as said on a touch screen (tap_version) */ \
  X(TapProgramHelp) X(TapPromptStone) X(TapPromptStoneExpert) X(TapPromptSpanFirst) X(TapPromptSpanSecond) \
  X(TapPromptRemove) X(TapPromptMove1) X(TapPromptMove2) X(TapPromptJump) \
  /* The page around the game, shown by shell/shell.js before the game starts (scripts/shell-text.mjs) */ \
  X(ShellLoading) X(ShellCannotStart) X(ShellNoWebGL) X(ShellNoWasm) X(ShellStopped) X(ShellFilesMissing) \
  X(ShellNoScript) /* written into index.html's <noscript> in every language (scripts/shell-text.mjs) */ \
  /* The tutorial (web/logic/tutorial_script.cpp, web/screens/tutorial_screen.cpp) */ \
  X(TutorialOfferLine) X(TutorialStart) X(TutorialNoThanks) X(TutorialSetupButton) X(TutorialMenu) X(TutorialTitle) \
  X(TutorialContinue) X(TutorialLeave) X(TutorialAgain) X(TutorialNotThis) X(TutorialNotYet) X(TutorialWaiting) \
  X(TutorialWelcome) X(TutorialSlots) X(TutorialBlackStones) X(TutorialBlackBridge) X(TutorialBlackPlank) \
  X(TutorialBlackNear) X(TutorialRound2) X(TutorialDragon) X(TutorialEnd) X(TutorialProgram1) X(TutorialProgram2) \
  X(TutorialStone1) X(TutorialStone2) X(TutorialPick6) X(TutorialSpan) X(TutorialPick5) X(TutorialMove2) \
  X(TutorialRemove) X(TutorialJump) X(TutorialWin) X(TutorialNoteStone2) X(TutorialNotePlank2) X(TutorialNoteMove2) \
  X(TutorialNoteRemove) X(TutorialNoteJump) X(TutorialNoteMove1) X(TutorialNoteSpare) X(TutorialNoteUnused) X(TutorialNoteFree) X(TutorialFailedJump) X(TutorialFreeStone) X(TutorialFreeDone) \
  X(TutorialProgramSlot) \
  /* How to play (web/screens/howto_screen.cpp) */ \
  X(HowtoTitle) X(HowtoNext) X(HowtoBack) X(HowtoClose) \
  X(HowtoGoalTitle) X(HowtoGoal1) X(HowtoGoal2) X(HowtoRoundTitle) X(HowtoHand) \
  X(HowtoRound1) X(HowtoRound2) X(HowtoRound3) X(HowtoStonesTitle) \
  X(HowtoPlanksTitle) X(HowtoFitTitle) X(HowtoFit1) X(HowtoFit2) \
  X(HowtoFit3) X(HowtoFit4) X(HowtoRemoveTitle) X(HowtoMovesTitle) \
  X(HowtoJumpTitle) X(HowtoDragonsTitle) X(HowtoDragons1) X(HowtoDragons2) \
  X(HowtoRiverTitle) X(HowtoRiver1) X(HowtoRiver2) X(HowtoExpertTitle) \
  X(HowtoExpert1) X(HowtoExpert2) X(HowtoMarksTitle) X(HowtoMarkLetters) \
  X(HowtoMarkArrow) X(HowtoMarkFirst) X(HowtoMarkPlank) X(HowtoMarkIslands) \
  X(HowtoMarkRing) X(HowtoMarkRows) X(HowtoMarkReserves) \
  /* Card help: what a card does, what if it cannot be done (web/screens/card_help.cpp; How to play too) */ \
  X(HelpStone1) X(HelpStone2) X(HelpStoneExpert) X(HelpIfStone) \
  X(HelpPlank1) X(HelpPlank2) X(HelpIfPlank) X(HelpRemove) \
  X(HelpIfRemove) X(HelpMove1) X(HelpMove2) X(HelpIfMove) \
  X(HelpJump) X(HelpIfJump) X(HelpDragon) X(HelpIfDragon)

// clang-format on
