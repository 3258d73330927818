// What reaches the game from the page besides SDL's events: a game record chosen in the
// file picker or dropped on the page (shell/shell.js calls rd_open_record).
#pragma once

namespace rdweb {

class App;
void set_page_app(App* app);

}  // namespace rdweb
