// The mesh (#46 §4): the one place that decides how this device's words reach the others,
// whichever way the devices met. A way of meeting (quick.js through relays, direct.js by
// codes) only makes links, each to one device under that device's peer id, and hands them
// here: `open(peer, link)`, `close(peer, link)`, and what arrives on them, `data(peer, frame)`.
// The mesh then decides, for both alike:
// - routing: words go over the link to their device, or, when there is none, through a
//   neighbour linked to it (routes.js), which passes them on as they came (signed: it can
//   drop them, never change them or speak for another; inbox.js checks them where they
//   arrive); each device tells its neighbours whom it is linked to;
// - resending: the engine hears a peer open (and so says again everything it said,
//   online_game.cpp) when a link to it is replaced, or the way to it changes (routes.js);
// - rejoining: a device whose last link dropped (not a goodbye) asks its way of meeting to
//   meet again (`onAlone`: quick join joins the room again; codes need a person).
// A link is {send(frame), close()}; frames are objects, on the wire as the way of meeting
// carries them (trystero's actions, a data channel's JSON):
//   {k: 'm', e}          an envelope (seal.js) of the sender's own
//   {k: 'b'}             goodbye: the sender leaves (its link closing next is no drop)
//   {k: 'p', peers}      whom the sender is linked to
//   {k: 'f', to, e | s}  the sender's envelope, or signal, for a device linked to the receiver
//   {k: 'g', o, e | s}   an envelope or signal of `o`'s, passed on by the sender
// A signal (`s`) is a way of meeting's own word to one device it is not linked to yet
// (direct.js: a description for a new link), handed to `onSignal(from, s)`. It goes through
// the neighbour that introduced that device (routes.js: the first to say it is linked to
// it, for a newcomer the page that invited it), and is taken only from that one: a device
// passing descriptions could put itself between the two (it would still only drop or delay
// what they say, every envelope being signed), and this keeps that power with the inviter,
// as when the inviter introduced its guests itself.
import { arrived, passedOn, told } from './inbox.js';
import { isMessage } from './message.js';
import { Routes, changes, isPeerId } from './routes.js';

const kMostSignal = 16384;  // a signal's text (a description, about 700 bytes; more is not ours)

const isKey = (k) => typeof k === 'string' && k.length <= 128;
const isEnvelope = (e) => Boolean(e && typeof e === 'object' && typeof e.x === 'string' && isMessage(e.x) && isKey(e.k) && isKey(e.s));
const isSignal = (s) => Boolean(s && typeof s === 'object' && typeof s.kind === 'string' && s.kind.length <= 16
  && typeof s.sdp === 'string' && s.sdp.length <= kMostSignal);
export { isPeerId };

export class Mesh {
  // `self`: this device's peer id. `onAlone()`: the last link dropped without a goodbye (or
  // while it carried others' words). `onSignal(from, s)`: a signal for this device.
  // `onRoutes(routes)`: whom this device reaches changed (a Map, peer → carrier).
  constructor(self, { onAlone = () => {}, onSignal = null, onRoutes = () => {} } = {}) {
    this.self = self;
    this.links = new Map();       // peer → its link
    this.left = new Set();        // peers that said goodbye
    this.routes = new Routes(self);
    this.shown = new Map();       // the routes the engine was last told of
    this.marks = new Map();       // peer → what its events say of it ({inviter}, {invited})
    this.handlers = { onAlone, onSignal, onRoutes };
    this.signals = Boolean(onSignal);  // quick join has none: nor passes any on
  }

  // A link to `peer` opened. One to a peer already linked replaces the old one (trystero
  // makes a new connection in place of the one it had; what went into the old may be lost:
  // the engine hears the peer open again, and says again all it said).
  open(peer, link) {
    const old = this.links.get(peer);
    this.links.set(peer, link);
    if (old && old !== link) old.close();
    this.routes.direct.add(peer);
    this.routes.departed.delete(peer);
    this.left.delete(peer);
    this.changed();
    if (old) told(peer, this.marked({ type: 'peer-open', peer }));
  }

  close(peer, link) {
    if (this.links.get(peer) !== link) return;
    this.links.delete(peer);
    // Others reached through it: alone now, even if it said goodbye, meet again.
    const bridged = [...this.shown].some(([other, via]) => via === peer && other !== peer);
    this.routes.gone(peer);
    this.changed();
    if ((!this.left.delete(peer) || bridged) && this.links.size === 0) this.handlers.onAlone();
  }

  // A frame from `peer`. Envelopes are taken from whoever the way of meeting hands them from
  // (trystero may deliver one before it says the peer joined); the rest from linked peers only.
  data(peer, frame) {
    if (!frame || typeof frame !== 'object') return;
    if (frame.k === 'm') return arrived(peer, frame.e);
    if (!this.links.has(peer)) return;
    if (frame.k === 'b') {
      this.left.add(peer);
      this.routes.departed.add(peer);  // not to be reached through others once its link closes
    } else if (frame.k === 'p') {
      this.routes.heard(peer, frame.peers);
      this.follow();
    } else if (frame.k === 'f') {
      // Only the sender's own words, only to a peer of ours it is not linked to itself.
      const to = this.links.get(frame.to);
      if (to && frame.to !== peer) {
        if (isEnvelope(frame.e)) to.send({ k: 'g', o: peer, e: frame.e });
        else if (this.signals && isSignal(frame.s)) to.send({ k: 'g', o: peer, s: frame.s });
      }
    } else if (frame.k === 'g' && this.routes.forwards(peer, frame.o)) {
      // As if it came over its signer's own link (the signature is checked there). From a
      // device linked here too (routes.js: its end not yet open when it sent), as words passed
      // on: the engine takes its table's messages so, and its hellos from its own link only
      // (an old one coming late this way would seat its player again).
      if (isEnvelope(frame.e)) arrived(frame.o, this.links.has(frame.o) ? passedOn(frame.e) : frame.e);
      else if (this.signals && isSignal(frame.s) && this.routes.introducer(frame.o) === peer) this.handlers.onSignal(frame.o, frame.s);
    }
  }

  // An envelope to every device reached (peer undefined) or to one: over its link, or
  // through the neighbour that carries its words. False when that device is not reached.
  send(envelope, peer) {
    if (peer === undefined) {
      for (const link of this.links.values()) link.send({ k: 'm', e: envelope });
      for (const [other, via] of this.shown) if (via !== other) this.links.get(via)?.send({ k: 'f', to: other, e: envelope });
      return true;
    }
    return this.carry(peer, { k: 'm', e: envelope }, { k: 'f', to: peer, e: envelope });
  }

  // A way of meeting's signal to `peer`, through the neighbour that introduced it.
  signal(peer, s) {
    const via = this.links.get(this.routes.introducer(peer));
    if (via) via.send({ k: 'f', to: peer, s });
    return Boolean(via);
  }

  carry(peer, own, forwarded) {
    const link = this.links.get(peer);
    if (link) link.send(own);
    else if (this.shown.has(peer) && this.shown.get(peer) !== peer) this.links.get(this.shown.get(peer))?.send(forwarded);
    else return false;
    return true;
  }

  goodbye() {
    for (const link of this.links.values()) link.send({ k: 'b' });
  }

  has(peer) { return this.shown.has(peer); }

  // Whether this mesh has heard of `peer` at all: linked, reached, gone with a goodbye, or
  // named by a neighbour (a page new at the table has a new id: direct.js).
  knows(peer) {
    return this.links.has(peer) || this.shown.has(peer) || this.routes.departed.has(peer) || this.routes.introducers.has(peer);
  }

  // Whom this device reaches and through whom ({peer: the peer itself, or its carrier}).
  table() { return Object.fromEntries(this.shown); }

  // Marks its events carry from now on (no relay: the page that invited this one, a guest
  // this page invited; online_play.cpp).
  mark(peer, marks) {
    if (marks) this.marks.set(peer, marks);
    else this.marks.delete(peer);
  }

  marked(event) {
    const marks = this.marks.get(event.peer);
    if (!marks) return event;
    if (marks.inviter) return { ...event, inviter: true };
    return event.type === 'peer-open' && marks.invited ? { ...event, invited: true, offer: marks.offer } : event;
  }

  // This device's links changed: its neighbours are told, and the engine what it reaches.
  changed() {
    const peers = [...this.links.keys()];
    for (const link of this.links.values()) link.send({ k: 'p', peers });
    this.follow();
  }

  follow() {
    const now = this.routes.table();
    for (const event of changes(this.shown, now)) told(event.peer, this.marked(event));
    this.shown = now;
    this.handlers.onRoutes(now);
  }
}
