#include "screens/game_screen.h"
#include "board/screen_split.h"

#include <algorithm>

#include "board/board_help.h"
#include "board/board_input.h"
#include "screens/game_overlays.h"
#include "screens/game_panels.h"
#include "page/layout.h"
#include "screens/program_editor.h"
#include "logic/text.h"
#include "ui/touch.h"
#include "logic/event_words.h"
#include "logic/suggestion_words.h"
#include "ui/widgets.h"

namespace rdweb {

namespace {
// What the panel is there for now: when it changes (a new round, slot or decision), the
// panel shows its top again, where the decision is.
std::string panel_purpose(const Session& session) {
  const rd::State& s = session.state();
  const ImVec2 screen = ImGui::GetMainViewport()->Size;  // a turned phone: the decision again
  return std::to_string(int(screen.x)) + "x" + std::to_string(int(screen.y)) + " " + std::to_string(s.round()) + "." + std::to_string(s.slot()) + "." + std::to_string(int(s.phase())) + "." +
         std::to_string(session.waiting_human());
}

void heading(const Session& session, GameUi& ui, const Fonts& fonts, bool escape_free) {
  const rd::State& s = session.state();
  // The menu: always reachable, during resolution too. The line gives way to it: in Italian
  // "Turno 1 · posizione 1/5 · Giallo" touched it on a desktop, a long name ran under it
  // (a playtest), and from round 10 any name would.
  const float w = ImGui::CalcTextSize(text(Text::kMenu)).x + ImGui::GetStyle().FramePadding.x * 2;
  const float room = ImGui::GetWindowContentRegionMax().x - ImGui::GetCursorPosX() - w - ImGui::GetStyle().ItemSpacing.x;
  // In the body's size when the heading's would cut it: the cut took whose turn it is away
  // ("Turno 3 · posizione 2/5 · Ro…", a playtest in Italian on a desktop).
  const std::string line = progress_line(s, session.names());
  ImGui::PushFont(fonts.heading);
  const bool fits = ImGui::CalcTextSize(line.c_str()).x <= room;
  ImGui::PopFont();
  ImGui::PushFont(compact_screen() || !fits ? fonts.body : fonts.heading);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(cut_to_width(line, room).c_str());
  ImGui::PopFont();
  ImGui::SameLine(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - w));
  // Escape too, as in most games: opens the menu, and closes it (Back). Not while a question
  // is asked over the game (Escape there is its own: the review of the change) or words are typed.
  const bool escape = escape_free && ImGui::IsKeyPressed(ImGuiKey_Escape, false) && !ImGui::GetIO().WantTextInput;
  if (ImGui::Button(text(Text::kMenu), {w, target_size(0)}) || escape) ui.menu = !ui.menu;
  layout_add_item("button", "menu");
}

// The players of `seats` by name, listed ("Ann and Bob").
std::string seat_list(const Session& session, const std::vector<int>& seats) {
  std::vector<std::string> names;
  for (int c : seats) names.push_back(session.seat_name(c));
  return listed(names);
}

// What the player whose turn it is must do, or who is at work.
void decision(Session& session, GameUi& ui, bool private_now, double now) {
  const rd::State& s = session.state();
  const int human = session.waiting_human();
  if (const auto stop = session.table_stopped()) {
    // Said, never silent: nobody can go on, and the code tells the team what went wrong.
    const std::string who = stop->seat >= 0 ? session.seat_name(stop->seat) : "";
    warning_text(format(Text::kOnlineStopped, {{"why", std::string(rd::table_code_name(stop->code))}, {"player", who}}).c_str());
    layout_add_item("text", "online-stopped");
    return;
  }
  if (const std::vector<int> timed = session.timed_out(); !timed.empty()) {
    ImGui::TextWrapped("%s", format(Text::kOnlineTimedOut, {{"players", seat_list(session, timed)}}).c_str());
    layout_add_item("text", "online-timed-out");
  }
  if (const auto refused = session.table_refused()) {
    const std::string who = session.seat_name(refused->seat);
    warning_text(format(Text::kOnlineRefused, {{"why", std::string(rd::table_code_name(refused->code))}, {"player", who}}).c_str());
    layout_add_item("text", "online-refused");
  }
  if (const auto left = session.program_time_left(now)) {
    const int seconds = seconds_left(*left);
    const std::string line = time_left_words(seconds);
    if (seconds <= 10) warning_text(line.c_str());  // the last seconds stand out
    else ImGui::TextUnformatted(line.c_str());
    layout_add_item("text", "online-time-left");
  }
  if (human >= 0 && s.phase() == rd::Phase::kProgramming && !private_now) {
    if (const std::vector<int> locked = session.locked_elsewhere(); !locked.empty()) {
      ImGui::TextWrapped("%s", format(Text::kOnlineLockedElsewhere, {{"players", seat_list(session, locked)}}).c_str());
      layout_add_item("text", "online-locked");
    }
    program_editor(session, ui, human);
  } else if (human >= 0 && s.phase() == rd::Phase::kResolution) {
    color_chip(human);
    ImGui::TextWrapped("%s", format(Text::kYourTurn, {{"color", session.player_word(human)}, {"card", card_text(s.current_card())}}).c_str());
    ImGui::TextWrapped("%s", prompt(s, ui));
  } else if (session.thinking() >= 0) {
    color_chip(session.thinking());
    ImGui::TextUnformatted(format(Text::kThinking, {{"color", session.player_word(session.thinking())}}).c_str());
    ImGui::SameLine();
    const char* spin = kSpinnerFrames + spinner_step(now);
    ImGui::TextUnformatted(spin, spin + 1);
  } else if (const std::vector<int> awaited = session.awaited(); !awaited.empty()) {
    // At an online table: who the game waits for at their own devices.
    color_chip(awaited.front());
    ImGui::TextWrapped("%s", format(Text::kOnlineWaitingFor, {{"players", seat_list(session, awaited)}}).c_str());
    layout_add_item("text", "online-waiting");
  } else if (!s.is_over()) {
    ImGui::TextDisabled("%s", text(Text::kWaitingForAi));
  }
  skip_button(session);
}
// At an online table: this device's seat when a computer plays it, the players gone, and for the creator a
// button per player gone, to let a computer play for them (and, without a relay, one to
// invite a friend again). What was pressed.
GameAction online_seats(const Session& session, GameUi& ui) {
  if (!session.online_note().empty()) {
    ImGui::TextWrapped("%s", session.online_note().c_str());
    layout_add_item("text", "online-note");
  }
  if (!session.online_away().empty()) {
    warning_text(session.online_away().c_str());
    layout_add_item("text", "online-away");
  }
  GameAction pressed = GameAction::kNone;
  if (session.online_reinvite()) {
    if (ImGui::Button(text(Text::kOnlineReinvite), {0, target_size(0)})) pressed = GameAction::kReinvite;
    layout_add_item("button", "online-reinvite");
  }
  for (const Session::SeatOffer& offer : session.online_offers()) {
    const std::string label = format(Text::kOnlineGiveSeat, {{"name", offer.name}});
    if (ImGui::Button(label.c_str(), {0, target_size(0)})) ui.give_seat = offer.color, pressed = GameAction::kGiveSeat;
    layout_add_item("button", "give-seat-" + std::string(rd::color_name(offer.color)));
  }
  return pressed;
}

// The one notice told in the panel during a decision (more would push the reserve off a
// phone's screen; the log has them all): the newest about the deciding player (why their
// plank vanished), else the newest.
const BoardNotice* panel_notice(const std::vector<BoardNotice>& notices, int human) {
  for (auto n = notices.rbegin(); n != notices.rend(); ++n)
    if (n->event.player == human) return &*n;
  return notices.empty() ? nullptr : &notices.back();
}

// At the end, the winner's pawn in the village it reached: the game's last notices stay on
// the board (nothing moves on), and on a desktop they covered it (found by playtest). The
// village's disc with a little room; layout kind `winner` for the tests.
std::optional<Box> winner_box(const rd::State& s, const BoardTransform& t) {
  if (!s.is_over() || s.winner() < 0) return std::nullopt;
  const int village = rd::destination(s.winner());
  const rd::Vec2 c = s.board().villages[size_t(village)];
  const double r = s.board().village_radius[size_t(village)] * 1.1;
  const Box box{t.to_screen({c.x - r, c.y - r}), t.to_screen({c.x + r, c.y + r})};
  sight_add("winner", std::string(rd::color_name(s.winner())), box.min, box.max);
  return box;
}

}  // namespace

GameAction draw_game_screen(Session& session, GameUi& ui, const Fonts& fonts, double now, bool escape_free) {
  const rd::State& s = session.state();
  const ScreenSplit split = split_screen(s.board(), ui.view, session.guide() != nullptr);
  const BoardTransform& t = split.board;

  const int human = session.waiting_human();
  const bool private_now = s.phase() == rd::Phase::kProgramming && human >= 0 && session.humans() > 1 && ui.privacy_for != human;
  const Highlights h = targets(session, ui);
  draw_board_part(split, s, &session.recent(), now, &h);
  const BoardArea area{split.board_min, split.board_max, t};
  // While a human decides, the notices are told at the top of the panel, under the decision:
  // on the board they covered its targets, the player's own pawn and planks (#23 §2), and on a
  // phone the reason a plank vanished is there without scrolling the log.
  const std::vector<BoardNotice> notices = session.notices_shown(now);
  const bool notices_in_panel = human >= 0;
  if (!notices_in_panel) {
    std::vector<Box> keep_clear;
    if (const std::optional<Box> zoom = zoom_buttons_box(s.board(), split)) keep_clear.push_back(*zoom);
    if (const std::optional<Box> won = winner_box(s, t)) keep_clear.push_back(*won);
    draw_board_notices(s, notices, area, keep_clear, now, session.names());
  }
  name_place_under_pointer(s, area);
  // Zoomed in away from every target of the decision: the nearest target in the middle, at
  // the same zoom, so that the player sees where to tap (found by playtest). It was the whole
  // board again, which undid a tap of "+" on a phone (a playtest: "+" looked broken).
  const TargetCount shown = register_targets(s, split, h);
  if (shown.on_screen == 0 && shown.all > 0 && ui.view.zoom > 1) ui.view = centred_on(s.board(), ui.view, shown.nearest);
  // Under the menu or a question the board takes no gesture, and a press begun before it
  // came is dropped: its release would land under the shade (ui/shade.h), where ImGui does not
  // see the pointer over a window when the press began outside every window.
  if (ui.menu || !escape_free) ui.board_press = false;
  else board_gestures(session, ui, split, h);
  if (s.decision() != rd::Decision::kPlaceSpan) ui.span_start = -1;
  zoom_buttons(s.board(), ui.view, split);

  // The panel: the decision at the top, then everyone's programs, the reserves and the log.
  place_panel(split);
  ImGui::Begin("##panel", nullptr, kPanelFlags | ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  heading(session, ui, fonts, escape_free && !private_now);  // Menu is not offered under the privacy screen either
  if (!compact_screen()) speed_controls(session);  // on a phone, in the menu
  ImGui::Separator();
  // Below the heading, the rest scrolls by itself: the menu and the round's line stay in
  // sight (a playtest: on a phone held upright, a swipe down the panel took Menu away).
  // Down to the panel's edge, as the panel's own scrolling was: the reserve, at the bottom of
  // a landscape phone's panel, would lose the padding's height.
  ImGui::BeginChild("##panel-body", {0, ImGui::GetContentRegionAvail().y + ImGui::GetStyle().WindowPadding.y}, false, ImGuiWindowFlags_NoSavedSettings);
  if (const std::string purpose = panel_purpose(session); purpose != ui.panel_for) {
    ui.panel_for = purpose;
    ImGui::SetScrollY(0);
  }
  GameAction action = GameAction::kNone;
  // Another tab took the saved game (#23 §1): said first, above the decision (a program
  // editor fills a phone's panel), and undone only by the player.
  if (ui.displaced) {
    warning_text(text(Text::kOtherTabKeepsGame));
    sight_add_item("message", "other-tab");
    if (ImGui::Button(text(Text::kKeepGameHere), {0, target_size(0)})) action = GameAction::kKeepHere;
    layout_add_item("button", "keep-here");
    ImGui::Separator();
  }
  if (s.is_over()) {
    if (const GameAction ended = end_panel(session, fonts); ended != GameAction::kNone) action = ended;
  } else {
    // Who is gone, and the button to let a computer play for them, above the decision: a
    // program editor fills a phone's panel, and below it the button was half off the screen
    // (online.test's screenshot of a guest acting for the table).
    if (const GameAction online = online_seats(session, ui); online != GameAction::kNone) action = online;
    decision(session, ui, private_now, now);
  }
  if (ui.notice) {
    warning_text(words(ui.notice).c_str());  // wrapped: a link's message is long (found by playtest)
    sight_add_item("message", "panel");
  }
  // Not while a plank is picked: the reserve must stay on a phone's screen (the plank that
  // left the game is already said just above, as the click's message).
  const BoardNotice* told = notices_in_panel && s.decision() != rd::Decision::kPickPlank ? panel_notice(notices, human) : nullptr;
  if (told && notice_words(s, *told, session.names()) != words(ui.notice)) {
    warning_text(notice_words(s, *told, session.names()).c_str());
    sight_add_item("notice", notice_id(*told));
  }
  if (ui.unsaved) warning_text(text(Text::kStorageWarning));
  ImGui::Separator();
  if (!private_now) {
    // While a round is programmed, the round before as it was played (a newcomer's playtest:
    // the last slot vanished with the new round), unless this device's own locked program is
    // there to see.
    const uint8_t open = open_programs(session);
    const bool own_locked = s.phase() == rd::Phase::kProgramming && session.waiting_human() < 0 && open != 0;
    const rd::State* before = own_locked ? nullptr : session.round_before();
    if (before) {
      ImGui::TextDisabled("%s", format(Text::kRoundPlayed, {{"round", before->round()}}).c_str());
      sight_add_item("rows", "round-" + std::to_string(before->round()));
      program_rows(*before, 0, session.names(), true);
    } else {
      program_rows(s, open, session.names());
    }
  }
  ImGui::Separator();
  reserves(session, ui, t);
  ImGui::Separator();
  const int lit = log_panel(session.log(), session.log().size(), &s);
  if (lit >= 0) light_log_place(s, session.log()[lit], area, now);
  if (human >= 0 && s.phase() == rd::Phase::kProgramming && !private_now && ui.draft_owner == human && suggestion_shown(ui)) {
    const std::array<int, 2> gap = suggestion_gap(s, human);
    LogLine named;  // the places the suggestion's reason names
    named.supports = {int8_t(gap[0]), int8_t(gap[1])};
    light_log_place(s, named, area, now);
  }
  swipe_scroll();
  ImGui::EndChild();
  ImGui::End();

  if (private_now) privacy_screen(ui, fonts, human);
  if (ui.menu) return game_menu(session, ui, fonts);
  return action;
}

}  // namespace rdweb
