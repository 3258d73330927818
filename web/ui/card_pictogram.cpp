#include "ui/card_pictogram.h"

#include "ui/marks.h"
#include "card.h"
#include "ui/palette.h"

namespace rdweb {

namespace {
constexpr float kGap = 3;  // between two stones or two planks

float unit(float height) { return height * 0.3f; }  // a stone's radius

ImU32 faded_if(ImU32 c, bool faded) { return faded ? (c & ~IM_COL32_A_MASK) | (ImU32(120) << IM_COL32_A_SHIFT) : c; }

const char* move_label(int card) { return card == rd::kMove1 ? "\xE2\x86\x92" "1" : "\xE2\x86\x92" "2"; }  // →1, →2
constexpr const char* kStrike = "\xE2\x86\xAF";  // ↯: the dragon strikes
}  // namespace

float card_pictogram_width(int card, float height) {
  const float u = unit(height);
  if (rd::is_dragon(card)) return 2 * u + kGap + ImGui::CalcTextSize(kStrike).x;
  switch (card) {
    case rd::kStone1: return 2 * u;
    case rd::kStone2: return 4 * u + kGap;
    case rd::kPlank1: case rd::kPlank2: return 3 * u;
    case rd::kMove1: case rd::kMove2: return ImGui::CalcTextSize(move_label(card)).x;
    default: return 3 * u;  // Jump, Remove
  }
}

void draw_card_pictogram(ImDrawList* draw, int card, float left, float y, float height, bool faded, const std::string& id) {
  const float u = unit(height);
  const ImU32 ink = faded_if(kInk, faded);
  auto stone = [&](float x) {
    draw->AddCircleFilled({x + u, y}, u, faded_if(kStone, faded), 16);
    draw->AddCircle({x + u, y}, u, faded_if(kIslandEdge, faded), 16, 1.5f);
  };
  auto plank = [&](float cy) {
    const float t = u * 0.32f;
    draw->AddRectFilled({left, cy - t}, {left + 3 * u, cy + t}, faded_if(kIsland, faded), 1.5f);
    draw->AddRect({left, cy - t}, {left + 3 * u, cy + t}, faded_if(kIslandEdge, faded), 1.5f);
  };
  if (rd::is_dragon(card)) {
    draw_badge(draw, {left + u, y}, u, rd::dragon_target(card), "dragon", id);
    const ImU32 strike = kPlayers[rd::dragon_target(card)].text;
    draw->AddText({left + 2 * u + kGap, y - ImGui::GetTextLineHeight() / 2}, faded_if(strike, faded), kStrike);
    return;
  }
  switch (card) {
    case rd::kStone1: stone(left); break;
    case rd::kStone2: stone(left), stone(left + 2 * u + kGap); break;
    case rd::kPlank1: plank(y); break;
    case rd::kPlank2: plank(y - u * 0.55f), plank(y + u * 0.55f); break;
    case rd::kMove1: case rd::kMove2: draw->AddText({left, y - ImGui::GetTextLineHeight() / 2}, ink, move_label(card)); break;
    case rd::kJump: {  // a leap over the water, its arrowhead at the landing
      const ImVec2 from{left, y + u * 0.7f}, to{left + 3 * u, y + u * 0.7f};
      draw->AddBezierQuadratic(from, {left + 1.5f * u, y - 2.0f * u}, to, ink, 2);
      draw->AddTriangleFilled(to, {to.x - u * 0.9f, to.y - u * 0.5f}, {to.x - u * 0.1f, to.y - u * 1.0f}, ink);
      break;
    }
    default: {  // Remove: a cross
      const float r = u * 0.95f, cx = left + 1.5f * u;
      draw->AddLine({cx - r, y - r}, {cx + r, y + r}, ink, 2.5f);
      draw->AddLine({cx - r, y + r}, {cx + r, y - r}, ink, 2.5f);
    }
  }
}

}  // namespace rdweb
