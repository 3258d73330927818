#include "text.h"

namespace rdweb {

namespace {
// English. A translation is another table of the same shape.
const char* const kEnglish[] = {
    "River Dragons",
    "Bridges of planks across the delta",
    ("Place stones, lay planks, and be the first to reach the village across the river.\n"
     "Program five actions a round, and beware the dragons."),
};
static_assert(sizeof(kEnglish) / sizeof(kEnglish[0]) == int(Text::kCount), "one string per Text id");
}  // namespace

const char* text(Text id) { return kEnglish[int(id)]; }

}  // namespace rdweb
