#include "screens/lobby_screen.h"

#include <algorithm>

#include "logic/event_words.h"
#include "logic/roster_config.h"
#include "online/net.h"
#include "page/layout.h"
#include "logic/level_words.h"
#include "screens/setup_screen.h"
#include "ui/touch.h"
#include "ui/widgets.h"

namespace rdweb {

namespace {

// The invite link as a QR code, drawn by the page from the modules online.js computes
// (qrcode-generator): a phone at the table scans the screen of the one who invites.
void qr_code(const std::string& link) {
  static std::string made_for;  // the code is the same every frame: made once per link
  static net::Qr qr;
  if (made_for != link) {
    qr = net::qr(link);  // nothing until online.js has loaded: asked again next frame
    if (qr.size > 0) made_for = link;
  }
  if (qr.size <= 0) return;
  const float side = std::min(200.0f, ImGui::GetContentRegionAvail().x);
  const float cell = side / float(qr.size + 8);  // a quiet zone of four modules around it
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(at, {at.x + side, at.y + side}, IM_COL32_WHITE);
  for (int y = 0; y < qr.size; ++y)
    for (int x = 0; x < qr.size; ++x)
      if (qr.dark[size_t(y * qr.size + x)]) {
        const ImVec2 a{at.x + cell * float(x + 4), at.y + cell * float(y + 4)};
        draw->AddRectFilled(a, {a.x + cell, a.y + cell}, IM_COL32_BLACK);
      }
  ImGui::Dummy({side, side});
  layout_add_item("qr", "online-qr");
  ImGui::SameLine();
  ImGui::Dummy({ImGui::GetContentRegionAvail().x, side});  // what follows starts below the code
}

// Who plays a seat, in words: the player's name (as `name` gives it, and "you"), a free
// seat, a computer.
std::string seat_words(const rd::OnlineGame& game, const rd::LobbySeat& seat, const std::string& name) {
  switch (seat.kind) {
    case rd::SeatKind::kOpen: return text(Text::kOnlineSeatOpen);
    case rd::SeatKind::kComputer: return format(Text::kOnlineSeatComputer, {{"level", bot_level_text(seat.level)}});
    case rd::SeatKind::kPerson:
      if (seat.device == game.device()) return format(Text::kOnlineSeatYou, {{"name", name}});
      return game.connected(seat.device) ? name : format(Text::kOnlineSeatAway, {{"name", name}});
  }
  return "";
}

// A seat's line ("Pink: Ann (you) — ready"), its name cut to what the line leaves it: never
// past the screen's edge, and "(you)" or "ready" never cut off (a playtest, on a phone).
std::string seat_line(const rd::OnlineGame& game, const rd::LobbySeat& seat, float room) {
  const rd::Roster& roster = game.roster();
  const auto line = [&](const std::string& name) {
    std::string who = seat_words(game, seat, name);
    // Who says they are ready to start (the creator is: she starts), before the start.
    if (seat.kind == rd::SeatKind::kPerson && !roster.started && game.ready(seat.device)) who = format(Text::kOnlineSeatReady, {{"who", who}});
    return format(Text::kOnlineSeatLine, {{"color", color_text(seat.color)}, {"who", who}});
  };
  return line(cut_to_width(seat.name, room - ImGui::CalcTextSize(line("").c_str()).x));
}

// A guest before the start: what to do next, and whom the start waits for (an online
// playtest: a guest was not told to sit down, and one whose creator had left the table
// waited for ever, told the creator would start it).
void guest_waits(const rd::OnlineGame& game) {
  const rd::Roster& roster = game.roster();
  const bool open = std::any_of(roster.seats.begin(), roster.seats.end(), [](const rd::LobbySeat& seat) { return seat.kind == rd::SeatKind::kOpen; });
  if (game.own_seat() < 0 && open) {
    ImGui::TextWrapped("%s", text(Text::kOnlineTakeSeat));
    layout_add_item("text", "online-take-seat");
  }
  // Seated: Ready is theirs to press (a phone playtest: nothing said so, only that the creator starts).
  if (game.own_seat() >= 0 && !game.ready(game.device())) {
    ImGui::TextWrapped("%s", text(Text::kOnlineSayReady));
    layout_add_item("text", "online-say-ready");
  }
  const bool creator_here = game.connected(roster.host);
  ImGui::TextWrapped("%s", text(creator_here ? Text::kOnlineWaitStart : Text::kOnlineCreatorAway));
  layout_add_item("text", creator_here ? "online-wait-start" : "online-creator-away");
}

void seats(const rd::OnlineGame& game, LobbyChoice& choice) {
  const rd::Roster& roster = game.roster();
  for (const rd::LobbySeat& seat : roster.seats) {
    ImGui::PushID(seat.color);
    ImGui::AlignTextToFramePadding();  // the text level with the Sit here button's label, and the chip with the text
    color_chip(seat.color, 0, ImGui::GetStyle().FramePadding.y);
    ImGui::TextUnformatted(seat_line(game, seat, ImGui::GetContentRegionAvail().x).c_str());
    const std::string id = std::string("online-seat-") + std::string(rd::color_name(seat.color));
    if (seat.kind == rd::SeatKind::kOpen) {
      ImGui::SameLine();
      if (flow_small_button(text(Text::kOnlineSit))) choice = {LobbyAction::kSit, seat.color};
      layout_add_item("button", id);
    } else if (seat.kind == rd::SeatKind::kPerson && seat.device == game.device() && !game.creator() && !roster.started) {
      ImGui::SameLine();
      if (flow_small_button(text(Text::kOnlineStand))) choice = {LobbyAction::kStand, -1};
      layout_add_item("button", "online-stand");
    }
    ImGui::PopID();
  }
  // Who is here without a seat (a friend who stood up, or has not chosen yet): else nowhere
  // to be seen (a playtest).
  if (const std::string unseated = listed(game.unseated_names()); !unseated.empty()) {
    ImGui::TextWrapped("%s", format(Text::kOnlineUnseated, {{"players", unseated}}).c_str());
    layout_add_item("text", "online-unseated");
  }
  // Ready, on its own line: on the seat's line "— ready" pushed Stand up under the pointer,
  // and a double click stood the player up (a playtest).
  if (!roster.started && !game.creator() && game.own_seat() >= 0) {
    const bool ready = game.ready(game.device());
    if (ImGui::Button(text(ready ? Text::kOnlineNotReady : Text::kOnlineReady), {0, target_size(0)})) choice = {LobbyAction::kReady, ready ? 0 : 1};
    layout_add_item("button", ready ? "online-not-ready" : "online-ready");
  }
}

// What the lobby says of the player's last act there (a link or code copied), under its button.
void told(const OnlinePlay& online) {
  if (!online.told()) return;
  ImGui::TextWrapped("%s", text(*online.told()));
  layout_add_item("text", "online-told");
}

// The creator's invitation: the link (through the relays, or without: one per friend, whose
// answer the creator then enters), Copy, the QR code.
void invite(const OnlinePlay& online, LobbyChoice& choice) {
  const bool direct = online.mode() == OnlinePlay::Mode::kDirect;
  ImGui::TextWrapped("%s", text(!direct ? Text::kOnlineInvite : online.invite_used() ? Text::kOnlineDirectUsed : Text::kOnlineDirectInvite));
  const std::string link = online.invite_link();
  if (!link.empty()) {
    ImGui::TextWrapped("%s", link.c_str());
    if (flow_small_button(text(Text::kOnlineCopyLink))) choice = {LobbyAction::kCopyLink};
    layout_add_item("button", "online-copy");
    told(online);
    // Once the game has started, the link serves a friend watching or one invited again, and
    // the QR code no longer fills the table's screen (a playtest).
    if (!(online.game() && online.game()->roster().started && online.mode() == OnlinePlay::Mode::kQuick)) qr_code(link);
  }
  if (direct) {
    if (flow_small_button(text(Text::kOnlineDirectAccept))) choice = {LobbyAction::kEnterAnswer};
    layout_add_item("button", "online-enter-answer");
    ImGui::SameLine();
    if (flow_small_button(text(Text::kOnlineDirectAnother))) choice = {LobbyAction::kWithoutRelay};
    layout_add_item("button", "online-invite-another");
  } else if (online.game() && online.game()->peers() == 0) {
    // Only before anyone has come through the relays: switching drops them.
    if (flow_small_button(text(Text::kOnlineDirectButton))) choice = {LobbyAction::kWithoutRelay};
    layout_add_item("button", "online-without-relay");
  }
}

// A guest invited without a relay: the answer to send back, until the creator enters it.
void answer(const OnlinePlay& online, LobbyChoice& choice) {
  ImGui::TextWrapped("%s", text(Text::kOnlineDirectAnswer));
  ImGui::TextWrapped("%s", online.answer_code().c_str());
  layout_add_item("text", "online-answer");
  if (flow_small_button(text(Text::kOnlineCopyAnswer))) choice = {LobbyAction::kCopyAnswer};
  layout_add_item("button", "online-copy-answer");
  ImGui::SameLine();
  if (flow_small_button(text(Text::kOnlineDirectFresh))) choice = {LobbyAction::kFreshAnswer};
  layout_add_item("button", "online-fresh-answer");
  told(online);
}

// The time per program: told to all; the creator changes it (the next of lobby.h's kTimers)
// until the start.
void timer(const rd::OnlineGame& game, LobbyChoice& choice) {
  const int seconds = game.roster().timer;
  const std::string time = seconds == 0 ? text(Text::kOnlineTimerOff) : format(Text::kOnlineTimerMinutes, {{"minutes", std::to_string(seconds / 60)}});
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(format(Text::kOnlineTimer, {{"time", time}}).c_str());
  layout_add_item("text", "online-timer");
  if (!game.creator() || game.roster().started) return;
  ImGui::SameLine();
  if (flow_small_button(text(Text::kOnlineTimerChange))) choice = {LobbyAction::kTimer};
  layout_add_item("button", "online-timer");
}

// The connection settings (remembered, used from the next meeting on), each with Change.
void connection_settings(LobbyChoice& choice) {
  const bool open = ImGui::CollapsingHeader(text(Text::kOnlineSettings));
  layout_add_item("button", "online-settings");
  if (!open) return;
  const OnlinePlay::Settings s = OnlinePlay::settings();
  const auto row = [&](Text label, const std::string& value, Text fallback, LobbyAction action, const char* id) {
    ImGui::PushID(id);
    ImGui::TextWrapped("%s", format(label, {{"value", value.empty() ? text(fallback) : value.c_str()}}).c_str());
    if (flow_small_button(text(Text::kOnlineChange))) choice = {action};
    layout_add_item("button", id);
    ImGui::PopID();
  };
  row(Text::kOnlineRelays, s.relays, Text::kOnlineDefaultServers, LobbyAction::kEditRelays, "online-edit-relays");
  // "none" is the word typed to have no STUN server: shown in the player's language.
  row(Text::kOnlineStun, s.stun == "none" ? text(Text::kOnlineNone) : s.stun, Text::kOnlineDefaultServers, LobbyAction::kEditStun,
      "online-edit-stun");
  row(Text::kOnlineTurn, s.turn, Text::kOnlineNone, LobbyAction::kEditTurn, "online-edit-turn");
  ImGui::TextDisabled("%s", text(Text::kOnlineSettingsNote));
}

// What a page not yet with the others waits for: without a relay, a person carrying a code
// (the creator's friend's answer, or the creator entering this guest's), not the network
// (a playtest: "Connecting to the table…" there read as something stuck).
Text waiting_words(const OnlinePlay& online) {
  // The creator alone through the relays, before anyone sat, waits for her friends (a
  // playtest: "Connecting" the whole time read as stuck); back after a reload, she connects.
  if (online.mode() != OnlinePlay::Mode::kDirect)
    return online.invites() && !online.game()->others_seated() ? Text::kOnlineWaitFriends : Text::kOnlineConnecting;
  if (online.invites()) return Text::kOnlineDirectWaitAnswer;
  return online.answer_code().empty() ? Text::kOnlineConnecting : Text::kOnlineDirectWaitCreator;
}

}  // namespace

LobbyChoice draw_lobby_screen(const OnlinePlay& online, const Fonts& fonts, const std::string& time_left, const rd::State* behind) {
  LobbyChoice choice;
  const rd::OnlineGame* game = online.game();
  // Over a game, its board (an Italian playtest: the empty table behind looked as if the
  // game had been left).
  if (behind) draw_board_behind(*behind);
  else draw_preview(online.config());
  begin_setup_window("##lobby");
  ImGui::PushFont(fonts.heading);
  ImGui::TextUnformatted(text(Text::kOnlineTitle));
  ImGui::PopFont();
  if (!time_left.empty()) {
    warning_text(time_left.c_str());
    layout_add_item("text", "online-time-left");
  }
  if (online.problem()) warning_text(text(*online.problem()));
  // The creator can still meet friends on one network: the way is just below (a playtest: not seen).
  if (online.problem() == Text::kOnlineErrorRelay && game && game->creator()) {
    ImGui::TextWrapped("%s", text(Text::kOnlineErrorRelayHint));
    layout_add_item("text", "online-relay-hint");
  }
  // What the page waits for, only while nothing is known to be wrong (found measuring an unreachable relay).
  if (online.stage() != OnlinePlay::Stage::kLobby && !online.problem()) ImGui::TextWrapped("%s", text(waiting_words(online)));
  if (online.invites()) invite(online, choice);
  else if (online.mode() == OnlinePlay::Mode::kDirect && !online.answer_code().empty() && online.stage() != OnlinePlay::Stage::kLobby)
    answer(online, choice);
  if (online.mode() == OnlinePlay::Mode::kQuick) ImGui::TextWrapped("%s", text(Text::kOnlineRelayNote));
  ImGui::Separator();
  if (game) {
    ImGui::AlignTextToFramePadding();
    const float room = ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(format(Text::kOnlineYourName, {{"name", ""}}).c_str()).x;
    // A name never given is not shown as one (a phone playtest: "Your name: Player", then asked a name at Sit here).
    const std::string name = online.named() ? cut_to_width(game->name(), room) : text(Text::kOnlineNameNotGiven);
    ImGui::TextUnformatted(format(Text::kOnlineYourName, {{"name", name}}).c_str());
    // The roster keeps the names the game started with: no renaming then (a playtest: a new
    // name during the game changed nothing, and said nothing).
    if (!game->roster().started) {
      ImGui::SameLine();
      if (flow_small_button(text(Text::kOnlineRename))) choice = {LobbyAction::kRename};
      layout_add_item("button", "online-rename");
    }
    if (online.name_refused() && !game->roster().started) {
      warning_text(format(Text::kOnlineNameEmpty, {{"name", game->name()}}).c_str());
      layout_add_item("text", "online-name-refused");
    }
    if (game->has_roster()) {
      seats(*game, choice);
      timer(*game, choice);
    }
    if (game->roster().started && game->table() && game->table()->ready()) {
      // Over the game (app.cpp: lobby_over_game): opened from the menu, or the creator
      // inviting a friend again without a relay; a guest's answer shows until the creator
      // has entered it (going back changes nothing then). On a row of its own, with Leave
      // beside it (below).
      if (ImGui::Button(text(Text::kOnlineBackToGame), {0, target_size(0)})) choice = {LobbyAction::kBackToGame};
      layout_add_item("button", "online-back-to-game");
      flow(ImGui::CalcTextSize(text(Text::kOnlineLeave)).x + ImGui::GetStyle().FramePadding.x * 2);
    } else if (game->roster().started) {
      // Started, but the game shows only once every device has sent its share of the draw.
      ImGui::TextWrapped("%s", text(game->lost_seat() ? Text::kOnlineLostSeat : Text::kOnlineStartedWaiting));
    } else if (game->creator()) {
      if (!game->roster().full()) {
        if (flow_small_button(text(Text::kOnlineFill))) choice = {LobbyAction::kFill};
        layout_add_item("button", "online-fill");
      }
      // Who has not said they are ready: the creator may start all the same, knowingly (a
      // playtest: Start was there to press while a friend was still choosing).
      if (const std::string unready = listed(unready_names(*game)); !unready.empty() && game->can_start()) {
        ImGui::TextWrapped("%s", format(Text::kOnlineNotReadyYet, {{"players", unready}}).c_str());
        layout_add_item("text", "online-not-ready-yet");
      }
      ImGui::BeginDisabled(!game->can_start());
      ImGui::PushFont(fonts.heading);
      if (ImGui::Button(text(Text::kOnlineStart), {-1, 0})) choice = {LobbyAction::kStart};
      ImGui::PopFont();
      ImGui::EndDisabled();
      layout_add_item("button", "online-start");
    } else if (game->has_roster()) {
      guest_waits(*game);
    }
  }
  // Not flowed after the line above: an Italian playtest read "Tempo per programma: 5 min
  // [Torna alla partita] [Lascia il tavolo]" and a waiting line ending in the button.
  if (ImGui::Button(text(Text::kOnlineLeave), {0, target_size(0)})) choice = {LobbyAction::kLeave};
  layout_add_item("button", "online-leave");
  connection_settings(choice);
  // Longer than a phone's screen (the invite's QR code above the seats): a finger scrolls it (a
  // phone playtest: the creator's Start and Leave were below the screen, out of reach).
  swipe_scroll();
  ImGui::End();
  return choice;
}

}  // namespace rdweb
