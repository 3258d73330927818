// The mesh's routes (mesh.js, #20, #46 §4): how this device reaches each device it knows of.
// Directly over its own link; or, when there is none (a link that dropped while both ends
// are still linked to a third; a device met through another whose own link is not made
// yet), through that third one, which forwards their envelopes as they came (signed: it can
// drop them, never change them or speak for another; inbox.js checks them where they
// arrive). Trystero does not bring a dropped connection back while the room is not joined
// anew (quick.js), and joining anew tears down the device's other connections; without a
// relay a link made again needs a person's codes: forwarding keeps a table of three or more
// whole without either.
//
// Each device tells its neighbours whom it is linked to; the sender picks the forwarder
// (so that an envelope arrives once), the first in id order of the neighbours linked to
// the one it writes to.
const kMostPeers = 12;

// A peer id: 20 letters and digits (trystero's own ids, and direct.js's 20 hex digits).
export const isPeerId = (p) => typeof p === 'string' && /^[0-9A-Za-z]{20}$/.test(p);

export class Routes {
  constructor(self) {
    this.self = self;           // this page's peer id
    this.direct = new Set();    // peers connected to this device
    this.theirs = new Map();    // neighbour → the peers it says it is connected to
    this.departed = new Set();  // peers that said goodbye: reached over their own connection only
    this.introducers = new Map();  // peer → the neighbour that first said it is linked to it
  }

  // The neighbour that carries words to `peer`: the peer itself when connected, else a
  // neighbour connected to it, else null.
  via(peer) {
    if (this.direct.has(peer)) return peer;
    let best = null;
    for (const [neighbour, peers] of this.theirs)
      if (this.direct.has(neighbour) && peers.has(peer) && (best === null || neighbour < best)) best = neighbour;
    return best;
  }

  // Every peer this device reaches, with the neighbour that carries words to it.
  table() {
    const routes = new Map();
    for (const peer of this.direct) routes.set(peer, peer);
    for (const peers of this.theirs.values())
      for (const peer of peers)
        if (peer !== this.self && !routes.has(peer) && !this.departed.has(peer)) {
          const neighbour = this.via(peer);
          if (neighbour !== null) routes.set(peer, neighbour);
        }
    return routes;
  }

  // A neighbour's list of its peers, as it sent it (anything else: none).
  heard(neighbour, list) {
    // A table has at most six players and a few watchers: a longer list is cut, so that no
    // device can make the others open (and send their history to) a crowd of made-up peers.
    const peers = Array.isArray(list) ? list.filter(isPeerId).slice(0, kMostPeers) : [];
    this.theirs.set(neighbour, new Set(peers));
    for (const peer of peers) if (peer !== this.self && !this.introducers.has(peer)) this.introducers.set(peer, neighbour);
  }

  // The neighbour that carries a signal to or from `peer` (mesh.js): the one that first said
  // it is linked to it, while it is still linked here and still says so, else null. A page new
  // at a table is linked to the page that invited it only, so that one introduces it to
  // everyone: another device cannot put itself between them by choosing a small peer id.
  introducer(peer) {
    const neighbour = this.introducers.get(peer);
    return neighbour !== undefined && this.direct.has(neighbour) && Boolean(this.theirs.get(neighbour)?.has(peer)) ? neighbour : null;
  }

  // Whether words forwarded by `neighbour` as `origin`'s are taken (as if from `origin`'s own
  // connection: the signature is checked there): only from a neighbour that said it is
  // connected to `origin`, never as this device's own or the neighbour's.
  // Taken even when `origin` is connected here too: a new connection opens at its two ends a
  // moment apart (trystero's handshake), and in between the end not yet open sends through a
  // neighbour what it will never send again. A creator's page reloaded mid-decision lost her
  // choice so (CI, 2026-11-26: the table waited for ever). A duplicate changes nothing.
  forwards(neighbour, origin) {
    return typeof origin === 'string' && origin !== this.self && origin !== neighbour
      && this.direct.has(neighbour) && Boolean(this.theirs.get(neighbour)?.has(origin));
  }

  gone(neighbour) {
    this.direct.delete(neighbour);
    this.theirs.delete(neighbour);
  }
}

// What the engine is told as the routes change (`before` and `after`: tables of routes):
// a peer no longer reached closes; a peer newly reached opens; a peer reached another way
// because the connection that carried its words is gone (its own, or its forwarder's)
// closes and opens again at once. A peer reached another way while the old carrier is still
// connected (a forwarder still here, or now the peer's own connection) opens again without
// closing: the old forwarder may have lost its own connection to the peer before saying so,
// and dropped what it was given meanwhile. An open makes the engine say again everything it
// said (online_game.cpp); the tables ignore what they have seen.
export function changes(before, after) {
  const out = [];
  for (const [peer, carrier] of before) {
    const now = after.get(peer);
    if (now === undefined) out.push({ type: 'peer-close', peer });
    else if (now !== carrier && after.get(carrier) !== carrier) out.push({ type: 'peer-close', peer }, { type: 'peer-open', peer });
    else if (now !== carrier) out.push({ type: 'peer-open', peer });
  }
  for (const peer of after.keys()) if (!before.has(peer)) out.push({ type: 'peer-open', peer });
  return out;
}
