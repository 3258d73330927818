#include "event_words.h"


namespace rdweb {

// By color: the color is an adjective of the plank here, agreeing with it in French and Italian.
constexpr Text kPlankNames[rd::kColors] = {Text::kPlankNamedPink,  Text::kPlankNamedRed,   Text::kPlankNamedBlue,
                                           Text::kPlankNamedBlack, Text::kPlankNamedGreen, Text::kPlankNamedYellow};

// By color: the village is named by its color, whether or not that color is in play.
constexpr Text kVillageNames[rd::kColors] = {Text::kVillageNamedPink,  Text::kVillageNamedRed,   Text::kVillageNamedBlue,
                                             Text::kVillageNamedBlack, Text::kVillageNamedGreen, Text::kVillageNamedYellow};

namespace {
Said plank_said(int plank) { return said(kPlankNames[rd::plank_color(plank)], {{"number", rd::plank_number(plank)}}); }
}  // namespace

std::string plank_words(int plank) { return plank_said(plank).words(); }

Said plank_lost_said(const rd::Event& e, const PlayerNames& names) {
  return said(Text::kLogPlankLost, {player_arg("player", names, e.player), {"plank", plank_said(e.a)}});
}

std::string position_words(int position) {
  if (rd::is_plank_position(position)) return plank_words(position - rd::kPlankPositions);
  return text(kVillageNames[position]);
}

std::string support_words(const rd::State& state, int support) {
  if (support < rd::kFirstStone) return position_words(support);
  if (state.variant() == rd::Variant::kStandard) return format(Text::kIsland, {{"number", support - rd::kFirstStone + 1}});
  return format(Text::kStoneNamed, {{"number", state.stone_serial(support)}});
}

std::string support_label(const rd::State& state, int support) {
  if (support < rd::kFirstStone) return support_words(state, support);  // villages carry their letter, unlabelled
  if (state.variant() == rd::Variant::kStandard) return format(Text::kIslandLabel, {{"number", support - rd::kFirstStone + 1}});
  return format(Text::kStoneLabel, {{"number", state.stone_serial(support)}});
}

namespace {
// By rd::LostWhy.
constexpr Text kLostWords[] = {Text::kLogLostNoStone, Text::kLogLostNoRoom, Text::kLogLostNoPlank, Text::kLogLostNothing};

// A stone placed or removed: on the standard side named by its island ("on island 5"), on
// the expert side, where stones lie in open water, by its own name ("stone S3").
std::string stone_event(const rd::State& state, const rd::Event& e, const std::string& who, Text standard, Text expert) {
  if (state.variant() == rd::Variant::kExpert) return format(expert, {{"player", who}, {"number", e.serial}});
  // The island's number alone: each language says "on island 5" its own way (Italian
  // "sull’isola 5", where "l’isola 5" after a preposition read badly).
  return format(standard, {{"player", who}, {"number", e.a - rd::kFirstStone + 1}});
}
}  // namespace

std::string describe(const rd::State& state, const rd::Event& e, const PlayerNames& names) {
  const std::string who = player_word(names, e.player);
  using K = rd::EventKind;
  switch (e.kind) {
    case K::kRoundStart: return format(Text::kLogRound, {{"round", state.round()}, {"player", who}});
    case K::kProgramLocked: return format(e.a == 1 ? Text::kLogLockedTimed : Text::kLogLocked, {{"player", who}});
    case K::kActionStart:
      return rd::is_dragon(e.card) ? format(Text::kLogDragon, {{"player", who}, {"card", card_text(e.card)}}) : "";
    case K::kCancelled: return format(Text::kLogCancelled, {{"owner", player_word(names, e.by)}, {"player", who}, {"card", card_text(e.card)}});
    case K::kStone: return stone_event(state, e, who, Text::kLogStone, Text::kLogStoneExpert);
    case K::kPlank:
      return format(Text::kLogPlank, {{"player", who}, {"plank", plank_words(e.a)}, {"from", support_words(state, e.b)},
                                       {"to", support_words(state, e.c)}});
    case K::kPlankLost: return format(Text::kLogPlankLost, {{"player", who}, {"plank", plank_words(e.a)}});
    case K::kTakePlank: return format(Text::kLogTakePlank, {{"player", who}, {"plank", plank_words(e.a)}});
    case K::kTakeStone: return stone_event(state, e, who, Text::kLogTakeStone, Text::kLogTakeStoneExpert);
    case K::kMove:
      // A step into the player's own destination wins: the win's line says it (a playtest read
      // "Green reaches the red village." then "Green reaches their destination village and wins!").
      // A winning jump keeps its line: it says whom the pawn jumped over.
      if (rd::landing(e) == rd::destination(e.player)) return "";
      return format(Text::kLogMove, {{"player", who}, {"place", position_words(rd::landing(e))}});
    case K::kJump: {
      const int jumped = state.occupant(rd::plank_position(e.a));
      return format(Text::kLogJump, {{"player", who}, {"jumped", jumped >= 0 ? player_word(names, jumped) : "?"}, {"place", position_words(e.b)}});
    }
    case K::kFall: return format(Text::kLogFall, {{"player", who}});
    case K::kLost: return format(kLostWords[int(e.why)], {{"player", who}});
    case K::kWin: return format(Text::kLogWin, {{"player", who}});
  }
  return "";
}

}  // namespace rdweb
