// Quick join: devices meet through public WebSocket relays (BitTorrent trackers, trystero's
// torrent strategy) and then talk over direct WebRTC data channels. The room's key encrypts
// what goes through the relays (trystero's `password`) and proves to each peer that the other
// holds it. Peer ids are trystero's (20 characters, one per page load).
import { joinRoom, getRelaySockets } from '@trystero-p2p/torrent';
import { emit } from './events.js';
import { arrived, told } from './inbox.js';

const kAppId = 'river-dragons';
const kRelayWaitMs = 8000;  // no relay socket open by then: say so (the player may want no-relay)

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
  const session = { room: null, timer: 0, peers: new Set(), sendText: null };
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
  const [sendText, onText] = actionOf(session.room);
  session.sendText = sendText;
  // Envelopes (seal.js), checked before the engine hears them.
  onText((envelope, peer) => { if (live()) arrived(peer, envelope); });
  session.room.onPeerJoin = (peer) => {
    if (!live()) return;
    session.peers.add(peer);
    watchIce(session, peer);
    told(peer, { type: 'peer-open', peer });
  };
  session.room.onPeerLeave = (peer) => {
    if (!live() || !session.peers.delete(peer)) return;
    told(peer, { type: 'peer-close', peer });
  };
  watchRelays(session);
}

// One action for all the game's signed text ('t'); trystero frames and reassembles it.
function actionOf(room) {
  const action = room.makeAction('t');
  return [
    (text, target) => action.send(text, target ? { target } : undefined).catch(() => {}),
    (handler) => { action.onMessage = (data, context) => handler(data, context.peerId); },
  ];
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

// An envelope (seal.js) to every peer or to one.
export function send(envelope, peer) {
  if (current && current.sendText && (peer === undefined || current.peers.has(peer))) current.sendText(envelope, peer);
}

export const has = (peer) => Boolean(current && current.peers.has(peer));

export function leave() {
  const session = current;
  if (!session) return;
  current = null;
  clearTimeout(session.timer);
  if (session.room) leaving = session.room.leave().catch(() => {});
}
