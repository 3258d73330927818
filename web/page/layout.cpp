#include "page/layout.h"

#include <cstdio>
#include <vector>

namespace rdweb {

namespace {
struct Entry {
  const char* kind;
  std::string id;
  ImVec2 min, max;
};
std::vector<Entry> building, shown;  // this frame's, and the last complete frame's
std::vector<Entry> building_sights, sights;  // shown but not clicked (help): the same, apart
bool settled = false;
}  // namespace

void layout_begin_frame() {
  building.clear();
  building_sights.clear();
}

void layout_end_frame(bool frame_settled) {
  shown.swap(building);
  sights.swap(building_sights);
  settled = frame_settled;
}

bool layout_settled() { return settled; }

void layout_add(const char* kind, const std::string& id, ImVec2 min, ImVec2 max) { building.push_back({kind, id, min, max}); }

// A window that has just appeared is hidden for a frame while ImGui measures it: its items
// are not clickable yet, and their rectangles are not where they will be.
void layout_add_item(const char* kind, const std::string& id) {
  if (ImGui::IsWindowAppearing()) return;
  layout_add(kind, id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

bool layout_find(const std::string& kind, const std::string& id, ImVec2& min, ImVec2& max) {
  for (const Entry& e : building)
    if (kind == e.kind && id == e.id) return min = e.min, max = e.max, true;
  return false;
}

void sight_add(const char* kind, const std::string& id, ImVec2 min, ImVec2 max) { building_sights.push_back({kind, id, min, max}); }

void sight_add_item(const char* kind, const std::string& id) {
  if (ImGui::IsWindowAppearing()) return;
  sight_add(kind, id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

namespace {
std::string entries_json(const std::vector<Entry>& entries) {
  std::string out = "[";
  for (size_t i = 0; i < entries.size(); ++i) {
    const Entry& e = entries[i];
    char buf[160];
    std::snprintf(buf, sizeof buf, "%s{\"kind\":\"%s\",\"id\":\"", i ? "," : "", e.kind);
    out += buf;
    for (char c : e.id) out += (c == '"' || c == '\\') ? std::string("\\") + c : std::string(1, c);
    std::snprintf(buf, sizeof buf, "\",\"x\":%.1f,\"y\":%.1f,\"w\":%.1f,\"h\":%.1f}", e.min.x, e.min.y, e.max.x - e.min.x,
                  e.max.y - e.min.y);
    out += buf;
  }
  return out + "]";
}
}  // namespace

std::string layout_json() { return entries_json(shown); }
std::string sights_json() { return entries_json(sights); }

}  // namespace rdweb
