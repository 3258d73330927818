// No relay: the devices meet by codes a person carries (code.js): the inviting page's offer
// in the invite, each guest's answer sent back. Each guest needs one code exchange only, with
// the page that invited it. Every other link is made for it: a device that the mesh shows
// reached only through a neighbour (mesh.js, routes.js) is called directly, its description
// and the answer passed as signals through that neighbour (of the two, the one with the
// smaller peer id calls, once). Where two devices cannot connect (another network), the
// neighbour carries their words, so every device sees every other as a peer either way;
// when a link drops, the mesh carries its words through another (a guest that loses the
// creator's page while a friend still reaches it goes on through the friend: no part of the
// table is cut off that the network does not cut off).
//
// Any page may invite (the engine says when: online_play.cpp); a guest whose inviter has
// gone invites in its turn, and the friends it invites meet the others as above.
//
// Peer ids: each page makes its own at random (one per leave(), and anew when it answers an
// invite linked to nobody, so that a page invited again is a new peer to those that knew it:
// a code's link under an id this page has heard of is refused), and says it first on every
// link ({k: 'id', id}); then the link carries the mesh's frames, as JSON. A peer-open of the
// page that invited this one, and its close, say so (`inviter`); a guest's first open says
// it was invited here, and by which offer (`invited`, `offer`: the offer event's `peer`).
//
// A page that passes descriptions between two others could put itself between them: it
// would still only be able to drop or delay what they say, as when it forwards (every
// envelope is signed, inbox.js).
import { emit } from './events.js';
import { OFFER, ANSWER, parseSdp, pack, unpack, buildSdp } from './code.js';
import { toHex } from './bytes.js';
import { Mesh, isPeerId } from './mesh.js';

const kGatherMs = 10000;      // ICE gathering that has not finished by then: use what came
const kStaleSeconds = 120;    // an answer older than this fails to connect (measured): refuse it
// A connection that has not opened by then never will: "ice". ICE itself may never say
// "failed" (measured: with no usable pair it stays "new"). The inviter counts from accept(),
// where a working pair connects within a second or two (a TURN relay within a few); the
// guest from its answer, which a person carries back: up to its staleness and a margin.
const kHostConnectMs = 20000;
const kGuestConnectMs = (kStaleSeconds + 30) * 1000;
const kMaxPending = 16;       // offers waiting for an answer: more close the oldest (each holds a connection)
// A link to a device met through another not open by then: that one carries their words. It
// counts from the call, so it holds both sides' gathering (each up to kGatherMs) and two
// passes through the carrier.
const kMateConnectMs = 2 * kGatherMs + 20000;
// Calls under way at once, and devices remembered as called: a table has six players and a
// few watchers, and a device listing made-up peers must not make this one open connections
// without end (the browser's own limit would then refuse real ones).
const kMostCalling = 8;
const kMostCalled = 64;
// leave(): a link's goodbye has this long to go out before the link closes.
const kGoodbyeMs = 1000;
// When the engine gives no ICE servers: the public STUN servers trystero uses by default.
const kDefaultIceServers = ['stun:stun.l.google.com:19302', 'stun:stun1.l.google.com:19302', 'stun:stun.cloudflare.com:3478']
  .map((urls) => ({ urls }));

// This page's mesh (made with the first invite or answer), its offers waiting for an answer
// (by offer id), the link to the page that invited it, and the calls to devices met through
// another: being made (peer → link), or made once (`called`: never again; a link that drops
// leaves its words to the mesh's other ways).
let mesh = null;
const offers = new Map();
let nextOffer = 0;
let inviter = null;
const calling = new Map();
const called = new Set();
let iceOptions = undefined;   // the last host()/answer()'s (ICE servers)
// Bumped by each answer: an offer still being made when this page answers an invite is dropped.
let answers = 0;
// Bumped by leave(): work still in flight from before (gathering, a handshake) is dropped.
let era = 0;
// Every connection not closed yet, wherever it stands (gathering, offered, accepted, open):
// leave() closes them all.
const links = new Set();

const randomPeerId = () => toHex(crypto.getRandomValues(new Uint8Array(10)));

function theMesh() {
  if (!mesh) mesh = new Mesh(randomPeerId(), { onSignal: signalled, onRoutes: callUnlinked });
  return mesh;
}

const rtcConfig = (options) => {
  const servers = options && typeof options === 'object' ? options.iceServers : undefined;
  return { iceServers: Array.isArray(servers) ? servers : kDefaultIceServers };
};

// A peer connection with its one data channel, negotiated (id 0) by both sides so that the
// SDP needs nothing about it. `expected`: the peer id it must say (a call), or null (a code).
function makeLink(options, expected = null) {
  const pc = new RTCPeerConnection(rtcConfig(options));
  const dc = pc.createDataChannel('rd', { negotiated: true, id: 0 });
  const link = { pc, dc, peer: null, expected, open: false, closed: false, deadline: 0, noConnection: null };
  link.face = { send: (frame) => post(link, frame), close: () => close(link) };
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

// A link's life: once open, each end says its peer id; once the other's is heard the link is
// the mesh's (`onReady()` first: what it is to this page), until it closes. `onFail`: a link
// that closed or failed before that (default: the engine hears "ice", what to try); one that
// was the mesh's and fails is a close, nothing more.
function watch(link, { onReady = () => {}, onFail = (detail) => emit({ type: 'error', what: 'ice', detail }) } = {}) {
  const mine = era;
  const live = () => mine === era && !link.closed;
  link.dc.onopen = () => {
    clearTimeout(link.deadline);
    if (!live()) return;
    link.open = true;
    post(link, { k: 'id', id: theMesh().self });
  };
  const closed = (detail = 'closed') => {
    if (!live()) return;
    close(link);
    if (link.peer) theMesh().close(link.peer, link.face);
    else onFail(detail);
  };
  link.dc.onclose = () => closed();
  const fail = closed;
  link.pc.addEventListener('iceconnectionstatechange', () => { if (link.pc.iceConnectionState === 'failed') fail('ICE failed'); });
  // A far end gone without a word (its browser killed, its network lost): Chromium says
  // "failed" here about 20 s later while ICE itself stays "disconnected" for ever, and the
  // data channel never closes (a playtest: the creator's guests saw her connected 3 minutes on).
  link.pc.addEventListener('connectionstatechange', () => { if (link.pc.connectionState === 'failed') fail('connection failed'); });
  link.noConnection = () => fail('no connection');
  link.dc.onmessage = (e) => {
    if (!live() || typeof e.data !== 'string') return;
    let frame = null;
    try { frame = JSON.parse(e.data); } catch (err) { return; }  // not ours: nothing to do
    if (!frame || typeof frame !== 'object') return;
    if (link.peer) return theMesh().data(link.peer, frame);
    const id = frame.k === 'id' ? frame.id : null;
    // A page's own id is no peer of ours; nor, on a call, another than the call was for, or,
    // on a code's link, one this page has heard of (a page invited is new: its id too; a
    // device saying another's would take that one's place here). A device linked already
    // keeps its older link: two honest links crossing (a call under way as one of the two
    // invites the other) may so both go, and the mesh carries their words through another.
    const known = link.expected ? id !== link.expected || theMesh().links.has(id) : theMesh().knows(id);
    if (!isPeerId(id) || id === theMesh().self || known) return void closed('not a new peer');
    link.peer = id;
    remember(id);
    onReady(link);
    theMesh().open(id, link.face);
  };
}

function post(link, frame) {
  if (!link.open || link.closed) return;
  try { link.dc.send(JSON.stringify(frame)); } catch (err) { /* closing: its close event follows */ }
}

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(4)));

// --- Inviting -----------------------------------------------------------------------------

// rdNet.host(options): a new offer for one more guest → {type: 'offer', code, peer} (peer:
// the offer's name, which its guest's first peer-open carries as `offer`).
export async function makeOffer(given) {
  const mine = era;
  const role = answers;
  iceOptions = given;
  theMesh();
  const guest = (nextOffer % 255) + 1;  // (one byte in the codes, matched with the offer id)
  nextOffer += 1;
  const name = `o${nextOffer}`;
  const link = makeLink(given);
  const offerId = randomId();
  try {
    await link.pc.setLocalDescription(await link.pc.createOffer());
    const desc = await localDescription(link);
    if (mine !== era || role !== answers) return close(link);
    offers.set(toHex(offerId), { link, guest, name });
    if (offers.size > kMaxPending) {
      const [oldest, { link: old }] = offers.entries().next().value;
      offers.delete(oldest);
      close(old);
    }
    emit({ type: 'offer', code: pack({ ...desc, kind: OFFER, offerId, guest }), peer: name });
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
    emit({ type: 'error', what: 'stale', peer: pending.name });
    return;  // the offer stays: the guest may make a fresh answer to it
  }
  offers.delete(toHex(desc.offerId));
  const { link, name } = pending;
  watch(link, { onReady: () => theMesh().mark(link.peer, { invited: true, offer: name }) });
  try {
    await link.pc.setRemoteDescription({ type: 'answer', sdp: buildSdp(desc) });
    expect(link, kHostConnectMs);
  } catch (err) {
    close(link);
    emit({ type: 'error', what: 'bad-code', peer: name, detail: String(err && err.message) });
  }
}

// --- Answering ----------------------------------------------------------------------------

// rdNet.answer(code, options): our answer to an invite's offer → {type: 'answer', code}.
export async function makeAnswer(code, options) {
  const mine = era;
  const offer = unpack(code, OFFER);
  if (!offer) {
    emit({ type: 'error', what: 'bad-code', detail: 'not an offer code' });
    return;
  }
  iceOptions = options;
  answers += 1;
  // A page linked to nobody answers as a new peer (the creator coming back by a friend's
  // invite after her network went, unseen: the others have heard of her old id).
  if (mesh && mesh.links.size === 0) {
    for (const link of calling.values()) close(link);
    mesh = null, calling.clear(), called.clear();
  }
  // A fresh answer replaces the one before and its link (the engine hears it close, no longer
  // as the inviter's), and this page's offers not answered yet.
  if (inviter) {
    if (inviter.peer) theMesh().mark(inviter.peer, null);
    const old = inviter;
    inviter = null;
    close(old);
    if (old.peer) theMesh().close(old.peer, old.face);
  }
  for (const { link } of offers.values()) close(link);
  offers.clear();
  const link = makeLink(options);
  inviter = link;
  watch(link, {
    onReady: () => theMesh().mark(link.peer, { inviter: true }),
    onFail: (detail) => {
      if (inviter === link) inviter = null;
      emit({ type: 'error', what: 'ice', detail });
    },
  });
  try {
    await link.pc.setRemoteDescription({ type: 'offer', sdp: buildSdp(offer) });
    await link.pc.setLocalDescription(await link.pc.createAnswer());
    const desc = await localDescription(link);
    if (mine !== era || inviter !== link) return;
    const time = Math.floor(Date.now() / 1000);
    expect(link, kGuestConnectMs);
    emit({ type: 'answer', code: pack({ ...desc, kind: ANSWER, offerId: offer.offerId, guest: offer.guest, time }) });
  } catch (err) {
    if (mine !== era || inviter !== link) return;
    close(link);
    inviter = null;
    emit({ type: 'error', what: 'bad-code', detail: String(err && err.message) });
  }
}

// --- Calling the devices met through another --------------------------------------------

// The mesh's routes changed: a device reached only through a neighbour, never linked nor
// called, is called, by the end with the smaller id (the other waits for its offer).
function callUnlinked(routes) {
  const self = theMesh().self;
  for (const [peer, via] of routes)
    if (via !== peer && !called.has(peer) && self < peer && calling.size < kMostCalling) call(peer);
}

function remember(peer) {
  called.delete(peer);
  called.add(peer);
  if (called.size > kMostCalled) called.delete(called.values().next().value);
}

// A new link to `peer`: an offer made here (`offer` undefined), or the answer to its offer.
async function call(peer, offer) {
  const mine = era;
  remember(peer);
  const old = calling.get(peer);
  if (old) close(old);
  const link = makeLink(iceOptions, peer);
  calling.set(peer, link);
  const done = () => { if (calling.get(peer) === link) calling.delete(peer); };
  watch(link, { onReady: done, onFail: done });
  expect(link, kMateConnectMs);
  try {
    if (offer !== undefined) await link.pc.setRemoteDescription({ type: 'offer', sdp: offer });
    await link.pc.setLocalDescription(await (offer === undefined ? link.pc.createOffer() : link.pc.createAnswer()));
    await gathered(link.pc);
    if (mine !== era || calling.get(peer) !== link) return;
    theMesh().signal(peer, { kind: offer === undefined ? 'offer' : 'answer', sdp: link.pc.localDescription.sdp });
  } catch (err) {
    done();
    close(link);  // (none at all: the browser's limit of connections)
  }
}

// A description from a device met through another: its offer (answered, unless linked to it
// already), or its answer to ours.
function signalled(from, s) {
  if (s.kind === 'offer' && !theMesh().links.has(from) && (calling.has(from) || calling.size < kMostCalling)) call(from, s.sdp);
  else if (s.kind === 'answer') answered(from, s.sdp);
}

async function answered(peer, sdp) {
  const link = calling.get(peer);
  if (!link || link.pc.signalingState !== 'have-local-offer') return;
  try {
    await link.pc.setRemoteDescription({ type: 'answer', sdp });
  } catch (err) {
    calling.delete(peer);
    close(link);
  }
}

// --- Both ---------------------------------------------------------------------------------

// An envelope (seal.js) to every device (peer undefined) or to one (mesh.js).
export function send(envelope, peer) {
  return mesh ? mesh.send(envelope, peer) : false;
}

export function leave() {
  era += 1;
  // Goodbye first, each link closed once it has sent everything it was given, or after
  // kGoodbyeMs: nothing of theirs reaches the engine any more (era).
  if (mesh) mesh.goodbye();
  for (const link of links) closeWhenSent(link);
  links.clear();
  offers.clear();
  calling.clear();
  called.clear();
  inviter = null;
  mesh = null;
  iceOptions = undefined;
  answers += 1;
}

// A data channel closed by itself first sends what it was given, then closes at both ends;
// the connection is closed once it has (closing it at once drops what is buffered).
function closeWhenSent(link) {
  if (!link.open) return close(link);
  link.dc.addEventListener('close', () => close(link), { once: true });
  setTimeout(() => close(link), kGoodbyeMs);
  try { link.dc.close(); } catch (err) { close(link); }
}

// Whom this device reaches and through which link, {peer: carrier} (tests, the console).
export const routes = () => (mesh ? mesh.table() : {});
// This page's peer id (tests, the console): null before its first invite or answer.
export const self = () => (mesh ? mesh.self : null);

// A page going away (a reload, a closed tab) says goodbye, as quick join does.
addEventListener('beforeunload', () => { if (mesh) mesh.goodbye(); });
addEventListener('pagehide', (event) => { if (mesh && !event.persisted) mesh.goodbye(); });
