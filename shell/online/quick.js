// Quick join: devices meet through public WebSocket relays (BitTorrent trackers, trystero's
// torrent strategy) and then talk over direct WebRTC data channels. The room's key encrypts
// what goes through the relays (trystero's `password`) and proves to each peer that the other
// holds it. Peer ids are trystero's (20 characters, one per page load).
import { joinRoom, getRelaySockets, selfId, pauseRelayReconnection, resumeRelayReconnection } from '@trystero-p2p/torrent';
import { emit } from './events.js';
import { Mesh } from './mesh.js';

// The protocol's version is in it: pages of another version (another list of frames,
// mesh.js) are in another room, rather than in one where neither hears the other.
const kAppId = 'river-dragons-2';
const kRelayWaitMs = 8000;  // no relay socket open by then: say so (the player may want no-relay)
// A connection that drops (the network, not the other page leaving: that one says goodbye
// first) does not come back by itself: trystero's peers keep what they knew of each other
// until the room is joined anew (measured: not in 40 s). A device that joins again alone is
// not always answered by one that saw the drop, and joining again tears down its other
// connections; both ends joining again meet within about a second (tests/e2e/net.test.mjs).
// So a device joins the room again only when a drop left it with no peer at all (its own
// network went, or a table of two), after this long unless somebody is back meanwhile; a
// drop between two devices that both still reach a third is bridged by that one (routes.js).
const kRejoinMs = 1500;

// One room at a time; `current` is null when not in one.
let current = null;
// Trystero's leave takes a moment (it tells the peers, then waits 99 ms) and until it is
// over, joining the same room again returns the room being left: a join waits for it.
let leaving = Promise.resolve();

const isText = (s) => typeof s === 'string' && s.length > 0 && s.length <= 256;

// rdNet.join({room, key, relays, iceServers}).
export function join(options) {
  const { room, key, relays, iceServers } = options && typeof options === 'object' ? options : {};
  if (!isText(room) || !isText(key)) {
    emit({ type: 'error', what: 'bad-code', detail: 'join needs a room and a key' });
    return;
  }
  leave();
  const session = { room: null, timer: 0, rejoin: 0, offersTimer: 0, links: new Map(), options, mesh: null };
  session.mesh = new Mesh(selfId, { onAlone: () => rejoinWhileAlone(session) });
  current = session;
  leaving.then(() => { if (current === session) enter(session, { room, key, relays, iceServers }); });
}

function enter(session, { room, key, relays, iceServers }) {
  const config = { appId: kAppId, password: key };
  // Trystero reads the relays when it is in no room (here: always, see `leaving`).
  // Omitted: trystero's own list of public trackers.
  const urls = Array.isArray(relays) ? relays.filter((u) => typeof u === 'string' && /^wss?:\/\//.test(u)) : [];
  if (urls.length) config.relayConfig = { urls };
  if (Array.isArray(iceServers)) config.rtcConfig = { iceServers };
  const live = () => current === session;
  try {
    session.room = joinRoom(config, room, {
      onJoinError: ({ error, peerId }) => {
        if (!live()) return;
        // Trystero's words: a wrong key, or "could not connect to peer … after exchanging SDP".
        const wrongKey = /password/i.test(error || '');
        emit({ type: 'error', what: wrongKey ? 'bad-code' : 'ice', peer: peerId, detail: String(error) });
      },
    });
  } catch (err) {
    current = null;
    emit({ type: 'error', what: 'relay', detail: String(err && err.message) });
    return;
  }
  // One action carries the mesh's frames (mesh.js); trystero frames and reassembles them.
  const action = session.room.makeAction('w');
  const sendFrame = (frame, peer) => action.send(frame, { target: peer }).catch(() => {});
  action.onMessage = (frame, context) => { if (live()) session.mesh.data(context.peerId, frame); };
  // A peer's link: the same one while trystero keeps the peer (a connection it replaces too).
  const linkOf = (peer) => {
    if (!session.links.has(peer)) session.links.set(peer, { send: (frame) => sendFrame(frame, peer), close: () => {} });
    return session.links.get(peer);
  };
  session.room.onPeerJoin = (peer) => {
    // A peer met while this room is being left (trystero's leave sends its goodbye, then
    // waits 99 ms): trystero 0.25 keeps that connection as a shared one, still open at the
    // other end, which then takes this device for connected, while the room joined next
    // never completes a handshake with it and ignores its offers (a healthy connection)
    // until this device leaves again (15 s, then longer). Closed for real: both ends meet
    // again through the relay. Found by a playtest on phones, whose reloads say no
    // goodbye (so the creator rejoins, alone, just as the reloaded page offers): 3 of 52
    // such reloads back in 13-17 s, none of 24 with this close.
    if (!live()) {
      const pc = session.room.getPeers()[peer];
      if (pc) pc.close();
      return;
    }
    // A device already linked: trystero took a new connection from it in place of the one
    // it had (whenever the same peer makes a new one), without a leave; the mesh tells the
    // engine it opens again. A CI run: a guest's network dropped while the creator's page
    // did not see it go; the guest came back, her page took its new connection in place of
    // the dead one, and the choice she had made meanwhile never reached it (both pages
    // connected, each waiting for the other).
    session.mesh.open(peer, linkOf(peer));
    watchIce(session, peer);
  };
  session.room.onPeerLeave = (peer) => {
    if (!live() || !session.links.has(peer)) return;
    const link = session.links.get(peer);
    session.links.delete(peer);
    session.mesh.close(peer, link);
  };
  watchRelays(session);
  watchOffers(session);
}

// A drop left this device alone: the room joined again, unless a peer is back by then.
// Known slow paths, measured 2026-11-27 (a page reloaded with no goodbye, about 1 in 20 back
// only after 13-21 s, at the engine's own rejoin): the room being left still announces in
// trystero's 99 ms before its timers stop, and the peer that answers that offer ignores
// other offers while it waits; or this rejoin comes in the middle of a handshake (peers
// counts finished ones only), and the kept connection's handshake then fails. A fix tried
// (no announce from a room being left; the rejoin waits while signals are under way) was not
// proven on the minified build, so it is not here.
function rejoinWhileAlone(session) {
  clearTimeout(session.rejoin);
  session.rejoin = setTimeout(() => {
    if (current === session && session.mesh.links.size === 0) join(session.options);
  }, kRejoinMs);
}

// An open connection whose ICE fails (the network changed, a NAT forgot it): say so, with
// the peer; trystero then closes it (peer-close).
function watchIce(session, peer) {
  const pc = session.room.getPeers()[peer];
  if (!pc) return;
  pc.addEventListener('iceconnectionstatechange', () => {
    if (current === session && pc.iceConnectionState === 'failed') emit({ type: 'error', what: 'ice', peer });
  });
}

// A newcomer's first offers often reach a device that ignores them. Trystero's rule for
// offers that cross: of two devices, the one with the smaller id ignores the other's offer
// while it has offers of its own out, and its own offer reaches the newcomer only at its next
// announce, the relay's interval later (at most two minutes at public relays; measured with
// the tests' relay, which asks for ten seconds: in 3 of 6 meetings the guest waited 8 s).
// So a device that hears such an offer from a device it does not reach announces again: its
// relay socket is closed and opened again, which makes trystero announce with fresh offers
// (as after a network blip), its connections to its peers untouched.
//
// Not until kAnswerWindowMs after its last announce: that announce's offers may be on their
// way to that very device, or its answer on its way back, and a socket closed then loses the
// answer (the offer's other end then waits for it 23 s; two devices joining the room again
// at once after a drop lost each other so). A device that has waited for a guest for a while
// announces at once; one that announced just before waits this long at most.
const kAnswerWindowMs = 5000;
const relays = new WeakMap();  // relay socket → {announced, timer}: when it last announced

function watchOffers(session) {
  const watch = () => {
    if (current !== session) return;
    for (const socket of Object.values(getRelaySockets() || {})) if (socket) watchRelay(socket);
    session.offersTimer = setTimeout(watch, 1000);  // a socket opened again is a new one
  };
  watch();
}

function watchRelay(socket) {
  if (relays.has(socket)) return;
  const relay = { announced: Date.now(), timer: 0 };  // a socket announces as it opens
  relays.set(socket, relay);
  // Trystero's announces (with their offers) go out through the socket's own send.
  const send = socket.send;
  socket.send = function (data) {
    if (typeof data === 'string' && data.includes('"offers"')) relay.announced = Date.now();
    return send.call(this, data);
  };
  socket.addEventListener('message', (event) => {
    const session = current;
    const from = session && !relay.timer ? ignoredOffer(session, event.data) : null;
    if (!from) return;
    relay.timer = setTimeout(() => {
      relay.timer = 0;
      if (current === session && !session.mesh.has(from) && socket.readyState === 1 && navigator.onLine) announceAgain(socket);
    }, Math.max(0, relay.announced + kAnswerWindowMs - Date.now()));
  });
}

// An offer through the relay that trystero here ignores (see above): from a device not
// reached from here (one reached through a neighbour only, its own connection failing, would
// make this device announce all game long), whose id is greater than this device's.
// Its sender's id, or null.
function ignoredOffer(session, text) {
  if (typeof text !== 'string' || text.length > 65536 || !text.includes('"offer"')) return null;
  let data;
  try { data = JSON.parse(text); } catch { return null; }
  const from = data && data.offer && data.peer_id;
  return typeof from === 'string' && from !== selfId && !session.mesh.has(from) && selfId < from ? from : null;
}

// Trystero opens a closed relay socket again and, being a reopening, announces every room on
// it. Held until the socket has closed, then let go at once (without, it waits up to 3.3 s).
// Trystero pauses reconnection itself while the browser is offline (never here: onLine is
// checked first); the pause let go is this one only, once.
function announceAgain(socket) {
  pauseRelayReconnection();
  let held = true;
  const letGo = () => {
    if (held && navigator.onLine) resumeRelayReconnection();
    held = false;
  };
  socket.addEventListener('close', letGo, { once: true });
  setTimeout(letGo, 2000);  // a close that never comes holds no relay back
  socket.close();
}

// "relay": not one relay socket opened within kRelayWaitMs (trystero keeps retrying after).
function watchRelays(session) {
  const started = Date.now();
  const check = () => {
    if (current !== session) return;
    const open = Object.values(getRelaySockets() || {}).some((s) => s && s.readyState === 1);
    if (open) return;
    if (Date.now() - started >= kRelayWaitMs) {
      emit({ type: 'error', what: 'relay' });
      return;
    }
    session.timer = setTimeout(check, 250);
  };
  check();
}

// An envelope (seal.js) to every peer or to one (mesh.js).
export function send(envelope, peer) {
  if (current) current.mesh.send(envelope, peer);
}

export const has = (peer) => Boolean(current && current.mesh.has(peer));

// Whom this device reaches and through whom ({peer: the peer itself, or its forwarder}),
// for tests and the console.
export const routes = () => (current ? current.mesh.table() : {});
// This page's peer id in the room (tests, the console): null when in none.
export const self = () => (current ? selfId : null);

export function leave() {
  const session = current;
  if (!session) return;
  current = null;
  clearTimeout(session.timer);
  clearTimeout(session.rejoin);
  clearTimeout(session.offersTimer);
  sayGoodbye(session);
  if (session.room) leaving = session.room.leave().catch(() => {});
}

function sayGoodbye(session) {
  session.mesh.goodbye();
}

// A page going away (a reload, a closed tab) says goodbye too, as trystero's own leave does;
// on pagehide as well, which Safari on iPhones fires where it fires no beforeunload (twice
// said is said once: the others keep a set), but not for a page kept in the back-forward
// cache (persisted), which may come back with its connections.
addEventListener('beforeunload', () => { if (current) sayGoodbye(current); });
addEventListener('pagehide', (event) => { if (current && !event.persisted) sayGoodbye(current); });
