#include "screens/tutorial_screen.h"
#include "board/screen_split.h"

#include <algorithm>

#include "page/layout.h"
#include "names.h"
#include "logic/text.h"
#include "ui/touch.h"
#include "ui/widgets.h"

namespace rdweb {

namespace {
// The frame is white on a dark edge: the game lights every legal target in yellow, and the
// tutorial's one must stand out among them.
constexpr ImU32 kHintInk = IM_COL32(255, 255, 255, 255), kHintEdge = IM_COL32(20, 20, 30, 255);
constexpr ImU32 kTitleInk = IM_COL32(255, 214, 64, 255);
// The guide's box takes at most this part of the board's height, at its foot: the script's
// targets lie in the river's middle band, above it.
constexpr float kBoxShare = 0.36f, kWideBoxShare = 0.8f;
constexpr ImGuiWindowFlags kBoxFlags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                       ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                       ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing |
                                       ImGuiWindowFlags_NoBringToFrontOnFocus;

bool small_button(const char* label, const char* id) {
  const bool pressed = flow_small_button(label);
  layout_add_item("button", id);
  return pressed;
}

// The program's next card, and why it is there.
void slot_note(const TutorialStep& step, const rd::Draft& draft) {
  for (int k = 0; k < rd::kSlots; ++k) {
    if (draft[k] == step.choice.program[k] || !step.slot_notes[k]) continue;
    const std::string line = format(Text::kTutorialProgramSlot,
                                    {{"slot", k + 1}, {"card", card_text(step.choice.program[k])}, {"why", text(*step.slot_notes[k])}});
    ImGui::TextWrapped("%s", line.c_str());
    return;
  }
}

// The thing the player must click now (the box's Continue while a story waits).
Pointer pointer_now(const Session& session, const Tutorial& tutorial, const GameUi& ui) {
  const rd::Match& match = session.match();
  const TutorialStep* step = tutorial.step(match);
  if (tutorial.finished(match)) return {"button", "tutorial-leave"};
  if (tutorial.story_waiting(match)) return {"button", "tutorial-next"};
  if (!step || !session.is_human(step->color)) return {};
  const rd::Draft draft = ui.draft_owner == step->color ? ui.draft : rd::Draft{-1, -1, -1, -1, -1};
  return step_pointer(match.state(), *step, draft, ui.span_start);
}

bool on_board(const Pointer& p) { return p.kind == "island" || p.kind == "support" || p.kind == "plank" || p.kind == "destination"; }

// A story's words: {number} is the island where the player's last choice put a stone (the
// story after the free choice tells where it went).
std::string story_words(const rd::Match& match, Text story) {
  int island = 0;
  const auto& history = match.history();
  if (!history.empty() && history.back().choice.kind == rd::Decision::kStone) island = history.back().choice.a + 1;
  return format(story, {{"number", island}});
}

// The body of the box: what happened, or what to do.
void guide_text(const Session& session, const Tutorial& tutorial, const GameUi& ui) {
  const rd::Match& match = session.match();
  const TutorialStep* step = tutorial.step(match);
  if (tutorial.finished(match)) return ImGui::TextWrapped("%s", text(tutorial.script().ending));
  if (const Text* story = tutorial.story(match)) return ImGui::TextWrapped("%s", story_words(match, *story).c_str());
  if (!step || !session.is_human(step->color)) return ImGui::TextDisabled("%s", text(Text::kTutorialWaiting));
  if (step->instruction) ImGui::TextWrapped("%s", text(*step->instruction));
  if (step->choice.kind == rd::Decision::kProgram)
    slot_note(*step, ui.draft_owner == step->color ? ui.draft : rd::Draft{-1, -1, -1, -1, -1});
}

// A frame around the thing to click, and its place in layout() for the tests.
std::string point_at(const Pointer& pointer) {
  ImVec2 min, max;
  if (pointer.empty() || !layout_find(pointer.kind, pointer.id, min, max)) return "";
  const float pad = 4, arrow = 12;
  ImDrawList* fg = ImGui::GetForegroundDrawList();
  fg->AddRect({min.x - pad, min.y - pad}, {max.x + pad, max.y + pad}, kHintEdge, 7, 0, 7);
  fg->AddRect({min.x - pad, min.y - pad}, {max.x + pad, max.y + pad}, kHintInk, 7, 0, 3);
  // An arrow above it, pointing down at it (below it when the top of the screen is too close).
  const float cx = (min.x + max.x) / 2;
  const bool above = min.y - pad - 2 * arrow > 0;
  const float tip = above ? min.y - pad - 2 : max.y + pad + 2, base = above ? tip - arrow : tip + arrow;
  fg->AddTriangleFilled({cx - arrow * 0.7f, base}, {cx + arrow * 0.7f, base}, {cx, tip}, kHintInk);
  fg->AddTriangle({cx - arrow * 0.7f, base}, {cx + arrow * 0.7f, base}, {cx, tip}, kHintEdge, 2);
  const std::string id = pointer.kind + ":" + pointer.id;
  layout_add("hint", id, min, max);
  return id;
}
}  // namespace

Tutorial* tutorial_of(const Session& session) { return dynamic_cast<Tutorial*>(session.guide()); }

TutorialFrame draw_tutorial(Session& session, Tutorial& tutorial, GameUi& ui, const Fonts& fonts) {
  TutorialFrame frame;
  const ScreenSplit split = split_screen(session.state().board(), ui.view, true);
  const float board_w = split.board_max.x - split.board_min.x, board_h = split.board_max.y - split.board_min.y;
  const float w = std::min(640.0f, board_w - 16);
  ImGui::SetNextWindowPos({(split.board_min.x + split.board_max.x) / 2, split.board_max.y - 8}, ImGuiCond_Always, {0.5f, 1});
  // Small while the target is on the board; when it is not (a story, the program, the
  // reserve), the box may cover most of the board: on a phone the words need the room.
  // A free choice's targets are the board's too.
  const float share = tutorial.choosing_freely(session.match()) || on_board(pointer_now(session, tutorial, ui)) ? kBoxShare : kWideBoxShare;
  ImGui::SetNextWindowSizeConstraints({w, 0}, {w, std::max(board_h * share, 3 * kFingerSize)});
  ImGui::SetNextWindowBgAlpha(0.94f);
  ImGui::Begin("##tutorial", nullptr, kBoxFlags);
  // The buttons first, so that a long text scrolls under them and they stay in view.
  ImGui::PushFont(fonts.body);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(kTitleInk));
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(text(Text::kTutorialTitle));
  ImGui::PopStyleColor();
  const rd::Match& match = session.match();
  if (tutorial.finished(match)) {
    if (small_button(text(Text::kTutorialAgain), "tutorial-again")) frame.action = TutorialAction::kAgain;
  } else if (tutorial.story_waiting(match) && small_button(text(Text::kTutorialContinue), "tutorial-next")) {
    tutorial.story_read(match);
  }
  if (small_button(text(Text::kTutorialLeave), "tutorial-leave")) frame.action = TutorialAction::kLeave;
  ImGui::PopFont();
  guide_text(session, tutorial, ui);
  if (ui.notice) warning_text(words(ui.notice).c_str());
  swipe_scroll();
  layout_add("box", "tutorial", ImGui::GetWindowPos(), {ImGui::GetWindowPos().x + ImGui::GetWindowWidth(), ImGui::GetWindowPos().y + ImGui::GetWindowHeight()});
  ImGui::End();
  if (!ui.menu) frame.hint = point_at(pointer_now(session, tutorial, ui));
  return frame;
}

}  // namespace rdweb
