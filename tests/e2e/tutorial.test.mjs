// The tutorial (issue #12 §4), played the way a newcomer plays it: by clicking whatever the
// tutorial points at (the "hint" in layout()), and nothing else. A step that points at nothing
// fails the test. Screenshots: build/e2e/tutorial-<lang>-<step>.png.
import assert from 'node:assert/strict';
import { browserForTests, openPage, waitReady, pageTest, screenshotPath } from './browser.mjs';
import { until, click, items, status, badgeClashes } from './ui.mjs';

const env = browserForTests();

const hintOf = (snap) => snap.layout.find((e) => e.kind === 'hint');
// What a click on the pointed thing changes: where the tutorial stands or what the player composes.
const progress = (snap) => JSON.stringify([snap.status.screen, snap.status.tutorial, snap.status.draft, snap.status.spanStart]);

// Waits for the tutorial to point at something (computers may act first), to leave the
// choice to the player (its free step, once the board offers the islands), or to be over.
async function nextHint(page) {
  return until(page, (snap) => snap.status.screen !== 'game' || Boolean(hintOf(snap)) || freeTargets(snap).length > 0,
    'the tutorial to point at what to do next (a step without a target is a bug)', 30000);
}
// The free step's choices: the islands the board offers (the tutorial frames none).
const freeTargets = (snap) => (snap.status.tutorial && snap.status.tutorial.free ? snap.layout.filter((e) => e.kind === 'island') : []);
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

// Clicks what the tutorial points at, `count` times at most, stopping when the tutorial is
// over (it then points at Leave); `shoot(n, snap)` says whether to save a screenshot before
// the n-th click. Returns how many clicks were made.
async function follow(page, name, { count = Infinity, shoot = () => false } = {}) {
  let n = 0;
  for (; n < count; ++n) {
    const snap = await nextHint(page);
    if (snap.status.screen !== 'game' || snap.status.tutorial.done) break;
    const free = freeTargets(snap);
    if (free.length > 0) {
      // The player's own choice: the last island offered, not the one the script suggests (I7).
      assert.equal(hintOf(snap), undefined, 'the free step frames nothing');
      // Most of them in view, under no box: a choice the player can see (the box was once as
      // tall as for a story, and covered most of the board on a phone; the rest is reached
      // by panning).
      const view = page.viewportSize();
      const box = snap.layout.find((e) => e.kind === 'box');
      const seen = free.filter((e) => e.x >= 0 && e.y >= 0 && e.x + e.w <= view.width && e.y + e.h <= view.height && !overlaps(e, box));
      assert.ok(seen.length >= free.length / 2, `the free step leaves its islands in view: ${seen.length} of ${free.length}`);
      const island = seen.filter((e) => e.id !== 'I7').pop();
      if (shoot(n, snap)) await page.screenshot({ path: screenshotPath(`${name}-${String(n).padStart(2, '0')}`) });
      await click(page, 'island', island.id, { effect: (after, before) => progress(after) !== progress(before), what: `a stone on ${island.id}` });
      assert.equal((await status(page)).notice, '', `a stone on ${island.id} is accepted`);
      continue;
    }
    const hint = hintOf(snap);
    const [kind, ...rest] = hint.id.split(':');
    assert.ok(snap.layout.find((e) => e.kind === kind && e.id === rest.join(':')), `the hint ${hint.id} frames a thing on screen`);
    const view = page.viewportSize();
    assert.ok(hint.x >= 0 && hint.y >= 0 && hint.x + hint.w <= view.width && hint.y + hint.h <= view.height, `${hint.id} is in view: ${JSON.stringify(hint)}`);
    const cut = (snap.status.clipped || []).filter((c) => c.includes('tutorial'));
    assert.deepEqual(cut, [], `nothing of the tutorial is cut at ${hint.id}`);
    if (shoot(n, snap)) await page.screenshot({ path: screenshotPath(`${name}-${String(n).padStart(2, '0')}`) });
    await click(page, 'hint', hint.id, { effect: (after, before) => progress(after) !== progress(before), what: `the effect of ${hint.id}` });
    assert.equal((await status(page)).notice, '', `${hint.id} was accepted`);
  }
  return n;
}

// A page on its first visit (nothing remembered), the tutorial started from the setup screen.
// With `touch`, a phone (device scale 2: the tutorial's whole path paints many frames, and
// software GL's cost grows with the pixels; scale 3 is dpr.test.mjs's) played by a finger.
async function startTutorial(query, viewport, touch = false) {
  const page = touch ? await openPage(env.browser, env.baseUrl, viewport, 2, null, { isMobile: true, hasTouch: true })
                     : await env.open('', viewport);
  if (touch) {
    await waitReady(page);
    page.tapping = true;  // ui.mjs's click taps with a finger
  }
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(env.baseUrl + query);  // the query leaves the address bar once read: opened after the clearing
  await page.waitForFunction(() => window.rdTest && window.rdTest.ready === true);
  assert.equal((await status(page)).lang, new URLSearchParams(query).get('lang') || 'en');
  await click(page, 'button', 'tutorial', { effect: (snap) => Boolean(snap.status.tutorial), what: 'the tutorial' });
  return page;
}

pageTest('the tutorial is completed in English by following only its own pointing', async () => {
  const page = await startTutorial('?lang=en');
  // On a desktop the board fits above the box: it hides no village (#23 §8).
  const first = await until(page, (snap) => snap.layout.some((e) => e.kind === 'box'), 'the tutorial\'s box');
  const box = first.layout.find((e) => e.kind === 'box');
  assert.deepEqual(badgeClashes(await page.evaluate(() => window.rdTest.marks()), [box], { x: 0, y: 0, w: 1280, h: 800 }), [],
    'the tutorial\'s box covers no village, pawn or badge');
  assert.equal(first.status.speed, 'normal', 'a newcomer watches at the normal pace');
  const started = Date.now();
  const clicks = await follow(page, 'tutorial-en', { shoot: (n) => n % 5 === 0 });
  let s = await status(page);
  assert.equal(s.winner, 'pink', 'the player wins the tutorial');
  assert.equal(s.tutorial.hint, 'button:tutorial-leave', 'at the end it points at the way out');
  await page.screenshot({ path: screenshotPath('tutorial-en-end') });
  console.log(`tutorial: ${clicks} clicks, ${((Date.now() - started) / 1000).toFixed(1)} s by the test`);
  const stored = await page.evaluate(() => [localStorage.getItem('river-dragons.game'), localStorage.getItem('river-dragons.last-game')]);
  assert.deepEqual(stored, [null, null], 'the tutorial is kept neither as a game in progress nor as the last game');
  // Counted from here: #23 §3's path (leave, then Start). The panel's scrollbar can flicker
  // once mid-tutorial at 1280×800 (a known fault, see the 2026-11-25 note), not this path.
  const staleBefore = s.staleFrames;
  await click(page, 'hint', 'button:tutorial-leave', { effect: (snap) => snap.status.screen === 'setup', what: 'the setup screen' });
  s = await status(page);
  assert.equal(s.paused, false, 'the tutorial is not left as a game to resume');
  // Start where it is first drawn (#23 §3: the setup's first frame had the tutorial's layout,
  // then jumped 25 px, and the click missed).
  await click(page, 'button', 'start', { effect: (snap) => snap.status.screen === 'game', what: 'a game started from the setup' });
  s = await status(page);
  assert.equal(s.staleFrames - staleBefore, 0, 'every frame shown from Leave to the game had its final layout');
  assert.deepEqual(page.problems, []);
});

// The first steps at a phone's sizes in each language: the same pointing, the words of the
// language files, screenshots of the steps to look at. The narrow screens are where a longer
// sentence would be cut or push a target out of view (English is also the whole tutorial on
// a desktop above, Italian at 390×844 the whole tutorial by finger below; French, the longest,
// at both shapes).
for (const [lang, name, viewport] of [['en', 'phone', { width: 390, height: 844 }], ['fr', 'phone', { width: 390, height: 844 }],
                                      ['fr', 'landscape', { width: 844, height: 390 }], ['it', 'landscape', { width: 844, height: 390 }]]) {
  pageTest(`the tutorial at ${viewport.width}×${viewport.height} in ${lang}: its box and targets stay in view`, async () => {
    const page = await startTutorial(`?lang=${lang}&speed=fast`, viewport);
    const clicks = await follow(page, `tutorial-${lang}-${name}`, { count: 16, shoot: (n) => [0, 1, 6, 8, 11, 15].includes(n) });
    assert.equal(clicks, 16);
    assert.deepEqual(page.problems, []);
  });
}

pageTest('the whole tutorial by finger on a phone, in Italian', async () => {
  const page = await startTutorial('?lang=it&speed=fast', { width: 390, height: 844 }, true);
  assert.equal((await status(page)).speed, 'fast', 'the tutorial plays at the speed the player chose');
  await follow(page, 'tutorial-it-touch', { shoot: (n) => n % 8 === 0 });
  const s = await status(page);
  assert.equal(s.winner, 'pink', 'the player wins the tutorial');
  assert.equal(s.tutorial.hint, 'button:tutorial-leave');
  assert.deepEqual(page.problems, []);
});

pageTest('leaving the tutorial mid-way returns to setup, and the game in progress survives', async () => {
  const page = await env.open('?seats=human,ai-random&seed=7&speed=instant');
  await until(page, (snap) => snap.status.human === 'pink' && snap.status.storage === 'saved', 'a game in progress, kept');
  const saved = await page.evaluate(() => localStorage.getItem('river-dragons.game'));
  await click(page, 'button', 'menu', { effect: (snap) => snap.layout.some((e) => e.id === 'menu-tutorial'), what: 'the menu' });
  await click(page, 'button', 'menu-tutorial', { effect: (snap) => Boolean(snap.status.tutorial), what: 'the tutorial' });
  await follow(page, 'tutorial-leave', { count: 3 });
  await click(page, 'button', 'tutorial-leave', { effect: (snap) => snap.status.screen === 'setup', what: 'the setup screen' });
  const s = await status(page);
  assert.equal(s.paused, true, 'the game in progress waits, resumable');
  assert.equal(await page.evaluate(() => localStorage.getItem('river-dragons.game')), saved, 'the saved game is untouched');
  await click(page, 'button', 'resume', { effect: (snap) => snap.status.screen === 'game' && !snap.status.tutorial, what: 'the game resumed' });
  assert.deepEqual(page.problems, []);
});

pageTest('the tutorial is offered on a first visit without a window, and a refusal is remembered', async () => {
  const page = await env.open('');
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(env.baseUrl + '?lang=fr');
  await page.waitForFunction(() => window.rdTest && window.rdTest.ready === true);
  // The offer sits on the setup screen beside Start: starting a game works as before.
  const shown = await until(page, (snap) => snap.layout.some((e) => e.id === 'tutorial-no-thanks'), 'the offer');
  assert.ok(shown.layout.some((e) => e.kind === 'button' && e.id === 'start'));
  await page.screenshot({ path: screenshotPath('tutorial-offer-fr') });
  await click(page, 'button', 'tutorial-no-thanks', { effect: (snap) => !snap.layout.some((e) => e.id === 'tutorial-no-thanks'), what: 'the offer declined' });
  await page.reload();
  await page.waitForFunction(() => window.rdTest && window.rdTest.ready === true);
  const later = await until(page, (snap) => snap.layout.some((e) => e.kind === 'button' && e.id === 'tutorial'), 'the small tutorial button');
  assert.ok(!later.layout.some((e) => e.id === 'tutorial-no-thanks'), 'not offered again');
  await page.screenshot({ path: screenshotPath('tutorial-setup-button-fr') });
  assert.equal(await page.evaluate(() => localStorage.getItem('river-dragons.tutorial')), 'declined');
  assert.deepEqual(page.problems, []);
});

pageTest('a choice off the script is refused gently and changes nothing; a wrong card is framed to be taken back', async () => {
  const page = await startTutorial('?lang=en&speed=fast');
  await follow(page, 'tutorial-off', { count: 1 });  // the welcome's Continue
  // A card the tutorial did not ask for lands in slot 1 (the program is the player's to compose)...
  await click(page, 'card', 'jump', { effect: (snap) => (snap.status.draft || [])[0] === 'jump', what: 'jump in slot 1' });
  let snap = await nextHint(page);
  assert.equal(hintOf(snap).id, 'slot:1', 'the wrong card is framed, to be taken back');
  await follow(page, 'tutorial-off', { count: 8 });  // take it back, the five cards, lock, the story of slot 1
  snap = await nextHint(page);
  assert.equal(hintOf(snap).id, 'island:I10');
  // ...but a legal choice off the script is refused: nothing happens but a line saying so.
  const other = snap.layout.find((e) => e.kind === 'island' && e.id === 'I12');
  const before = snap.status.tutorial.position;
  await page.mouse.click(other.x + other.w / 2, other.y + other.h / 2);
  snap = await until(page, (s) => s.status.notice !== '', 'the refusal');
  assert.equal(snap.status.tutorial.position, before, 'the game did not move');
  assert.equal(hintOf(snap).id, 'island:I10', 'the frame stays on the target');
  await page.screenshot({ path: screenshotPath('tutorial-en-refused') });
  await follow(page, 'tutorial-off', { count: 1 });  // and the right one is taken (follow checks the line is gone)
  assert.deepEqual(page.problems, []);
});
