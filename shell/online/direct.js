// No relay: the devices meet by codes a person carries (code.js): the host's offer in the
// invite, each guest's answer sent back. Each guest needs one code exchange only, with the
// host. The host then introduces the guests to each other over its data channels: for each
// newcomer it asks every guest already there to call it, and passes their descriptions
// between them (no code to carry: a guest's link to another is made for it). Guests that
// reach each other talk directly, and keep doing so when the host's page goes, so that the
// creator's loss does not end the table (#20). Where two guests cannot connect (another
// network), the host forwards between them, naming the original sender, so every device
// sees every other as a peer either way. Peer ids: the host is "h", guests "g1", "g2"…
// handed out by the host in its offers.
//
// Once the creator's page has gone, a guest may invite in its turn (the device that acts for
// the table: a friend whose page reloaded, or the creator coming back, needs a new invite and
// nobody else could make one). It is then a host to those it invites (they call it "h") and
// still a guest among the others, to whom it introduces them as the creator did, over its
// links to them: they call its guests by the labels it gives, numbered above every label it
// knows. It forwards between its guests and the others where they cannot connect.
//
// On the data channels (JSON; `e`: a signed envelope, seal.js):
//   guest → host  {k: 'm', to: null | peer, skip?: [peer], e}  to everyone (but the guests
//                                                               in skip, reached directly), or to one device
//                 {k: 'sig', to: peer, kind: 'offer' | 'answer', sdp}  to another guest, through the host
//   host → guest  {k: 'm', from: peer, e}        from the host or forwarded from a guest
//                 {k: 'join' | 'part', peer}      another guest came or went
//                 {k: 'meet', peer}               call this newcomer (send it an offer)
//                 {k: 'sig', from: peer, kind, sdp}  another guest's offer or answer
//   guest ↔ guest {k: 'm', e}
//                 {k: 'm', e, fw: [peer]}  also for the guests the receiver invited, but those
//                                          listed (the sender reaches them itself)
//                 {k: 'h', up}    whether the sender reaches the host (kSplitMs)
//                 And, from a guest that invited others itself (the creator gone), about them:
//                 {k: 'm', from: peer, e} their words; {k: 'm', to: peer, e} ours for one of them;
//                 {k: 'join' | 'part' | 'meet', peer} and {k: 'sig', from | to: peer, kind, sdp}
//                 as from the host.
// The host forwards a guest's envelope as it came: it can drop it, never change it or sign
// it for another device (every device checks every envelope, inbox.js). It carries the
// guests' descriptions too, so it could put itself between two guests: it would still only
// be able to drop or delay what they say, as when it forwards.
import { emit } from './events.js';
import { arrived, told } from './inbox.js';
import { fits } from './seal.js';
import { OFFER, ANSWER, parseSdp, pack, unpack, buildSdp } from './code.js';
import { toHex } from './bytes.js';
import { changes } from './routes.js';

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
const kMaxSdp = 16384;        // a guest's description passed to another (about 700 bytes; more is not ours)
// A link between two guests not open by then: they go through the host. It counts from the
// first offer, so it holds both sides' gathering (each up to kGatherMs) and two passes
// through the host.
const kMateConnectMs = 2 * kGatherMs + 20000;
const kMostMates = 12;        // other guests a guest hears of: a table has six players and a few watchers
// A guest whose link to the host drops while another guest still reaches the host lets that
// guest go too, after this long (the other's news of its own link, 'h', on its way): else it
// and the host could each find most of the table with them, and both act for it
// (online_game.h). When the host's page goes, every guest loses it at about the same time,
// says so, and they stay together: at once when her tab closes, within seconds of each other
// when her browser or network goes without a word (each link fails by itself, about 20 s
// later). Long enough for that, short enough that nobody is likely to have given a seat away.
const kSplitMs = 10000;
// When the engine gives no ICE servers: the public STUN servers trystero uses by default.
const kDefaultIceServers = ['stun:stun.l.google.com:19302', 'stun:stun1.l.google.com:19302', 'stun:stun.cloudflare.com:3478']
  .map((urls) => ({ urls }));

// The host's side: offers waiting for an answer (by offer id) and the guests connected.
const offers = new Map();
const guests = new Map();     // peer id → link
let nextGuest = 1;
// The guest's side: its link to the host, its own id and the other guests the host told of;
// its links to other guests (peer id → link, open or being made), which outlive the host's;
// and the routes the engine was last told of (peer → the peer whose link carries its words).
let host = null;
const mates = new Map();
let shown = new Map();
// This guest's own label, as the page that invited it gave it ("g3"), and the numbers of every
// guest label heard of: kept when the host goes, so that a guest inviting in its turn gives
// labels nobody at the table uses yet. `iceOptions`: the last host()/answer()'s (ICE servers).
let me = null;
const known = new Set();
let iceOptions = undefined;
// Guests another guest invited and introduced to this one: label → that guest's label (the
// mate whose link carries their words until one of our own opens).
const carried = new Map();
// Bumped by each answer: an offer still being made when this page answers an invite (and so
// becomes a guest again, its own guests closed) is dropped.
let answers = 0;
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
// `onFail`: a link that did not connect (default: the engine hears "ice").
function watch(link, { onOpen, onClose, onData, onFail }) {
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
  // A link that never opened: the engine hears "ice" (what to try); one that was open and
  // fails is a close, nothing more.
  const fail = (detail) => {
    if (!live()) return;
    if (onFail) onFail();
    else if (!link.open) emit({ type: 'error', what: 'ice', peer: link.peer, detail });
    closed();
  };
  link.pc.addEventListener('iceconnectionstatechange', () => { if (link.pc.iceConnectionState === 'failed') fail('ICE failed'); });
  // A far end gone without a word (its browser killed, its network lost): Chromium says
  // "failed" here about 20 s later while ICE itself stays "disconnected" for ever, and the
  // data channel never closes (a playtest: the creator's guests saw her connected 3 minutes on).
  link.pc.addEventListener('connectionstatechange', () => { if (link.pc.connectionState === 'failed') fail('connection failed'); });
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
export async function makeOffer(given) {
  const mine = era;
  const role = answers;
  iceOptions = given;
  // The first number no label this page has heard of uses (a guest inviting in its turn:
  // not the host's guests' nor its own), so that a made-up label cannot use them all up.
  while (known.has(nextGuest)) nextGuest += 1;
  if (nextGuest > kMaxGuests) {
    emit({ type: 'error', what: 'ice', detail: 'too many guests' });
    return;
  }
  const guest = nextGuest++;
  known.add(guest);
  const link = makeLink(given);
  link.peer = `g${guest}`;
  const offerId = randomId();
  try {
    await link.pc.setLocalDescription(await link.pc.createOffer());
    const desc = await localDescription(link);
    if (mine !== era || role !== answers) return close(link);
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

// The devices this one introduces its guests to: its other guests, and, once it invites in its
// turn (the creator gone), the guests it is linked to itself.
function neighbours(except) {
  const out = [...guests.values()];
  for (const link of mates.values()) if (link.open) out.push(link);
  return out.filter((link) => link !== except);
}

// An open link to a device this one introduces its guests to, by label (or undefined).
function neighbour(peer) {
  const link = guests.get(peer) || mates.get(peer);
  return link && link.open ? link : undefined;
}

// `newcomer` (a guest of ours) and `other` (another guest of ours, or one we are linked to)
// learn of each other, and `other` calls the newcomer.
function introduce(newcomer, other) {
  post(other, { k: 'join', peer: newcomer.peer });
  post(newcomer, { k: 'join', peer: other.peer });
  post(other, { k: 'meet', peer: newcomer.peer });  // after the newcomer heard of it: its offer is expected
}

function guestOpened(link) {
  // The newcomer learns who is already here; the others learn of the newcomer.
  for (const other of neighbours(link)) introduce(link, other);
  guests.set(link.peer, link);
  reroute();
}

function guestClosed(link) {
  if (guests.get(link.peer) !== link) return;
  guests.delete(link.peer);
  for (const other of neighbours(link)) post(other, { k: 'part', peer: link.peer });
  reroute();
}

// Words from `from` (a guest of ours, or a guest we are linked to) for our guests and, when
// `from` is our guest, the guests we are linked to, but those in `skip` (reached by the sender).
function forwardAll(from, envelope, skip) {
  const forward = { k: 'm', from: from.peer, e: envelope };
  const others = guests.has(from.peer) ? neighbours(from) : [...guests.values()];
  for (const other of others) if (!skip.includes(other.peer)) post(other, forward);
}

function fromGuest(link, data) {
  if (data.k === 'sig') return passDescription(link, data);
  if (data.k !== 'm') return;
  if (!fits(data.e)) {
    // Too long, or not even an envelope: the host's own check says which (inbox.js).
    arrived(link.peer, data.e);
    return;
  }
  // The peer is the link it came on, never what the message says; the signer is in the
  // envelope, forwarded unchanged: neither can be passed off as another's.
  if (data.to === null || data.to === undefined) {
    forwardAll(link, data.e, Array.isArray(data.skip) ? data.skip : []);  // skip: guests the sender reaches itself
    arrived(link.peer, data.e);
  } else if (data.to === HOST) {
    arrived(link.peer, data.e);
  } else if (neighbour(data.to) && data.to !== link.peer) {
    post(neighbour(data.to), { k: 'm', from: link.peer, e: data.e });
  }
}

// A guest's offer or answer to another guest (ours, or one we are linked to), passed on
// naming who sent it.
function passDescription(link, data) {
  const to = neighbour(data.to);
  if (!to || to === link || typeof data.sdp !== 'string' || data.sdp.length > kMaxSdp) return;
  if (data.kind !== 'offer' && data.kind !== 'answer') return;
  post(to, { k: 'sig', from: link.peer, kind: data.kind, sdp: data.sdp });
}

// --- Guest --------------------------------------------------------------------------------

const labelNumber = (p) => Number(p.slice(1));
const label = (p) => typeof p === 'string' && /^g[1-9][0-9]{0,2}$/.test(p) && labelNumber(p) <= kMaxGuests && p !== me;

// rdNet.answer(code, options): our answer to a host's offer → {type: 'answer', code}.
export async function makeAnswer(code, options) {
  const mine = era;
  const offer = unpack(code, OFFER);
  if (!offer) {
    emit({ type: 'error', what: 'bad-code', detail: 'not an offer code' });
    return;
  }
  iceOptions = options;
  answers += 1;
  // A fresh answer replaces the one before, and its connection (the engine hears it close).
  // Links to other guests go too: ids are the host's, and a host that reloaded hands them out
  // anew (it introduces the guests to each other again). So do the guests this page invited
  // itself (the creator gone): the host that invites them again introduces them.
  if (host) close(host.link);
  host = null;
  for (const link of [...mates.values(), ...guests.values()]) close(link);
  for (const { link } of offers.values()) close(link);
  mates.clear(), guests.clear(), offers.clear(), carried.clear();
  reroute();
  me = `g${offer.guest}`;
  known.add(offer.guest);
  const link = makeLink(options);
  link.peer = HOST;
  const self = { link, others: new Set() };
  host = self;
  watch(link, {
    onOpen: reroute,  // (no guest linked yet: an answer drops them, above)
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
  reroute();  // the guests reached directly stay
  tellIntroducers();
  const mine = era;
  setTimeout(() => {
    if (mine !== era || host) return;
    if (![...mates.values()].some((mate) => mate.open && mate.hostUp)) return;
    for (const [peer, mate] of mates) close(mate), leftUs(peer);
    mates.clear(), carried.clear();
    reroute();
  }, kSplitMs);
}

// Whom this device reaches, and over which link: the host and, through it, the guests it told
// of; the guests another guest introduced, through that guest; a guest linked directly, and
// a guest of its own, over its own link.
function allRoutes() {
  const routes = new Map();
  if (host && host.link.open) {
    routes.set(HOST, HOST);
    for (const peer of host.others) routes.set(peer, HOST);
  }
  for (const [peer, carrier] of carried) if (!routes.has(peer) && mates.get(carrier)?.open) routes.set(peer, carrier);
  for (const peer of guests.keys()) routes.set(peer, peer);
  for (const [peer, link] of mates) if (link.open) routes.set(peer, peer);
  return routes;
}

// The engine hears what changed (routes.js: a peer whose link dropped while the host still
// carries its words closes and opens again, so that the engine says again what was lost).
// A peer-open for a guest this page invited says so (`invited`): the engine lets the page that
// invited the device acting for the table invite in its place (online_play.cpp). An open or a
// close of the page that invited this one says so too (`inviter`): once it has gone, this
// page may invite in its turn (the engine knows no peer ids of ours).
function reroute() {
  const now = allRoutes();
  for (const event of changes(shown, now)) told(event.peer, marked(event));
  shown = now;
}

function marked(event) {
  if (event.peer === HOST) return { ...event, inviter: true };
  return event.type === 'peer-open' && guests.has(event.peer) ? { ...event, invited: true } : event;
}

// Whether this page reaches the page that introduced `peer` to it: its host, or the guest
// that invited `peer` in its turn. Each link to another guest is told, and again when it
// changes: a guest that loses its host while another still reaches it lets that guest go
// (hostClosed, kSplitMs).
const introducerUp = (peer) => (carried.has(peer) ? Boolean(mates.get(carried.get(peer))?.open) : Boolean(host && host.link.open));
function tellIntroducers() {
  for (const [peer, link] of mates) post(link, { k: 'h', up: introducerUp(peer) });
}

// Whether a label is one this page already reaches some way (a guest claiming to bring it
// would put itself between this page and that device).
const reached = (p) => guests.has(p) || mates.has(p) || carried.has(p) || Boolean(host && host.others.has(p));

// Who passes our descriptions to another guest: the host, or the guest that introduced it.
const viaHost = (self) => ({ link: self.link, live: () => host === self });
const viaMate = (link) => ({ link, live: () => mates.get(link.peer) === link && link.open });

function fromHost(self, data) {
  const peer = typeof data.peer === 'string' ? data.peer : null;
  if (data.k === 'join' && label(peer) && self.others.size < kMostMates) {
    self.others.add(peer);
    known.add(labelNumber(peer));
    reroute();
  } else if (data.k === 'part' && self.others.delete(peer)) {
    reroute();
  } else if (data.k === 'meet' && label(peer) && self.others.has(peer) && !mates.has(peer)) {
    describeToMate(viaHost(self), peer);  // once per guest introduced (ids are new after an answer to a new invite)
  } else if (data.k === 'sig' && self.others.has(data.from) && typeof data.sdp === 'string' && data.sdp.length <= kMaxSdp) {
    if (data.kind === 'offer' && !mates.has(data.from)) describeToMate(viaHost(self), data.from, data.sdp);
    else if (data.kind === 'answer') mateAnswered(data.from, data.sdp);
  } else if (data.k === 'm' && (data.from === HOST || self.others.has(data.from))) {
    arrived(data.from, data.e);
  }
}

// What another guest's link brings: its words, whether it reaches the host, and, once it
// invites in its turn (the creator gone), news of its guests and their words, as a host's.
function fromMate(link, data) {
  const peer = link.peer;
  if (mates.get(peer) !== link) return;
  const introduced = (p) => typeof p === 'string' && carried.get(p) === peer;
  const description = typeof data.sdp === 'string' && data.sdp.length <= kMaxSdp;
  if (data.k === 'h') {
    link.hostUp = data.up === true;  // whether that guest still reaches the page that introduced us (our host)
  } else if (data.k === 'm' && data.from !== undefined) {  // (words of a guest it invited)
    if (introduced(data.from)) arrived(data.from, data.e);
  } else if (data.k === 'm' && data.to !== undefined) {
    if (guests.has(data.to) && fits(data.e)) post(guests.get(data.to), { k: 'm', from: peer, e: data.e });
  } else if (data.k === 'm') {
    if (Array.isArray(data.fw) && fits(data.e)) forwardAll(link, data.e, data.fw);
    arrived(peer, data.e);
  } else if (data.k === 'join' && label(data.peer) && !reached(data.peer) && !(host && host.link.open)
    && [...carried.values()].filter((carrier) => carrier === peer).length < kMostMates) {
    // Only once this page's host has gone: a guest invites in its turn only then.
    carried.set(data.peer, peer);
    known.add(labelNumber(data.peer));
    reroute();
  } else if (data.k === 'part' && introduced(data.peer)) {
    carried.delete(data.peer);
    reroute();
  } else if (data.k === 'meet' && introduced(data.peer) && !mates.has(data.peer)) {
    describeToMate(viaMate(link), data.peer);
  } else if (data.k === 'sig' && introduced(data.from) && description) {
    if (data.kind === 'offer' && !mates.has(data.from)) describeToMate(viaMate(link), data.from, data.sdp);
    else if (data.kind === 'answer') mateAnswered(data.from, data.sdp);
  } else if (data.k === 'sig' && guests.has(data.to)) {
    passDescription(link, data);  // its description for a guest of ours
  }
}

// A link to another guest, replacing any before: it carries that guest's words once open; if
// it does not open in time, or drops, the host (or the guest that introduced it) carries them
// (nobody is told of a failure: the table goes on through them).
function mateLink(peer) {
  const old = mates.get(peer);
  if (old) {
    close(old);
    mates.delete(peer);
    reroute();  // the host carries its words meanwhile (the engine told, if they were on the old link)
  }
  const link = makeLink(iceOptions);
  link.peer = peer;
  mates.set(peer, link);
  const gone = () => {
    if (mates.get(peer) !== link) return reroute();
    mates.delete(peer);
    leftUs(peer);
    for (const [p, carrier] of [...carried]) if (carrier === peer) carried.delete(p);
    tellIntroducers();
    reroute();
  };
  watch(link, {
    onOpen: () => {
      tellIntroducers();  // this one, and those it introduced (their introducer is back)
      // Guests this page invited (the creator gone) and this one meet, as at guestOpened: a
      // link that opens after them would otherwise never hear of them.
      for (const guest of guests.values()) introduce(guest, link);
      reroute();
    },
    onClose: gone,
    onData: (data) => fromMate(link, data),
    onFail: () => { if (mates.get(peer) === link) mates.delete(peer); },
  });
  expect(link, kMateConnectMs);
  return link;
}

// A guest this page was linked to is no longer: the guests this page invited (the creator
// gone), to whom it introduced that one, hear it has gone (else the page they came by would
// seem to carry its words for ever).
function leftUs(peer) {
  for (const guest of guests.values()) post(guest, { k: 'part', peer });
}

// A link to another guest that could not be made: the host carries that guest's words.
function dropMate(peer, link) {
  if (mates.get(peer) === link) mates.delete(peer);
  close(link);
}

// Our description for another guest, through `via` (the host, or the guest that introduced
// it): an offer when asked to call a newcomer (`offer` undefined), else our answer to that
// guest's offer.
async function describeToMate(via, peer, offer) {
  const mine = era;
  let link = null;
  try {
    link = mateLink(peer);
    if (offer !== undefined) await link.pc.setRemoteDescription({ type: 'offer', sdp: offer });
    await link.pc.setLocalDescription(await (offer === undefined ? link.pc.createOffer() : link.pc.createAnswer()));
    await gathered(link.pc);
    if (mine !== era || !via.live() || mates.get(peer) !== link) return;
    post(via.link, { k: 'sig', to: peer, kind: offer === undefined ? 'offer' : 'answer', sdp: link.pc.localDescription.sdp });
  } catch (err) {
    if (link) dropMate(peer, link);  // (none at all: the browser's limit of connections)
  }
}

async function mateAnswered(peer, sdp) {
  const link = mates.get(peer);
  if (!link || link.pc.signalingState !== 'have-local-offer') return;
  try {
    await link.pc.setRemoteDescription({ type: 'answer', sdp });
  } catch (err) {
    dropMate(peer, link);
  }
}

// --- Both ---------------------------------------------------------------------------------

// An envelope (seal.js) to every device (peer undefined) or to one; false if that device is
// not connected here.
export function send(envelope, peer) {
  const linked = [...mates].filter(([, link]) => link.open).map(([p]) => p);
  if (peer === undefined) {
    // A guest that introduced guests of its own we have no link to yet forwards to them.
    const carriers = new Set([...carried].filter(([p]) => !linked.includes(p)).map(([, carrier]) => carrier));
    for (const p of linked) post(mates.get(p), carriers.has(p) ? { k: 'm', e: envelope, fw: linked } : { k: 'm', e: envelope });
    if (host) post(host.link, { k: 'm', to: null, skip: linked, e: envelope });
    for (const link of guests.values()) post(link, { k: 'm', from: HOST, e: envelope });
    return true;
  }
  const carrier = mates.get(carried.get(peer));
  if (linked.includes(peer)) post(mates.get(peer), { k: 'm', e: envelope });
  else if (guests.has(peer)) post(guests.get(peer), { k: 'm', from: HOST, e: envelope });
  else if (host && (peer === HOST || host.others.has(peer))) post(host.link, { k: 'm', to: peer, e: envelope });
  else if (carrier && carrier.open) post(carrier, { k: 'm', to: peer, e: envelope });
  else return false;
  return true;
}

export function leave() {
  era += 1;
  for (const link of [...links]) close(link);
  offers.clear();
  guests.clear();
  nextGuest = 1;
  host = null;
  mates.clear();
  carried.clear();
  known.clear();
  me = null;
  iceOptions = undefined;
  answers += 1;
  shown = new Map();
}

// Whom this device reaches and through which link, {peer: carrier} (tests, the console).
export function routes() {
  return Object.fromEntries(allRoutes());
}
