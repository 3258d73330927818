#include "page/platform.h"

#include <cstdlib>

#include "split.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace rdweb {

#ifdef __EMSCRIPTEN__
// A JavaScript string handed to C++ as malloc'ed UTF-8 (freed by take_js_string).
EM_JS(char*, js_query, (), {
  var s = window.location.search || "";
  var n = lengthBytesUTF8(s) + 1, p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});

EM_JS(char*, js_fragment, (), {
  var s = window.location.hash || "";
  var n = lengthBytesUTF8(s) + 1, p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});

EM_JS(char*, js_base_url, (), {
  var s = window.location.origin + window.location.pathname;
  var n = lengthBytesUTF8(s) + 1, p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});

EM_JS(void, js_forget_query, (), {
  if (window.location.search) window.history.replaceState(null, "", window.location.pathname + window.location.hash);
});

EM_JS(void, js_set_fragment, (const char* fragment), {
  var f = UTF8ToString(fragment);
  if (window.location.hash !== f) window.history.replaceState(null, "", window.location.pathname + window.location.search + f);
});

EM_JS(void, js_copy_link, (const char* url, const char* label), {
  var text = UTF8ToString(url), by_hand = UTF8ToString(label);
  var done = function() { Module.ccall("rd_link_copied", null, ["number"], [1]); };
  // Without the clipboard, the browser's own text box lets the player copy it by hand.
  var fallback = function() { window.prompt(by_hand, text); Module.ccall("rd_link_copied", null, ["number"], [0]); };
  if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, fallback);
  else fallback();
});

EM_JS(char*, js_ask_text, (const char* label, const char* now), {
  var s = window.prompt(UTF8ToString(label), UTF8ToString(now));
  if (s === null) s = UTF8ToString(now);
  var n = lengthBytesUTF8(s) + 1, p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});

EM_JS(char*, js_load_setting, (const char* key), {
  var s = "";
  try { s = window.localStorage.getItem(UTF8ToString(key)) || ""; } catch (e) {}
  var n = lengthBytesUTF8(s) + 1, p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});

EM_JS(int, js_save_setting, (const char* key, const char* value), {
  try { window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value)); return 1; } catch (e) { return 0; }
});

EM_JS(void, js_claim_saved_game, (), {
  if (window.rdKeeper) window.rdKeeper.claim();
});

EM_JS(int, js_saved_game_keeper, (), {
  var s = window.rdKeeper ? window.rdKeeper.state() : "unlocked";
  return s === "claiming" ? 1 : s === "displaced" ? 2 : s === "unlocked" ? 3 : 0;
});

EM_JS(void, js_remove_setting, (const char* key), {
  try { window.localStorage.removeItem(UTF8ToString(key)); } catch (e) {}
});

EM_JS(char*, js_today, (), {
  var d = new Date();
  var s = d.getFullYear() + "-" + String(d.getMonth() + 1).padStart(2, "0") + "-" + String(d.getDate()).padStart(2, "0");
  var n = lengthBytesUTF8(s) + 1, p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});

EM_JS(void, js_download, (const char* name, const char* text), {
  var blob = new Blob([UTF8ToString(text)], {type: "application/json"});
  var a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = UTF8ToString(name);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(function() { URL.revokeObjectURL(a.href); }, 10000);
});

// One language per line.
EM_JS(char*, js_browser_languages, (), {
  var list = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""];
  var s = list.join("\n");
  var n = lengthBytesUTF8(s) + 1, p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});

EM_JS(void, js_set_page_language, (const char* code), { document.documentElement.lang = UTF8ToString(code); });

EM_JS(void, js_open_file_picker, (), { window.rdShell.pickFile(); });

namespace {
EM_JS(int, js_coarse_pointer, (), {
  return window.matchMedia && window.matchMedia("(pointer: coarse)").matches ? 1 : 0;
});

std::string take_js_string(char* text) {
  std::string out = text ? text : "";
  std::free(text);
  return out;
}
}  // namespace

std::string page_query() { return take_js_string(js_query()); }
void forget_page_query() { js_forget_query(); }
void set_page_fragment(const std::string& fragment) { js_set_fragment(fragment.c_str()); }
std::string page_fragment() { return take_js_string(js_fragment()); }
std::string page_base_url() { return take_js_string(js_base_url()); }
void copy_link(const std::string& url, const std::string& label) { js_copy_link(url.c_str(), label.c_str()); }
std::string today() { return take_js_string(js_today()); }
std::string ask_text(const std::string& label, const std::string& now) { return take_js_string(js_ask_text(label.c_str(), now.c_str())); }
std::vector<std::string> browser_languages() { return rd::split(take_js_string(js_browser_languages()), '\n'); }
void set_page_language(const char* code) { js_set_page_language(code); }
void download_text(const std::string& file_name, const std::string& text) { js_download(file_name.c_str(), text.c_str()); }
void open_file_picker() { js_open_file_picker(); }
bool coarse_pointer() { return js_coarse_pointer() != 0; }
std::string load_setting(const std::string& key) { return take_js_string(js_load_setting(key.c_str())); }
bool save_setting(const std::string& key, const std::string& value) { return js_save_setting(key.c_str(), value.c_str()) != 0; }
void remove_setting(const std::string& key) { js_remove_setting(key.c_str()); }
void claim_saved_game() { js_claim_saved_game(); }
GameKeeper saved_game_keeper() { return GameKeeper(js_saved_game_keeper()); }
#else
std::string page_query() {
  const char* query = std::getenv("RD_QUERY");  // lets the desktop build start like a URL would
  return query ? query : "";
}
void forget_page_query() {}
void set_page_fragment(const std::string&) {}
std::string page_fragment() {
  const char* fragment = std::getenv("RD_FRAGMENT");
  return fragment ? fragment : "";
}
std::string page_base_url() { return "river-dragons:"; }
void copy_link(const std::string&, const std::string&) {}
std::string ask_text(const std::string&, const std::string& now) { return now; }
std::string today() { return ""; }
std::vector<std::string> browser_languages() { return {}; }
void set_page_language(const char*) {}
void download_text(const std::string&, const std::string&) {}
void open_file_picker() {}
bool coarse_pointer() { return false; }
std::string load_setting(const std::string&) { return ""; }
bool save_setting(const std::string&, const std::string&) { return false; }
void remove_setting(const std::string&) {}
void claim_saved_game() {}
GameKeeper saved_game_keeper() { return GameKeeper::kUnlocked; }
#endif

}  // namespace rdweb
