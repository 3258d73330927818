// Colours of the river, the banks and the six players. Every piece in a player colour also
// carries the colour's letter (color_letter, web/logic/text.h; drawn by web/ui/marks.h) so that
// colour-blind players can tell them apart.
#pragma once
#include <imgui.h>

namespace rdweb {

inline constexpr ImU32 kWater = IM_COL32(38, 104, 142, 255);
inline constexpr ImU32 kWaterEdge = IM_COL32(120, 180, 205, 255);
inline constexpr ImU32 kBank = IM_COL32(86, 120, 62, 255);
inline constexpr ImU32 kIsland = IM_COL32(196, 176, 126, 255);
inline constexpr ImU32 kIslandEdge = IM_COL32(140, 120, 80, 255);
inline constexpr ImU32 kStone = IM_COL32(128, 128, 134, 255);
inline constexpr ImU32 kInk = IM_COL32(245, 245, 240, 255);

struct PlayerLook {
  ImU32 fill;
  ImU32 text;    // readable on `fill`, also in grayscale (the letter's ink)
};

// By color index: pink, red, blue, black, green, yellow.
inline constexpr PlayerLook kPlayers[6] = {
    {IM_COL32(236, 120, 168, 255), IM_COL32(40, 10, 25, 255)},
    {IM_COL32(210, 50, 44, 255), IM_COL32(255, 255, 255, 255)},
    {IM_COL32(40, 100, 210, 255), IM_COL32(255, 255, 255, 255)},
    {IM_COL32(30, 30, 34, 255), IM_COL32(255, 255, 255, 255)},
    {IM_COL32(40, 150, 70, 255), IM_COL32(255, 255, 255, 255)},
    {IM_COL32(240, 200, 40, 255), IM_COL32(40, 30, 0, 255)},
};

}  // namespace rdweb
