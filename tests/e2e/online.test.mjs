// Online play (issue #20): devices in separate browser contexts of one headless Chromium
// meet in the lobby, through a local relay (tests/e2e/relay.mjs: no internet, no STUN) or
// without one (codes carried between the pages), then play a whole game to the end: every
// page ends with the same record, which the native referee replays.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { startBrowser, openPage, openPageIn, waitReady, pageTest, screenshotPath } from './browser.mjs';
import { startRelay } from './relay.mjs';
import { click, status, record, waitFor, until, find, replayRecord } from './ui.mjs';

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
// the player's name and the setup it would create a table from (an init script: a string).
// A phone: 390×844, by touch. `lang`: the page's language (?lang=).
const kPhone = { viewport: { width: 390, height: 844 }, device: { isMobile: true, hasTouch: true } };
async function openDevice(name, fragment, setup, phone = false, lang = '') {
  const settings = {
    'river-dragons.online-relays': env.relay.url, 'river-dragons.online-ice': '[]', 'river-dragons.online-name': name,
    ...(setup ? { 'river-dragons.setup': setup } : {}),
  };
  const script = `for (const [k, v] of Object.entries(${JSON.stringify(settings)})) localStorage.setItem(k, v);`;
  const page = await openPage(env.browser, env.baseUrl + (lang ? `?lang=${lang}` : '') + (fragment || ''), phone ? kPhone.viewport : { width: 1280, height: 800 }, 1, script, phone ? kPhone.device : {});
  page.tapping = phone;
  await waitReady(page);
  return page;
}

// Plays a whole game: each device's player decides (as a medium computer would, through
// the same calls as the board's clicks) whenever the game waits for them. With `reload`,
// the second device's page reloads in round 2 and must come back to its seat by itself.
// With `away`, the third device's tab closes in round 1's resolution (see goneAndBack), and once it
// is back, the creator's page reloads while she decides.
async function playToTheEnd(pages, { reload = false, away = false, cheat = false, directReload = false } = {}) {
  const deadline = Date.now() + 300000;
  let reloaded = !reload;
  let cheated = !cheat, mismatch = !cheat, creatorReloaded = !away, directReloaded = !directReload;
  let stage = away ? 'before' : 'done';
  let playing = pages;
  for (;;) {
    const states = await Promise.all(playing.map((p) => status(p)));
    if (states[0].round <= 1) await readFirstSlot(pages);  // before a page of round 1 may close
    if (!reloaded && states[1].round === 2) {
      const seat = states[1].online.seat;
      await pages[1].reload();
      await waitReady(pages[1]);
      const back = await waitFor(pages[1], (s) => s.screen === 'game' && s.online && s.online.peers > 0, 'the reloaded page back at its table', 40000);
      assert.equal(back.online.seat, seat, 'the same seat after a reload');
      reloaded = true;
      continue;
    }
    if (!cheated && states[1].round >= 2 && states[1].phase === 'resolution' && states[1].human === states[1].online.seat) {
      await cheatAndBeRefused(pages);
      cheated = true;
      continue;
    }
    mismatch = mismatch || states[0].online.lastProblem === 'RevealMismatch';
    if (cheated && !directReloaded && states[1].round >= 2 && states[1].phase === 'programming') {
      await reconnectWithoutRelay(pages);
      directReloaded = true;
      continue;
    }
    if (away && stage === 'back' && reloaded && !creatorReloaded && states[0].phase === 'resolution' && states[0].human === states[0].online.seat) {
      // The creator's page reloads while she decides: back at her seat, the same decision.
      const [was] = states;
      await pages[0].reload();
      await waitReady(pages[0]);
      const back = await waitFor(pages[0], (s) => s.screen === 'game' && s.online && s.online.peers > 0 && s.human === was.human, 'the creator back at her decision', 40000);
      assert.deepEqual([back.round, back.slot, back.decision, back.online.seat], [was.round, was.slot, was.decision, was.online.seat]);
      creatorReloaded = true;
      continue;
    }
    if (stage !== 'done' && stage !== 'back' && states[0].phase === 'resolution') {
      playing = await goneAndBack(pages, stage);
      stage = stage === 'before' ? 'computer' : 'back';
      continue;
    }
    if (states.every((s) => s.online && s.online.finished)) {
      assert.ok(reloaded, 'the page reloaded during the game');
      assert.ok(cheated && mismatch, 'the cheats were tried, and the wrong card refused');
      assert.ok(directReloaded, 'the guest reloaded and was invited again');
      assert.ok(creatorReloaded, 'the creator\'s page reloaded during her decision');
      assert.ok(stage === 'done' || states[2].online.seat === pages[2].seat, 'the tab reopened has its seat back');
      return;
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

// What would leave an online game in progress asks first (#20): Menu → New game, another
// table's invite or a shared game's link opened in the page; staying keeps the table, the
// seat and the moment.
async function askedBeforeLeaving(page) {
  const was = await status(page);
  const kept = (s) => !s.confirmLeave && s.screen === 'game' && s.online.seat === was.online.seat && s.online.peers === was.online.peers && s.round === was.round;
  await click(page, 'button', 'menu', { effect: (snap) => find(snap, 'button', 'menu-new-game').length > 0, what: 'the menu' });
  await click(page, 'button', 'menu-new-game', { effect: (snap) => snap.status.confirmLeave && find(snap, 'button', 'leave-stay').length > 0, what: 'the question before leaving' });
  await page.screenshot({ path: screenshotPath('online-leave-question') });
  await click(page, 'button', 'leave-stay', { effect: (snap) => kept(snap.status), what: 'still at the table' });
  await page.evaluate(() => { window.location.hash = `#online=${'0'.repeat(32)}.${'1'.repeat(32)}`; });
  await until(page, (snap) => snap.status.confirmLeave && find(snap, 'button', 'leave-stay').length > 0, 'the question before another table\'s invite');
  await click(page, 'button', 'leave-stay', { effect: (snap) => kept(snap.status), what: 'still at the table after the other invite' });
  // A shared game's link (two rounds of two greedy players: `rd play --players 2 --bots
  // greedy --seed 3 --max-rounds 2`, then `rd link`) would open the viewer.
  await page.evaluate(() => { window.location.hash = '#rd1.AQUjsg7I17VtGRYyAlCSLMjIgogaSsF0uyoV6A'; });
  await until(page, (snap) => snap.status.confirmLeave && find(snap, 'button', 'leave-stay').length > 0, 'the question before a shared game');
  await click(page, 'button', 'leave-stay', { effect: (snap) => kept(snap.status), what: 'still at the table after the shared game' });
}

// Without a relay, the guest's page reloads: it comes back to its table but cannot find the
// creator by itself (it says so); the creator invites it again from the game, the guest opens
// the new link in its page (pasted), and the creator enters its answer: both play on.
async function reconnectWithoutRelay([ann, bob]) {
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
  const { answer } = (await waitFor(bob, (s) => s.screen === 'lobby' && s.online.answer !== '', 'the guest\'s answer to the new invite', 40000)).online;
  await bob.screenshot({ path: screenshotPath('online-reinvited-guest') });
  ann.once('dialog', (dialog) => dialog.accept(answer));
  await click(ann, 'button', 'online-enter-answer', { effect: (snap) => snap.status.online.peers === 1 });
  await waitFor(ann, (s) => s.screen === 'game', 'the creator back in the game with her friend');
  // Back with the creator, the advice to ask for an invite no longer shows.
  await waitFor(bob, (s) => s.screen === 'game' && s.online.peers === 1 && s.notice !== told, 'the guest back in the game, the advice gone', 40000);
}

// A player gone and back (#20): the third device's tab closes mid-round; the creator sees
// the seat away and lets a computer play for it (the round starts again). Once the computer
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
    await ann.screenshot({ path: screenshotPath('online-seat-gone') });
    await click(ann, 'button', `give-seat-${cy.seat}`, { effect: (snap) => snap.status.online.epoch === 1 && snap.status.phase === 'programming' });
    return pages.slice(0, 2);
  }
  const seat = pages[2].seat;
  const cy = await openPageIn(pages[2].kept, env.baseUrl);
  await waitReady(cy);
  const s = await waitFor(cy, (st) => st.screen === 'game' && st.online && st.online.epoch === 1 && st.online.peers > 0, 'the reopened tab back at its table', 40000);
  assert.equal(s.online.seat, null, 'a computer plays its seat until the next round');
  cy.seat = seat;
  await cy.screenshot({ path: screenshotPath('online-seat-played-by-computer') });
  pages[2] = cy;
  return pages;
}

// Without a relay (`direct`): one invite link per guest, whose answer code the creator
// enters in the browser's own box, as a person would copy it from a message.
async function wholeGame(setup, guests, name, { phone = false, lang = '', reload = false, direct = false, away = false, cheat = false, timer = false, directReload = false } = {}) {
  const ann = await openDevice('Ann', '', setup);
  // The lobby is whole once online.js has loaded (its QR code drawn): the buttons stay put.
  await click(ann, 'button', 'play-online', { effect: (snap) => snap.status.screen === 'lobby' && snap.status.online && snap.status.online.stage >= 2 && find(snap, 'qr', 'online-qr').length > 0 });
  const pages = [ann];
  const joins = [];  // per guest: invite opened to page ready, to the table seen, to seated
  for (const guest of guests) {
    if (direct) await click(ann, 'button', pages.length === 1 ? 'online-without-relay' : 'online-invite-another', { effect: (snap) => snap.status.online.mode === 'direct' && snap.status.online.link !== '' && snap.status.online.link.includes('#direct=') });
    const link = (await status(ann)).online.link;
    const opened = Date.now();
    const page = await openDevice(guest, link.slice(link.indexOf('#')), '', phone, lang);
    const ready = Date.now();
    pages.push(page);
    if (direct) {
      const { answer } = (await waitFor(page, (st) => st.online && st.online.answer !== '', `${guest}'s answer code`)).online;
      assert.ok(answer.length < 300, `a short answer code (${answer.length} characters)`);
      ann.once('dialog', (dialog) => dialog.accept(answer));
      await click(ann, 'button', 'online-enter-answer', { effect: (snap) => snap.status.online.peers === pages.length - 1 });
    }
    const s = await waitFor(page, (st) => st.screen === 'lobby' && st.online && st.online.seats.length > 0, `${guest} sees the table`, 40000);
    const seen = Date.now();
    const free = s.online.seats.find((seat) => seat.kind === 'open');
    await page.screenshot({ path: screenshotPath(`online-guest-${name}`) });
    const shot = Date.now();  // the screenshot is the test's, not the page's: left out
    await click(page, 'button', `online-seat-${free.color}`, { effect: (snap) => snap.status.online.seat === free.color });
    joins.push(`${guest} ${ready - opened} + ${seen - ready} + ${Date.now() - shot} = ${ready - opened + seen - ready + Date.now() - shot} ms`);
  }
  const lastSeated = Date.now();
  await waitFor(ann, (s) => s.online.canStart && s.online.seats.every((seat) => seat.kind !== 'person' || seat.connected), 'every seat taken, every player connected', 40000);
  const allConnected = Date.now() - lastSeated;
  if (timer) {  // a minute per program: the guest is told, and counts down while programming
    await click(ann, 'button', 'online-timer', { effect: (snap) => snap.status.online.timer === 60 });
    await waitFor(pages[1], (s) => s.online.timer === 60, 'the guest told the time per program');
  }
  await ann.screenshot({ path: screenshotPath(`online-lobby-${name}`) });
  await click(ann, 'button', 'online-start', { effect: (snap) => snap.status.screen === 'game' });
  for (const p of pages) await waitFor(p, (s) => s.screen === 'game', 'the game on every device');
  Object.assign(figures, { lastLock: 0, firstSlot: [] });
  await Promise.all(pages.map(watchFirstSlot));
  if (timer) await until(pages[1], (snap) => find(snap, 'text', 'online-time-left').length > 0, 'the guest\'s time left shown');
  // The creator locks first: the guest's page knows only that she has (no card of hers),
  // then, once a slot is turned over, that slot's card and no other.
  const annSeat = (await status(ann)).online.seat;
  assert.ok(await ann.evaluate(() => window.rdTest.botMove()));
  figures.lastLock = Date.now();
  await waitFor(pages[1], (s) => s.online.locked.includes(annSeat), 'the guest told that Ann locked');
  assert.deepEqual((await status(pages[1])).online.cards[annSeat], [null, null, null, null, null], 'no card of Ann in the guest\'s page before its slot');
  // A guest who has locked waits for the others, and is told for whom.
  if (await pages[1].evaluate(() => window.rdTest.botMove())) figures.lastLock = Date.now();
  await until(pages[1], (snap) => snap.status.phase !== 'programming' || find(snap, 'text', 'online-waiting').length > 0, 'the guest told whom the game waits for');
  await pages[1].screenshot({ path: screenshotPath(`online-waiting-${name}`) });
  await playToTheEnd(pages, { reload, away, cheat, directReload });
  console.log(`online ${name} (${direct ? 'no relay' : 'local relay'}): invite opened to seated (page ready + table seen + seated): ${joins.join(', ')}; `
    + `then every player connected on the creator's page ${allConnected} ms later; ${slotFigure()}`);
  await pages[1].screenshot({ path: screenshotPath(`online-end-${name}`) });
  const records = await Promise.all(pages.map((p) => record(p)));
  for (const r of records) assert.deepEqual(r, records[0], 'the same record on every device');
  // The searching computer's programs were made in the creator's own worker (its page
  // was never reloaded: a reloaded page's count starts again).
  if (/ai-(hard|master)/.test(setup)) assert.ok((await status(ann)).online.workerAnswers > 0, 'the computer thought in the worker');
  const summary = replayRecord(records[0], `online-${name}`);
  assert.ok(summary.winner, 'the referee replays the record to its winner');
  // Trystero logs a console error on every device when a connection to a page that reloads
  // closes ("User-Initiated Abort"): its own words for a peer leaving, nothing wrong here.
  const peerLeft = /Trystero peer error: OperationError: User-Initiated Abort/;
  for (const p of pages) assert.deepEqual(p.problems.filter((m) => !peerLeft.test(m)), []);
}

pageTest('three devices and a computer play a whole game online, on the islands side: a guest reloads, a tab is closed and reopened, the creator reloads mid-decision', async () => {
  await wholeGame('seats=human,human,ai-medium,human&variant=standard', ['Bob', 'Cy'], 'islands', { reload: true, away: true });
});

pageTest('two devices (one a phone, in French) and a hard computer (thinking in each page\'s worker) play a whole game without a relay, on the expert side, each made to cheat once, a minute per program, the guest reloading and invited again', async () => {
  await wholeGame('seats=human,ai-hard,human&variant=expert', ['Bob'], 'expert', { phone: true, lang: 'fr', direct: true, cheat: true, timer: true, directReload: true });
});
