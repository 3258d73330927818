#include "screens/leave_question.h"

#include "logic/text.h"
#include "ui/question.h"

namespace rdweb {

LeaveAnswer draw_leave_question(const Fonts& fonts) {
  begin_question("##leave-table", text(Text::kOnlineLeaveTitle), text(Text::kOnlineLeaveBody), fonts);
  LeaveAnswer answer = LeaveAnswer::kNone;
  if (question_answer(text(Text::kOnlineLeaveStay), "leave-stay")) answer = LeaveAnswer::kStay;
  if (question_answer(text(Text::kOnlineLeave), "leave-confirm")) answer = LeaveAnswer::kLeave;
  end_question();
  return answer;
}

}  // namespace rdweb
