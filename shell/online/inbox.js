// Envelopes arriving from other devices (mesh.js), checked (seal.js) before the
// engine hears them: {type: 'message', peer, device, text} where `device` is the signer's id,
// or {type: 'error', what: 'signature', peer} and nothing else when the signature fails.
//
// Checking is asynchronous (WebCrypto): each peer's envelopes are chained so that the engine
// hears them in the order that peer sent them, whatever each check takes.
//
// A peer id is also pinned to the device of its first good envelope: a connection (or the
// no-relay host naming a sender) cannot later pass off another device's signed words as
// that peer's. The engine still judges by the device, never by the peer.
//
// An envelope marked `r` is another device's words passed on by the peer (the engine's
// choice: a device gone from the sender, whose words the receiver may have missed). It is
// checked as any, pins nothing, and reaches the engine as {..., passed: true}. Every good
// envelope a peer sent as its own is kept (the last kKept) so that this device can pass it
// on in turn (passOn); passed-on ones are not, so that a peer cannot fill the store with
// words signed by keys it made up.
import { emit } from './events.js';
import { open } from './seal.js';
import { isMessage } from './message.js';

const kKept = 8192;         // envelopes kept to pass on: a long game's messages at six players
const kept = new Map();    // device + '\n' + text → its envelope, oldest first
const chains = new Map();  // peer → the promise of its latest envelope's delivery
const pins = new Map();    // peer → the device that signs for it
let era = 0;               // bumped by forget(): checks still running are not delivered

export function arrived(peer, envelope) {
  if (envelope && typeof envelope === 'object' && typeof envelope.x === 'string' && !isMessage(envelope.x)) {
    emit({ type: 'error', what: 'too-long', peer });
    return;
  }
  const passed = Boolean(envelope && typeof envelope === 'object' && envelope.r === 1);
  queue(peer, () => open(envelope), (opened) => deliver(peer, opened, envelope, passed));
}

// An envelope marked as another's words passed on (nothing else of what came with it).
export const passedOn = (envelope) => ({ x: envelope.x, k: envelope.k, s: envelope.s, r: 1 });

// The envelope `device` signed of `text`, as this device heard it, marked as passed on; null
// if none is kept.
export function passable(device, text) {
  const envelope = kept.get(`${device}\n${text}`);
  return envelope ? passedOn(envelope) : null;
}

function keep(device, envelope) {
  const key = `${device}\n${envelope.x}`;
  kept.delete(key);
  kept.set(key, envelope);
  if (kept.size > kKept) kept.delete(kept.keys().next().value);
}

// An event about `peer` (peer-open, peer-close) in its place among its messages: a close
// never overtakes a message whose check is still running, nor an open the close before it.
// A close unpins the peer: peer ids are the pages' own say, and nothing here assumes one is
// never used again by another device's page.
export function told(peer, event) {
  queue(peer, () => null, () => {
    if (event.type === 'peer-close') pins.delete(peer);
    emit(event);
  });
}

// `work` then `then` with its result, after everything queued for `peer` before.
function queue(peer, work, then) {
  const mine = era;
  const before = chains.get(peer) || Promise.resolve();
  // A failure is logged and the chain goes on: a rejected link would silence the peer for good.
  const after = before.then(work).then((result) => { if (mine === era) then(result); })
    .catch((err) => console.warn('rdNet: a message could not be delivered', err));
  chains.set(peer, after);
  // The chain ends with its last item: a peer that stops sending holds nothing.
  after.then(() => { if (chains.get(peer) === after) chains.delete(peer); });
}

// `passed`: another device's words passed on by the peer (never the peer's own): pinning
// nothing, and not kept.
function deliver(peer, opened, envelope, passed) {
  if (opened && passed) {
    emit({ type: 'message', peer, device: opened.device, text: opened.text, passed: true });
    return;
  }
  const pinned = pins.get(peer);
  if (!opened || (pinned && pinned !== opened.device)) {
    emit({ type: 'error', what: 'signature', peer, detail: opened ? 'another device for this peer' : 'bad signature' });
    return;
  }
  pins.set(peer, opened.device);
  keep(opened.device, { x: envelope.x, k: envelope.k, s: envelope.s });
  emit({ type: 'message', peer, device: opened.device, text: opened.text });
}

// rdNet.leave(): checks in flight are dropped, and peer ids mean nothing any more.
export function forget() {
  era += 1;
  chains.clear();
  pins.clear();
  kept.clear();
}
