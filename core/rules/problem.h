// Why a record or a link cannot be read: a code with named values, not words, so that each
// program words it in its reader's language. The page's language files hold
// "Problem<Name>" for each code, with the same placeholders as the English here; rd and
// the tests use english().
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "refusal.h"

// X(Name, English words with {placeholders}). The words are the developers' (rd, tests).
#define RD_PROBLEMS(X)                                                                                           \
  X(InRound, "round {round}: {problem}")                                                                        \
  X(InAction, "round {round}, slot {slot}, {player}: {problem}")                                                \
  X(InEvent, "bad {event}: {problem}")                                                                          \
  X(JsonAtByte, "malformed JSON at byte {byte}: the record is not a valid JSON document")                       \
  X(JsonInvalid, "malformed JSON: the record is not a valid JSON document")                                     \
  X(NotAnObject, "a record is a JSON object")                                                                   \
  X(Malformed, "malformed record: a value has the wrong type")                                                  \
  X(MissingKey, "missing \"{key}\"")                                                                            \
  X(NotText, "\"{key}\" must be a string")                                                                      \
  X(NotList, "\"{key}\" must be an array")                                                                      \
  X(NotObject, "\"{key}\" must be an object")                                                                   \
  X(UnexpectedKey, "unexpected key \"{key}\"")                                                                  \
  X(UnknownFormat, "unknown format (expected {format})")                                                        \
  X(OtherBoard, "the record is for board '{board}'")                                                            \
  X(UnknownVariant, "unknown variant '{variant}'")                                                              \
  X(UnknownColor, "unknown color '{color}'")                                                                    \
  X(SeatCount, "\"seats\" must list {min} to {max} colors")                                                     \
  X(SeatsWrong, "with {players} players the seats are {seats}")                                                 \
  X(FirstNotInPlay, "the first player is not in play")                                                          \
  X(RoundNotObject, "a round is an object")                                                                     \
  X(FirstPlayerShouldBe, "the first player should be {player}")                                                 \
  X(UnknownProgramColor, "unknown color '{color}' in programs")                                                 \
  X(ProgramColorNotInPlay, "{player}'s program: that color is not in play")                                     \
  X(ProgramSize, "{player}'s program must hold {slots} cards")                                                  \
  X(UnknownCard, "{player}: unknown card {card}")                                                               \
  X(ProgramRefused, "{player}'s program: {why}")                                                                \
  X(ActionsBeforeLocks, "actions before every program is locked")                                               \
  X(EntryMissingAfterPrograms, "an action entry is missing after the programs: the rules give slot {slot}, "    \
                               "{player}'s {card} {events}")                                                    \
  X(EntryMissing, "an action entry is missing after slot {after}, {previous}: the rules give slot {slot}, "    \
                  "{player}'s {card} {events}")                                                                 \
  X(ProgramsMissing, "the round ends before every program is locked")                                           \
  X(RoundEndsEarly, "the round ends before all its actions: the rules expect slot {slot}, {player}'s {card}")   \
  X(EventsAfterWin, "events after the win")                                                                     \
  X(NoActionRoundOver, "no such action: the round is over")                                                     \
  X(NoSuchAction, "no such action: the rules expect slot {slot}, {player}'s {card}")                            \
  X(WrongOrder, "wrong order: the rules expect slot {slot}, {player}'s {card}")                                 \
  X(EventWithoutKind, "an event without \"e\"")                                                                 \
  X(UnexpectedEvent, "unexpected event {event}: the action needs no choice")                                    \
  X(IllegalEvent, "illegal {event}: {why}")                                                                     \
  X(ActionIncomplete, "the action is incomplete: the rules still wait for a choice")                            \
  X(EventsDiffer, "the record says {record} but the rules give {rules}")                                        \
  X(UnknownPlank, "unknown plank '{plank}'")                                                                    \
  X(UnknownPosition, "unknown position {position}")                                                             \
  X(NoSupport, "no support {support} on the board")                                                             \
  X(PlankEnds, "a plank has two ends")                                                                          \
  X(MovePath, "a move enters one or two positions")                                                             \
  X(ExpertStoneXY, "an expert stone needs numeric x and y")                                                     \
  X(NoIsland, "no island '{island}'")                                                                           \
  X(WinnerButWon, "\"winner\" is {winner} but the game was won by {player}")                                    \
  X(WinnerButNotWon, "\"winner\" is {winner} but the game is not won")                                          \
  X(NotARecord, "this file is not a River Dragons game record")                                                \
  X(ProgramDisagrees, "{player}'s program has {program} in slot {slot}, but the record's action there is {card}") \
  X(LinkDamaged, "This link is damaged (it may have been cut short or changed).")                               \
  X(LinkNotALink, "This is not a River Dragons game link.")                                                     \
  X(LinkOtherBoard, "This link is for a board that this version of the game does not have.")                    \
  X(LinkNewer, "This link was made by a newer version of the game (format {format}).")                          \
  X(LinkBreaksRules, "This link's game breaks the rules at round {round}: {why}.")

namespace rd {

enum class ProblemCode : uint8_t {
#define RD_PROBLEM_CODE(name, words) k##name,
  RD_PROBLEMS(RD_PROBLEM_CODE)
#undef RD_PROBLEM_CODE
};
constexpr int kProblemCodes = 0
#define RD_PROBLEM_COUNT(name, words) +1
    RD_PROBLEMS(RD_PROBLEM_COUNT)
#undef RD_PROBLEM_COUNT
    ;

// A value for a placeholder: words shown as they are (a number, a name or a piece of JSON
// from the record), or something each language names its own way.
struct ProblemValue {
  enum class Kind : uint8_t { kWords, kColor, kCard, kRefusal, kEvents };
  std::string name;
  Kind kind = Kind::kWords;
  std::string words;  // kWords: the words; kEvents: a record's event or list of events, as JSON
  int index = -1;     // kColor, kCard: which; kRefusal: the rules' RefusalCode (refusal.h)

  static ProblemValue of(std::string name, std::string words) { return {std::move(name), Kind::kWords, std::move(words), -1}; }
  static ProblemValue of(std::string name, int number) { return of(std::move(name), std::to_string(number)); }
  static ProblemValue color(std::string name, int color) { return {std::move(name), Kind::kColor, {}, color}; }
  static ProblemValue card(std::string name, int card) { return {std::move(name), Kind::kCard, {}, card}; }
  static ProblemValue refusal(std::string name, Refusal why) { return {std::move(name), Kind::kRefusal, {}, int(why.code())}; }
  // What a record says happened (RULES.md §8's events), which a player's program words
  // ("a stone on island 12") and rd quotes.
  static ProblemValue events(std::string name, std::string json) { return {std::move(name), Kind::kEvents, std::move(json), -1}; }
  // A player as a record names it: a color when it is one, else the words as written.
  static ProblemValue player(std::string name, std::string_view written);
  // A card as a record names it: a card when it is one, else the words as written.
  static ProblemValue card_named(std::string name, std::string_view written);
  bool operator==(const ProblemValue& o) const { return name == o.name && kind == o.kind && words == o.words && index == o.index; }
};

struct Problem {
  explicit Problem(ProblemCode code, std::vector<ProblemValue> values = {}) : code(code), values(std::move(values)) {}

  ProblemCode code;
  std::vector<ProblemValue> values;
  // Where in a record: its round (0: none), the action's slot (0: none) and player, and
  // the event being read (empty: none). Worded around the problem by InRound, InAction
  // and InEvent.
  int round = 0;
  int slot = 0;
  ProblemValue player;
  std::string event;
  bool operator==(const Problem& o) const {
    return code == o.code && values == o.values && round == o.round && slot == o.slot && player == o.player && event == o.event;
  }
};

// How a program words problems: each code's words, with the placeholders of the English
// ones, and its names for colors, cards and the rules' refusals.
class ProblemWords {
 public:
  virtual ~ProblemWords() = default;
  virtual std::string code(ProblemCode code) const = 0;
  virtual std::string color(int color) const = 0;
  virtual std::string card(int card) const = 0;
  virtual std::string refusal(Refusal why) const = 0;
  // A record's event or list of events as the record wrote it (JSON, perhaps not a valid event).
  virtual std::string events(const std::string& json) const = 0;
};

// The problem in those words, its place in the record around it.
std::string word(const Problem& problem, const ProblemWords& words);
// In the developers' English, naming colors and cards as records do ("pink", "move1").
std::string english(const Problem& problem);

// The name of a code ("UnknownColor") and its English words.
std::string_view problem_name(ProblemCode code);
std::string_view problem_english(ProblemCode code);

}  // namespace rd
