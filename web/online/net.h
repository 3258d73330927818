// The page's side of the network (issue #20): the transport of shell/online/ (online.js,
// loaded only when a player goes online), reached through window.rdNet. Its events come
// back one at a time through rd_net_event (JSON: ready, peer-open, peer-close, message,
// error; shell/online/main.js lists them). Every message is signed by its device's key in
// the browser: "ready" tells this device's id, and a "message" the id of its signer. Natively nothing connects: the desktop build
// has no online play, and the tests carry messages in memory (core/online/online_game.h).
#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "hex.h"

namespace rdweb::net {

// The handler of the transport's events (one JSON object each).
void on_event(std::function<void(std::string_view)> handler);
// Loads online.js (once); "ready" or an error "load" follows.
void load();
// Meets the other devices of room `room` through the relays (quick join), with `key`
// encrypting what passes through them. `relays`: the relay addresses to use ("" : the
// transport's own); `ice_servers`: a JSON array of RTCIceServer, or "" for the default.
void join(const std::string& room, const std::string& key, const std::string& relays, const std::string& ice_servers);
// No relay (a home network without internet): the creator's device makes an offer for one
// more guest (event "offer"); a guest answers an offer's code (event "answer"); the creator
// accepts a guest's answer code. The creator's device then forwards between its guests.
// `room`: the table's, which every message is signed for (as join's).
void host(const std::string& room, const std::string& ice_servers);
void answer(const std::string& room, const std::string& offer, const std::string& ice_servers);
void accept(const std::string& answer);
// A text to one device ("" for every connected device).
void send(const std::string& peer, const std::string& text);
// `device`'s words `text`, as it signed them and this page heard them, passed on to one
// device ("" for every connected device); nothing if the page has not kept them.
void pass_on(const std::string& peer, const std::string& device, const std::string& text);
void leave();
// SHA-256 (the transport's, synchronous) and 16 random bytes (the browser's cryptographic
// source): what the online table needs (hex.h).
rd::Digest sha256(std::string_view bytes);
rd::Bytes16 random_bytes();
// `count` random lowercase hex digits (ids and keys).
std::string random_hex(int count);
// The QR code of `text`: its width and its modules row by row (true: dark); empty if none.
struct Qr {
  int size = 0;
  std::vector<bool> dark;
};
Qr qr(const std::string& text);

}  // namespace rdweb::net
