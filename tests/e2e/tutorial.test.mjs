// The tutorial (issue #12 §4), played the way a newcomer plays it: by clicking whatever the
// tutorial points at (the "hint" in layout()), and nothing else. A step that points at nothing
// fails the test. Screenshots: build/e2e/tutorial-<lang>-<step>.png.
import assert from 'node:assert/strict';
import { browserForTests, pageTest, screenshotPath } from './browser.mjs';
import { until, click, items, status } from './ui.mjs';

const env = browserForTests();

const hintOf = (snap) => snap.layout.find((e) => e.kind === 'hint');
// What a click on the pointed thing changes: where the tutorial stands or what the player composes.
const progress = (snap) => JSON.stringify([snap.status.screen, snap.status.tutorial, snap.status.draft, snap.status.spanStart]);

// Waits for the tutorial to point at something (computers may act first), or to be over.
async function nextHint(page) {
  return until(page, (snap) => snap.status.screen !== 'game' || Boolean(hintOf(snap)),
    'the tutorial to point at what to do next (a step without a target is a bug)', 30000);
}

// Clicks what the tutorial points at, `count` times at most, stopping when the tutorial is
// over (it then points at Leave); `shoot(n, snap)` says whether to save a screenshot before
// the n-th click. Returns how many clicks were made.
async function follow(page, name, { count = Infinity, shoot = () => false } = {}) {
  let n = 0;
  for (; n < count; ++n) {
    const snap = await nextHint(page);
    if (snap.status.screen !== 'game' || snap.status.tutorial.done) break;
    const hint = hintOf(snap);
    const [kind, ...rest] = hint.id.split(':');
    assert.ok(snap.layout.find((e) => e.kind === kind && e.id === rest.join(':')), `the hint ${hint.id} frames a thing on screen`);
    const view = page.viewportSize();
    assert.ok(hint.x >= 0 && hint.y >= 0 && hint.x + hint.w <= view.width && hint.y + hint.h <= view.height, `${hint.id} is in view: ${JSON.stringify(hint)}`);
    if (shoot(n, snap)) await page.screenshot({ path: screenshotPath(`${name}-${String(n).padStart(2, '0')}`) });
    await click(page, 'hint', hint.id, { effect: (after, before) => progress(after) !== progress(before), what: `the effect of ${hint.id}` });
    assert.equal((await status(page)).notice, '', `${hint.id} was accepted`);
  }
  return n;
}

// A page on its first visit (nothing remembered), the tutorial started from the setup screen.
async function startTutorial(query, viewport) {
  const page = await env.open(query, viewport);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.waitForFunction(() => window.rdTest && window.rdTest.ready === true);
  await click(page, 'button', 'tutorial', { effect: (snap) => Boolean(snap.status.tutorial), what: 'the tutorial' });
  return page;
}

pageTest('the tutorial is completed in English by following only its own pointing', async () => {
  const page = await startTutorial('?lang=en');
  const started = Date.now();
  const clicks = await follow(page, 'tutorial-en', { shoot: (n) => n % 5 === 0 });
  let s = await status(page);
  assert.equal(s.winner, 'pink', 'the player wins the tutorial');
  assert.equal(s.tutorial.hint, 'button:tutorial-leave', 'at the end it points at the way out');
  await page.screenshot({ path: screenshotPath('tutorial-en-end') });
  console.log(`tutorial: ${clicks} clicks, ${((Date.now() - started) / 1000).toFixed(1)} s by the test`);
  const stored = await page.evaluate(() => [localStorage.getItem('river-dragons.game'), localStorage.getItem('river-dragons.last-game')]);
  assert.deepEqual(stored, [null, null], 'the tutorial is kept neither as a game in progress nor as the last game');
  await click(page, 'hint', 'button:tutorial-leave', { effect: (snap) => snap.status.screen === 'setup', what: 'the setup screen' });
  s = await status(page);
  assert.equal(s.paused, false, 'the tutorial is not left as a game to resume');
  assert.deepEqual(page.problems, []);
});
