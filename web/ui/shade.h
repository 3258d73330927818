// The screen under an overlay (the menu, a question), dimmed and closed to the pointer: a
// playtest on a phone tapped the board beside the open menu, as one does to close a menu, and
// placed a stone that cannot be taken back.
#pragma once

namespace rdweb {

// A window the size of the screen (`id`: its ImGui id), to begin just before the overlay's
// own, which then comes above it. Whether it was tapped this frame (let go over it, the
// pointer moved less than a swipe since the press): the menu closes so; a question waits
// for its answer.
bool shade_under_overlay(const char* id);

}  // namespace rdweb
