// online.js: the page's transport for online play, window.rdNet, loaded by shell.js's
// rdShell.loadOnline() when the player first goes online (not at start: it weighs more than
// the rest of the shell). The engine (C++) calls rdNet through EM_ASM; every call returns at
// once and never throws; what happens comes back as events (events.js), the same for both
// ways of meeting (quick.js: through relays; direct.js: by codes, no relay).
//
// Events: {type: 'ready'} (from shell.js), 'peer-open' / 'peer-close' {peer},
// 'message' {peer, text}, 'offer' {code}, 'answer' {code},
// 'error' {what: 'load' | 'relay' | 'ice' | 'bad-code' | 'stale' | 'too-long', peer?, detail?}.
import { emit, log, silence } from './events.js';
import { isMessage } from './message.js';
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

function sendChecked(text, peer) {
  if (typeof text !== 'string') return;
  if (!isMessage(text)) {
    emit({ type: 'error', what: 'too-long', detail: 'not sent' });
    return;
  }
  if (peer === undefined) {
    quick.send(text);
    direct.send(text);
  } else if (quick.has(peer)) {
    quick.send(text, peer);
  } else {
    direct.send(text, peer);
  }
}

window.rdNet = {
  events: log,
  join: guarded('join', (options) => quick.join(options)),
  host: guarded('host', (options) => direct.makeOffer(options)),
  answer: guarded('answer', (code, options) => direct.makeAnswer(code, options)),
  accept: guarded('accept', (code) => direct.accept(code)),
  send: guarded('send', (text) => sendChecked(text)),
  sendTo: guarded('sendTo', (peer, text) => { if (typeof peer === 'string') sendChecked(text, peer); }),
  leave: guarded('leave', () => {
    silence();
    quick.leave();
    direct.leave();
  }),
  // Synchronous answers (no events).
  sha256: (hex) => { try { return sha256(hex); } catch (err) { return null; } },
  qr: (text) => { try { return qr(text); } catch (err) { return null; } },
};
