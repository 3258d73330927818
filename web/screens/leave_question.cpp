#include "screens/leave_question.h"

#include "logic/text.h"
#include "page/layout.h"
#include "ui/question.h"

namespace rdweb {

LeaveAnswer draw_leave_question(const Fonts& fonts, bool for_link) {
  begin_question("##leave-table", text(Text::kOnlineLeaveTitle), text(for_link ? Text::kOnlineLeaveForLink : Text::kOnlineLeaveBody), fonts);
  layout_add_item("text", for_link ? "leave-for-link" : "leave-asked");  // the words just drawn
  LeaveAnswer answer = LeaveAnswer::kNone;
  // Escape stays, as a question's way out usually does.
  if (question_answer(text(Text::kOnlineLeaveStay), "leave-stay") || ImGui::IsKeyPressed(ImGuiKey_Escape, false)) answer = LeaveAnswer::kStay;
  if (question_answer(text(Text::kOnlineLeave), "leave-confirm")) answer = LeaveAnswer::kLeave;
  end_question();
  return answer;
}

}  // namespace rdweb
