// Online play's transport (shell/online/, window.rdNet; issue #20) between pages of one
// headless Chromium, each in its own browser context as separate devices would be, with no
// STUN (iceServers: []): quick join through a local relay (relay.mjs), then the no-relay
// host and two guests by codes copied between pages (the guests then linked to each other
// by the host, and still talking once it has gone), and the synchronous helpers.
// Every message is signed by its device's key: each names its signer, and a host that
// alters or forges what it forwards is caught.
// Events are read from rdNet.events (the engine gets the same ones through rd_net_event).
import assert from 'node:assert/strict';
import { before, after } from 'node:test';
import net from 'node:net';
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, keepConnections, openPage, openPageIn, waitReady, site, pageTest, screenshotPath, peerLeft } from './browser.mjs';
import { serve } from '../../scripts/serve.mjs';
import { startRelay } from './relay.mjs';
import { click, waitFor, until, find } from './ui.mjs';
import { OFFER, ANSWER, pack, unpack } from '../../shell/online/code.js';

const kWait = 20000;
const env = {};
before(async () => {
  env.server = await serve(site, 0);
  env.url = `http://127.0.0.1:${env.server.address().port}/`;
  // Default WebRTC flags: host candidates are mDNS names, as on players' devices (one
  // Chromium resolves its own names), so the no-relay codes carry them as they would there.
  env.browser = await chromium.launch({ executablePath: process.env.RD_CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  env.relay = await startRelay();
});
after(async () => {
  await env.browser.close();
  await env.relay.close();
  await new Promise((resolve) => env.server.close(resolve));
});

const hex32 = () => Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

// The first event since `from` (an index in the page's log) with every field of `match`.
async function event(page, match, what, from = 0) {
  const handle = await page.waitForFunction(([match, from]) => {
    const log = (window.rdShell && window.rdShell.netEvents) || [];
    return log.slice(from).find((e) => Object.entries(match).every(([k, v]) => e[k] === v));
  }, [match, from], { timeout: kWait }).catch((err) => { throw new Error(`${what}: ${err.message}`); });
  return handle.jsonValue();
}
const mark = (page) => page.evaluate(() => window.rdShell.netEvents.length);
const call = (page, fn, ...args) => page.evaluate(([fn, args]) => window.rdNet[fn](...args), [fn, args]);
// The pages' peer ids, as the others know them.
const ids = (...pages) => Promise.all(pages.map((p) => call(p, 'peer')));
const since = (p, from) => p.evaluate((from) => window.rdShell.netEvents.slice(from), from);

// The connections of `page` to `other` that are connected: those whose far end is one of
// `other`'s (its ICE user fragment).
async function linksTo(page, other) {
  const ufrags = await other.evaluate(() => window.rdTestConnections.flatMap((pc) => [...((pc.localDescription && pc.localDescription.sdp) || '')
    .matchAll(/a=ice-ufrag:(\S+)/g)].map((m) => m[1])));
  return page.evaluate((ufrags) => window.rdTestConnections.map((pc, i) => [pc, i]).filter(([pc]) => pc.connectionState === 'connected'
    && ufrags.some((u) => ((pc.remoteDescription && pc.remoteDescription.sdp) || '').includes(`a=ice-ufrag:${u}`))).map(([, i]) => i), ufrags);
}

// Resolves once `page` reaches `peer` over its own connection (rdNet.routes()).
const linked = (page, peer) => page.waitForFunction((peer) => window.rdNet.routes()[peer] === peer, peer, { timeout: kWait })
  .catch((err) => { throw new Error(`${peer} not linked directly: ${err.message}`); });

// `host` invites `guests` without a relay, the codes going from page to page as a person
// would carry them: each guest and the host see each other (the host's peer-open says which
// offer the guest answered, the guest's that the host invited it). The codes' lengths and the
// last answer.
async function meetByCodes(host, guests, options) {
  const marks = await Promise.all([host, ...guests].map(mark));
  const codes = [];
  let lastAnswer = '';
  for (const [i, guest] of guests.entries()) {
    const before = await mark(host);
    await call(host, 'host', options);
    const { code: offer, peer: name } = await event(host, { type: 'offer' }, `offer ${i + 1}`, before);
    await call(guest, 'answer', offer, options);
    const answer = (await event(guest, { type: 'answer' }, `answer ${i + 1}`, marks[i + 1])).code;
    codes.push(offer.length, answer.length);
    lastAnswer = answer;
    assert.ok(offer.length < 300 && answer.length < 300, `codes of ${offer.length} and ${answer.length} characters`);
    await call(host, 'accept', answer);
    const seen = await event(host, { type: 'peer-open', invited: true, offer: name }, `the host sees guest ${i + 1}`, marks[0]);
    assert.equal(seen.peer, await call(guest, 'peer'), 'a guest is known by its own peer id');
    assert.equal((await event(guest, { type: 'peer-open', inviter: true }, `guest ${i + 1} sees the host`, marks[i + 1])).peer, await call(host, 'peer'));
  }
  return { codes, lastAnswer };
}

// A device: the page (its own context), with online.js loaded. `unreachable`: the first
// attempt to load it fails (a network gone), and a second call loads it.
async function device(unreachable = false) {
  const page = await openPage(env.browser, 'about:blank', undefined, 1, keepConnections);
  // Refused for the whole context from the start: the service worker's copy too.
  const online = /\/online\.js/;
  if (unreachable) await page.context().route(online, (route) => route.abort());
  await page.goto(env.url);
  await page.waitForFunction(() => window.rdShell && window.rdShell.loadOnline);
  assert.equal(await page.evaluate(() => Boolean(window.rdNet || document.querySelector('script[src^="online.js"]'))), false,
    'online.js is not loaded with the page');
  if (unreachable) {
    await page.evaluate(() => window.rdShell.loadOnline());
    await event(page, { type: 'error', what: 'load' }, 'online.js unreachable');
    await page.context().unroute(online);
  }
  await page.evaluate(() => window.rdShell.loadOnline());
  const { device } = await event(page, { type: 'ready' }, 'online.js loaded');
  assert.match(device, /^[0-9a-f]{16}$/, 'ready tells the device id');
  page.device = device;
  return page;
}

pageTest('devices meet through a local relay and by codes, and talk', async () => {
  const t0 = Date.now();
  // C also joins a room at a relay nobody answers at: "relay" after 8 s (waited for at the
  // end; meanwhile C goes on).
  const closed = net.createServer();
  await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const deadRelay = `ws://127.0.0.1:${closed.address().port}`;
  await new Promise((resolve) => closed.close(resolve));
  // What a player sees of it (#20): D, a page whose settings name only that relay, opens an
  // online table; once the transport gives up waiting, its lobby says that no relay answers
  // (status().online.problem). Alongside the rest of the test; its page closes once seen.
  // Its setup is the page's first (a human and a computer): the table it makes has a seat for
  // a friend in place of the computer's (a playtest: it had none).
  const lobbyAtDeadRelay = (async () => {
    const settings = { 'river-dragons.online-relays': deadRelay, 'river-dragons.online-ice': '[]', 'river-dragons.online-name': 'Dee',
      'river-dragons.setup': 'seats=human,ai-medium&variant=standard' };
    const d = await openPage(env.browser, env.url, undefined, 1, `for (const [k, v] of Object.entries(${JSON.stringify(settings)})) localStorage.setItem(k, v);`);
    await waitReady(d);
    const clicked = Date.now();
    await click(d, 'button', 'play-online', { effect: (snap) => snap.status.screen === 'lobby' && snap.status.online && snap.status.online.stage >= 2 });
    await d.waitForFunction(() => window.rdTest.status().online.problem !== '', null, { polling: 200, timeout: 30000 });
    const ms = Date.now() - clicked;
    const shown = await d.evaluate(() => window.rdTest.status());
    // The creator is shown the way to meet without a relay, just below.
    await until(d, (snap) => find(snap, 'text', 'online-relay-hint').length > 0 && find(snap, 'button', 'online-without-relay').length > 0, 'the way without a relay pointed at');
    const problems = [...d.problems];
    await d.context().close();
    return { shown, ms, problems };
  })().catch((err) => err);
  let fromRelay = 0;
  const [a, b, c] = await Promise.all([device(), device(), device(true).then(async (c) => {
    fromRelay = await mark(c);
    await call(c, 'join', { room: hex32(), key: hex32(), relays: [deadRelay], iceServers: [] });
    return c;
  })]);
  const devicesMs = Date.now() - t0;

  // The synchronous helpers, and bad input (an event, never an exception).
  assert.equal(await call(a, 'sha256', ''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  assert.equal(await call(a, 'sha256', '616263'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  assert.equal(await call(a, 'sha256', 'xyz'), null);
  const qr = await call(a, 'qr', 'hello');
  assert.ok(qr.size >= 21 && qr.modules.length === qr.size * qr.size && /^[01]+$/.test(qr.modules), 'a QR code of "hello"');
  assert.equal(await call(a, 'qr', 'x'.repeat(5000)), null, 'too long for a QR code');
  let from = await mark(c);
  await call(c, 'answer', 'garbage');
  await event(c, { type: 'error', what: 'bad-code' }, 'a garbage offer refused', from);
  from = await mark(c);
  await call(c, 'accept', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await event(c, { type: 'error', what: 'bad-code' }, 'a garbage answer refused', from);
  from = await mark(c);
  await call(c, 'join', null);
  await event(c, { type: 'error', what: 'bad-code' }, 'a join without a room refused', from);
  await c.evaluate(() => { window.rdNet.send(42); window.rdNet.sendTo(null, 'x'); window.rdNet.answer(); window.rdNet.accept({}); });

  // (a) Quick join through the local relay.
  assert.equal(new Set([a.device, b.device, c.device]).size, 3, 'a key, and an id, per browser context');
  const quick = { room: hex32(), key: hex32(), relays: [env.relay.url], iceServers: [] };
  const tq = Date.now();
  await Promise.all([call(a, 'join', quick), call(b, 'join', quick)]);
  const [ab, ba] = await Promise.all([event(a, { type: 'peer-open' }, 'A sees B'), event(b, { type: 'peer-open' }, 'B sees A')]);
  const quickMs = Date.now() - tq;
  await call(a, 'send', 'hello from A');
  assert.deepEqual(await event(b, { type: 'message', text: 'hello from A' }, 'B hears A'), { type: 'message', peer: ba.peer, device: a.device, text: 'hello from A' });
  await call(b, 'sendTo', ba.peer, 'é'.repeat(2000));  // 4000 bytes: the largest kind of message
  const heardB = await event(a, { type: 'message' }, 'A hears B');
  assert.equal(heardB.peer, ab.peer);
  assert.equal(heardB.device, b.device);
  from = await mark(a);
  await call(a, 'send', 'é'.repeat(2049));  // 4098 bytes
  await event(a, { type: 'error', what: 'too-long' }, 'a message over 4096 bytes refused', from);
  // A's connection drops under the page (closed as a network gone would close it, without a
  // goodbye): both ends see it close, join the room again by themselves, meet, and talk.
  const [dropA, dropB] = [await mark(a), await mark(b)];
  const td = Date.now();
  await a.evaluate(() => { for (const pc of window.rdTestConnections) pc.close(); });
  await Promise.all([event(a, { type: 'peer-close', peer: ab.peer }, 'A sees the connection drop', dropA),
    event(b, { type: 'peer-close', peer: ba.peer }, 'B sees the connection drop', dropB)]);
  await Promise.all([event(a, { type: 'peer-open', peer: ab.peer }, 'A meets B again by itself', dropA),
    event(b, { type: 'peer-open', peer: ba.peer }, 'B meets A again by itself', dropB)]);
  const dropMs = Date.now() - td;
  await call(b, 'send', 'after the drop');
  await event(a, { type: 'message', text: 'after the drop' }, 'A hears B after the drop', dropA);
  // A leaves and comes back at once (a reload does the same): B sees it go and return.
  const [fromA, fromB] = [await mark(a), await mark(b)];
  await a.evaluate((quick) => { window.rdNet.leave(); window.rdNet.join(quick); }, quick);
  await event(b, { type: 'peer-close', peer: ba.peer }, 'B sees A go', fromB);
  await event(b, { type: 'peer-open', peer: ba.peer }, 'B sees A back', fromB);
  await event(a, { type: 'peer-open', peer: ab.peer }, 'A sees B again', fromA);
  await Promise.all([call(a, 'leave'), call(b, 'leave')]);

  // (b) No relay: A hosts, B and C are guests; the codes go from page to page as a person
  // would carry them.
  const tn = Date.now();
  const none = { iceServers: [], room: hex32() };
  const marks = await Promise.all([a, b, c].map(mark));
  const { codes, lastAnswer } = await meetByCodes(a, [b, c], none);
  const [hA, gB, gC] = await ids(a, b, c);
  // Each guest learns of the other through the host; then the host introduces them, and they
  // connect to each other directly (no code to carry).
  await event(b, { type: 'peer-open', peer: gC }, 'B learns of C', marks[1]);
  await event(c, { type: 'peer-open', peer: gB }, 'C learns of B', marks[2]);
  await Promise.all([linked(b, gC), linked(c, gB)]);
  const noRelayMs = Date.now() - tn;

  await call(b, 'send', 'from B to all');
  await event(c, { type: 'message', peer: gB, device: b.device, text: 'from B to all' }, 'C hears B (over their own link), signed by B', marks[2]);
  await event(a, { type: 'message', peer: gB, device: b.device, text: 'from B to all' }, 'A hears B', marks[0]);
  await call(c, 'sendTo', gB, 'from C to B');
  await event(b, { type: 'message', peer: gC, text: 'from C to B' }, 'B hears C alone', marks[1]);
  await call(a, 'sendTo', gC, 'from A to C');
  await event(c, { type: 'message', peer: hA, text: 'from A to C' }, 'C hears A', marks[2]);
  await call(c, 'sendTo', hA, 'from C to A');
  await event(a, { type: 'message', peer: gC, text: 'from C to A' }, 'A hears C', marks[0]);
  const heard = (page, text) => page.evaluate((text) => window.rdNet.events.some((e) => e.text === text), text);
  assert.equal(await heard(a, 'from C to B'), false, 'a message to B alone is not shown to A');
  assert.equal(await heard(b, 'from A to C'), false, 'nor one to C to B');

  // The link between B and C drops (closed under C's page, as a network would): each sees the
  // other close and open again at once, now through the host (the engine says again what
  // the drop may have lost).
  from = await mark(c);
  const cutB = await mark(b);
  const [mate] = await linksTo(c, b);
  await c.evaluate((i) => window.rdTestConnections[i].close(), mate);
  await event(c, { type: 'peer-close', peer: gB }, 'C sees its link to B drop', from);
  await event(c, { type: 'peer-open', peer: gB }, 'C reaches B through the host', from);
  await event(b, { type: 'peer-open', peer: gC }, 'B reaches C through the host', cutB);
  assert.equal((await c.evaluate(() => window.rdNet.routes()))[gB], hA, 'the host carries B\'s words to C');
  // (A close unpins the peer id: B's words after it pin g1 to B again, inbox.js.)
  await call(b, 'send', 'B through the host');
  await event(c, { type: 'message', peer: gB, device: b.device, text: 'B through the host' }, 'C hears B through the host', from);
  // Words to everyone reached C once: over B's link, the host not passing them on too (mesh.js).
  assert.equal((await c.evaluate(() => window.rdNet.events.filter((e) => e.text === 'from B to all').length)), 1, 'C heard B\'s words to all once');

  // The host turns bad: what it forwards from B it alters, and its own words it passes off
  // as B's (its data channels' send, rewritten in its page). C drops both with "signature",
  // hears neither, and still hears B after (in order: the drops come first).
  await a.evaluate((gB) => {
    const send = RTCDataChannel.prototype.send;
    window.honestSend = send;
    window.frames = [];
    RTCDataChannel.prototype.send = function (data) {
      const f = JSON.parse(data);
      if ((f.k === 'm' || f.k === 'g') && f.e) window.frames.push([data.length, f.e.x.length]);
      if (f.k === 'g' && f.o === gB && f.e.x === 'tamper me') f.e.x = 'tampered';
      if (f.k === 'm' && f.e.x === 'said by A') Object.assign(f, { k: 'g', o: gB });
      return send.call(this, JSON.stringify(f));
    };
  }, gB);
  from = await mark(c);
  await call(b, 'send', 'tamper me');
  await event(c, { type: 'error', what: 'signature', peer: gB }, 'C drops what the host altered', from);
  await event(a, { type: 'message', peer: gB, device: b.device, text: 'tamper me' }, 'the host itself heard B unaltered', marks[0]);
  from = await mark(c);
  await call(a, 'sendTo', gC, 'said by A');
  await event(c, { type: 'error', what: 'signature', peer: gB }, 'C drops A\'s words passed off as B\'s', from);
  await call(b, 'send', 'B again');
  await event(c, { type: 'message', peer: gB, device: b.device, text: 'B again' }, 'C hears B after', marks[2]);
  for (const text of ['tamper me', 'tampered', 'said by A']) assert.equal(await heard(c, text), false, `C never hears "${text}"`);
  const frames = await a.evaluate(() => window.frames);
  const envelope = Math.max(...frames.map(([frame, text]) => frame - text));

  // An answer made more than two minutes ago is refused as stale (B's, re-dated, to a new offer).
  from = await mark(a);
  await call(a, 'host', none);
  const offer3 = await event(a, { type: 'offer' }, 'offer 3', from);
  const third = unpack(offer3.code, OFFER);
  const old = { ...unpack(lastAnswer, ANSWER), offerId: third.offerId, guest: third.guest, time: Math.floor(Date.now() / 1000) - 150 };
  await call(a, 'accept', pack(old));
  await event(a, { type: 'error', what: 'stale', peer: offer3.peer }, 'a stale answer refused', from);
  await event(c, { type: 'error', what: 'relay' }, 'C told that no relay answers', fromRelay);
  const lobby = await lobbyAtDeadRelay;
  if (lobby instanceof Error) throw lobby;
  assert.deepEqual([lobby.shown.screen, lobby.shown.online.problem, lobby.shown.online.peers], ['lobby', 'OnlineErrorRelay', 0], 'D\'s lobby says no relay answers');
  assert.deepEqual(lobby.shown.online.seats.map((seat) => seat.kind), ['person', 'open'], 'D\'s table has a seat for a friend');

  // B's page reloads: the host and C see it go, and its id (the key's, kept in the browser)
  // is the same after.
  await b.reload();
  await event(a, { type: 'peer-close', peer: gB }, 'A sees B go', marks[0]);
  await event(c, { type: 'peer-close', peer: gB }, 'C sees B go', marks[2]);
  await b.waitForFunction(() => window.rdShell && window.rdShell.loadOnline);
  await b.evaluate(() => window.rdShell.loadOnline());
  assert.equal((await event(b, { type: 'ready' }, 'online.js loaded again')).device, b.device, 'the same device id after a reload');
  assert.equal((await b.evaluate(() => window.rdNet.identity())).device, b.device);

  // What signing costs in the page (WebCrypto, P-256, a text of 1000 bytes).
  const cost = await a.evaluate(async () => {
    const sig = { name: 'ECDSA', hash: 'SHA-256' };
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
    const data = new TextEncoder().encode('x'.repeat(1000));
    let t = performance.now();
    const signatures = [];
    for (let i = 0; i < 200; ++i) signatures.push(await crypto.subtle.sign(sig, pair.privateKey, data));
    const sign = (performance.now() - t) / 200;
    t = performance.now();
    for (const s of signatures) if (!(await crypto.subtle.verify(sig, pair.publicKey, s, data))) throw new Error('verify');
    return { sign, verify: (performance.now() - t) / 200 };
  });

  // A guest leaves: the host sees it go; nothing comes after its leave().
  await call(c, 'leave');
  await event(a, { type: 'peer-close', peer: gC }, 'A sees C go', marks[0]);
  const afterLeave = await mark(c);
  await call(a, 'leave');
  assert.equal(await mark(c), afterLeave, 'nothing after leave()');

  // Only the host's link to B drops (closed under B's page), C still reaching both: C carries
  // their words (mesh.js), so that the table is cut only where the network cuts it. B and the
  // host each see the other close and open again at once (the engine says again what the drop
  // may have lost), now through C, and talk; C loses nobody.
  const split = { iceServers: [], room: hex32() };
  await meetByCodes(a, [b, c], split);
  const [sA, sB, sC] = await ids(a, b, c);
  await Promise.all([linked(b, sC), linked(c, sB)]);
  const [splitA, splitB, splitC] = await Promise.all([a, b, c].map(mark));
  const [toHost] = await linksTo(b, a);
  await b.evaluate((i) => window.rdTestConnections[i].close(), toHost);
  await event(b, { type: 'peer-close', peer: sA, inviter: true }, 'B loses its link to the host', splitB);
  await event(b, { type: 'peer-open', peer: sA, inviter: true }, 'B reaches the host through C', splitB);
  await event(a, { type: 'peer-open', peer: sB }, 'the host reaches B through C', splitA);
  assert.deepEqual(await b.evaluate(() => window.rdNet.routes()), { [sA]: sC, [sC]: sC }, 'C carries B\'s words to the host');
  await call(a, 'sendTo', sB, 'host to B through C');
  await event(b, { type: 'message', peer: sA, device: a.device, text: 'host to B through C' }, 'B hears the host through C', splitB);
  await call(b, 'send', 'B to all through C');
  await event(a, { type: 'message', peer: sB, device: b.device, text: 'B to all through C' }, 'the host hears B through C', splitA);
  await event(c, { type: 'message', peer: sB, device: b.device, text: 'B to all through C' }, 'C hears B', splitC);
  assert.deepEqual((await since(c, splitC)).filter((e) => e.type === 'peer-close'), [], 'C lost nobody');
  await Promise.all([a, b, c].map((p) => call(p, 'leave')));

  // C lies: it answers a second invite of the host's and says B's peer id on the new link (its
  // data channels' send, rewritten in its page). The host refuses the link (it has heard of
  // that id: a page invited is new) and still hears B, signed by B.
  const lie = { iceServers: [], room: hex32() };
  await meetByCodes(a, [b, c], lie);
  const [, lB] = await ids(a, b);
  const lieA = await mark(a);
  await call(a, 'host', lie);
  const second = await event(a, { type: 'offer' }, 'a second invite', lieA);
  await c.evaluate((lB) => {
    const send = RTCDataChannel.prototype.send;
    window.honestSend = send;
    RTCDataChannel.prototype.send = function (data) {
      const f = JSON.parse(data);
      return send.call(this, f.k === 'id' ? JSON.stringify({ ...f, id: lB }) : data);
    };
  }, lB);
  const lieC = await mark(c);
  await call(c, 'answer', second.code, lie);
  await call(a, 'accept', (await event(c, { type: 'answer' }, 'C\'s lying answer', lieC)).code);
  await event(a, { type: 'error', what: 'ice', detail: 'not a new peer' }, 'the host refuses a link under B\'s id', lieA);
  await call(b, 'send', 'B after the lie');
  await event(a, { type: 'message', peer: lB, device: b.device, text: 'B after the lie' }, 'the host still hears B', lieA);
  assert.equal((await since(a, lieA)).some((e) => e.type === 'peer-open' && e.offer === second.peer), false, 'nobody came by the second invite');
  await c.evaluate(() => { RTCDataChannel.prototype.send = window.honestSend; });
  await Promise.all([a, b, c].map((p) => call(p, 'leave')));

  // The host's page goes (its leave(), as a tab closed): its guests, linked to each other,
  // go on talking (#20: the creator's loss does not end the table). They see the host go,
  // never each other.
  const rest = { iceServers: [], room: hex32() };
  await meetByCodes(a, [b, c], rest);
  const [rA, rB, rC] = await ids(a, b, c);
  await Promise.all([linked(b, rC), linked(c, rB)]);
  const [hostGoesB, hostGoesC] = await Promise.all([b, c].map(mark));
  await call(a, 'leave');
  await Promise.all([event(b, { type: 'peer-close', peer: rA }, 'B sees the host go', hostGoesB),
    event(c, { type: 'peer-close', peer: rA }, 'C sees the host go', hostGoesC)]);
  await call(b, 'send', 'B without the host');
  await event(c, { type: 'message', peer: rB, device: b.device, text: 'B without the host' }, 'C hears B without the host', hostGoesC);
  await call(c, 'sendTo', rB, 'C to B without the host');
  await event(b, { type: 'message', peer: rC, device: c.device, text: 'C to B without the host' }, 'B hears C without the host', hostGoesB);
  for (const [p, from] of [[b, hostGoesB], [c, hostGoesC]])
    assert.deepEqual((await p.evaluate((f) => window.rdShell.netEvents.slice(f), from)).filter((e) => e.type === 'peer-close').map((e) => e.peer), [rA], 'only the host gone');

  // B invites in its turn (the creator gone, a friend needs a new invite; here A, back, a new
  // peer since its leave()): C learns of A through B, and one of them calls the other directly.
  const [backA, backB, backC] = await Promise.all([a, b, c].map(mark));
  await meetByCodes(b, [a], rest);
  const [nA] = await ids(a);
  assert.notEqual(nA, rA, 'a new peer id after leave()');
  await event(c, { type: 'peer-open', peer: nA }, 'C learns of A through B', backC);
  await event(a, { type: 'peer-open', peer: rC }, 'A learns of C through B', backA);
  await Promise.all([linked(a, rC), linked(c, nA)]);
  await call(a, 'send', 'A back');
  await event(c, { type: 'message', peer: nA, device: a.device, text: 'A back' }, 'C hears A', backC);
  await event(b, { type: 'message', peer: nA, device: a.device, text: 'A back' }, 'B hears A', backB);
  // Their link drops: B carries their words both ways (A's to all, C's to all and to A alone).
  const [cutA, cutC] = await Promise.all([a, c].map(mark));
  const [ac] = await linksTo(a, c);
  await a.evaluate((i) => window.rdTestConnections[i].close(), ac);
  await event(a, { type: 'peer-open', peer: rC }, 'A reaches C through B', cutA);
  await event(c, { type: 'peer-open', peer: nA }, 'C reaches A through B', cutC);
  assert.deepEqual([(await a.evaluate(() => window.rdNet.routes()))[rC], (await c.evaluate(() => window.rdNet.routes()))[nA]], [rB, rB],
    'B carries their words');
  await call(a, 'send', 'A through B');
  await event(c, { type: 'message', peer: nA, device: a.device, text: 'A through B' }, 'C hears A through B', cutC);
  await call(c, 'send', 'C through B');
  await event(a, { type: 'message', peer: rC, device: c.device, text: 'C through B' }, 'A hears C through B', cutA);
  await call(c, 'sendTo', nA, 'C to A alone');
  await event(a, { type: 'message', peer: rC, device: c.device, text: 'C to A alone' }, 'A hears C alone', cutA);
  assert.equal(await heard(b, 'C to A alone'), false, 'B does not hear what it carries for A alone');
  await Promise.all([a, b, c].map((p) => call(p, 'leave')));

  // (c) Quick join, three devices: the connection between A and B drops (closed under A's
  // page as a network would close it) while both stay connected to C, which then carries
  // their words (routes.js): each sees the other close and open again at once (the engine
  // says again what the drop may have lost), nobody joins the room again, and A and B talk
  // through C, signed by their own devices.
  const mesh = { room: hex32(), key: hex32(), relays: [env.relay.url], iceServers: [] };
  await a.evaluate(() => { RTCDataChannel.prototype.send = window.honestSend; });  // A no longer the bad host
  const meshFrom = await Promise.all([a, b, c].map(mark));
  await Promise.all([a, b, c].map((p) => call(p, 'join', mesh)));
  await Promise.all([a, b, c].map((p, i) => p.waitForFunction(([from]) => new Set(window.rdShell.netEvents.slice(from)
    .filter((e) => e.type === 'peer-open').map((e) => e.peer)).size === 2, [meshFrom[i]], { timeout: kWait }))).catch(async (err) => {
    for (const [i, p] of [a, b, c].entries()) console.log(`page ${'ABC'[i]}'s events since joining:`, JSON.stringify((await p.evaluate((f) => window.rdShell.netEvents.slice(f), meshFrom[i]))), p.problems);
    throw err;
  });
  // C speaks after it has told each the other is its peer (the same channel, in order).
  await call(c, 'send', 'C sees both');
  await Promise.all([a, b].map((p, i) => event(p, { type: 'message', text: 'C sees both' }, 'C heard', meshFrom[i])));
  await call(b, 'send', 'B before the drop');
  const abPeer = (await event(a, { type: 'message', text: 'B before the drop' }, 'A hears B', meshFrom[0])).peer;
  await call(a, 'send', 'A before the drop');
  const baPeer = (await event(b, { type: 'message', text: 'A before the drop' }, 'B hears A', meshFrom[1])).peer;
  // B passes A's words on to C, as the engine does for a device gone from B (online_game.cpp):
  // C takes them as A's, marked as passed on, and B's own words still count as B's. Words B
  // has not heard from A are not passed on.
  const cbPeer = (await event(c, { type: 'message', text: 'B before the drop' }, 'C hears B', meshFrom[2])).peer;
  const bcPeer = (await event(b, { type: 'message', text: 'C sees both' }, 'B hears C', meshFrom[1])).peer;
  const passMark = await mark(c);
  await call(b, 'passOn', bcPeer, a.device, 'never said by A');
  await call(b, 'passOn', bcPeer, a.device, 'A before the drop');
  assert.deepEqual(await event(c, { type: 'message', passed: true }, 'C hears A\'s words from B', passMark),
    { type: 'message', peer: cbPeer, device: a.device, text: 'A before the drop', passed: true });
  await call(b, 'sendTo', bcPeer, 'B after passing on');
  await event(c, { type: 'message', text: 'B after passing on', device: b.device }, 'C hears B as B after', passMark);
  // (A peer-open may come meanwhile: a route moved as A and B link directly, which quick
  // join says again by design; a CI run under load saw one.)
  assert.deepEqual((await c.evaluate((f) => window.rdShell.netEvents.slice(f), passMark)).filter((e) => e.type === 'error' || e.passed)
    .map((e) => [e.type, e.text]), [['message', 'A before the drop']], 'one message passed on, no error');
  await Promise.all([linked(a, abPeer), linked(b, baPeer)]);
  const direct = await linksTo(a, b);
  assert.equal(direct.length, 1, 'A connected to B itself');
  const [bridgeA, bridgeB, bridgeC] = await Promise.all([a, b, c].map(mark));
  const tb = Date.now();
  await a.evaluate((i) => window.rdTestConnections[i].close(), direct[0]);
  await Promise.all([event(a, { type: 'peer-close', peer: abPeer }, 'A sees the connection to B drop', bridgeA),
    event(b, { type: 'peer-close', peer: baPeer }, 'B sees the connection to A drop', bridgeB)]);
  await Promise.all([event(a, { type: 'peer-open', peer: abPeer }, 'A reaches B through C', bridgeA),
    event(b, { type: 'peer-open', peer: baPeer }, 'B reaches A through C', bridgeB)]);
  const bridgeMs = Date.now() - tb;
  await call(a, 'sendTo', abPeer, 'A to B through C');
  assert.deepEqual(await event(b, { type: 'message', text: 'A to B through C' }, 'B hears A through C', bridgeB),
    { type: 'message', peer: baPeer, device: a.device, text: 'A to B through C' });
  await call(b, 'send', 'B to all after the drop');
  assert.equal((await event(a, { type: 'message', text: 'B to all after the drop' }, 'A hears B through C', bridgeA)).device, b.device);
  await event(c, { type: 'message', text: 'B to all after the drop' }, 'C hears B itself', bridgeC);
  // C still reaches both (a connection of C's own that the load on the machine broke
  // meanwhile would be bridged in turn: it may have closed and opened again, never for good;
  // a route that moved opens again without closing).
  assert.deepEqual(Object.keys(await c.evaluate(() => window.rdNet.routes())).length, 2, 'C reaches both');
  const cEvents = (await since(c, bridgeC)).filter((e) => e.type === 'peer-close' || e.type === 'peer-open');
  for (const [i, e] of cEvents.entries())
    if (e.type === 'peer-close') assert.ok(cEvents.slice(i + 1).some((o) => o.type === 'peer-open' && o.peer === e.peer), 'C lost nobody for good');
  assert.deepEqual((await since(a, bridgeA)).filter((e) => e.type === 'message').map((e) => e.text), ['B to all after the drop'], 'A heard B once');

  // (d) The connection between A and B goes at B's end without A hearing of it (CI: a page
  // waited for ever for a choice made on another after a guest's network dropped). When B
  // offers again, trystero takes B's new connection in place of the dead one; A is told B
  // opens again, so that the engine says again what went into the dead one (quick.js: with
  // or without a close before, as trystero replaces it).
  // A's end is made deaf before the connections are made (trystero sets a channel's close
  // and error handlers once): from `rdDeaf` on, they never run, and the connection to B
  // says "connected" whatever happens.
  await a.evaluate(() => {
    for (const key of ['onclose', 'onerror']) {
      const { get, set } = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, key);
      Object.defineProperty(RTCDataChannel.prototype, key, { configurable: true, get, set(f) { set.call(this, f && ((e) => { if (!window.rdDeaf) f(e); })); } });
    }
  });
  const silent = { ...mesh, room: hex32() };
  const silentFrom = await Promise.all([a, b, c].map(mark));
  await Promise.all([a, b, c].map((p) => call(p, 'join', silent)));
  await Promise.all([a, b, c].map(async (p, i) => {
    await p.waitForFunction(() => Object.keys(window.rdNet.routes()).length === 2, null, { timeout: kWait });
    await call(p, 'send', `${'ABC'[i]} in the silent room`);
  }));
  const abNow = (await event(a, { type: 'message', text: 'B in the silent room' }, 'A hears B', silentFrom[0])).peer;
  const baNow = (await event(b, { type: 'message', text: 'A in the silent room' }, 'B hears A', silentFrom[1])).peer;
  await Promise.all([linked(a, abNow), linked(b, baNow)]);
  const toB = (await linksTo(a, b)).at(-1);  // the newest: an older one of (c) may still say "connected"
  const toA = (await linksTo(b, a)).at(-1);
  const [silentA, silentB] = await Promise.all([a, b].map(mark));
  const ts = Date.now();
  // Each end closes its own connection. A's end would otherwise learn of B's close only from
  // the abort B's end sends as it closes. If that is lost, A's trystero takes its channel to
  // B for live and ignores B's new offers (signal-handler.mjs: a "live" connected peer) until
  // SCTP gives up, minutes later: the likely cause of a fresh clone's failure here, B not
  // back within 20 s. Now A's trystero finds its end dead (its channel closed) as soon as B
  // offers again, and A's page hears nothing of it. Not covered (and not mended): an end
  // still open whose other end is gone, which holds its peer back until SCTP gives up.
  await a.evaluate((i) => {
    const pc = window.rdTestConnections[i];
    for (const key of ['connectionState', 'iceConnectionState']) Object.defineProperty(pc, key, { get: () => 'connected' });
    window.rdDeaf = true;
    pc.close();
  }, toB);
  await b.evaluate((i) => window.rdTestConnections[i].close(), toA);
  await event(b, { type: 'peer-open', peer: baNow }, 'B reaches A again', silentB);
  await event(a, { type: 'peer-open', peer: abNow }, 'A told B opens again', silentA);
  const silentMs = Date.now() - ts;
  await call(a, 'sendTo', abNow, 'A after the silent drop');
  await event(b, { type: 'message', text: 'A after the silent drop', device: a.device }, 'B hears A', silentB);
  await a.evaluate(() => { window.rdDeaf = false; });
  await Promise.all([a, b, c].map((p) => call(p, 'leave')));

  console.log(`net: three pages with online.js in ${devicesMs} ms, quick join ${quickMs} ms to peer-open (local relay), a dropped connection back by itself in ${dropMs} ms, one of three bridged by the third in ${bridgeMs} ms, a connection dead at one end replaced in ${silentMs} ms, no relay ${noRelayMs} ms for two guests `
    + `(codes: ${codes.join(', ')} characters), whole test ${Date.now() - t0} ms; a lobby at a dead relay says so ${lobby.ms} ms after "Play online" (polled every 200 ms); signing ${cost.sign.toFixed(3)} ms, checking `
    + `${cost.verify.toFixed(3)} ms a message; a no-relay frame carries at most ${envelope} bytes beyond its text`);
  // Expected on C: the browser's own lines for online.js refused once and for each attempt
  // at the dead relay.
  const expected = (p) => /^request failed: .*\/online\.js|^console.error: Failed to load resource: net::ERR_FAILED$/.test(p)
    || p.startsWith(`console.error: WebSocket connection to '${deadRelay}/' failed`);
  // Expected on A and B: trystero's own words when a connection closes under it (B's page
  // reloading, the dropped connection), nothing wrong.
  assert.deepEqual(a.problems.filter((p) => !peerLeft.test(p)), []);
  assert.deepEqual(b.problems.filter((p) => !peerLeft.test(p)), []);
  assert.deepEqual(c.problems.filter((p) => !expected(p)), []);
  assert.deepEqual(lobby.problems.filter((p) => !expected(p)), []);
});

// A device joining a room meets the one already there at once, even at a relay that asks
// for two minutes between announces, as public relays do. Trystero's rule for crossing
// offers makes the device with the smaller id ignore the newcomer's offer and wait to send
// its own at its next announce; quick.js makes it announce at once instead. Three fresh
// pages (pages that met before keep their connection for a while and meet again through
// it), in a cycle: whatever their ids, in one of the three meetings at least the newcomer's
// id is the greater. Each newcomer joins once the other has made its first few announces
// (trystero's warm-up) and waits for its next one, two minutes away.
pageTest('a device meets the one already in the room at once, at a relay that asks for two minutes between announces', async () => {
  const slow = await startRelay({ interval: 120000 });
  const pages = [];
  try {
    pages.push(...await Promise.all([device(), device(), device()]));
    const times = [];
    for (const [first, second] of [[0, 1], [1, 2], [2, 0]]) {
      const room = { room: hex32(), key: hex32(), relays: [slow.url], iceServers: [] };
      const from = await Promise.all(pages.map(mark));
      const before = slow.announces();
      await call(pages[first], 'join', room);
      // Trystero's warm-up: an announce at once, then three more within about 2 s.
      const deadline = Date.now() + kWait;
      while (slow.announces() - before < 4) {
        assert.ok(Date.now() < deadline, 'the first device announced four times');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const t = Date.now();
      await call(pages[second], 'join', room);
      await Promise.all([event(pages[first], { type: 'peer-open' }, `device ${first} meets device ${second}`, from[first]),
        event(pages[second], { type: 'peer-open' }, `device ${second} meets device ${first}`, from[second])]);
      times.push(Date.now() - t);
      await Promise.all([first, second].map((i) => call(pages[i], 'leave')));
    }
    console.log(`net: a newcomer met the device already in the room in ${times.join(', ')} ms (a relay asking for 120 s between announces)`);
    for (const p of pages) assert.deepEqual(p.problems, []);
  } finally {
    // The pages first: the relay's close waits for every socket to it to close.
    await Promise.all(pages.map((p) => p.context().close()));
    await slow.close();
  }
});

// Two tabs of one browser are one device (one key): the table must hear it once. A second
// tab that opens the page resumes the kept table and takes it; the first steps away from it
// at once (no connection, no game) and asks whether to play there instead; taking it back
// makes the second step away in turn (#20).
pageTest('a second tab takes the online table, and the first steps away and can take it back', async () => {
  const settings = { 'river-dragons.online-relays': env.relay.url, 'river-dragons.online-ice': '[]', 'river-dragons.online-name': 'Ann',
    'river-dragons.setup': 'seats=human,human&variant=standard' };
  const first = await openPage(env.browser, env.url, undefined, 1,
    `if (!localStorage.getItem('river-dragons.online-name')) for (const [k, v] of Object.entries(${JSON.stringify(settings)})) localStorage.setItem(k, v);`);
  await waitReady(first);
  await click(first, 'button', 'play-online', { effect: (snap) => snap.status.screen === 'lobby' && snap.status.online && snap.status.online.stage >= 2 });
  await first.waitForFunction(() => localStorage.getItem('river-dragons.online-table'), null, { timeout: kWait });
  const second = await openPageIn(first.context(), env.url);
  await waitReady(second);
  await waitFor(second, (s) => s.screen === 'lobby' && s.online && s.online.creator && !s.onlineElsewhere, 'the second tab at the table');
  const away = await waitFor(first, (s) => s.onlineElsewhere && !s.online, 'the first tab stepped away, asking');
  assert.equal(away.screen, 'setup');
  await first.screenshot({ path: screenshotPath('online-elsewhere') });
  await click(first, 'button', 'online-here', { effect: (snap) => snap.status.screen === 'lobby' && snap.status.online && !snap.status.onlineElsewhere });
  await waitFor(second, (s) => s.onlineElsewhere && !s.online, 'the second tab stepped away in turn');
  await click(second, 'button', 'online-there', { effect: (snap) => !snap.status.onlineElsewhere && snap.status.screen === 'setup' && !snap.status.online });
  // A new table made here would end the game there: refused, and said.
  await click(second, 'button', 'play-online', { effect: (snap) => snap.status.screen === 'setup' && /another tab/.test(snap.status.problem) });
  assert.equal((await first.evaluate(() => window.rdTest.status())).screen, 'lobby', 'the first tab still at its table');
  // The second tab may meet the first in the room before the first steps away (two tabs
  // are two peers to trystero; the table ignores its own device's hello): that connection
  // closing is trystero's peer-left line, and only that.
  for (const p of [first, second]) assert.deepEqual(p.problems.filter((line) => !peerLeft.test(line)), []);
  await first.context().close();
});

// A table kept by a page from before signing keys (its device id made up at random): the
// page cannot speak for that seat any more. It says so, forgets the table and the old id,
// and goes on at the setup screen.
pageTest('a table kept under an id from before signing keys does not come back', async () => {
  const room = hex32();
  const kept = { room, key: hex32(), mode: 'quick', game: JSON.stringify({ table: room, device: '0123456789abcdef', name: 'Ann', wanted: -1, roster: '' }) };
  const script = `if (!sessionStorage.getItem('kept')) {
    sessionStorage.setItem('kept', '1');
    localStorage.setItem('river-dragons.online-table', ${JSON.stringify(JSON.stringify(kept))});
    localStorage.setItem('river-dragons.online-device', '0123456789abcdef');
  }`;
  const page = await openPage(env.browser, env.url, undefined, 1, script);
  const words = JSON.parse(fs.readFileSync(new URL('../../assets/lang/en.json', import.meta.url), 'utf8')).OnlineKeptOtherDevice;
  const { device } = await event(page, { type: 'ready' }, 'online.js loaded for the kept table');
  assert.notEqual(device, '0123456789abcdef');
  const status = await waitFor(page, (s) => s.screen === 'setup' && typeof s.problem === 'string' && s.problem.includes(words), 'the page says why');
  assert.equal(status.online, undefined, 'not at a table');
  assert.deepEqual(await page.evaluate(() => [localStorage.getItem('river-dragons.online-table'), localStorage.getItem('river-dragons.online-device')]),
    [null, null], 'the kept table and the old id are gone');
  assert.deepEqual(page.problems, []);
});
