#include "game_screen.h"

#include <algorithm>
#include <cmath>

#include "event_words.h"
#include "layout.h"
#include "names.h"
#include "palette.h"
#include "text.h"
#include "widgets.h"

namespace rdweb {

namespace {

constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
                                          ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                          ImGuiWindowFlags_NoBringToFrontOnFocus;
constexpr ImGuiWindowFlags kOverlayFlags =
    ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize;

ImVec4 color_vec(int color) { return ImGui::ColorConvertU32ToFloat4(kPlayers[color].fill); }

std::string support_id(const rd::State& s, int support) { return rd::support_name(s, support); }

// ---- the board and its clicks ----

Highlights targets(const Session& session, const GameUi& ui) {
  Highlights h;
  const rd::State& s = session.state();
  if (session.waiting_human() < 0 || s.phase() != rd::Phase::kResolution) return h;
  const auto legal = s.legal_choices();
  switch (s.decision()) {
    case rd::Decision::kStone:
      for (const auto& c : legal)
        if (s.variant() == rd::Variant::kStandard) h.supports |= uint64_t(1) << (rd::kFirstStone + c.a);
      break;
    case rd::Decision::kPlaceSpan:
      h.selected_support = ui.span_start;
      for (const auto& c : legal) {
        if (ui.span_start < 0) h.supports |= (uint64_t(1) << c.a) | (uint64_t(1) << c.b);
        else if (c.a == ui.span_start) h.supports |= uint64_t(1) << c.b;
        else if (c.b == ui.span_start) h.supports |= uint64_t(1) << c.a;
      }
      break;
    case rd::Decision::kRemove:
      for (const auto& c : legal) {
        if (c.remove == rd::RemoveKind::kPlank) h.planks[c.a] = true;
        else h.supports |= uint64_t(1) << c.a;
      }
      break;
    case rd::Decision::kMove1:
    case rd::Decision::kMove2:
    case rd::Decision::kJump:
      for (const auto& c : legal) {
        const int end = (s.decision() == rd::Decision::kJump || c.b >= 0) ? c.b : c.a;
        if (std::find(h.positions.begin(), h.positions.end(), end) == h.positions.end()) h.positions.push_back(end);
        if (s.decision() == rd::Decision::kMove2) h.paths.push_back({s.pawn(s.actor()), c.a, c.b});
      }
      break;
    default:
      break;
  }
  return h;
}

void register_targets(const rd::State& s, const BoardTransform& t, const Highlights& h) {
  auto box = [&](const char* kind, const std::string& id, rd::Vec2 p, double r) {
    const ImVec2 c = t.to_screen(p);
    const float half = std::max(4.0f, float(r) * t.scale * 0.7f);
    layout_add(kind, id, {c.x - half, c.y - half}, {c.x + half, c.y + half});
  };
  for (int sup = 0; sup < rd::kSupports; ++sup) {
    if (!(h.supports >> sup & 1)) continue;
    if (sup >= rd::kFirstStone && !s.has_stone(sup))
      box("island", "I" + std::to_string(sup - rd::kFirstStone + 1), s.board().islands[sup - rd::kFirstStone], 0.4);
    else
      box("support", support_id(s, sup), s.support_pos(sup), s.support_radius(sup));
  }
  for (int p = 0; p < rd::kPlanks; ++p)
    if (h.planks[p]) box("plank", rd::plank_name(p), pawn_spot(s, rd::plank_position(p), 0), 0.2);
  for (int pos : h.positions) box("destination", rd::position_name(pos), pawn_spot(s, pos, s.actor()), 0.3);
}

// The legal choice a click on the board stands for, if any.
void board_click(Session& session, GameUi& ui, const BoardTransform& t, ImVec2 at) {
  const rd::State& s = session.state();
  const auto legal = s.legal_choices();
  auto pick = [&](auto matches) -> const rd::Choice* {
    for (const auto& c : legal)
      if (matches(c)) return &c;
    return nullptr;
  };
  auto apply = [&](const rd::Choice& c) {
    const char* why = session.choose(c);
    ui.notice = why ? why : "";
  };
  switch (s.decision()) {
    case rd::Decision::kStone:
      if (s.variant() == rd::Variant::kExpert) {
        const rd::Vec2 b = t.to_board(at);
        apply(rd::Choice::stone_at(int(std::lround(b.x * 100)), int(std::lround(b.y * 100))));
      } else if (const int island = island_at(s, t, at); island >= 0) {
        apply(rd::Choice::stone(island));
      }
      break;
    case rd::Decision::kPlaceSpan: {
      const int sup = support_at(s, t, at);
      if (sup < 0) break;
      if (ui.span_start < 0 || ui.span_start == sup) {
        ui.span_start = ui.span_start == sup ? -1 : sup;
        ui.notice.clear();
        break;
      }
      const int first = ui.span_start;
      ui.span_start = -1;
      apply(rd::Choice::span(first, sup));  // a refusal says why; the plank stays picked
      break;
    }
    case rd::Decision::kRemove:
      if (const int plank = board_plank_at(s, t, at); plank >= 0) apply(rd::Choice::take_plank(plank));
      else if (const int sup = support_at(s, t, at); sup >= rd::kFirstStone) apply(rd::Choice::take_stone(sup));
      break;
    case rd::Decision::kMove1:
    case rd::Decision::kMove2:
    case rd::Decision::kJump: {
      const int pos = position_at(s, t, at);
      if (pos < 0) break;
      const bool jump = s.decision() == rd::Decision::kJump;
      // Prefer stopping on a village after one step when that village is clicked.
      const rd::Choice* c = pick([&](const rd::Choice& c) { return !jump && c.b < 0 && c.a == pos; });
      if (!c) c = pick([&](const rd::Choice& c) { return c.b == pos; });
      if (c) apply(*c);
      else ui.notice = text(Text::kPromptMove1);
      break;
    }
    default:
      break;
  }
}

// ---- panel pieces ----

std::string progress_line(const Session& session) {
  const rd::State& s = session.state();
  if (s.is_over()) return format(Text::kGameOverLine, color_text(s.winner()));
  if (s.phase() == rd::Phase::kProgramming) return format(Text::kRoundProgramming, s.round());
  return format(Text::kRoundSlot, s.round(), s.slot() + 1, color_text(s.actor()));
}

const char* prompt(const rd::State& s, const GameUi& ui) {
  switch (s.decision()) {
    case rd::Decision::kStone: return text(s.variant() == rd::Variant::kStandard ? Text::kPromptStone : Text::kPromptStoneExpert);
    case rd::Decision::kPickPlank: return text(Text::kPromptPickPlank);
    case rd::Decision::kPlaceSpan: return text(ui.span_start < 0 ? Text::kPromptSpanFirst : Text::kPromptSpanSecond);
    case rd::Decision::kRemove: return text(Text::kPromptRemove);
    case rd::Decision::kMove1: return text(Text::kPromptMove1);
    case rd::Decision::kMove2: return text(Text::kPromptMove2);
    case rd::Decision::kJump: return text(Text::kPromptJump);
    default: return "";
  }
}

void speed_controls(Session& session) {
  ImGui::TextUnformatted(text(Text::kSpeed));
  const Text names[] = {Text::kSpeedNormal, Text::kSpeedFast, Text::kSpeedInstant};
  for (int i = 0; i < 3; ++i) {
    if (flow_radio(text(names[i]), session.speed() == Speed(i))) session.set_speed(Speed(i));
    layout_add_item("button", std::string("speed-") + speed_name(Speed(i)));
  }
  ImGui::BeginDisabled(session.state().is_over());
  if (flow_small_button(text(Text::kSkip))) session.skip();
  layout_add_item("button", "skip");
  ImGui::EndDisabled();
}

// One slot of a program row; a dragon shows in the color of the player it strikes.
void card_cell(int card, float width, bool revealed, bool current, int cancelled_by, bool dim) {
  const float h = ImGui::GetFrameHeight();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const bool shown = card >= 0 && (revealed || dim);
  const bool dragon = shown && rd::is_dragon(card);
  ImU32 bg = !revealed ? IM_COL32(40, 60, 75, 255) : current ? IM_COL32(90, 80, 30, 255) : IM_COL32(35, 45, 55, 255);
  if (dragon) bg = kPlayers[rd::dragon_target(card)].fill;
  draw->AddRectFilled(p, {p.x + width, p.y + h}, bg, 4);
  const char* label = !shown ? "" : dragon ? text(Text::kDragonCell) : card_text(card);
  ImU32 ink = dim ? IM_COL32(160, 170, 180, 255) : IM_COL32_WHITE;
  if (dragon) ink = kPlayers[rd::dragon_target(card)].text;
  if (current) draw->AddRect(p, {p.x + width, p.y + h}, IM_COL32(255, 220, 90, 255), 4, 0, 2);
  if (shown) {
    // A name wider than the cell ("2 planks" in a narrow panel) is drawn smaller, not cut.
    const float fits = (width - 8) / std::max(1.0f, ImGui::CalcTextSize(label).x);
    const float size = ImGui::GetFontSize() * std::min(1.0f, std::max(0.6f, fits));
    ImGui::PushClipRect(p, {p.x + width, p.y + h}, true);
    draw->AddText(ImGui::GetFont(), size, {p.x + 4, p.y + (h - size) / 2}, ink, label);
    ImGui::PopClipRect();
  }
  if (cancelled_by >= 0) {
    draw->AddLine({p.x + 2, p.y + h - 4}, {p.x + width - 2, p.y + 4}, kPlayers[cancelled_by].fill, 3);
    draw->AddCircleFilled({p.x + width - 8, p.y + 8}, 6, kPlayers[cancelled_by].fill, 12);
    draw->AddCircle({p.x + width - 8, p.y + 8}, 6, kInk, 12, 1);
  }
  ImGui::Dummy({width, h});
  if (shown && ImGui::IsItemHovered()) {
    const std::string why = cancelled_by >= 0 ? " · " + format(Text::kCancelledBy, color_text(cancelled_by)) : "";
    ImGui::SetTooltip("%s%s", card_text(card), why.c_str());
  }
}

void program_rows(const Session& session) {
  const rd::State& s = session.state();
  std::array<int8_t, rd::kColors> order;
  const int n = s.resolution_order(order);
  const bool resolving = s.phase() != rd::Phase::kProgramming;
  const float name_w = ImGui::CalcTextSize("Yellow (you) ").x + ImGui::GetTextLineHeight();
  const float cell_w = std::max(40.0f, (ImGui::GetContentRegionAvail().x - name_w) / rd::kSlots - 4);
  for (int i = 0; i < n; ++i) {
    const int c = order[i];
    color_chip(c);
    ImGui::TextUnformatted(color_text(c));
    ImGui::SameLine(name_w);
    // One human alone may see their own whole program; with several, only what is revealed.
    const bool own = session.humans() == 1 && session.is_human(c) && s.has_program(c);
    for (int k = 0; k < rd::kSlots; ++k) {
      const bool revealed = resolving && k <= s.slot();
      const bool current = resolving && !s.is_over() && k == s.slot() && c == s.actor();
      const bool show = (revealed || own) && (resolving || s.has_program(c));
      card_cell(show ? s.program(c)[k] : -1, cell_w, revealed, current, revealed ? s.cancelled_by(c, k) : -1, own && !revealed);
      if (k + 1 < rd::kSlots) ImGui::SameLine(0, 4);
    }
  }
}

// The reserves, drawn at the board's scale; the acting human picks a plank here.
void reserves(Session& session, GameUi& ui, const BoardTransform& t) {
  const rd::State& s = session.state();
  const bool picking = session.waiting_human() >= 0 && s.decision() == rd::Decision::kPickPlank;
  ImGui::TextUnformatted(text(Text::kReserves));
  const float width = ImGui::GetContentRegionAvail().x;
  for (int c = 0; c < rd::kColors; ++c) {
    if (!s.in_play(c)) continue;
    color_chip(c);
    ImGui::TextUnformatted(color_text(c));
    ImVec2 cursor = ImGui::GetCursorScreenPos();
    const float x0 = cursor.x, row_h = 0.30f * t.scale + 10;
    float x = x0, y = cursor.y + 4;
    for (int p = 0; p < rd::kPlanks; ++p) {
      if (s.plank_location(p) != c) continue;
      const float len = float(s.board().plank_lengths[rd::plank_number(p) - 1]) * t.scale;
      if (x > x0 && x + len > x0 + width) x = x0, y += row_h;
      const ImVec2 a{x, y + row_h / 2 - 4}, b{x + len, y + row_h / 2 - 4};
      const bool mine = picking && c == s.actor();
      if (mine) {
        ImGui::SetCursorScreenPos({a.x, a.y - row_h / 2 + 2});
        ImGui::PushID(p);
        if (ImGui::InvisibleButton("plank", {len, row_h - 4})) {
          const char* why = session.choose(rd::Choice::pick_plank(p));
          ui.notice = why ? why : "";
          for (const rd::Event& e : session.recent().events)  // the picked plank fits nowhere: say so
            if (e.kind == rd::EventKind::kPlankLost && e.a == p) ui.notice = describe(session.state(), e);
        }
        layout_add_item("reserve", rd::plank_name(p));
        if (ImGui::IsItemHovered()) ImGui::GetWindowDrawList()->AddLine(a, b, IM_COL32(255, 230, 90, 255), 0.3f * t.scale + 6);
        ImGui::PopID();
      }
      draw_plank(ImGui::GetWindowDrawList(), p, a, b, t.scale);
      x += len + 10;
    }
    ImGui::SetCursorScreenPos({x0, y + row_h + 2});
    ImGui::Dummy({1, 1});
  }
}

void log_panel(const Session& session) {
  constexpr size_t kShownLines = 150;  // older lines stay in the record; drawing them all would slow long games
  ImGui::TextUnformatted(text(Text::kLog));
  ImGui::BeginChild("log", {0, std::max(ImGui::GetContentRegionAvail().y, ImGui::GetTextLineHeightWithSpacing() * 8)}, true);
  const auto& lines = session.log();
  for (size_t i = lines.size() > kShownLines ? lines.size() - kShownLines : 0; i < lines.size(); ++i) {
    if (lines[i].color >= 0) color_chip(lines[i].color);
    ImGui::TextWrapped("%s", lines[i].text.c_str());
  }
  if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 40) ImGui::SetScrollHereY(1.0f);
  ImGui::EndChild();
}

// ---- programming ----

// A card being dragged: from the hand (from_slot -1) or from a slot.
struct CardDrag {
  int card;
  int from_slot;
};

void programming(Session& session, GameUi& ui, int color) {
  const rd::State& s = session.state();
  if (ui.draft_owner != color) {
    ui.draft_owner = color;
    ui.draft.fill(rd::kNoCard);
  }
  ImGui::TextWrapped("%s", format(Text::kProgramTitle, color_text(color)).c_str());
  ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(190, 200, 210, 255));
  ImGui::TextWrapped("%s", text(Text::kProgramHelp));
  ImGui::PopStyleColor();
  // The rules say whether a card may go there (one dragon at most per program).
  auto place = [&](int card, int slot) {
    rd::Draft next = ui.draft;
    next[slot] = card;
    if (rd::draft_fault(next, s.hand(color)) != rd::ProgramFault::kNone) {
      ui.notice = text(Text::kProgramDragonLimit);
      return;
    }
    ui.draft[slot] = card;
    ui.notice.clear();
  };
  // Slots: click to take a card back; drag a card here from the hand or from another slot.
  const float avail = ImGui::GetContentRegionAvail().x;
  const float slot_w = (avail - 4 * 6) / rd::kSlots;
  for (int k = 0; k < rd::kSlots; ++k) {
    ImGui::PushID(k);
    char label[64];
    std::snprintf(label, sizeof label, "%d\n%s###slot", k + 1, ui.draft[k] >= 0 ? card_text(ui.draft[k]) : "·");
    if (ImGui::Button(label, {slot_w, ImGui::GetFrameHeight() * 2.2f}) && ui.draft[k] >= 0) ui.draft[k] = -1;
    layout_add_item("slot", std::to_string(k + 1));
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
  // Hand.
  const rd::Hand hand = s.hand(color);
  const float card_w = (avail - 3 * 6) / 4;
  int shown = 0;
  for (int card = 0; card < rd::kCards; ++card) {
    if (!(hand >> card & 1)) continue;
    const bool used = std::count(ui.draft.begin(), ui.draft.end(), card) > 0;
    if (shown++ % 4) ImGui::SameLine(0, 6);
    ImGui::PushID(card);
    ImGui::BeginDisabled(used);
    if (rd::is_dragon(card)) {  // in the color of the player it strikes, with readable ink
      ImGui::PushStyleColor(ImGuiCol_Button, color_vec(rd::dragon_target(card)));
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(kPlayers[rd::dragon_target(card)].text));
    }
    // A name too wide for the card ("Yellow dragon") breaks onto two lines.
    std::string label = card_text(card);
    const size_t space = label.find(' ');
    if (space != std::string::npos && ImGui::CalcTextSize(label.c_str()).x > card_w - 2 * ImGui::GetStyle().FramePadding.x)
      label[space] = '\n';
    if (ImGui::Button(label.c_str(), {card_w, ImGui::GetFrameHeight() * 1.6f})) {
      const auto free = std::find(ui.draft.begin(), ui.draft.end(), -1);
      if (free != ui.draft.end()) place(card, int(free - ui.draft.begin()));
    }
    if (rd::is_dragon(card)) ImGui::PopStyleColor(2);
    layout_add_item("card", rd::card_name(card));
    if (!used && ImGui::BeginDragDropSource()) {
      const CardDrag drag{card, -1};
      ImGui::SetDragDropPayload("card", &drag, sizeof drag);
      ImGui::TextUnformatted(card_text(card));
      ImGui::EndDragDropSource();
    }
    ImGui::EndDisabled();
    ImGui::PopID();
  }
  const bool full = std::count(ui.draft.begin(), ui.draft.end(), -1) == 0;
  ImGui::BeginDisabled(!full);
  if (ImGui::Button(text(Text::kProgramConfirm), {avail * 0.6f, ImGui::GetFrameHeight() * 1.5f})) {
    rd::Program program;
    for (int k = 0; k < rd::kSlots; ++k) program[k] = rd::Card(ui.draft[k]);
    const char* why = session.lock_program(color, program);
    ui.notice = why ? why : "";
    if (!why) ui.draft_owner = ui.privacy_for = -1;
  }
  layout_add_item("button", "confirm");
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button(text(Text::kProgramClear), {-1, ImGui::GetFrameHeight() * 1.5f})) ui.draft.fill(rd::kNoCard);
  layout_add_item("button", "clear");
}

// A screen between two humans so that neither sees the other's hand: opaque, over everything.
void privacy_screen(GameUi& ui, const Fonts& fonts, int color) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::SetNextWindowFocus();
  ImGui::Begin("##privacy", nullptr, kPanelFlags & ~ImGuiWindowFlags_NoBringToFrontOnFocus);
  const float width = std::min(520.0f, vp->Size.x - 40);
  ImGui::SetCursorPos({(vp->Size.x - width) / 2, vp->Size.y * 0.35f});
  ImGui::BeginGroup();
  ImGui::PushFont(fonts.heading);
  color_chip(color);
  ImGui::TextUnformatted(format(Text::kPrivacyTitle, color_text(color)).c_str());
  ImGui::PopFont();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  ImGui::TextUnformatted(text(Text::kPrivacyBody));
  ImGui::PopTextWrapPos();
  if (ImGui::Button(format(Text::kPrivacyButton, color_text(color)).c_str(), {width, ImGui::GetFrameHeight() * 1.6f}))
    ui.privacy_for = color;
  layout_add_item("button", "privacy");
  ImGui::EndGroup();
  ImGui::End();
}

GameAction end_screen(const Session& session, const Fonts& fonts) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos({vp->Pos.x + vp->Size.x / 2, vp->Pos.y + vp->Size.y * 0.4f}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::Begin("##end", nullptr, kOverlayFlags);
  const int winner = session.state().winner();
  ImGui::PushFont(fonts.title);
  // Black ink would vanish on the dark overlay: black's win is written in the board's ink.
  ImGui::PushStyleColor(ImGuiCol_Text, winner == rd::kBlack ? ImGui::ColorConvertU32ToFloat4(kInk) : color_vec(winner));
  ImGui::TextUnformatted(format(Text::kWins, color_text(winner)).c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  GameAction action = GameAction::kNone;
  if (ImGui::Button(text(Text::kPlayAgain), {220, ImGui::GetFrameHeight() * 1.6f})) action = GameAction::kPlayAgain;
  layout_add_item("button", "play-again");
  ImGui::SameLine();
  if (ImGui::Button(text(Text::kNewSetup), {220, ImGui::GetFrameHeight() * 1.6f})) action = GameAction::kNewSetup;
  layout_add_item("button", "new-setup");
  ImGui::End();
  return action;
}

}  // namespace

GameAction draw_game_screen(Session& session, GameUi& ui, const Fonts& fonts, double now) {
  const rd::State& s = session.state();
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const bool wide = vp->Size.x >= vp->Size.y;
  const float panel_w = wide ? std::clamp(vp->Size.x * 0.36f, 330.0f, 540.0f) : vp->Size.x;
  const float panel_h = wide ? vp->Size.y : vp->Size.y * 0.55f;
  const ImVec2 board_min = vp->Pos;
  const ImVec2 board_max = wide ? ImVec2{vp->Pos.x + vp->Size.x - panel_w, vp->Pos.y + vp->Size.y}
                                : ImVec2{vp->Pos.x + vp->Size.x, vp->Pos.y + vp->Size.y - panel_h};
  const BoardTransform t = BoardTransform::fit(s.board(), {board_min.x + 8, board_min.y + 8}, {board_max.x - 8, board_max.y - 8});

  // The board, on the background layer.
  ImDrawList* bg = ImGui::GetBackgroundDrawList();
  draw_board(bg, s, t);
  draw_pieces(bg, s, t, &session.recent(), now);
  const int human = session.waiting_human();
  const bool private_now = s.phase() == rd::Phase::kProgramming && human >= 0 && session.humans() > 1 && ui.privacy_for != human;
  const Highlights h = targets(session, ui);
  draw_highlights(bg, s, t, h, now);
  register_targets(s, t, h);
  const ImGuiIO& io = ImGui::GetIO();
  if (human >= 0 && s.phase() == rd::Phase::kResolution && ImGui::IsMouseClicked(0) && !io.WantCaptureMouse &&
      io.MousePos.x < board_max.x && io.MousePos.y < board_max.y)
    board_click(session, ui, t, io.MousePos);
  if (s.decision() != rd::Decision::kPlaceSpan) ui.span_start = -1;

  // The panel.
  ImGui::SetNextWindowPos(wide ? ImVec2{board_max.x, vp->Pos.y} : ImVec2{vp->Pos.x, board_max.y});
  ImGui::SetNextWindowSize({panel_w, panel_h});
  ImGui::Begin("##panel", nullptr, kPanelFlags);
  ImGui::PushFont(fonts.heading);
  ImGui::TextUnformatted(progress_line(session).c_str());
  ImGui::PopFont();
  speed_controls(session);
  ImGui::Separator();
  if (human >= 0 && s.phase() == rd::Phase::kProgramming && !private_now) {
    programming(session, ui, human);
  } else if (human >= 0 && s.phase() == rd::Phase::kResolution) {
    color_chip(human);
    ImGui::TextWrapped("%s", format(Text::kYourTurn, color_text(human), card_text(s.current_card())).c_str());
    ImGui::TextWrapped("%s", prompt(s, ui));
  } else if (session.thinking() >= 0) {
    color_chip(session.thinking());
    ImGui::TextUnformatted(format(Text::kThinking, color_text(session.thinking())).c_str());
    ImGui::SameLine();
    static const char kSpinner[] = "|/-\\";
    const char* spin = kSpinner + int(now / 150) % 4;
    ImGui::TextUnformatted(spin, spin + 1);
  } else if (!s.is_over()) {
    ImGui::TextDisabled("%s", text(Text::kWaitingForAi));
  }
  if (!ui.notice.empty()) ImGui::TextColored({1.0f, 0.7f, 0.3f, 1.0f}, "%s", ui.notice.c_str());
  ImGui::Separator();
  if (!private_now) program_rows(session);
  ImGui::Separator();
  reserves(session, ui, t);
  ImGui::Separator();
  log_panel(session);
  ImGui::End();

  if (private_now) privacy_screen(ui, fonts, human);
  if (s.is_over()) return end_screen(session, fonts);
  return GameAction::kNone;
}

}  // namespace rdweb
