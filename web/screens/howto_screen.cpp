#include "screens/howto_screen.h"
#include "board/screen_split.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "board/board_input.h"
#include "screens/card_help.h"
#include "screens/game_panels.h"
#include "logic/howto_boards.h"
#include "page/layout.h"
#include "ui/palette.h"
#include "logic/text.h"
#include "ui/touch.h"
#include "ui/widgets.h"

namespace rdweb {

namespace {

// A mark of the board quoted in a paragraph, drawn as the board draws it.
enum class Quote { kNone, kArrow, kFirst, kPlank, kLetters };

// A paragraph: a card's name before it (kNoCard: none, kDragon: "Dragon"), or a mark quoted in it.
constexpr int kDragon = -2;
struct Para {
  Text body;
  int card = rd::kNoCard;
  Quote quote = Quote::kNone;
};

struct Page {
  const char* id;
  Text title;
  Situation picture;
  std::vector<Para> paras;
};

// The card pages use the card help's texts: what each card does, then what if it cannot.
std::vector<Para> cards(std::initializer_list<int> which) {
  std::vector<Para> out;
  for (int card : which) out.push_back({card_does(card), card});
  out.push_back({card_if_not(*which.begin())});
  return out;
}

const std::vector<Page>& pages() {
  static const std::vector<Page> all = {
      {"goal", Text::kHowtoGoalTitle, Situation::kGoal, {{Text::kHowtoGoal1}, {Text::kHowtoGoal2}}},
      {"round", Text::kHowtoRoundTitle, Situation::kRound, {{Text::kHowtoHand}, {Text::kHowtoRound1}, {Text::kHowtoRound2}, {Text::kHowtoRound3}}},
      {"stones", Text::kHowtoStonesTitle, Situation::kStones, cards({rd::kStone1, rd::kStone2})},
      {"planks", Text::kHowtoPlanksTitle, Situation::kPlanks, cards({rd::kPlank1, rd::kPlank2})},
      {"fit", Text::kHowtoFitTitle, Situation::kFit,
       {{Text::kHowtoFit1}, {Text::kHowtoFit2}, {Text::kHowtoFit3}, {Text::kHowtoFit4}}},
      {"remove", Text::kHowtoRemoveTitle, Situation::kRemove, cards({rd::kRemove})},
      {"moves", Text::kHowtoMovesTitle, Situation::kMoves, cards({rd::kMove1, rd::kMove2})},
      {"jump", Text::kHowtoJumpTitle, Situation::kJump, cards({rd::kJump})},
      {"dragons", Text::kHowtoDragonsTitle, Situation::kDragons,
       {{Text::kHelpDragon, kDragon}, {Text::kHowtoDragons1}, {Text::kHowtoDragons2}}},
      {"river", Text::kHowtoRiverTitle, Situation::kRiver, {{Text::kHowtoRiver1}, {Text::kHowtoRiver2}}},
      {"expert", Text::kHowtoExpertTitle, Situation::kExpert, {{Text::kHowtoExpert1}, {Text::kHowtoExpert2}}},
      {"marks", Text::kHowtoMarksTitle, Situation::kMarks,
       {{Text::kHowtoMarkLetters, rd::kNoCard, Quote::kLetters},
        {Text::kHowtoMarkArrow, rd::kNoCard, Quote::kArrow},
        {Text::kHowtoMarkFirst, rd::kNoCard, Quote::kFirst},
        {Text::kHowtoMarkPlank, rd::kNoCard, Quote::kPlank},
        {Text::kHowtoMarkIslands},
        {Text::kHowtoMarkRing},
        {Text::kHowtoMarkRows},
        {Text::kHowtoMarkReserves}}},
  };
  return all;
}

// The situations are built once: each is a few rules calls, but the page draws often.
const Picture& picture_of(Situation which) {
  static std::vector<Picture> built;
  if (built.empty())
    for (int i = 0; i < int(Situation::kCount); ++i) built.push_back(situation(Situation(i)));
  return built[int(which)];
}

// The highlights drawn at full glow: the pictures are still.
constexpr double kStillGlowMs = 180 * 3.14159265358979 / 2;

// The board of a situation in a w × h box at the cursor, then its reserves and (`with_rows`) its program rows.
void draw_picture(const Picture& p, const char* id, float w, float h, double now, bool with_rows) {
  const rd::State& s = p.state;
  const ImVec2 min = ImGui::GetCursorScreenPos(), max{min.x + w, min.y + h};
  const BoardTransform t = view_transform(s.board(), BoardView{p.zoom, p.centre}, min, max);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->PushClipRect(min, max, true);
  draw->AddRectFilled(min, max, kBank, 6);
  draw_board(draw, s, t);
  draw_pieces(draw, s, t, nullptr, now);
  if (p.targets) draw_highlights(draw, s, t, decision_highlights(s, -1), kStillGlowMs);
  draw->PopClipRect();
  ImGui::Dummy({w, h});
  layout_add_item("picture", id);
  if (p.rows && with_rows) program_rows(s, 0);
  if (p.reserves) draw_reserves(s, t, -1);
}

std::string quoted(Quote quote) {
  switch (quote) {
    case Quote::kArrow: return std::string("\xE2\x86\x92") + color_letter(rd::kBlack);  // "→K", as on the board
    case Quote::kFirst: return text(Text::kFirstPlayerBadge);
    case Quote::kPlank: return std::string(color_letter(rd::kRed)) + "3";
    default: return "";
  }
}

// Every colour's chip and name, as the letters legend.
void letters_legend() {
  for (int c = 0; c < rd::kColors; ++c) {
    const float w = ImGui::GetTextLineHeight() + ImGui::GetStyle().ItemSpacing.x + ImGui::CalcTextSize(color_text(c)).x;
    if (c > 0) flow(w);
    color_chip(c);
    ImGui::TextUnformatted(color_text(c));
  }
}

void paragraph(const Para& para) {
  if (para.card != rd::kNoCard) {
    const char* name = para.card == kDragon ? text(Text::kDragonCell) : card_text(para.card);
    ImGui::TextColored({1.0f, 0.85f, 0.4f, 1.0f}, "%s", name);
  }
  if (para.quote == Quote::kNone || para.quote == Quote::kLetters) ImGui::TextWrapped("%s", text(para.body));
  else ImGui::TextWrapped("%s", format(para.body, {{"mark", quoted(para.quote)}}).c_str());
  if (para.quote == Quote::kLetters) letters_legend();
  ImGui::Spacing();
}

// The page's paragraphs, wrapped to the column.
void page_text(const Page& page) {
  ImGui::PushTextWrapPos(0);
  for (const Para& para : page.paras) paragraph(para);
  ImGui::PopTextWrapPos();
}

// The room the reserves take under a picture (two lines a player at the board's scale, about).
float reserves_height() { return 0.38f * ImGui::GetContentRegionAvail().y; }

// The height a picture may take: the board's shape in `w`, within `max_h`.
float picture_height(float w, float max_h) { return std::min(w / BoardTransform::aspect(rd::standard_board()), max_h); }

void page_body(const Page& page, double now) {
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const Picture& pic = picture_of(page.picture);
  if (avail.x >= avail.y * 1.15f) {  // wide: the picture beside the text (and the program rows above it)
    const float pic_w = std::min(avail.x * 0.5f, avail.y * BoardTransform::aspect(rd::standard_board()));
    ImGui::BeginChild("##howto-picture", {pic_w, avail.y});
    const ImVec2 room = ImGui::GetContentRegionAvail();
    const float w = room.x - ImGui::GetStyle().ScrollbarSize * (pic.reserves ? 1 : 0);
    draw_picture(pic, page.id, w, picture_height(w, room.y - (pic.reserves ? reserves_height() : 0)), now, false);
    swipe_scroll();
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("##howto-text", {0, avail.y});
    if (pic.rows) program_rows(pic.state, 0), ImGui::Spacing();
    page_text(page);
    swipe_scroll();
    ImGui::EndChild();
  } else {  // tall: the picture above the text, all scrolled together
    ImGui::BeginChild("##howto-page", {0, avail.y});
    const float w = ImGui::GetContentRegionAvail().x;
    draw_picture(pic, page.id, w, picture_height(w, avail.y * 0.5f), now, true);
    ImGui::Spacing();
    page_text(page);
    swipe_scroll();
    ImGui::EndChild();
  }
}

// A numbered dot per page, wrapped onto as many rows as the width needs.
float dot_width() { return std::max(target_size(ImGui::GetFrameHeight()), ImGui::CalcTextSize("00").x + ImGui::GetStyle().FramePadding.x * 2); }
int dot_rows(float width) {
  const float step = dot_width() + ImGui::GetStyle().ItemSpacing.x;
  const int per_row = std::max(1, int((width + ImGui::GetStyle().ItemSpacing.x) / step));
  return (howto_pages() + per_row - 1) / per_row;
}

// A page's dot: lit for the page shown.
bool dot(int page, bool lit) {
  if (lit) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
  const bool pressed = ImGui::Button(std::to_string(page + 1).c_str(), {dot_width(), target_size(0)});
  if (lit) ImGui::PopStyleColor();
  return pressed;
}

void page_dots(HowtoUi& ui) {
  for (int i = 0; i < howto_pages(); ++i) {
    if (i > 0) flow(dot_width());
    if (dot(i, ui.page == i)) ui.page = i;
    layout_add_item("button", "howto-page-" + std::to_string(i + 1));
  }
}

constexpr float kDotsMinHeight = 500;  // CSS px of screen height
// Back and Next: a fingertip tall on touch screens, taller than a line with a mouse.
float turn_button_height() { return touch_ui() ? target_size(0) : ImGui::GetFrameHeight() * 1.3f; }

// Back and Next, half the width each.
void turn_buttons(HowtoUi& ui) {
  const float w = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2, h = turn_button_height();
  ImGui::BeginDisabled(ui.page == 0);
  if (ImGui::Button(text(Text::kHowtoBack), {w, h})) --ui.page;
  layout_add_item("button", "howto-back");
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(ui.page + 1 >= howto_pages());
  if (ImGui::Button(text(Text::kHowtoNext), {w, h})) ++ui.page;
  layout_add_item("button", "howto-next");
  ImGui::EndDisabled();
}

// The title line: "How to play · 3/12", the page's title, and Close at the right.
bool title_line(const HowtoUi& ui, const Fonts& fonts) {
  const std::string where = std::string(text(Text::kHowtoTitle)) + " · " + std::to_string(ui.page + 1) + "/" + std::to_string(howto_pages());
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("%s", where.c_str());
  const char* close = text(Text::kHowtoClose);
  const float w = std::max(target_size(0), ImGui::CalcTextSize(close).x + ImGui::GetStyle().FramePadding.x * 2);
  ImGui::SameLine(std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - w));
  const bool closed = ImGui::Button(close, {w, target_size(0)});
  layout_add_item("button", "howto-close");
  ImGui::PushFont(compact_screen() ? fonts.body : fonts.heading);
  ImGui::TextWrapped("%s", text(pages()[ui.page].title));
  ImGui::PopFont();
  return closed;
}

void keys(HowtoUi& ui) {
  if (ImGui::IsKeyPressed(ImGuiKey_LeftArrow) && ui.page > 0) --ui.page;
  if (ImGui::IsKeyPressed(ImGuiKey_RightArrow) && ui.page + 1 < howto_pages()) ++ui.page;
}

}  // namespace

int howto_pages() { return int(pages().size()); }
const char* howto_page_id(int page) { return pages()[std::clamp(page, 0, howto_pages() - 1)].id; }

HowtoAction draw_howto_screen(HowtoUi& ui, const Fonts& fonts, double now) {
  ui.page = std::clamp(ui.page, 0, howto_pages() - 1);
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  ImGui::SetNextWindowBgAlpha(1.0f);
  ImGui::Begin("##howto", nullptr, kPanelFlags);
  const bool closed = title_line(ui, fonts) || ImGui::IsKeyPressed(ImGuiKey_Escape);
  const ImGuiStyle& style = ImGui::GetStyle();
  // A landscape phone has no height to spare: no dots there (the title line counts the pages).
  const bool dots = vp->Size.y >= kDotsMinHeight;
  const float button_h = turn_button_height();
  const float dots_h = dots ? dot_rows(ImGui::GetContentRegionAvail().x) * (std::max(target_size(0), ImGui::GetFrameHeight()) + style.ItemSpacing.y) : 0;
  ImGui::BeginChild("##howto-body", {0, -(dots_h + button_h + 2 * style.ItemSpacing.y)});
  page_body(pages()[ui.page], now);
  ImGui::EndChild();
  if (dots) page_dots(ui);
  turn_buttons(ui);
  keys(ui);
  ImGui::End();
  return closed ? HowtoAction::kClose : HowtoAction::kNone;
}

}  // namespace rdweb
