// The little the frontend needs from its host: the page's query string, a place to
// remember settings (the browser's localStorage). Natively these are stubs. (The clock is
// logic/clock.h.)
#pragma once
#include <string>
#include <vector>

#include "logic/clock.h"

namespace rdweb {

std::string page_query();                         // "?seats=...", or "" natively
std::string page_fragment();                      // "#rd1....", or "" natively
// The page's address without its query and fragment: a share link starts with it.
std::string page_base_url();
// Takes the query off the address bar once read, so that a reload resumes the game in
// progress instead of asking whether to start the linked one again.
void forget_page_query();
// Puts a fragment in the address bar ("#rd1.…" while a shared game shows, so that a reload
// or a copy of the address keeps it), or takes it off ("").
void set_page_fragment(const std::string& fragment);
std::string load_setting(const std::string& key);  // "" when absent
// False when the browser would not keep it (storage full, blocked, private mode).
bool save_setting(const std::string& key, const std::string& value);
void remove_setting(const std::string& key);
// Which tab of this browser keeps the saved game (shell.js: rdKeeper, a Web Lock): this one,
// this one in a moment (it claimed it: its writes wait), or another; kUnlocked where the
// browser has no Web Locks (the keeper's key decides). claim_saved_game() makes this tab the
// keeper once the other lets go.
enum class GameKeeper { kThisTab, kClaiming, kAnotherTab, kUnlocked };
void claim_saved_game();
GameKeeper saved_game_keeper();
// The browser's preferred languages, most preferred first ("fr-FR", "en"); none natively.
std::vector<std::string> browser_languages();
// Tells the page which language it speaks (<html lang="fr">).
void set_page_language(const char* code);
// Today's date as YYYY-MM-DD, local time ("" natively).
std::string today();
// Saves a text file through the browser's download (nothing natively).
void download_text(const std::string& file_name, const std::string& text);
// Opens the browser's file picker for a game record; the file chosen (or one dropped on the
// page) comes back through rd_open_record (shell/shell.js).
void open_file_picker();
// Whether the device's main pointer is a finger (CSS "pointer: coarse"); false natively.
bool coarse_pointer();
// Copies a share link (rd_link_copied says when it is done); if the browser refuses, shows
// it in a box under `label` for the player to copy.
void copy_link(const std::string& url, const std::string& label);
// Asks the player for a short text in the browser's own box (a phone shows its keyboard
// for it, which it does not for the canvas): what they typed, or `now` if they cancelled.
std::string ask_text(const std::string& label, const std::string& now);

}  // namespace rdweb
