#include "screens/program_rows.h"

#include <algorithm>
#include <array>
#include <string>

#include "ui/marks.h"
#include "logic/text.h"
#include "screens/card_help.h"
#include "ui/card_pictogram.h"
#include "ui/palette.h"
#include "ui/text_fit.h"
#include "ui/widgets.h"
#include "page/layout.h"

namespace rdweb {

namespace {
constexpr float kPad = 4;  // between a cell's edge, its letter discs and its name

// How the rows name their cards and players, chosen once for every row so that they agree.
// Names are drawn at the body size, never shrunk (issue #23 §4: "2 planches" squeezed onto
// two tiny lines was unreadable): where one name does not fit its cell, every cell shows its
// card's picture instead (ui/card_pictogram.h), and where even those do not fit, the rows
// show the players' letters without their names.
struct RowLook {
  float cell_h = 0, disc = 0;  // a cell's height, and the radius of a letter disc in it
  float name_w = 0;            // the players' column: chip, and name if shown
  float cell_w = 0;
  bool pictured = false;
  bool color_names = true;
};

float text_w(const char* s) { return ImGui::CalcTextSize(s).x; }

const char* cell_label(int card) { return rd::is_dragon(card) ? text(Text::kDragonCell) : card_text(card); }

// The widest cell any card needs, named or pictured: a dragon's name follows its target's disc
// (its picture has the disc), any other card may carry its canceller's disc on the right (a
// dragon is never cancelled).
float widest_cell(bool pictured, float disc, float cell_h) {
  const float dragon_disc = pictured ? 0 : 2 * disc + kPad;
  float widest = dragon_disc + 2 * kPad +
                 (pictured ? card_pictogram_width(rd::kFirstDragon, cell_h) : text_w(cell_label(rd::kFirstDragon)));
  for (int card = 0; card < rd::kActionCards; ++card)
    widest = std::max(widest, (pictured ? card_pictogram_width(card, cell_h) : text_w(cell_label(card))) + 2 * disc + 3 * kPad);
  return widest;
}

RowLook row_look(const std::array<int8_t, rd::kColors>& order, int n, const std::array<std::string, rd::kColors>& labels) {
  RowLook look;
  look.cell_h = std::min(ImGui::GetFrameHeight(), ImGui::GetTextLineHeight() + 8);  // shown, not touched: no fingertip size
  look.disc = look.cell_h * 0.34f;
  const float spacing = ImGui::GetStyle().ItemSpacing.x, avail = ImGui::GetContentRegionAvail().x;
  float longest = 0;  // the longest label in this language
  for (int i = 0; i < n; ++i) longest = std::max(longest, text_w(labels[size_t(order[i])].c_str()));
  const float chip_w = ImGui::GetTextLineHeight() + spacing;
  auto cells = [&](float name_w) { return (avail - name_w) / rd::kSlots - kPad; };
  look.name_w = chip_w + longest + 2 * spacing;  // the name never touches the first cell (#23 §8)
  look.pictured = cells(look.name_w) < widest_cell(false, look.disc, look.cell_h);
  if (look.pictured && cells(look.name_w) < widest_cell(true, look.disc, look.cell_h))
    look.color_names = false, look.name_w = chip_w + spacing;
  look.cell_w = std::max(2 * look.disc + 2 * kPad, cells(look.name_w));
  return look;
}

// One slot of a program row; a dragon shows in the color of the player it strikes, with that
// player's letter; a cancelled card is crossed out corner to corner, its name still whole, with
// the canceller's letter at the size of every other letter in the rows.
// `id` ("green-3": row and slot) names its marks.
void card_cell(const RowLook& look, int card, bool revealed, bool current, int cancelled_by, bool dim, const std::string& id,
               rd::Variant variant, const PlayerNames& names) {
  const float w = look.cell_w, h = look.cell_h, r = look.disc;
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const bool shown = card >= 0 && (revealed || dim);
  const bool dragon = shown && rd::is_dragon(card);
  const bool cancelled = shown && cancelled_by >= 0;
  ImU32 bg = !revealed ? IM_COL32(40, 60, 75, 255) : current ? IM_COL32(90, 80, 30, 255) : IM_COL32(35, 45, 55, 255);
  if (dragon) bg = kPlayers[rd::dragon_target(card)].fill;
  draw->AddRectFilled(p, {p.x + w, p.y + h}, bg, 4);
  if (current) draw->AddRect(p, {p.x + w, p.y + h}, IM_COL32(255, 220, 90, 255), 4, 0, 2);
  if (shown) {
    ImU32 ink = dim ? IM_COL32(160, 170, 180, 255) : IM_COL32_WHITE;
    if (dragon) ink = kPlayers[rd::dragon_target(card)].text;
    if (cancelled) {
      ink = IM_COL32(175, 180, 188, 255);
      draw->AddLine({p.x + 3, p.y + h - 3}, {p.x + w - 2 * r - kPad, p.y + 3}, IM_COL32(235, 120, 110, 255), 2);
    }
    const float right = cancelled ? 2 * r + 2 * kPad : kPad;
    ImGui::PushClipRect(p, {p.x + w, p.y + h}, true);
    if (look.pictured) {
      if (card_pictogram_width(card, h) > w - kPad - right) note_clipped(std::string("program cell picture ") + id);
      draw_card_pictogram(draw, card, p.x + kPad, p.y + h / 2, h, cancelled || dim, id);
    } else {
      const float left = dragon ? 2 * r + 2 * kPad : kPad;
      if (dragon) draw_badge(draw, {p.x + kPad + r, p.y + h / 2}, r, rd::dragon_target(card), "dragon", id);
      const char* label = cell_label(card);
      if (text_w(label) > w - left - right) note_clipped(std::string("program cell '") + label + "' " + id);
      draw->AddText({p.x + left, p.y + (h - ImGui::GetTextLineHeight()) / 2}, ink, label);
    }
    ImGui::PopClipRect();
    if (cancelled) draw_badge(draw, {p.x + w - kPad - r, p.y + h / 2}, r, cancelled_by, "cancel", id);
  }
  ImGui::Dummy({w, h});
  if (shown) card_help(card, variant, cancelled ? format(Text::kCancelledBy, {{"color", player_word(names, cancelled_by)}}) : "");
}

}  // namespace

uint8_t open_programs(const Session& session) {
  if (session.humans() != 1) return 0;
  for (int c = 0; c < rd::kColors; ++c)
    if (session.state().in_play(c) && session.is_human(c)) return uint8_t(1 << c);
  return 0;
}

void program_rows(const rd::State& s, uint8_t open, const PlayerNames& names, bool played) {
  std::array<int8_t, rd::kColors> order;
  const int n = s.resolution_order(order);
  const bool resolving = s.phase() != rd::Phase::kProgramming;
  // Names take a little more room than the colors' at most (short_names); the cells give way
  // as for any label (row_look).
  const PlayerNames cut = short_names(names);
  std::array<std::string, rd::kColors> labels;
  for (int c = 0; c < rd::kColors; ++c) labels[size_t(c)] = player_word(cut, c);
  const RowLook look = row_look(order, n, labels);
  for (int i = 0; i < n; ++i) {
    const int c = order[i];
    const float x = ImGui::GetCursorPosX();
    color_chip(c);
    if (look.color_names) ImGui::TextUnformatted(labels[size_t(c)].c_str());
    else ImGui::Dummy({0, ImGui::GetTextLineHeight()});
    ImGui::SameLine(x + look.name_w);
    const bool own = (open >> c & 1) && s.has_program(c);
    for (int k = 0; k < rd::kSlots; ++k) {
      // A round as played shows all five: slot 5 may have ended with no choice in it (a dragon,
      // a fall), the game then standing at slot 4 before the round's last choice.
      const bool revealed = resolving && (played || k <= s.slot());
      const bool current = resolving && !played && !s.is_over() && k == s.slot() && c == s.actor();
      const bool show = (revealed || own) && (resolving || s.has_program(c));
      const std::string id = std::string(rd::color_name(c)) + "-" + std::to_string(k + 1);
      card_cell(look, show ? s.program(c)[k] : -1, revealed, current, revealed ? s.cancelled_by(c, k) : -1, own && !revealed, id, s.variant(), names);
      // Online, a slot's cards are turned over one device at a time: sealed (kSealedCard) until then.
      if (revealed && s.program(c)[k] >= 0) sight_add_item("program-card", id + ":" + rd::card_name(s.program(c)[k]));
      if (k + 1 < rd::kSlots) ImGui::SameLine(0, kPad);
    }
  }
}

}  // namespace rdweb
