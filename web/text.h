// Every string the player sees, in one table, ready for translation.
#pragma once

namespace rdweb {

enum class Text {
  kTitle,
  kTagline,
  kTitleBlurb,
  kCount
};

const char* text(Text id);

}  // namespace rdweb
