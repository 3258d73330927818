// What went wrong at an online table, as codes (the page words them in its language
// files, "Table<Name>"): each message refused is recorded with who sent it and where in
// the game, so that the table can show what happened. Some problems stop the table: the
// game cannot go on honestly after them.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string_view>

#define RD_TABLE_PROBLEMS(X)                                                                                      \
  X(Unreadable)        /* not a message (detail: the DecodeCode, message.h) */                                   \
  X(OtherTable)        /* for another table */                                                                   \
  X(UnknownSender)     /* from a color not in play */                                                            \
  X(ComputerSeat)      /* from a seat a computer plays: every device plays it, none speaks for it */             \
  X(SpeaksForThisSeat) /* from this device's own seat, but not what it sent */                                   \
  X(Conflict)          /* a number the sender already used, for another message */                               \
  X(TooFarAhead)       /* numbered kMaxAhead or more past the sender's next message (inbox.h) */                 \
  X(NotTheActor)       /* a choice from a seat that is not deciding */                                          \
  X(IllegalChoice)     /* a choice the rules refuse (detail: the RefusalCode) */                                 \
  X(NotCanonical)      /* a choice with a field its decision does not use set (canonical_choice.h) */            \
  X(TooLate)           /* about a moment of the game already past */                                             \
  X(TooEarly)          /* about a round after the next one: no honest sender is that far ahead (table.cpp) */    \
  X(AlreadyCommitted)  /* a second program or share for one round */                                             \
  X(AlreadyRevealed)   /* a card or share revealed twice */                                                      \
  X(AlreadyChecked)    /* a second check for one round */                                                        \
  X(NotExpected)       /* no such step in this game (a draw of the first player at a table that set it, */       \
                       /* a card revealed out of order) */                                                       \
  X(GameOver)          /* the game has ended: nothing more to play */                                            \
  X(RevealMismatch)    /* a card or salt that is not what the seat committed (the right one may follow) */     \
  X(IllegalProgram)    /* stops: the card committed breaks the program rules (detail: the RefusalCode) */        \
  X(ShareMismatch)     /* stops: a seed share that is not what the seat committed */                             \
  X(CheckMismatch)     /* stops: another device's game differs after a round (a bug, or cheating) */             \
  X(CommitsMismatch)   /* stops: another device holds other commitments for a round than this one (a seat */   \
                       /* told devices different things; seat: the sender of the digest that differs) */ \
  X(StandInPassed)     /* stops: a seat given to a computer from a point this device's game is already past */ \
                       /* (it holds a card or a decision of the seat the giving device lacked) */             \
  X(Internal)          /* stops: the record refused what the game accepted (a bug) */

namespace rd {

enum class TableCode : uint8_t {
#define RD_TABLE_CODE(name) k##name,
  RD_TABLE_PROBLEMS(RD_TABLE_CODE)
#undef RD_TABLE_CODE
};
constexpr size_t kTableCodes = size_t(TableCode::kInternal) + 1;
std::string_view table_code_name(TableCode code);  // "RevealMismatch", ...

struct TableProblem {
  TableCode code;
  int seat = -1;   // the sender, or the seat the problem is about; -1 when unknown
  int round = 0;   // 0 when none
  int slot = 0;    // 1-based, 0 when none
  int detail = -1;  // Unreadable: a DecodeCode; IllegalChoice, IllegalProgram: a RefusalCode; else -1
  bool operator==(const TableProblem& o) const {
    return code == o.code && seat == o.seat && round == o.round && slot == o.slot && detail == o.detail;
  }
};

}  // namespace rd
