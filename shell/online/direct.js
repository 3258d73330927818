// No relay: the devices meet by codes a person carries (code.js): the host's offer in the
// invite, each guest's answer sent back. Guests connect to the host only (a star: each
// guest needs one code exchange, not one per other guest), and the host forwards what a
// guest says to the others, naming the original sender, so every device sees every other
// as a peer. Peer ids: the host is "h", guests "g1", "g2"… handed out by the host in its offers.
//
// On the data channel (one per guest, JSON; `e`: a signed envelope, seal.js):
//   guest → host  {k: 'm', to: null | peer, e}   to everyone, or to one device
//   host → guest  {k: 'm', from: peer, e}        from the host or forwarded from a guest
//                 {k: 'join' | 'part', peer}      another guest came or went
// The host forwards a guest's envelope as it came: it can drop it, never change it or sign
// it for another device (every device checks every envelope, inbox.js).
import { emit } from './events.js';
import { arrived, told } from './inbox.js';
import { fits } from './seal.js';
import { OFFER, ANSWER, parseSdp, pack, unpack, buildSdp } from './code.js';
import { toHex } from './bytes.js';

export const HOST = 'h';
const kGatherMs = 10000;      // ICE gathering that has not finished by then: use what came
const kStaleSeconds = 120;    // an answer older than this fails to connect (measured): refuse it
// A connection that has not opened by then never will: "ice". ICE itself may never say
// "failed" (measured: with no usable pair it stays "new"). The host counts from accept(),
// where a working pair connects within a second or two (a TURN relay within a few); the
// guest from its answer, which a person carries back: up to its staleness and a margin.
const kHostConnectMs = 20000;
const kGuestConnectMs = (kStaleSeconds + 30) * 1000;
const kMaxGuests = 255;       // one byte in the codes
const kMaxPending = 16;       // offers waiting for an answer: more close the oldest (each holds a connection)
// When the engine gives no ICE servers: the public STUN servers trystero uses by default.
const kDefaultIceServers = ['stun:stun.l.google.com:19302', 'stun:stun1.l.google.com:19302', 'stun:stun.cloudflare.com:3478']
  .map((urls) => ({ urls }));

// The host's side: offers waiting for an answer (by offer id) and the guests connected.
const offers = new Map();
const guests = new Map();     // peer id → link
let nextGuest = 1;
// The guest's side: its link to the host, its own id and the other guests the host told of.
let host = null;
// Bumped by leave(): work still in flight from before (gathering, a handshake) is dropped.
let era = 0;
// Every connection not closed yet, wherever it stands (gathering, offered, accepted, open):
// leave() closes them all.
const links = new Set();

const rtcConfig = (options) => {
  const servers = options && typeof options === 'object' ? options.iceServers : undefined;
  return { iceServers: Array.isArray(servers) ? servers : kDefaultIceServers };
};

// A peer connection with its one data channel, negotiated (id 0) by both sides so that the
// SDP needs nothing about it.
function makeLink(options) {
  const pc = new RTCPeerConnection(rtcConfig(options));
  const dc = pc.createDataChannel('rd', { negotiated: true, id: 0 });
  const link = { pc, dc, peer: null, open: false, closed: false, deadline: 0, noConnection: null };
  links.add(link);
  return link;
}

// Resolves once the browser has gathered its candidates (the code carries them all: nobody
// trickles them later), or after kGatherMs with what it has.
function gathered(pc) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    const timer = setTimeout(done, kGatherMs);
    function done() {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    }
    function check() { if (pc.iceGatheringState === 'complete') done(); }
    pc.addEventListener('icegatheringstatechange', check);
  });
}

// Our description after gathering, parsed for a code; throws if the browser made one we cannot pack.
async function localDescription(link) {
  await gathered(link.pc);
  const desc = parseSdp(link.pc.localDescription ? link.pc.localDescription.sdp : '');
  if (!desc) throw new Error('unpackable local description');
  return desc;
}

// `link.noConnection` (set by watch) is called unless the link opens within `ms`.
function expect(link, ms) {
  clearTimeout(link.deadline);
  link.deadline = setTimeout(() => { if (!link.open && link.noConnection) link.noConnection(); }, ms);
}

function close(link) {
  if (link.closed) return false;
  link.closed = true;
  links.delete(link);
  clearTimeout(link.deadline);
  try { link.dc.close(); } catch (err) { /* already closed */ }
  try { link.pc.close(); } catch (err) { /* already closed */ }
  return true;
}

// Open/close/failure of a link, and its messages, to `handlers` (host or guest side).
function watch(link, { onOpen, onClose, onData }) {
  const mine = era;
  const live = () => mine === era && !link.closed;
  link.dc.onopen = () => {
    clearTimeout(link.deadline);
    if (live()) { link.open = true; onOpen(); }
  };
  const closed = () => {
    if (mine !== era || link.closed) return;
    const wasOpen = link.open;
    close(link);
    if (wasOpen) onClose();
  };
  link.dc.onclose = closed;
  const fail = (detail) => {
    if (!live()) return;
    emit({ type: 'error', what: 'ice', peer: link.peer, detail });
    closed();
  };
  link.pc.addEventListener('iceconnectionstatechange', () => { if (link.pc.iceConnectionState === 'failed') fail('ICE failed'); });
  link.noConnection = () => fail('no connection');
  link.dc.onmessage = (e) => {
    if (!live() || typeof e.data !== 'string') return;
    let data = null;
    try { data = JSON.parse(e.data); } catch (err) { return; }  // not ours: nothing to do
    if (data && typeof data === 'object') onData(data);
  };
}

function post(link, data) {
  if (!link.open || link.closed) return;
  try { link.dc.send(JSON.stringify(data)); } catch (err) { /* closing: its close event follows */ }
}

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(4)));

// --- Host ---------------------------------------------------------------------------------

// rdNet.host(options): a new offer for one more guest → {type: 'offer', code}.
export async function makeOffer(options) {
  const mine = era;
  if (nextGuest > kMaxGuests) {
    emit({ type: 'error', what: 'ice', detail: 'too many guests' });
    return;
  }
  const guest = nextGuest++;
  const link = makeLink(options);
  link.peer = `g${guest}`;
  const offerId = randomId();
  try {
    await link.pc.setLocalDescription(await link.pc.createOffer());
    const desc = await localDescription(link);
    if (mine !== era) return close(link);
    offers.set(toHex(offerId), { link, guest });
    if (offers.size > kMaxPending) {
      const [oldest, { link: old }] = offers.entries().next().value;
      offers.delete(oldest);
      close(old);
    }
    emit({ type: 'offer', code: pack({ ...desc, kind: OFFER, offerId, guest }), peer: link.peer });
  } catch (err) {
    close(link);
    if (mine === era) emit({ type: 'error', what: 'ice', detail: `offer: ${err && err.message}` });
  }
}

// rdNet.accept(code): a guest's answer to one of our offers.
export async function accept(code) {
  const desc = unpack(code, ANSWER);
  const pending = desc && offers.get(toHex(desc.offerId));
  if (!desc || !pending || pending.guest !== desc.guest) {
    emit({ type: 'error', what: 'bad-code', detail: desc ? 'no offer of ours' : 'not an answer code' });
    return;
  }
  if (Date.now() / 1000 - desc.time > kStaleSeconds) {
    emit({ type: 'error', what: 'stale', peer: pending.link.peer });
    return;  // the offer stays: the guest may make a fresh answer to it
  }
  offers.delete(toHex(desc.offerId));
  const { link } = pending;
  watch(link, {
    onOpen: () => guestOpened(link),
    onClose: () => guestClosed(link),
    onData: (data) => fromGuest(link, data),
  });
  try {
    await link.pc.setRemoteDescription({ type: 'answer', sdp: buildSdp(desc) });
    expect(link, kHostConnectMs);
  } catch (err) {
    close(link);
    emit({ type: 'error', what: 'bad-code', peer: link.peer, detail: String(err && err.message) });
  }
}

function guestOpened(link) {
  // The newcomer learns who is already here; the others learn of the newcomer.
  for (const other of guests.values()) {
    post(other, { k: 'join', peer: link.peer });
    post(link, { k: 'join', peer: other.peer });
  }
  guests.set(link.peer, link);
  told(link.peer, { type: 'peer-open', peer: link.peer });
}

function guestClosed(link) {
  if (guests.get(link.peer) !== link) return;
  guests.delete(link.peer);
  for (const other of guests.values()) post(other, { k: 'part', peer: link.peer });
  told(link.peer, { type: 'peer-close', peer: link.peer });
}

function fromGuest(link, data) {
  if (data.k !== 'm') return;
  if (!fits(data.e)) {
    // Too long, or not even an envelope: the host's own check says which (inbox.js).
    arrived(link.peer, data.e);
    return;
  }
  // The peer is the link it came on, never what the message says; the signer is in the
  // envelope, forwarded unchanged: neither can be passed off as another's.
  const forward = { k: 'm', from: link.peer, e: data.e };
  if (data.to === null || data.to === undefined) {
    for (const other of guests.values()) if (other !== link) post(other, forward);
    arrived(link.peer, data.e);
  } else if (data.to === HOST) {
    arrived(link.peer, data.e);
  } else if (guests.has(data.to) && data.to !== link.peer) {
    post(guests.get(data.to), forward);
  }
}

// --- Guest --------------------------------------------------------------------------------

// rdNet.answer(code, options): our answer to a host's offer → {type: 'answer', code}.
export async function makeAnswer(code, options) {
  const mine = era;
  const offer = unpack(code, OFFER);
  if (!offer) {
    emit({ type: 'error', what: 'bad-code', detail: 'not an offer code' });
    return;
  }
  // A fresh answer replaces the one before, and its connection (the engine hears it close).
  if (host) {
    const old = host;
    const wasOpen = old.link.open;
    close(old.link);
    if (wasOpen) hostClosed(old);
    host = null;
  }
  const link = makeLink(options);
  link.peer = HOST;
  const self = { link, me: `g${offer.guest}`, others: new Set() };
  host = self;
  watch(link, {
    onOpen: () => told(HOST, { type: 'peer-open', peer: HOST }),
    onClose: () => hostClosed(self),
    onData: (data) => fromHost(self, data),
  });
  try {
    await link.pc.setRemoteDescription({ type: 'offer', sdp: buildSdp(offer) });
    await link.pc.setLocalDescription(await link.pc.createAnswer());
    const desc = await localDescription(link);
    if (mine !== era || host !== self) return;
    const time = Math.floor(Date.now() / 1000);
    expect(link, kGuestConnectMs);
    emit({ type: 'answer', code: pack({ ...desc, kind: ANSWER, offerId: offer.offerId, guest: offer.guest, time }) });
  } catch (err) {
    if (mine !== era || host !== self) return;
    close(link);
    host = null;
    emit({ type: 'error', what: 'bad-code', detail: String(err && err.message) });
  }
}

function hostClosed(self) {
  if (host !== self) return;
  host = null;
  for (const peer of self.others) told(peer, { type: 'peer-close', peer });
  told(HOST, { type: 'peer-close', peer: HOST });
}

function fromHost(self, data) {
  const peer = typeof data.peer === 'string' ? data.peer : null;
  if (data.k === 'join' && peer && peer !== self.me && peer !== HOST && !self.others.has(peer)) {
    self.others.add(peer);
    told(peer, { type: 'peer-open', peer });
  } else if (data.k === 'part' && self.others.delete(peer)) {
    told(peer, { type: 'peer-close', peer });
  } else if (data.k === 'm' && (data.from === HOST || self.others.has(data.from))) {
    arrived(data.from, data.e);
  }
}

// --- Both ---------------------------------------------------------------------------------

// An envelope (seal.js) to every device (peer undefined) or to one; false if that device is
// not connected here.
export function send(envelope, peer) {
  if (host) {
    if (peer === undefined) post(host.link, { k: 'm', to: null, e: envelope });
    else if (peer === HOST || host.others.has(peer)) post(host.link, { k: 'm', to: peer, e: envelope });
    else return false;
    return true;
  }
  if (peer === undefined) {
    for (const link of guests.values()) post(link, { k: 'm', from: HOST, e: envelope });
    return true;
  }
  if (!guests.has(peer)) return false;
  post(guests.get(peer), { k: 'm', from: HOST, e: envelope });
  return true;
}

export function leave() {
  era += 1;
  for (const link of [...links]) close(link);
  offers.clear();
  guests.clear();
  nextGuest = 1;
  host = null;
}
