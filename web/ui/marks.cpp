#include "ui/marks.h"

#include <cstdio>
#include <vector>

#include <nlohmann/json.hpp>

#include "color.h"
#include "ui/palette.h"
#include "logic/text.h"

namespace rdweb {

namespace {
struct Mark {
  const char* piece;
  std::string id;
  int owner;
  std::string mark;
  ImU32 ink, fill;
  ImVec2 min, max;
};
std::vector<Mark> building, shown;  // this frame's, and the last complete frame's

std::string hex(ImU32 c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", unsigned(c >> IM_COL32_R_SHIFT & 0xff), unsigned(c >> IM_COL32_G_SHIFT & 0xff),
                unsigned(c >> IM_COL32_B_SHIFT & 0xff));
  return buf;
}
}  // namespace

void draw_badge(ImDrawList* draw, ImVec2 centre, float radius, int color, const char* piece, const std::string& id) {
  const PlayerLook& look = kPlayers[color];
  draw->AddCircleFilled(centre, radius, look.fill, 20);
  draw->AddCircle(centre, radius, kInk, 20, 1);
  const char* letter = color_letter(color);
  const float size = radius * 1.5f;
  ImFont* font = ImGui::GetFont();
  const ImVec2 extent = font->CalcTextSizeA(size, FLT_MAX, 0, letter);
  draw->AddText(font, size, {centre.x - extent.x / 2, centre.y - extent.y / 2}, look.text, letter);
  mark_drawn(piece, id, color, letter, look.text, look.fill, {centre.x - radius, centre.y - radius}, {centre.x + radius, centre.y + radius});
}

void mark_drawn(const char* piece, const std::string& id, int owner, const std::string& mark, ImU32 ink, ImU32 fill,
                ImVec2 min, ImVec2 max) {
  building.push_back({piece, id, owner, mark, ink, fill, min, max});
}

void marks_begin_frame() { building.clear(); }
void marks_end_frame() { shown.swap(building); }

std::string marks_json() {
  nlohmann::json out = nlohmann::json::array();
  for (const Mark& m : shown)
    out.push_back({{"piece", m.piece}, {"id", m.id}, {"owner", rd::color_name(m.owner)}, {"mark", m.mark}, {"ink", hex(m.ink)},
                   {"fill", hex(m.fill)}, {"x", m.min.x}, {"y", m.min.y}, {"w", m.max.x - m.min.x}, {"h", m.max.y - m.min.y}});
  return out.dump();
}

}  // namespace rdweb
