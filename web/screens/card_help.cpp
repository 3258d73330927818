#include "screens/card_help.h"

#include <imgui.h>

#include <algorithm>

#include "page/layout.h"
#include "ui/touch.h"

namespace rdweb {

namespace {
int shown_card = -1;
int shown_frame = -1;  // ImGui's frame count when it showed
std::string shown_text;
}  // namespace

Text card_does(int card) {
  if (rd::is_dragon(card)) return Text::kHelpDragon;
  const Text does[] = {Text::kHelpStone1, Text::kHelpStone2, Text::kHelpPlank1, Text::kHelpPlank2,
                       Text::kHelpRemove, Text::kHelpMove1,  Text::kHelpMove2,  Text::kHelpJump};
  return does[card];
}

Text card_if_not(int card) {
  switch (card) {
    case rd::kStone1: case rd::kStone2: return Text::kHelpIfStone;
    case rd::kPlank1: case rd::kPlank2: return Text::kHelpIfPlank;
    case rd::kRemove: return Text::kHelpIfRemove;
    case rd::kMove1: case rd::kMove2: return Text::kHelpIfMove;
    case rd::kJump: return Text::kHelpIfJump;
    default: return Text::kHelpIfDragon;
  }
}

std::string card_help_text(int card, rd::Variant variant) {
  std::string help = text(card_does(card));
  if (variant == rd::Variant::kExpert && (card == rd::kStone1 || card == rd::kStone2)) help += std::string(" ") + text(Text::kHelpStoneExpert);
  return help + "\n" + text(card_if_not(card));
}

void card_help(int card, rd::Variant variant, const std::string& extra) {
  if (card < 0 || ImGui::GetDragDropPayload() || !help_requested()) return;
  const std::string help = card_help_text(card, variant);
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(std::min(380.0f, ImGui::GetMainViewport()->Size.x - 40));
  ImGui::TextColored({1.0f, 0.85f, 0.4f, 1.0f}, "%s", card_text(card));
  if (!extra.empty()) ImGui::TextUnformatted(extra.c_str());
  ImGui::TextWrapped("%s", help.c_str());
  ImGui::PopTextWrapPos();
  // The tooltip's box, for tests that check it fits the screen (not while ImGui measures it).
  if (!ImGui::IsWindowAppearing())
    layout_add("help", rd::card_name(card), ImGui::GetWindowPos(),
               {ImGui::GetWindowPos().x + ImGui::GetWindowSize().x, ImGui::GetWindowPos().y + ImGui::GetWindowSize().y});
  ImGui::EndTooltip();
  shown_card = card;
  shown_frame = ImGui::GetFrameCount();
  shown_text = help;
}

int card_help_shown() { return shown_frame == ImGui::GetFrameCount() ? shown_card : -1; }
const std::string& card_help_shown_text() {
  static const std::string none;
  return card_help_shown() >= 0 ? shown_text : none;
}

}  // namespace rdweb
