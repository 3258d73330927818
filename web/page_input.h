// What reaches the game from the page besides SDL's events: a game record chosen in the
// file picker or dropped on the page, a share link pasted into the address bar, whether a
// link could be copied (rd_open_record, rd_open_link, rd_link_copied).
#pragma once

namespace rdweb {

class App;
// The one App the page's calls reach (main.cpp's); the test hooks read it too.
void set_page_app(App* app);
const App* page_app();
// The same, for the test hooks that play (window.rdTest.botMove).
App* page_app_to_drive();

}  // namespace rdweb
