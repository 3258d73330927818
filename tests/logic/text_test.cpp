// The color letters: the only thing telling players' pieces apart on a grayscale screen
// (issue #13 §2), so each must be there and none may repeat (Blue and Black: B and K).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "color.h"
#include "text.h"

TEST(Text, EveryColorHasItsOwnShortLetter) {
  std::set<std::string> letters;
  for (int c = 0; c < rd::kColors; ++c) {
    const std::string letter = rdweb::color_letter(c);
    EXPECT_FALSE(letter.empty()) << rdweb::color_text(c);
    EXPECT_LE(letter.size(), 2u) << rdweb::color_text(c) << ": a mark must fit on a pawn";
    letters.insert(letter);
  }
  EXPECT_EQ(letters.size(), size_t(rd::kColors)) << "two colors share a letter";
}
