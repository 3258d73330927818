#include "online/net.h"

#include <cstdlib>
#include <random>
#include <utility>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace rdweb::net {

namespace {
std::function<void(std::string_view)>& handler() {
  static std::function<void(std::string_view)> h;
  return h;
}
}  // namespace

void on_event(std::function<void(std::string_view)> h) { handler() = std::move(h); }

std::string random_hex(int count) {
  std::string out;
  while (int(out.size()) < count) out += rd::to_hex(random_bytes());
  out.resize(size_t(count));
  return out;
}

#ifdef __EMSCRIPTEN__
namespace {
std::string take(char* text) {
  std::string s = text ? text : "";
  std::free(text);
  return s;
}
// A JS string into the engine's heap (freed by take()).
EM_JS(char*, js_sha256, (const char* hex), {
  var s = window.rdNet ? window.rdNet.sha256(UTF8ToString(hex)) : "";
  var n = lengthBytesUTF8(s) + 1, p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});
EM_JS(char*, js_qr, (const char* text), {
  var q = window.rdNet ? window.rdNet.qr(UTF8ToString(text)) : null;
  var s = q ? q.size + ":" + q.modules : "";
  var n = lengthBytesUTF8(s) + 1, p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});
// The relays: addresses separated by spaces ("" : the transport's own); the ICE
// servers: a JSON array ("" : the transport's default STUN).
EM_JS(void, js_join, (const char* room, const char* key, const char* relays, const char* ice), {
  var options = {room: UTF8ToString(room), key: UTF8ToString(key)};
  var r = UTF8ToString(relays).split(" ").filter(function(a) { return a.length > 0; });
  if (r.length) options.relays = r;
  try { var i = UTF8ToString(ice); if (i) options.iceServers = JSON.parse(i); } catch (e) {}
  if (window.rdNet) window.rdNet.join(options);
});
EM_JS(void, js_send, (const char* peer, const char* text), {
  if (!window.rdNet) return;
  var to = UTF8ToString(peer), t = UTF8ToString(text);
  if (to) window.rdNet.sendTo(to, t); else window.rdNet.send(t);
});
EM_JS(void, js_pass_on, (const char* peer, const char* device, const char* text), {
  if (window.rdNet && window.rdNet.passOn) window.rdNet.passOn(UTF8ToString(peer), UTF8ToString(device), UTF8ToString(text));
});
// The ICE servers as rdNet's options: a JSON array, or "" for the transport's default.
EM_JS(void, js_direct, (int what, const char* room, const char* code, const char* ice), {
  var options = {room: UTF8ToString(room)};
  try { var i = UTF8ToString(ice); if (i) options.iceServers = JSON.parse(i); } catch (e) {}
  if (!window.rdNet) return;
  if (what == 0) window.rdNet.host(options);
  else if (what == 1) window.rdNet.answer(UTF8ToString(code), options);
  else window.rdNet.accept(UTF8ToString(code));
});
}  // namespace

void host(const std::string& room, const std::string& ice_servers) { js_direct(0, room.c_str(), "", ice_servers.c_str()); }
void answer(const std::string& room, const std::string& offer, const std::string& ice_servers) {
  js_direct(1, room.c_str(), offer.c_str(), ice_servers.c_str());
}
void accept(const std::string& code) { js_direct(2, "", code.c_str(), ""); }

void load() { EM_ASM({ if (window.rdShell && window.rdShell.loadOnline) window.rdShell.loadOnline(); }); }

void join(const std::string& room, const std::string& key, const std::string& relays, const std::string& ice_servers) {
  js_join(room.c_str(), key.c_str(), relays.c_str(), ice_servers.c_str());
}

void send(const std::string& peer, const std::string& text) { js_send(peer.c_str(), text.c_str()); }

void pass_on(const std::string& peer, const std::string& device, const std::string& text) {
  js_pass_on(peer.c_str(), device.c_str(), text.c_str());
}

void leave() { EM_ASM({ if (window.rdNet) window.rdNet.leave(); }); }

rd::Digest sha256(std::string_view bytes) {
  const std::string hex = rd::to_hex(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  const auto digest = rd::from_hex<32>(take(js_sha256(hex.c_str())));
  if (!digest) std::abort();  // no hash: the table cannot be played honestly (online.js is loaded before any table)
  return *digest;
}

rd::Bytes16 random_bytes() {
  rd::Bytes16 out{};
  EM_ASM({ crypto.getRandomValues(HEAPU8.subarray($0, $0 + 16)); }, out.data());
  return out;
}

Qr qr(const std::string& text) {
  const std::string s = take(js_qr(text.c_str()));
  const size_t colon = s.find(':');
  Qr q;
  if (colon == std::string::npos) return q;
  q.size = std::atoi(s.substr(0, colon).c_str());
  for (size_t i = colon + 1; i < s.size(); ++i) q.dark.push_back(s[i] == '1');
  if (q.size <= 0 || q.dark.size() != size_t(q.size) * size_t(q.size)) return {};
  return q;
}

extern "C" EMSCRIPTEN_KEEPALIVE void rd_net_event(const char* json) {
  if (handler() && json) handler()(json);
}
#else
// Natively: no network. Random bytes from the OS for ids; a hash is never asked for.
void load() {}
void join(const std::string&, const std::string&, const std::string&, const std::string&) {}
void send(const std::string&, const std::string&) {}
void host(const std::string&, const std::string&) {}
void answer(const std::string&, const std::string&, const std::string&) {}
void accept(const std::string&) {}
void leave() {}
rd::Digest sha256(std::string_view) { std::abort(); }
rd::Bytes16 random_bytes() {
  static std::random_device device;
  rd::Bytes16 out{};
  for (uint8_t& b : out) b = uint8_t(device());
  return out;
}
Qr qr(const std::string&) { return {}; }
#endif

}  // namespace rdweb::net
