#include "event_words.h"

#include <cstdarg>
#include <cctype>
#include <cstdio>

namespace rdweb {

std::string format(Text id, ...) {
  char buf[512];
  va_list args;
  va_start(args, id);
  std::vsnprintf(buf, sizeof buf, text(id), args);
  va_end(args);
  return buf;
}

std::string plank_words(int plank) {
  std::string color = color_text(rd::plank_color(plank));
  for (char& ch : color) ch = char(std::tolower(uint8_t(ch)));
  return format(Text::kPlankNamed, color.c_str(), rd::plank_number(plank));
}

std::string position_words(int position) {
  if (rd::is_plank_position(position)) return plank_words(position - rd::kPlankPositions);
  return format(Text::kVillageOf, color_text(position));
}

std::string support_words(const rd::State& state, int support) {
  if (support < rd::kFirstStone) return position_words(support);
  if (state.variant() == rd::Variant::kStandard) return format(Text::kIsland, support - rd::kFirstStone + 1);
  return format(Text::kStoneNamed, state.stone_serial(support));
}

namespace {
std::string stone_words(const rd::State& state, const rd::Event& e) {
  if (state.variant() == rd::Variant::kStandard) return format(Text::kIsland, e.a - rd::kFirstStone + 1);
  return format(Text::kStoneNamed, e.serial);
}
}  // namespace

std::string describe(const rd::State& state, const rd::Event& e) {
  const char* who = e.player >= 0 ? color_text(e.player) : "";
  using K = rd::EventKind;
  switch (e.kind) {
    case K::kRoundStart: return format(Text::kLogRound, state.round(), color_text(e.player));
    case K::kProgramLocked: return format(Text::kLogLocked, who);
    case K::kActionStart:
      return rd::is_dragon(e.card) ? format(Text::kLogDragon, who, color_text(rd::dragon_target(e.card))) : "";
    case K::kCancelled: return format(Text::kLogCancelled, color_text(e.by), who, card_text(e.card));
    case K::kStone: return format(Text::kLogStone, who, stone_words(state, e).c_str());
    case K::kPlank:
      return format(Text::kLogPlank, who, plank_words(e.a).c_str(), support_words(state, e.b).c_str(),
                    support_words(state, e.c).c_str());
    case K::kPlankLost: return format(Text::kLogPlankLost, who, plank_words(e.a).c_str());
    case K::kTakePlank: return format(Text::kLogTakePlank, who, plank_words(e.a).c_str());
    case K::kTakeStone: return format(Text::kLogTakeStone, who, stone_words(state, e).c_str());
    case K::kMove: return format(Text::kLogMove, who, position_words(e.b >= 0 ? e.b : e.a).c_str());
    case K::kJump: {
      const int jumped = state.occupant(rd::plank_position(e.a));
      return format(Text::kLogJump, who, jumped >= 0 ? color_text(jumped) : "?", position_words(e.b).c_str());
    }
    case K::kFall: return format(Text::kLogFall, who);
    case K::kLost: return format(Text(int(Text::kLogLostNoStone) + int(e.why)), who);
    case K::kWin: return format(Text::kLogWin, who);
  }
  return "";
}

}  // namespace rdweb
