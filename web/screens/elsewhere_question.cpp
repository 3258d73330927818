#include "screens/elsewhere_question.h"

#include "logic/text.h"
#include "ui/question.h"

namespace rdweb {

ElsewhereAnswer draw_elsewhere_question(const Fonts& fonts) {
  begin_question("##online-elsewhere", text(Text::kOnlineElsewhereTitle), text(Text::kOnlineElsewhereBody), fonts);
  ElsewhereAnswer answer = ElsewhereAnswer::kNone;
  if (question_answer(text(Text::kOnlineElsewhereHere), "online-here")) answer = ElsewhereAnswer::kPlayHere;
  if (question_answer(text(Text::kOnlineElsewhereThere), "online-there")) answer = ElsewhereAnswer::kLeaveThere;
  end_question();
  return answer;
}

}  // namespace rdweb
