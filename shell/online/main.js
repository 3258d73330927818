// online.js: the page's transport for online play, window.rdNet, loaded by shell.js's
// rdShell.loadOnline() when the player first goes online (not at start: it weighs more than
// the rest of the shell). The engine (C++) calls rdNet through EM_ASM; every call returns at
// once and never throws; what happens comes back as events (events.js), the same for both
// ways of meeting (quick.js: through relays; direct.js: by codes, no relay).
//
// Every message is signed with this browser's key (identity.js, seal.js) and every one
// received is checked before the engine hears it (inbox.js).
//
// Events: {type: 'ready', device} (from shell.js, once identity() is known), 'peer-open' /
// 'peer-close' {peer, inviter?, invited?, offer?} (no relay: the page that invited this one,
// a guest this page invited and the offer it answered; mesh.js decides when a peer opens and
// closes, for both ways of meeting), 'message' {peer, device, text, passed?} (passed: another device's words
// that `peer` passed on, inbox.js), 'offer' {code, peer} (peer: the offer's name, its guest's first peer-open's `offer`), 'answer' {code},
// 'error' {what: 'load' | 'relay' | 'ice' | 'bad-code' | 'stale' | 'too-long' | 'signature', peer?, detail?}.
import { emit, log, silence } from './events.js';
import { isMessage } from './message.js';
import { myIdentity } from './identity.js';
import { seal, enterRoom } from './seal.js';
import { forget, passable } from './inbox.js';
import * as quick from './quick.js';
import * as direct from './direct.js';
import { sha256 } from './hash.js';
import { qr } from './qr.js';

// Runs `fn` so that nothing escapes to the engine's EM_ASM: a bug here becomes an event.
function guarded(name, fn) {
  return (...args) => {
    try {
      const result = fn(...args);
      if (result && typeof result.catch === 'function') result.catch((err) => failed(name, err));
    } catch (err) {
      failed(name, err);
    }
  };
}

function failed(name, err) {
  console.warn(`rdNet.${name}:`, err);
  emit({ type: 'error', what: 'ice', detail: `${name}: ${err && err.message}` });
}

// Signing is asynchronous: sends are chained so that they leave in the order the engine
// made them. Bumped by leave(): what was still being signed is not sent.
let sending = Promise.resolve();
let era = 0;

function sendChecked(text, peer) {
  if (typeof text !== 'string') return;
  if (!isMessage(text)) {
    emit({ type: 'error', what: 'too-long', detail: 'not sent' });
    return;
  }
  const mine = era;
  sending = sending.then(() => seal(text)).then((envelope) => {
    if (mine === era) dispatch(envelope, peer);
  }).catch((err) => failed('send', err));
}

function dispatch(envelope, peer) {
  if (peer === undefined) {
    quick.send(envelope);
    direct.send(envelope);
  } else if (quick.has(peer)) {
    quick.send(envelope, peer);
  } else {
    direct.send(envelope, peer);
  }
}

// Another device's words as it signed them and this device heard them, passed on to `peer`
// (undefined: every peer); nothing when they are not kept here. Chained with this device's
// own sends, so that the order the engine made stays.
function passOn(device, text, peer) {
  if (typeof device !== 'string' || typeof text !== 'string') return;
  const mine = era;
  sending = sending.then(() => {
    const envelope = passable(device, text);
    if (envelope && mine === era) dispatch(envelope, peer);
  }).catch((err) => failed('passOn', err));
}

// The room every message is signed for: the table's, given with each way of meeting.
const roomOf = (options) => (options && typeof options === 'object' ? options.room : undefined);

window.rdNet = {
  events: log,
  // This browser's device id (the key's): a promise of {device}.
  identity: () => myIdentity().then((me) => ({ device: me.device })),
  join: guarded('join', (options) => { enterRoom(roomOf(options)); quick.join(options); }),
  host: guarded('host', (options) => { enterRoom(roomOf(options)); return direct.makeOffer(options); }),
  answer: guarded('answer', (code, options) => { enterRoom(roomOf(options)); return direct.makeAnswer(code, options); }),
  accept: guarded('accept', (code) => direct.accept(code)),
  send: guarded('send', (text) => sendChecked(text)),
  sendTo: guarded('sendTo', (peer, text) => { if (typeof peer === 'string') sendChecked(text, peer); }),
  // peer: '' for every peer.
  passOn: guarded('passOn', (peer, device, text) => passOn(device, text, typeof peer === 'string' && peer !== '' ? peer : undefined)),
  leave: guarded('leave', () => {
    silence();
    era += 1;
    forget();
    enterRoom('');
    quick.leave();
    direct.leave();
  }),
  // Synchronous answers (no events).
  sha256: (hex) => { try { return sha256(hex); } catch (err) { return null; } },
  qr: (text) => { try { return qr(text); } catch (err) { return null; } },
  routes: () => ({ ...direct.routes(), ...quick.routes() }),
  // This page's peer id, as the others know it (null before it meets anyone).
  peer: () => direct.self() || quick.self(),
};
