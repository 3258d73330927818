// Words that do not fit: a widget's label wider than the widget, an item or a line of text
// running past the right edge of its window, a window running off the screen. French runs a
// third longer than English, so every language is checked on every screen (issue #12 §1):
// window.rdTest.status().clipped lists what the last frame cut.
//
// Labels are seen through Dear ImGui's test-engine hook (IMGUI_ENABLE_TEST_ENGINE), which
// tells of every labelled widget as it is added; windows are measured at the end of the frame.
#pragma once
#include <string>
#include <vector>

namespace rdweb {

void text_fit_begin_frame();
// After the last window of the frame has ended.
void text_fit_end_frame();
// For words drawn straight onto a draw list: `what` could not be drawn whole.
void note_clipped(const std::string& what);
// What the last complete frame cut: "label 'Take all back' in ##panel: 182 px wide, 150 px room".
const std::vector<std::string>& clipped_texts();

}  // namespace rdweb
