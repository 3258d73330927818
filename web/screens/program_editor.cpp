#include "screens/program_editor.h"
#include "board/screen_split.h"

#include <algorithm>
#include <cmath>

#include "screens/card_help.h"
#include "logic/event_words.h"
#include "logic/problem_words.h"
#include "logic/program_warnings.h"
#include "logic/suggestion_words.h"
#include "page/layout.h"
#include "ui/text_fit.h"
#include "names.h"
#include "ui/palette.h"
#include "logic/text.h"
#include "ui/card_pictogram.h"
#include "ui/touch.h"
#include "ui/widgets.h"
#include <cstdio>

namespace rdweb {

namespace {
// A card being dragged: from the hand (from_slot -1) or from a slot.
struct CardDrag {
  int card;
  int from_slot;
};

// A dragon card in the colour of the player it strikes, with readable ink, edged in ink (the
// black dragon on the dark panel looked like a disabled card: playtest); other cards as they
// are. True when colours were pushed (pop_card_colors then).
bool push_card_colors(int card) {
  if (card < 0 || !rd::is_dragon(card)) return false;
  const int target = rd::dragon_target(card);
  ImGui::PushStyleColor(ImGuiCol_Button, color_vec(target));
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(kPlayers[target].text));
  ImGui::PushStyleColor(ImGuiCol_Border, ImGui::ColorConvertU32ToFloat4(kInk));
  ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1);
  return true;
}
void pop_card_colors() {
  ImGui::PopStyleColor(3);
  ImGui::PopStyleVar();
}

void help() {
  ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(190, 200, 210, 255));
  ImGui::TextWrapped("%s", pointer_text(Text::kProgramHelp));
  ImGui::PopStyleColor();
}

constexpr ImU32 kWarningInk = IM_COL32(255, 200, 110, 255);

// A gentle warning under the slots for each card the board now dooms to a loss (issue #12):
// it never blocks the choice. The judgement is the core's (rd::foreseen_losses).
void show_warnings(const rd::State& s, int color, const rd::Draft& draft) {
  const std::vector<ProgramWarning> warnings = program_warnings(s, color, draft);
  for (const ProgramWarning& w : warnings) {
    ImGui::PushStyleColor(ImGuiCol_Text, kWarningInk);
    ImGui::TextWrapped("%s", warning_words(w.slot, w.doom).c_str());
    ImGui::PopStyleColor();
    sight_add_item("warning", std::to_string(w.slot + 1));
  }
  if (warnings.empty()) return;
  // Honest about what it judges: other players' secret cards come first and may change the board.
  ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(190, 200, 210, 255));
  ImGui::TextWrapped("%s", text(Text::kWarnBoardNow));
  ImGui::PopStyleColor();
}

// Suggest (issue #21 §4): the master level's program for this player (Session::suggest), put
// in the slots once found, unless the player changed them meanwhile (a search may wait behind
// the computers' own); the player may change it before locking. While the slots hold it,
// a line says why it starts as it does. Not in the tutorial, which asks for its own program,
// nor at an online table (#21 §4).
void suggest(Session& session, GameUi& ui, int color, float button_h) {
  if (session.guide() || session.online()) return;
  if (ui.suggestion_for == color && ui.draft != ui.draft_at_suggest) ui.suggestion_for = -1;  // the player went on alone
  if (ui.suggestion_for == color)
    if (const std::optional<rd::Program> program = session.suggested(color)) {
      std::copy(program->begin(), program->end(), ui.draft.begin());
      ui.suggested = program;
      ui.suggestion_for = -1;
      ui.notice = {};
    }
  const bool searching = session.suggesting(color);
  ImGui::BeginDisabled(searching);
  if (ImGui::Button(text(searching ? Text::kSuggesting : Text::kSuggest), {-1, button_h})) {
    session.suggest(color);
    ui.suggestion_for = color;
    ui.draft_at_suggest = ui.draft;
  }
  ImGui::EndDisabled();
  layout_add_item("button", "suggest");
  if (suggestion_shown(ui)) {
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(190, 200, 210, 255));
    ImGui::TextWrapped("%s", suggestion_words(session.state(), color, *ui.suggested).c_str());
    ImGui::PopStyleColor();
    sight_add_item("suggestion", "why");
  }
}

}  // namespace

bool suggestion_shown(const GameUi& ui) { return ui.suggested && std::equal(ui.draft.begin(), ui.draft.end(), ui.suggested->begin()); }

void program_editor(Session& session, GameUi& ui, int color) {
  const rd::State& s = session.state();
  // A new composer, or a new round (the last one's draft was never locked: the time per
  // program ran out and the computer's program went instead; a playtest saw its cards again).
  if (ui.draft_owner != color || ui.draft_round != s.round()) {
    ui.draft_owner = color;
    ui.draft_round = s.round();
    ui.draft.fill(rd::kNoCard);
    ui.suggestion_for = -1;
    ui.suggested.reset();
  }
  ImGui::TextWrapped("%s", format(Text::kProgramTitle, {{"color", color_text(color)}}).c_str());
  // On a phone the slots, the hand and the lock come first: they must fit without scrolling.
  const bool compact = compact_screen();
  if (!compact) help();
  // The rules say whether a card may go there (one dragon at most per program).
  auto place = [&](int card, int slot) {
    rd::Draft next = ui.draft;
    next[slot] = card;
    if (rd::draft_fault(next, s.hand(color)) != rd::ProgramFault::kNone) {
      ui.notice = said(Text::kProgramDragonLimit);
      return;
    }
    ui.draft[slot] = card;
    ui.notice = {};
  };
  // Slots: click to take a card back; drag a card here from the hand or from another slot.
  const float avail = ImGui::GetContentRegionAvail().x;
  const float slot_w = (avail - 4 * 6) / rd::kSlots;
  const float line = ImGui::GetTextLineHeight();
  // A card's name may take two lines ("Yellow\ndragon"); on touch, cards are a fingertip tall.
  const float slot_h = touch_ui() ? 2 * line + 8 : ImGui::GetFrameHeight() * 2.2f;
  const float card_h = touch_ui() ? std::max(kFingerSize, 2 * line + 6) : ImGui::GetFrameHeight() * 1.6f;
  const float button_h = touch_ui() ? ImGui::GetFrameHeight() : ImGui::GetFrameHeight() * 1.5f;
  const int columns = compact && avail >= 400 ? 5 : 4;  // a landscape phone: three rows of cards fit
  // Names on two lines need the height a fingertip-tall frame gives to its padding, and
  // narrow slots on a phone the width.
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, {2, 3});
  std::array<bool, rd::kSlots> doomed{};  // framed in the warning's colour
  for (const ProgramWarning& w : program_warnings(s, color, ui.draft)) doomed[w.slot] = true;
  for (int k = 0; k < rd::kSlots; ++k) {
    ImGui::PushID(k);
    const int card = ui.draft[k];
    // A name wider than the slot ("2 planches", "Yellow dragon" on a phone) gives way to the
    // card's picture, as in the program rows (issue #23 §4: shrunk names were unreadable); the
    // hand below still names it.
    const float room = slot_w - 2 * ImGui::GetStyle().FramePadding.x - 2;
    const bool pictured = card >= 0 && ImGui::CalcTextSize(card_text(card)).x > room;
    const char* name = card < 0 ? "·" : pictured ? " " : card_text(card);
    char label[64];
    std::snprintf(label, sizeof label, "%d\n%s###slot", k + 1, name);
    const bool dragon = push_card_colors(card);
    if (ImGui::Button(label, {slot_w, slot_h}) && card >= 0) ui.draft[k] = -1;
    if (dragon) pop_card_colors();
    if (pictured) {
      const float h = line + 8, w = card_pictogram_width(card, h);
      const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
      if (w > room) note_clipped("slot picture " + std::to_string(k + 1));
      draw_card_pictogram(ImGui::GetWindowDrawList(), card, (a.x + b.x - w) / 2, b.y - (b.y - a.y) * 0.3f, h, false,
                          "slot-" + std::to_string(k + 1));
    }
    layout_add_item("slot", std::to_string(k + 1));
    if (doomed[k]) ImGui::GetWindowDrawList()->AddRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), kWarningInk, 4, 0, 3);
    card_help(ui.draft[k], s.variant());
    if (ui.draft[k] >= 0 && ImGui::BeginDragDropSource()) {
      const CardDrag drag{ui.draft[k], k};
      ImGui::SetDragDropPayload("card", &drag, sizeof drag);
      ImGui::TextUnformatted(card_text(ui.draft[k]));
      ImGui::EndDragDropSource();
    }
    if (ImGui::BeginDragDropTarget()) {
      if (const ImGuiPayload* payload = ImGui::AcceptDragDropPayload("card")) {
        const CardDrag drag = *static_cast<const CardDrag*>(payload->Data);
        if (drag.from_slot >= 0) std::swap(ui.draft[k], ui.draft[drag.from_slot]);  // reorder
        else place(drag.card, k);
      }
      ImGui::EndDragDropTarget();
    }
    ImGui::PopID();
    if (k + 1 < rd::kSlots) ImGui::SameLine(0, 6);
  }
  // Under the slots; on a phone after the lock, which must stay in view (the slots are framed).
  if (!compact) show_warnings(s, color, ui.draft);
  // Hand.
  const rd::Hand hand = s.hand(color);
  const float card_w = (avail - (columns - 1) * 6) / columns;
  // A name too wide for the card ("Yellow dragon") breaks onto two lines, and then every card
  // is as tall as two lines (a playtest: on a desktop whose panel had a scroll bar, "dragon"
  // was cut at the card's bottom edge).
  const auto two_lines = [&](const std::string& label) {
    return label.find(' ') != std::string::npos && ImGui::CalcTextSize(label.c_str()).x > card_w - 2 * ImGui::GetStyle().FramePadding.x;
  };
  float cards_h = card_h;
  for (int card = 0; card < rd::kCards; ++card)
    if ((hand >> card & 1) && two_lines(card_text(card))) cards_h = std::max(card_h, 2 * line + 2 * ImGui::GetStyle().FramePadding.y);
  int shown = 0;
  for (int card = 0; card < rd::kCards; ++card) {
    if (!(hand >> card & 1)) continue;
    const bool used = std::count(ui.draft.begin(), ui.draft.end(), card) > 0;
    if (shown++ % columns) ImGui::SameLine(0, 6);
    ImGui::PushID(card);
    ImGui::BeginDisabled(used);
    const bool dragon = push_card_colors(card);
    std::string label = card_text(card);
    if (two_lines(label)) label[label.find(' ')] = '\n';
    if (ImGui::Button(label.c_str(), {card_w, cards_h})) {
      const auto free = std::find(ui.draft.begin(), ui.draft.end(), -1);
      if (free != ui.draft.end()) place(card, int(free - ui.draft.begin()));
    }
    if (dragon) pop_card_colors();
    layout_add_item("card", rd::card_name(card));
    card_help(card, s.variant());
    if (!used && ImGui::BeginDragDropSource()) {
      const CardDrag drag{card, -1};
      ImGui::SetDragDropPayload("card", &drag, sizeof drag);
      ImGui::TextUnformatted(card_text(card));
      ImGui::EndDragDropSource();
    }
    ImGui::EndDisabled();
    ImGui::PopID();
  }
  ImGui::PopStyleVar();
  const bool full = std::count(ui.draft.begin(), ui.draft.end(), -1) == 0;
  ImGui::BeginDisabled(!full);
  if (ImGui::Button(text(Text::kProgramConfirm), {avail * 0.6f, button_h})) {
    rd::Program program;
    for (int k = 0; k < rd::kSlots; ++k) program[k] = rd::Card(ui.draft[k]);
    const Refused why = session.lock_program(color, program);
    ui.notice = refusal_said(why);
    if (!why) ui.draft_owner = ui.privacy_for = ui.suggestion_for = -1, ui.suggested.reset();
  }
  layout_add_item("button", "confirm");
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button(text(Text::kProgramClear), {-1, button_h})) ui.draft.fill(rd::kNoCard);
  layout_add_item("button", "clear");
  suggest(session, ui, color, button_h);
  if (compact) show_warnings(s, color, ui.draft);
  if (compact) help();
}

}  // namespace rdweb
