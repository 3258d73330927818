// Online play (issue #20): devices in separate browser contexts of one headless Chromium
// meet in the lobby, through a local relay (tests/e2e/relay.mjs: no internet, no STUN) or
// without one (codes carried between the pages), then play a whole game to the end: every
// page ends with the same record, which the native referee replays.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { startBrowser, keepConnections, openPage, openPageIn, waitReady, pageTest, screenshotPath, peerLeft } from './browser.mjs';
import { startRelay } from './relay.mjs';
import { click, status, record, waitFor, until, find, replayRecord, program, snapshot, items, touchGesture, line } from './ui.mjs';

const env = {};
before(async () => {
  Object.assign(env, await startBrowser());
  env.relay = await startRelay();
});
after(async () => {
  await env.close();
  await env.relay.close();
});

// Figures for issue #20, measured as the games go and printed as TAP diagnostics (never
// asserted: machines are noisy). `lastLock`: when the last program of round 1 was locked
// (the test's clock, right after the call that locked it); each page notes by itself, from
// its own animation frames, when it first shows round 1's resolution (its first slot).
const figures = { lastLock: 0, firstSlot: [] };
const watchFirstSlot = (page) => page.evaluate(() => {
  const look = () => {
    const s = window.rdTest.status();
    if (s.round > 1 || (s.round === 1 && s.phase === 'resolution')) window.rdFirstSlotAt = Date.now();
    else requestAnimationFrame(look);
  };
  look();
});
// Reads the pages' notes until each has one (a page closed before: none).
async function readFirstSlot(pages) {
  if (figures.firstSlot.length === pages.length && figures.firstSlot.every((t) => t)) return;
  figures.firstSlot = await Promise.all(pages.map((p, i) => figures.firstSlot[i] || (p.isClosed() ? 0 : p.evaluate(() => window.rdFirstSlotAt || 0))));
}
function slotFigure() {
  const shown = figures.firstSlot.map((t) => (t ? `${t - figures.lastLock} ms` : 'not seen'));
  return `last lock of round 1 to its first slot shown: ${shown.join(', ')} (device 1 the creator's)`;
}

// A device: its own browser context, told to use the local relay and no STUN server, with
// the player's name and the setup it would create a table from (an init script: a string);
// its connections kept where the test can close them (keepConnections).
// A phone: 390×844, by touch. `lang`: the page's language (?lang=).
const kPhone = { viewport: { width: 390, height: 844 }, device: { isMobile: true, hasTouch: true } };
async function openDevice(name, fragment, setup, phone = false, lang = '') {
  const settings = {
    'river-dragons.online-relays': env.relay.url, 'river-dragons.online-ice': '[]', 'river-dragons.online-name': name,
    ...(setup ? { 'river-dragons.setup': setup } : {}),
  };
  const script = `for (const [k, v] of Object.entries(${JSON.stringify(settings)})) localStorage.setItem(k, v);\n${keepConnections}`;
  const page = await openPage(env.browser, env.baseUrl + (lang ? `?lang=${lang}` : '') + (fragment || ''), phone ? kPhone.viewport : { width: 1280, height: 800 }, 1, script, phone ? kPhone.device : {});
  page.tapping = phone;
  await waitReady(page);
  return page;
}

// Plays a whole game: each device's player decides (as a medium computer would, through
// the same calls as the board's clicks) whenever the game waits for them; a phone's player
// decides round 1 by taps where the board lists the targets. With `reload`, the second
// device's page reloads as round 2's programming begins, and again while its player decides
// (round 2 or later): each time it must come back to its seat and moment by itself. With
// `away`, the third device's tab closes in round 1's resolution (see goneAndBack), and once
// it is back, the creator's page reloads while she decides; then the second device's
// network drops (dropAndBack). With `cheat`, the second device's page is searched for the
// creator's secrets (peekFindsOnlyTheTurnedOver) and cheats (cheatAndBeRefused). With
// `creatorGoes`, once the second device has been invited again, the creator's tab closes for
// good (creatorGone). The pages still playing at the end.
async function playToTheEnd(pages, { reload = false, away = false, cheat = false, directReload = false, creatorGoes = false } = {}) {
  const deadline = Date.now() + 300000;
  let reloadedProgramming = !reload, reloaded = !reload, dropped = !away, peeked = !cheat;
  let cheated = !cheat, mismatch = !cheat, creatorReloaded = !away, directReloaded = !directReload, creatorGone = !creatorGoes;
  let stage = away ? 'before' : 'done';
  let playing = pages;
  for (;;) {
    const states = await Promise.all(playing.map((p) => status(p)));
    if (states[0].round <= 1) await readFirstSlot(pages);  // before a page of round 1 may close
    if (!reloadedProgramming && states[1].round === 2 && states[1].phase === 'programming') {
      // The guest's page reloads as he programs: back at his seat, in round 2's programming.
      const [, was] = states;
      await pages[1].reload();
      await waitReady(pages[1]);
      const back = await waitFor(pages[1], (s) => s.screen === 'game' && s.online && s.online.peers > 0, 'the reloaded guest back at his table', 40000);
      assert.deepEqual([back.round, back.phase, back.online.seat], [was.round, was.phase, was.online.seat]);
      reloadedProgramming = true;
      continue;
    }
    if (reloadedProgramming && !reloaded && states[1].phase === 'resolution' && states[1].human === states[1].online.seat) {
      // The guest's page reloads while he decides: back at his seat, the same decision.
      const [, was] = states;
      await pages[1].reload();
      await waitReady(pages[1]);
      const back = await waitFor(pages[1], (s) => s.screen === 'game' && s.online && s.online.peers > 0 && s.human === was.human, 'the reloaded guest back at his decision', 40000);
      assert.deepEqual([back.round, back.slot, back.decision, back.online.seat], [was.round, was.slot, was.decision, was.online.seat]);
      reloaded = true;
      continue;
    }
    if (!peeked && states[1].phase === 'resolution' && states[1].slot < 5 && states[1].human === states[1].online.seat) {
      await peekFindsOnlyTheTurnedOver(pages[0], pages[1]);
      peeked = true;
      continue;
    }
    if (!cheated && states[1].round >= 2 && states[1].phase === 'resolution' && states[1].human === states[1].online.seat) {
      await cheatAndBeRefused(pages);
      cheated = true;
      continue;
    }
    mismatch = mismatch || states[0].online.lastProblem === 'RevealMismatch';
    if (cheated && !directReloaded && states[1].round >= 2 && states[1].phase === 'programming') {
      await reconnectWithoutRelay(pages, playing.length - 1);
      directReloaded = true;
      continue;
    }
    if (directReloaded && mismatch && !creatorGone) {
      playing = await creatorGoesForGood(playing);
      creatorGone = true;
      continue;
    }
    if (away && stage === 'back' && !creatorReloaded && states[0].phase === 'resolution' && states[0].human === states[0].online.seat) {
      // The creator's page reloads while she decides: back at her seat, the same decision.
      const [was] = states;
      await pages[0].reload();
      await waitReady(pages[0]);
      const back = await waitFor(pages[0], (s) => s.screen === 'game' && s.online && s.online.peers > 0 && s.human === was.human, 'the creator back at her decision', 40000);
      assert.deepEqual([back.round, back.slot, back.decision, back.online.seat], [was.round, was.slot, was.decision, was.online.seat]);
      creatorReloaded = true;
      continue;
    }
    if (creatorReloaded && !dropped && states[1].phase === 'resolution') {
      await dropAndBack(playing, 1);
      dropped = true;
      continue;
    }
    if (stage !== 'done' && stage !== 'back' && states[0].phase === 'resolution') {
      playing = await goneAndBack(pages, stage);
      stage = stage === 'before' ? 'computer' : 'back';
      continue;
    }
    if (states.every((s) => s.online && s.online.finished)) {
      assert.ok(reloadedProgramming && reloaded, 'the page reloaded during the game, programming and deciding');
      assert.ok(peeked, 'the guest\'s page was searched for the creator\'s secrets');
      assert.ok(cheated && mismatch, 'the cheats were tried, and the wrong card refused');
      assert.ok(directReloaded, 'the guest reloaded and was invited again');
      assert.ok(creatorReloaded, 'the creator\'s page reloaded during her decision');
      assert.ok(dropped, 'a device\'s network dropped during the game');
      assert.ok(creatorGone, 'the creator\'s tab closed during the game');
      if (creatorGoes && states[2].round > playing[2].backRound) assert.equal(states[2].online.seat, playing[2].seat, 'the creator has her seat back');
      assert.ok(stage === 'done' || states[2].online.seat === pages[2].seat, 'the tab reopened has its seat back');
      return playing;
    }
    assert.ok(Date.now() < deadline, `the game did not end: ${JSON.stringify(states.map((s) => [s.round, s.slot, s.phase, s.actor, s.human, s.online.seat, s.online.epoch, s.online.stopped, s.online.lastProblem, s.online.peers]))}`);
    for (const s of states) {
      assert.ok(!s.online.stopped, `a table stopped: ${JSON.stringify(s.online)}`);
      // No page holds another seat's card beyond the slot being turned over.
      if (s.online.finished || s.winner) continue;
      for (const [color, cards] of Object.entries(s.online.cards)) {
        if (color === s.online.seat) continue;
        const hidden = s.phase === 'programming' ? cards : cards.slice(s.slot);
        assert.ok(hidden.every((c) => c === null), `${s.online.seat}'s page holds ${color}'s ${JSON.stringify(cards)} at round ${s.round} slot ${s.slot}`);
      }
    }
    let acted = false;
    for (const [i, p] of playing.entries()) {
      // Round 1's locks, until a page first shows its first slot (a seat given to a computer
      // plays round 1 again: not counted). Whether it locked is told by the page itself.
      const timing = states[i].round === 1 && states[i].phase === 'programming' && !figures.firstSlot.some(Boolean);
      if (p.tapping && states[i].round === 1 && states[i].phase === 'resolution' && states[i].human === states[i].online.seat && await tapped(p, states[i].decision)) {
        p.taps = (p.taps || 0) + 1;
        acted = true;
        continue;
      }
      const moved = timing ? await p.evaluate(() => {
        const before = window.rdTest.status();
        const done = window.rdTest.botMove();
        return done && before.round === 1 && before.phase === 'programming' ? 'lock' : done;
      }) : await p.evaluate(() => window.rdTest.botMove());
      if (moved === 'lock') figures.lastLock = Date.now();
      acted = Boolean(moved) || acted;
    }
    if (!acted) await new Promise((resolve) => setTimeout(resolve, 20));  // polling: messages on their way
  }
}

// Devices made to cheat (#20), while the second device's player decides: it sends an illegal
// choice; the creator's device sends a choice in its name; then its next card goes out first
// with a wrong salt (its refusal is looked for as the game goes on). Each is refused where it
// arrives and changes nothing there; the game goes on.
async function cheatAndBeRefused([ann, bob]) {
  const same = (a, b, what) => assert.deepEqual([a.round, a.slot, a.actor, a.decision], [b.round, b.slot, b.actor, b.decision], what);
  // The guest's last choice may still be on its way to the creator (a fresh clone's run saw
  // the creator's page move from pick-plank to place-span during the check): the creator's
  // page first where the guest's is; the game then waits for the guest, who does not act.
  const key = (s) => JSON.stringify([s.round, s.slot, s.actor, s.decision]);
  const bobNow = await status(bob);
  const annBefore = await waitFor(ann, (s) => key(s) === key(bobNow), "the creator's page where the guest's is");
  assert.ok(await bob.evaluate(() => window.rdTest.cheat('illegal-choice')));
  const refused = await waitFor(ann, (s) => s.online.problems > annBefore.online.problems, 'the illegal choice refused');
  assert.equal(refused.online.lastProblem, 'IllegalChoice');
  same(refused, annBefore, 'an illegal choice changes nothing');
  await until(ann, (snap) => find(snap, 'text', 'online-refused').length > 0, 'the creator told of the refusal');
  await ann.screenshot({ path: screenshotPath('online-refused') });
  const bobBefore = await status(bob);
  assert.ok(await ann.evaluate(() => window.rdTest.cheat('other-seat')));
  const forged = await waitFor(bob, (s) => s.online.bad > bobBefore.online.bad, 'a choice in another\'s name refused');
  same(forged, bobBefore, 'a choice in another\'s name changes nothing');
  assert.ok(await bob.evaluate(() => window.rdTest.cheat('wrong-reveal')));
}

// A phone's screen at rest (two snapshots alike): every word whole (status().clipped), and
// every button a fingertip big and within the screen's width (the panel scrolls down).
const kFinger = 44;
// A predicate true of a snapshot like the one before it (the layout and the cut words),
// nothing gliding.
function atRest() {
  let last = '';
  return (snap) => {
    const key = JSON.stringify([snap.layout, snap.status.clipped]);
    const same = key === last && !snap.status.gliding;
    last = key;
    return same;
  };
}
async function settled(page) {
  return until(page, atRest(), 'the screen at rest');
}
function fitsThePhone(snap, what) {
  assert.deepEqual(snap.status.clipped, [], `${what}: words cut`);
  const { width } = kPhone.viewport;
  const bad = snap.layout.filter((e) => e.kind === 'button' && (e.w < kFinger - 0.5 || e.h < kFinger - 0.5 || e.x < 0 || e.x + e.w > width + 0.5));
  assert.deepEqual(bad.map((e) => `${e.id} ${e.x},${e.y} ${e.w}×${e.h}`), [], `${what}: buttons smaller than a fingertip or off the screen's sides`);
}

// A phone's lobby longer than the screen scrolls by a swipe (a playtest: the creator's Start,
// under the invite's QR code, could not be reached by a finger). Turned sideways, the guest's
// lobby reaches below the screen: swipes up bring its last row (the connection settings) on it.
async function swipeScrollsTheLobby(page) {
  const { width, height } = kPhone.viewport;
  const last = (snap) => find(snap, 'button', 'online-settings')[0];
  const still = atRest();
  await page.setViewportSize({ width: height, height: width });
  let snap = await until(page, (snap) => still(snap) && last(snap) && last(snap).w > width, 'the lobby laid out sideways');
  const below = (snap) => last(snap).y + last(snap).h > width + 0.5;
  assert.ok(below(snap), `sideways, the lobby reaches below the screen (${JSON.stringify(last(snap))})`);
  for (let swipe = 0; swipe < 4 && below(snap); ++swipe) {
    await touchGesture(page, [line({ x: height / 2, y: width * 0.8 }, { x: height / 2, y: width * 0.2 }, 6)]);
    snap = await until(page, (snap) => still(snap) && last(snap), 'the lobby at rest after a swipe');
  }
  assert.ok(!below(snap), `swipes brought the lobby's last row on screen (${JSON.stringify(last(snap))})`);
  await page.setViewportSize(kPhone.viewport);
  // Upright, the lobby fits again: its top is back on screen, Ready with it (tapped next).
  const ready = (snap) => find(snap, 'button', 'online-ready')[0];
  await until(page, (snap) => still(snap) && last(snap) && last(snap).w < width && ready(snap) && ready(snap).y >= 0 && ready(snap).y + ready(snap).h <= height,
    'the lobby upright again, Ready on screen');
}

// A phone's player's decision by a tap on its target, where the board lists its targets now (on
// the expert side a stone goes anywhere in the water: none listed, the caller decides). Its
// effect: a choice more at the table (the record grows by whole rounds online), or fewer
// targets.
const kTargets = { stone: ['island', 'spot'], 'pick-plank': ['reserve'], 'place-span': ['support'], remove: ['plank', 'support'] };
async function tapped(page, decision) {
  const snap = await snapshot(page);
  const { width, height } = kPhone.viewport;  // a target below the panel's fold is not tapped (the caller decides)
  const onScreen = (e) => e.x >= 0 && e.y >= 0 && e.x + e.w <= width + 0.5 && e.y + e.h <= height + 0.5;
  const kind = (kTargets[decision] || ['destination']).find((k) => find(snap, k).length > 0 && find(snap, k).every(onScreen));
  if (snap.status.decision !== decision || !kind) return false;
  // (A plank that fits nowhere leaves the reserve when picked, and the pick is not a choice.)
  const chosen = { effect: (sn) => sn.status.online.steps > snap.status.online.steps || sn.status.decision !== decision
    || (decision === 'pick-plank' && find(sn, kind).length < find(snap, kind).length), what: `${decision} decided by a tap` };
  if (decision !== 'place-span') return Boolean(await click(page, kind, undefined, chosen));
  const first = await click(page, 'support', undefined, { effect: (sn) => sn.status.spanStart !== null, what: 'the first end chosen' });
  const seconds = (await items(page, 'support')).filter((e) => e.id !== first.id);
  return Boolean(await click(page, 'support', seconds[0].id, chosen));
}

// A peek (#20), while the guest decides (the game waits for him: nobody turns more over): his
// page searched for the creator's salts of this round (a card travels only with its salt,
// commitment.h) in its wasm memory (as text and as bytes), its browser storage (local and
// session) and its online events. Those of the slots turned over are there (the search finds
// what is there); the others nowhere. (Its thinking worker is given only the public game.)
async function peekFindsOnlyTheTurnedOver(owner, other) {
  const key = (s) => JSON.stringify([s.round, s.slot, s.actor, s.decision, s.online.steps]);
  const seen = await status(other);
  await waitFor(owner, (s) => key(s) === key(seen), "the creator's page where the guest's is");
  const secrets = await owner.evaluate(() => window.rdTest.ownSecrets());
  assert.ok(secrets, 'the creator has locked her program');
  assert.equal(secrets.revealed, seen.slot, 'the creator has revealed the cards of the slots turned over');
  const found = await other.evaluate((salts) => {
    const mem = window.Module.HEAPU8;
    const inMemory = (needle) => {
      const j = Math.max(0, needle.findIndex((b) => b !== 0 && b !== 255));  // a byte rarer than 0 in memory
      for (let i = mem.indexOf(needle[j]); i >= 0; i = mem.indexOf(needle[j], i + 1)) {
        const at = i - j;
        if (at < 0 || at + needle.length > mem.length) continue;
        let k = 0;
        while (k < needle.length && mem[at + k] === needle[k]) ++k;
        if (k === needle.length) return true;
      }
      return false;
    };
    const values = (storage) => Object.keys(storage).map((key) => storage.getItem(key)).join('\n');
    const stored = values(localStorage) + values(sessionStorage) + JSON.stringify(window.rdShell.netEvents);
    return salts.map((hex) => stored.includes(hex) || inMemory(new TextEncoder().encode(hex))
      || inMemory(Uint8Array.from(hex.match(/../g), (h) => parseInt(h, 16))));
  }, secrets.salts);
  assert.deepEqual(found, secrets.salts.map((_, i) => i < seen.slot), `the guest's page holds the creator's salts of slots 1 to ${seen.slot} and no other`);
}

// A device's network drops mid-game: its connections closed under the page, as a network gone
// would close them. While it is cut off, every device's player acts once where the game waits
// for them (its own included: sent when it is back). With nobody left it joins the room again
// by itself, meets the others, and each sends what the other missed: it then shows the same
// moment as the creator's page. The page's own log of online events tells the drop and the return.
async function dropAndBack(pages, cut) {
  const page = pages[cut];
  await waitFor(pages[0], (s) => s.online.peers === pages.length - 1, 'every device connected before the drop', 40000);
  await page.evaluate(() => {
    window.rdDropMark = window.rdShell.netEvents[window.rdShell.netEvents.length - 1];
    for (const pc of window.rdTestConnections) pc.close();
  });
  const since = (type) => page.waitForFunction((type) => {
    const log = window.rdShell.netEvents;
    const after = log.slice(log.indexOf(window.rdDropMark) + 1);
    const closed = after.findIndex((e) => e.type === 'peer-close');
    return closed >= 0 && (type === 'peer-close' || after.slice(closed).some((e) => e.type === type));
  }, type, { timeout: 40000 });
  await since('peer-close');
  let acted = 0;
  for (const p of pages) acted += await p.evaluate(() => window.rdTest.botMove()) ? 1 : 0;
  await since('peer-open');
  const key = (s) => JSON.stringify([s.round, s.slot, s.actor, s.decision, s.online.steps, s.online.locked, s.online.peers]);
  const deadline = Date.now() + 40000;
  for (;;) {
    const [creator, back] = await Promise.all([status(pages[0]), status(page)]);
    if (back.online.peers === pages.length - 1 && key(back) === key(creator)) break;
    if (Date.now() >= deadline) {  // what each page heard and reaches, for whoever reads the failure
      const trail = (p) => p.evaluate(() => JSON.stringify({ routes: window.rdNet.routes(), events: window.rdShell.netEvents.slice(-60)
        .map((e) => [e.type, e.peer, e.type === 'message' ? e.text.slice(0, 90) : e.what].filter(Boolean).join(' ')) }));
      assert.fail(`the dropped device caught up: ${key(creator)} on the creator's page, ${key(back)} on its own\n`
        + `creator: ${await trail(pages[0])}\ndropped: ${await trail(page)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));  // polling: messages on their way
  }
  // Nobody acts now: a page whose game stands still asks the others for what it may have
  // missed (a CI run: a choice lost on a connection that stayed up, waited for for ever).
  // (Its next question may be up to a minute away when the game had stood still a while
  // before; none once the game's last round is in the record.)
  const { asked } = (await status(page)).online;
  await waitFor(page, (s) => s.online.asked > asked || s.online.finished, 'a page whose game stands still asks for what it missed', 75000);
  console.log(`online: a device's network dropped; ${acted} decision(s) made meanwhile, then the same moment on both pages`);
}

// What would leave an online game in progress asks first (#20): Menu → New game, another
// table's invite or a shared game's link opened in the page; staying keeps the table, the
// seat and the moment.
async function askedBeforeLeaving(page) {
  const was = await status(page);
  const kept = (s) => !s.confirmLeave && s.screen === 'game' && s.online.seat === was.online.seat && s.online.peers === was.online.peers && s.round === was.round;
  // Menu → the table: its lobby over the game (who sits where, who is connected), and back
  // (a playtest found no way to it from the game). The time per program, if it runs, shows there too.
  const timed = find(await snapshot(page), 'text', 'online-time-left').length > 0;
  await click(page, 'button', 'menu', { effect: (snap) => find(snap, 'button', 'menu-table').length > 0, what: 'the menu' });
  await click(page, 'button', 'menu-table', { effect: (snap) => snap.status.screen === 'lobby' && find(snap, 'button', 'online-back-to-game').length > 0, what: 'the table over the game' });
  const table = await settled(page);
  if (page.tapping) fitsThePhone(table, 'the table over the game');
  assert.equal(find(table, 'text', 'online-time-left').length > 0, timed, 'the time left shown over the game as in it');
  assert.ok(table.status.online.seats.filter((seat) => seat.kind === 'person').every((seat) => seat.connected), 'every player connected, as the table shows');
  await page.screenshot({ path: screenshotPath('online-table-over-game') });
  await click(page, 'button', 'online-back-to-game', { effect: (snap) => kept(snap.status), what: 'back in the game' });
  await click(page, 'button', 'menu', { effect: (snap) => find(snap, 'button', 'menu-new-game').length > 0, what: 'the menu' });
  await click(page, 'button', 'menu-new-game', { effect: (snap) => snap.status.confirmLeave && find(snap, 'button', 'leave-stay').length > 0 && find(snap, 'text', 'leave-asked').length === 1, what: 'the question before leaving' });
  await page.screenshot({ path: screenshotPath('online-leave-question') });
  await click(page, 'button', 'leave-stay', { effect: (snap) => kept(snap.status), what: 'still at the table' });
  await page.evaluate(() => { window.location.hash = `#online=${'0'.repeat(32)}.${'1'.repeat(32)}`; });
  // It says a link was opened (a playtest: it asked as if the player had asked to leave).
  await until(page, (snap) => snap.status.confirmLeave && find(snap, 'button', 'leave-stay').length > 0 && find(snap, 'text', 'leave-for-link').length === 1,
    'the question before another table\'s invite, saying why');
  await page.keyboard.press('Escape');  // stays, as the button does
  await until(page, (snap) => kept(snap.status) && find(snap, 'button', 'menu-new-game').length === 0, 'still at the table after the other invite (Escape), the menu closed');
  // A shared game's link (two rounds of two greedy players: `rd play --players 2 --bots
  // greedy --seed 3 --max-rounds 2`, then `rd link`) would open the viewer.
  await page.evaluate(() => { window.location.hash = '#rd1.AQUjsg7I17VtGRYyAlCSLMjIgogaSsF0uyoV6A'; });
  await until(page, (snap) => snap.status.confirmLeave && find(snap, 'button', 'leave-stay').length > 0, 'the question before a shared game');
  await click(page, 'button', 'leave-stay', { effect: (snap) => kept(snap.status), what: 'still at the table after the shared game' });
}

// Without a relay, the guest's page reloads: it comes back to its table but cannot find the
// creator by itself (it says so); the creator invites it again from the game, the guest opens
// the new link in its page (pasted), and the creator enters its answer: both play on.
async function reconnectWithoutRelay([ann, bob], others) {
  await askedBeforeLeaving(bob);
  const seat = (await status(bob)).online.seat;
  await bob.reload();
  await waitReady(bob);
  const told = (await waitFor(bob, (s) => s.screen === 'game' && s.online && s.online.seat === seat && s.notice !== '', 'the guest back at its seat, told to ask for an invite', 40000)).notice;
  await waitFor(ann, (s) => s.online.seats.some((x) => x.color === seat && !x.connected), 'the creator sees the guest gone', 40000);
  await click(ann, 'button', 'online-reinvite', { effect: (snap) => snap.status.screen === 'lobby' && snap.status.online.link.includes('#direct=') });
  const link = (await status(ann)).online.link;
  // The creator's own invite opened in her own page: said so, and she stays at her table.
  await ann.evaluate((hash) => { window.location.hash = hash; }, link.slice(link.indexOf('#')));
  await waitFor(ann, (s) => s.online.problem === 'OnlineOwnInvite', 'the creator told it is her own invite');
  assert.deepEqual(((s) => [s.screen, s.online.creator, s.online.started, s.online.link])(await status(ann)), ['lobby', true, true, link], 'the creator still at her table, inviting');
  await bob.evaluate((hash) => { window.location.hash = hash; }, link.slice(link.indexOf('#')));
  const { answer } = (await waitFor(bob, (s) => s.screen === 'lobby' && s.online && s.online.answer !== '', 'the guest\'s answer to the new invite', 40000)).online;
  await bob.screenshot({ path: screenshotPath('online-reinvited-guest') });
  ann.once('dialog', (dialog) => dialog.accept(answer));
  await click(ann, 'button', 'online-enter-answer', { effect: (snap) => snap.status.online.peers === others });
  await waitFor(ann, (s) => s.screen === 'game', 'the creator back in the game with her friend');
  // Back with the creator, the advice to ask for an invite no longer shows.
  await waitFor(bob, (s) => s.screen === 'game' && s.online.peers === others && s.notice !== told, 'the guest back in the game, the advice gone', 40000);
}

// Without a relay, the creator's tab closes (#20: no single device's loss ends the table, the
// creator's included). Her guests, which her page linked to each other (direct.js), still
// reach each other: the first seated of them acts for the table and lets a computer play her
// seat (from where the round stood: #46, no round is played again once its cards are seen). Her tab reopened, nobody can find it by itself: the friend
// acting for the table invites her again (his page came by an invite, but the page that
// invited it has gone, so it invites in its turn and introduces her to the other guest). The
// pages to play on, hers last (`backRound`: the round she came back in; her seat is hers
// again from the next).
async function creatorGoesForGood(pages) {
  const [ann, bob, dee] = pages;
  const was = await status(ann);
  ann.workerAnswers = was.online.workerAnswers;  // her page's figures, read while it is there
  // Her guests are linked to each other first (one called the other after Bob's new invite,
  // her page passing their descriptions): each is linked to both others itself.
  await Promise.all([bob, dee].map((p) => p.waitForFunction(() => Object.entries(window.rdNet.routes())
    .filter(([peer, via]) => peer === via).length === 2, null, { timeout: 40000 })));
  await ann.close();
  await waitFor(bob, (s) => s.online.seats.some((seat) => seat.color === was.online.seat && seat.canGive), 'a guest may give the creator\'s seat', 40000);
  await until(dee, (snap) => snap.status.online.seats.some((seat) => seat.color === was.online.seat && !seat.connected)
    && find(snap, 'text', 'online-away').length > 0, 'the other guest told that the creator is gone', 40000);
  await bob.screenshot({ path: screenshotPath('online-creator-gone') });
  const computerAt = (s, color) => s.online.seats.some((seat) => seat.color === color && seat.kind === 'computer');
  await click(bob, 'button', `give-seat-${was.online.seat}`, { effect: (snap) => computerAt(snap.status, was.online.seat) });
  await waitFor(dee, (s) => computerAt(s, was.online.seat), 'the other guest plays on');
  await click(bob, 'button', 'online-reinvite', { effect: (snap) => snap.status.screen === 'lobby' && snap.status.online.link.includes('#direct=') });
  const { link } = (await status(bob)).online;
  // His own link opened in his own page: said so, and he stays at the table (answering it
  // would drop his friends for an offer of his own).
  await bob.evaluate((hash) => { window.location.hash = hash; }, link.slice(link.indexOf('#')));
  await waitFor(bob, (s) => s.online.problem === 'OnlineOwnInvite', 'Bob told it is his own invite');
  await bob.screenshot({ path: screenshotPath('online-guest-invites') });
  assert.deepEqual(((s) => [s.online.peers, s.online.link])(await status(bob)), [1, link], 'Bob still with Dee, inviting');
  // Ann opens his link in a new tab of her browser: her page comes back to her table with it.
  const back = await openPageIn(ann.context(), env.baseUrl + link.slice(link.indexOf('#')));
  back.problems.push(...ann.problems);
  await waitReady(back);
  const { answer } = (await waitFor(back, (s) => s.screen === 'lobby' && s.online && s.online.answer !== '', 'Ann\'s answer to Bob\'s invite', 40000)).online;
  bob.once('dialog', (dialog) => dialog.accept(answer));
  await click(bob, 'button', 'online-enter-answer', { effect: (snap) => snap.status.online.peers === 2 });
  const now = await waitFor(back, (s) => s.screen === 'game' && s.online.peers === 2, 'Ann back at her table, reaching both friends', 40000);
  await waitFor(dee, (s) => s.online.peers === 2, 'Dee reaches Ann again (Bob introduced her)', 40000);
  await back.screenshot({ path: screenshotPath('online-creator-back') });
  back.seat = was.online.seat;
  back.backRound = now.round;
  return [bob, dee, back];
}

// A player gone and back (#20): the third device's tab closes mid-round; the creator sees
// the seat away and lets a computer play for it (the rest of the round: #46, it is not played
// again). Once the computer
// plays, the tab is reopened in the same browser: the page comes back to the table by
// itself, watches, and has its seat back when the next round begins. The pages to play on.
async function goneAndBack(pages, stage) {
  const [ann] = pages;
  if (stage === 'before') {
    const cy = pages[2];
    cy.seat = (await status(cy)).online.seat;
    cy.kept = cy.context();
    await cy.close();
    await waitFor(ann, (s) => s.online.seats.some((seat) => seat.color === cy.seat && seat.canGive), 'the creator may give the gone seat', 40000);
    await until(pages[1], (snap) => snap.status.online.seats.some((seat) => seat.color === cy.seat && !seat.connected)
      && find(snap, 'text', 'online-away').length > 0, 'a guest told that a player is gone', 40000);
    await ann.screenshot({ path: screenshotPath('online-seat-gone') });
    await click(ann, 'button', `give-seat-${cy.seat}`, { effect: (snap) => snap.status.online.seats.some((seat) => seat.color === cy.seat && seat.kind === 'computer') });
    return pages.slice(0, 2);
  }
  const seat = pages[2].seat;
  const cy = await openPageIn(pages[2].kept, env.baseUrl);
  await waitReady(cy);
  const s = await waitFor(cy, (st) => st.screen === 'game' && st.online && st.online.peers > 0
    && st.online.seats.some((x) => x.color === seat && x.kind === 'computer'), 'the reopened tab back at its table', 40000);
  assert.equal(s.online.seat, null, 'a computer plays its seat until the next round');
  cy.seat = seat;
  await cy.screenshot({ path: screenshotPath('online-seat-played-by-computer') });
  pages[2] = cy;
  return pages;
}

// Without a relay (`direct`): one invite link per guest, whose answer code the creator
// enters in the browser's own box, as a person would copy it from a message; the first guest
// first asks for a fresh answer. `phone`: the first guest's device is a phone (390×844, by
// touch, in `lang`): its lobby fits, and its player programs round 1 by taps.
async function wholeGame(setup, guests, name, { phone = false, lang = '', reload = false, direct = false, away = false, cheat = false, timer = false, directReload = false, creatorGoes = false } = {}) {
  const ann = await openDevice('Ann', '', setup);
  // The lobby is whole once online.js has loaded (its QR code drawn): the buttons stay put.
  await click(ann, 'button', 'play-online', { effect: (snap) => snap.status.screen === 'lobby' && snap.status.online && snap.status.online.stage >= 2 && find(snap, 'qr', 'online-qr').length > 0 });
  if (!direct) {  // Copy: the link in the clipboard, and the lobby says so
    await ann.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.baseUrl).origin });
    await click(ann, 'button', 'online-copy', { effect: (snap) => find(snap, 'text', 'online-told').length > 0, what: 'the lobby saying the link is copied' });
    assert.equal(await ann.evaluate(() => navigator.clipboard.readText()), (await status(ann)).online.link);
  }
  const pages = [ann];
  const joins = [];  // per guest: invite opened to page ready, to the table seen, to seated
  for (const guest of guests) {
    const { link: previous } = (await status(ann)).online;  // another guest's link: a new one
    if (direct) await click(ann, 'button', pages.length === 1 ? 'online-without-relay' : 'online-invite-another', { effect: (snap) => snap.status.online.mode === 'direct' && snap.status.online.link !== previous && snap.status.online.link.includes('#direct=') });
    const link = (await status(ann)).online.link;
    const opened = Date.now();
    const first = pages.length === 1;
    const page = await openDevice(guest, link.slice(link.indexOf('#')), '', phone && first, first ? lang : '');
    const ready = Date.now();
    pages.push(page);
    if (direct) {
      let { answer } = (await waitFor(page, (st) => st.online && st.online.answer !== '', `${guest}'s answer code`)).online;
      if (first) {  // an answer goes stale after two minutes: a fresh one on demand
        const stale = answer;
        await click(page, 'button', 'online-fresh-answer', { effect: (snap) => !['', stale].includes(snap.status.online.answer) });
        answer = (await status(page)).online.answer;
      }
      assert.ok(answer.length < 300, `a short answer code (${answer.length} characters)`);
      ann.once('dialog', (dialog) => dialog.accept(answer));
      await click(ann, 'button', 'online-enter-answer', { effect: (snap) => snap.status.online.peers === pages.length - 1 });
      // The link used is no longer shown: a second friend sent it would find it used.
      await until(ann, (snap) => snap.status.online.link === '' && find(snap, 'qr', 'online-qr').length === 0, 'the used invite gone from the lobby');
    }
    // The guest is told to take a free seat (a playtest: nothing said so).
    const s = (await until(page, (snap) => snap.status.screen === 'lobby' && snap.status.online && snap.status.online.seats.length > 0 && find(snap, 'text', 'online-take-seat').length === 1,
      `${guest} sees the table, told to take a seat`, 40000)).status;
    const seen = Date.now();
    const free = s.online.seats.find((seat) => seat.kind === 'open');
    await page.screenshot({ path: screenshotPath(`online-guest-${name}-${guest.toLowerCase()}`) });
    const shot = Date.now();  // the screenshot is the test's, not the page's: left out
    // Seated, the guest is told Ready is theirs to press (a phone playtest: nothing said so).
    await click(page, 'button', `online-seat-${free.color}`, { effect: (snap) => snap.status.online.seat === free.color && find(snap, 'text', 'online-say-ready').length === 1 });
    if (page.tapping) {
      fitsThePhone(await settled(page), `${guest}'s lobby`);
      await swipeScrollsTheLobby(page);
    }
    joins.push(`${guest} ${ready - opened} + ${seen - ready} + ${Date.now() - shot} = ${ready - opened + seen - ready + Date.now() - shot} ms`);
    // The player says they are ready; every page shows it (the creator's below).
    await click(page, 'button', 'online-ready', { effect: (snap) => find(snap, 'button', 'online-not-ready').length > 0 && find(snap, 'text', 'online-say-ready').length === 0 });
  }
  const lastSeated = Date.now();
  await waitFor(ann, (s) => s.online.canStart && s.online.seats.every((seat) => seat.kind !== 'person' || (seat.connected && seat.ready)), 'every seat taken, every player connected and ready', 40000);
  const allConnected = Date.now() - lastSeated;
  if (timer) {  // a minute per program: the guest is told, and counts down while programming
    await click(ann, 'button', 'online-timer', { effect: (snap) => snap.status.online.timer === 60 });
    await waitFor(pages[1], (s) => s.online.timer === 60, 'the guest told the time per program');
  }
  await ann.screenshot({ path: screenshotPath(`online-lobby-${name}`) });
  await click(ann, 'button', 'online-start', { effect: (snap) => snap.status.screen === 'game' });
  for (const p of pages) await waitFor(p, (s) => s.screen === 'game', 'the game on every device');
  // A broken invite opened during the game (another table's, cut short) leaves the table
  // where it is (it was left before the invite was read).
  await ann.evaluate(() => { window.location.hash = '#online=0123abcd.4567'; });
  await ann.waitForFunction(() => window.location.hash === '', null, { timeout: 20000 });
  assert.deepEqual(((s) => [s.screen, s.online && s.online.started])(await status(ann)), ['game', true], 'Ann still at her table after a broken invite');
  Object.assign(figures, { lastLock: 0, firstSlot: [] });
  await Promise.all(pages.map(watchFirstSlot));
  if (timer) {
    await until(pages[1], (snap) => find(snap, 'text', 'online-time-left').length > 0, 'the guest\'s time left shown');
    // The page draws the time again as it runs down, with nothing else changing on it (a
    // playtest: an idle page showed 1:00 for twelve seconds, then the computer locked).
    const first = await pages[1].screenshot();
    const deadline = Date.now() + 5000;
    while ((await pages[1].screenshot()).equals(first)) {
      assert.ok(Date.now() < deadline, 'the time left is drawn again as it runs down');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  // The creator locks first: the guest's page knows only that she has (no card of hers),
  // then, once a slot is turned over, that slot's card and no other.
  const annSeat = (await status(ann)).online.seat;
  assert.ok(await ann.evaluate(() => window.rdTest.botMove()));
  figures.lastLock = Date.now();
  await waitFor(pages[1], (s) => s.online.locked.includes(annSeat), 'the guest told that Ann locked');
  assert.deepEqual((await status(pages[1])).online.cards[annSeat], [null, null, null, null, null], 'no card of Ann in the guest\'s page before its slot');
  // A guest who has locked waits for the others, and is told for whom. A phone's player
  // programs by taps.
  if (pages[1].tapping) {
    // Above the editor, that Ann has locked (a playtest: on a phone only the log said so).
    await until(pages[1], (snap) => snap.status.decision === 'program' && find(snap, 'button', 'confirm').length === 1 && find(snap, 'text', 'online-locked').length === 1,
      'the program editor on the phone, saying Ann has locked');
    const editor = await settled(pages[1]);
    fitsThePhone(editor, 'the program editor');
    assert.deepEqual(find(editor, 'button', 'suggest'), [], 'no Suggest at an online table (#21 §4)');
    await program(pages[1], ['stone2', 'plank1', 'move1', 'stone1', 'plank2']);
    figures.lastLock = Date.now();
  } else if (await pages[1].evaluate(() => window.rdTest.botMove())) figures.lastLock = Date.now();
  const waiting = await until(pages[1], (snap) => snap.status.phase !== 'programming' || find(snap, 'text', 'online-waiting').length > 0, 'the guest told whom the game waits for');
  if (pages[1].tapping && waiting.status.phase === 'programming') fitsThePhone(await settled(pages[1]), 'the wait for the others');
  await pages[1].screenshot({ path: screenshotPath(`online-waiting-${name}`) });
  const playing = await playToTheEnd(pages, { reload, away, cheat, directReload, creatorGoes });
  if (phone) {  // its program holds plank1: a plank to pick from the reserve, at least
    console.log(`online ${name}: the phone's player decided ${pages[1].taps || 0} times by a tap in round 1`);
    assert.ok(pages[1].taps >= 1, 'the phone\'s player decided by taps');
  }
  console.log(`online ${name} (${direct ? 'no relay' : 'local relay'}): invite opened to seated (page ready + table seen + seated): ${joins.join(', ')}; `
    + `then every player connected on the creator's page ${allConnected} ms later; ${slotFigure()}`);
  await pages[1].screenshot({ path: screenshotPath(`online-end-${name}`) });
  const records = await Promise.all(playing.map((p) => record(p)));
  for (const r of records) assert.deepEqual(r, records[0], 'the same record on every device still at the table');
  // The game over is each page's last game, to watch again from the setup screen.
  const kept = await pages[1].waitForFunction(() => localStorage.getItem('river-dragons.last-game'), null, { timeout: 20000 });
  const lastGame = JSON.parse(await kept.jsonValue());
  assert.deepEqual(lastGame.record, typeof records[0] === 'string' ? JSON.parse(records[0]) : records[0], 'the last game kept is this one');
  // The searching computer's programs were made in the creator's own worker (its page
  // was never reloaded: a reloaded page's count starts again).
  const workerAnswers = ann.isClosed() ? ann.workerAnswers : (await status(ann)).online.workerAnswers;
  if (/ai-(hard|master)/.test(setup)) assert.ok(workerAnswers > 0, 'the computer thought in the worker');
  const summary = replayRecord(records[0], `online-${name}`);
  assert.ok(summary.winner, 'the referee replays the record to its winner');
  for (const p of new Set([...pages, ...playing])) assert.deepEqual(p.problems.filter((m) => !peerLeft.test(m)), []);
}

pageTest('three devices and a computer play a whole game online, on the islands side: a guest reloads programming and mid-decision, a tab is closed and reopened, the creator reloads mid-decision, a guest\'s network drops', async () => {
  await wholeGame('seats=human,human,ai-medium,human&variant=standard', ['Bob', 'Cy'], 'islands', { reload: true, away: true });
}, { timeout: 600000 });  // playToTheEnd alone may take five minutes

pageTest('three devices (one a phone, in French, by touch) and a hard computer (thinking in each page\'s worker) play a whole game without a relay, on the expert side: the creator and a guest cheat, the guest\'s page is searched for the creator\'s secrets, a minute per program, the guest reloads and is invited again, then the creator\'s tab closes, her friends play on, and the friend acting for the table invites her back', async () => {
  await wholeGame('seats=human,ai-hard,human,human&variant=expert', ['Bob', 'Dee'], 'expert', { phone: true, lang: 'fr', direct: true, cheat: true, timer: true, directReload: true, creatorGoes: true });
}, { timeout: 600000 });

// A guest is told when the table's creator is no longer there before the start (a playtest:
// after the creator left, her guest read "The game starts when the table's creator says so"
// for ever).
// Bob has never given a name: taking a seat asks it (a playtest: nobody was asked, and every
// friend was "Player"). The creator is told he has not said he is ready.
pageTest('a guest is asked a name, and told that the table\'s creator has gone before the start', async () => {
  const ann = await openDevice('Ann', '', 'seats=human,human&variant=standard');
  await click(ann, 'button', 'play-online', { effect: (snap) => snap.status.screen === 'lobby' && snap.status.online && snap.status.online.stage >= 2 && find(snap, 'qr', 'online-qr').length > 0 });
  const { link } = (await status(ann)).online;
  const bob = await openDevice('', link.slice(link.indexOf('#')));
  const { seats } = (await until(bob, (snap) => snap.status.online && snap.status.online.seats.length > 0 && find(snap, 'text', 'online-wait-start').length === 1, 'Bob at the table', 40000)).status.online;
  const asked = [];
  bob.once('dialog', (dialog) => { asked.push(dialog.message()); dialog.accept('Bob'); });
  await click(bob, 'button', `online-seat-${seats.find((seat) => seat.kind === 'open').color}`, { effect: (snap) => snap.status.online.seat !== null });
  assert.deepEqual(asked, ['Your name at the online table (the other players see it):']);
  await until(ann, (snap) => snap.status.online.seats.some((seat) => seat.name === 'Bob') && find(snap, 'text', 'online-not-ready-yet').length === 1, 'Bob seated by name, not ready yet', 40000);
  await ann.screenshot({ path: screenshotPath('online-lobby-not-ready') });
  // Bob says he is ready: Ann's idle lobby is drawn again by itself (#48 §2: the page
  // redraws on the online game's count of changes, which his hello bumps).
  await click(bob, 'button', 'online-ready', { effect: (snap) => find(snap, 'button', 'online-not-ready').length > 0 });
  await until(ann, (snap) => snap.status.idle && snap.status.online.seats.some((seat) => seat.name === 'Bob' && seat.ready), 'Bob ready, as Ann\'s page knows', 40000);
  await until(ann, (snap) => find(snap, 'text', 'online-not-ready-yet').length === 0, 'Ann\'s lobby drawn again with Bob ready, with no input', 10000);
  await click(ann, 'button', 'online-leave', { effect: (snap) => snap.status.screen !== 'lobby' });
  await until(bob, (snap) => find(snap, 'text', 'online-creator-away').length === 1 && find(snap, 'text', 'online-wait-start').length === 0, 'Bob told the creator has gone', 40000);
  assert.deepEqual([...ann.problems, ...bob.problems].filter((m) => !peerLeft.test(m)), []);
});

// A table of three friends where one page cheats through the test hook (#46): the creator's
// friends Bob (the cheat) and Cy (a phone, in French), every seat a person's. Each page's
// player plays as a medium computer would (botMove) until `until` holds on the creator's
// page; `skip`: the pages that do not play.
async function playUntil(pages, until, what, skip = []) {
  const deadline = Date.now() + 240000;
  for (;;) {
    const s = await status(pages[0]);
    if (until(s)) return s;
    assert.ok(Date.now() < deadline, `${what}: ${JSON.stringify([s.round, s.slot, s.phase, s.online && s.online.seats])}`);
    for (const p of pages) if (!skip.includes(p) && !p.isClosed()) await p.evaluate(() => window.rdTest.botMove());
  }
}

// Bob's page withholds its cards: the others wait, then say for whom and since when, and
// after 20 s the creator lets a computer play his seat for the rest of the round (his page
// follows, and watches); he has it back at the next round. Then his page believes Ann's gone
// and gives her seat away, acting for the table: Ann's and Cy's pages refuse and say so. Bob's tab closes; Ann
// gives his seat, and Ann and Cy end the game with the same record.
pageTest('a cheating page cannot take a connected friend\'s seat, and one that withholds its cards costs only its own seat for the round', async () => {
  const ann = await openDevice('Ann', '', 'seats=human,human,human&variant=standard');
  await click(ann, 'button', 'play-online', { effect: (snap) => snap.status.screen === 'lobby' && snap.status.online && snap.status.online.stage >= 2 && find(snap, 'qr', 'online-qr').length > 0 });
  const { link } = (await status(ann)).online;
  const pages = [ann];
  for (const [name, phone, lang] of [['Bob', false, ''], ['Cy', true, 'fr']]) {
    const page = await openDevice(name, link.slice(link.indexOf('#')), '', phone, lang);
    const s = (await until(page, (snap) => snap.status.online && snap.status.online.seats.some((seat) => seat.kind === 'open'), `${name} at the table`, 40000)).status;
    const free = s.online.seats.find((seat) => seat.kind === 'open');
    await click(page, 'button', `online-seat-${free.color}`, { effect: (snap) => snap.status.online.seat === free.color });
    await click(page, 'button', 'online-ready', { effect: (snap) => find(snap, 'button', 'online-not-ready').length > 0 });
    pages.push(page);
  }
  const [, bob, cy] = pages;
  await waitFor(ann, (s) => s.online.canStart, 'every player connected and ready', 40000);
  await cy.screenshot({ path: screenshotPath('online-cheat-lobby-fr-phone') });
  await click(ann, 'button', 'online-start', { effect: (snap) => snap.status.screen === 'game' });
  const annSeat = (await status(ann)).online.seat;
  const bobSeat = (await waitFor(bob, (s) => s.screen === 'game', 'Bob in the game')).online.seat;
  await waitFor(cy, (s) => s.screen === 'game', 'Cy in the game');
  // Round 1 played; then Bob's page sends none of its cards.
  await playUntil(pages, (s) => s.round === 2, 'round 2');
  assert.ok(await bob.evaluate(() => window.rdTest.cheat('withhold')));
  const late = (s) => s.online.seats.some((seat) => seat.color === bobSeat && seat.canGive);
  await playUntil(pages, (s) => s.phase === 'resolution' && s.decision === 'reveal', 'the table waiting for a card');
  const waiting = await waitFor(ann, (s) => s.phase === 'resolution' && s.decision === 'reveal', 'Ann waits for a card');
  assert.ok(!late(waiting), 'not before the deadline');
  await until(cy, (snap) => find(snap, 'text', 'online-away').length > 0 && snap.status.online.seats.some((seat) => seat.color === bobSeat && seat.connected),
    'Cy told whom the table waits for, and since when (Bob connected)', 40000);
  await cy.screenshot({ path: screenshotPath('online-cheat-waiting-fr-phone') });
  await waitFor(ann, late, 'the creator may give the late seat', 40000);
  const computerAt = (s, color) => s.online.seats.some((seat) => seat.color === color && seat.kind === 'computer');
  await click(ann, 'button', `give-seat-${bobSeat}`, { effect: (snap) => computerAt(snap.status, bobSeat) });
  await waitFor(bob, (s) => computerAt(s, bobSeat) && s.online.seat === null, 'Bob\'s page follows, and watches the rest of the round');
  assert.equal((await status(ann)).round, 2, 'round 2 goes on: not played again');
  assert.ok(await bob.evaluate(() => window.rdTest.cheat('withhold-off')));
  await playUntil(pages, (s) => s.round === 3 && s.online.seats.some((seat) => seat.color === bobSeat && seat.kind === 'person'), 'Bob\'s seat back at round 3');
  await waitFor(bob, (s) => s.online.seat === bobSeat, 'Bob plays his seat again');
  // Bob's page believes Ann gone, and gives her seat: refused where it matters.
  assert.ok(await bob.evaluate((seat) => window.rdTest.cheat(`seize-${seat}`), annSeat));
  for (const p of [ann, cy]) {
    const s = await waitFor(p, (st) => st.online.disputed === annSeat, 'the seizure refused, and said');
    assert.equal(s.online.seats.find((seat) => seat.color === annSeat).kind, 'person');
  }
  await until(cy, (snap) => find(snap, 'text', 'online-away').length > 0, 'Cy told');
  await cy.screenshot({ path: screenshotPath('online-cheat-refused-fr-phone') });
  await bob.close();
  await waitFor(ann, (s) => s.online.seats.some((seat) => seat.color === bobSeat && seat.canGive), 'Bob gone for real', 40000);
  await click(ann, 'button', `give-seat-${bobSeat}`, { effect: (snap) => computerAt(snap.status, bobSeat) });
  await playUntil([ann, cy], (s) => s.online.finished, 'the game\'s end');
  await waitFor(cy, (s) => s.online.finished, 'Cy at the end');
  const records = await Promise.all([ann, cy].map((p) => record(p)));
  assert.deepEqual(records[1], records[0], 'the same record on the honest pages');
  assert.ok(replayRecord(records[0], 'online-cheat').winner, 'the referee replays it');
  for (const p of [ann, cy]) assert.deepEqual(p.problems.filter((m) => !peerLeft.test(m)), []);
}, { timeout: 480000 });
