// Measurements for the notes (printed, not asserted: the machines are noisy):
// page weight gzipped, time to the first frame, frame work time at six players (all `hard`,
// whose program search is spread over frames).
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { startBrowser, openPage, waitReady, site, pageTest, root, outDir } from './browser.mjs';

let env;
before(async () => { env = await startBrowser(); });
after(async () => { await env.close(); });

pageTest('page weight, first frame and frame times', async () => {
  let gz = 0;
  for (const f of fs.readdirSync(site)) gz += zlib.gzipSync(fs.readFileSync(path.join(site, f)), { level: 9 }).length;
  console.log(`page weight: ${(gz / 1024 / 1024).toFixed(2)} MB gzipped (${fs.readdirSync(site).join(', ')})`);

  const start = Date.now();
  const page = await openPage(env.browser, `${env.baseUrl}?seats=ai-hard,ai-hard,ai-hard,ai-hard,ai-hard,ai-hard&seed=11&speed=normal`);
  await waitReady(page);
  console.log(`first frame: ${Date.now() - start} ms after navigation`);
  // Past the first frames (which build the font atlas): the next 100 frames drawn. The
  // window is counted in frames, so the figures do not depend on the machine's speed.
  await page.waitForFunction(() => window.rdTest.frameStats().frames >= 30, null, { timeout: 60000 });
  const startFrames = (await page.evaluate(() => window.rdTest.frameStats())).frames;
  await page.waitForFunction((n) => window.rdTest.frameStats().frames >= n, startFrames + 100, { timeout: 60000 });
  const stats = await page.evaluate(() => window.rdTest.frameStats());
  const keep = Math.min(stats.recent.length, stats.frames - startFrames);
  const recent = stats.recent.slice(-keep), uiTimes = stats.ui.slice(-keep);
  const mean = recent.reduce((a, b) => a + b, 0) / recent.length;
  const worst = Math.max(...recent);
  const ui = uiTimes.reduce((a, b) => a + b, 0) / uiTimes.length;
  const uiWorst = Math.max(...uiTimes);
  const status = await page.evaluate(() => window.rdTest.status());
  console.log(`six players, round ${status.round}: mean frame work ${mean.toFixed(2)} ms (UI and computer thinking ${ui.toFixed(2)} ms, worst ${uiWorst.toFixed(2)} ms), worst frame ${worst.toFixed(2)} ms over ${recent.length} frames`);
  assert.ok(recent.length > 10 && mean > 0);
  assert.deepEqual(page.problems, []);
});

// The viewer on a long game (issue #11 §4: any point within one frame): a 100-round,
// six-player random game opened by its share link, then seeks across it by keys.
pageTest('the viewer seeks across a 100-round six-player game', async () => {
  const rd = path.join(root, 'build/native/rd');
  const file = path.join(outDir, 'long-game.json');
  const play = spawnSync(rd, ['play', '--players', '6', '--bots', 'random', '--seed', '3', '--max-rounds', '100', '--out', file], { encoding: 'utf8' });
  assert.equal(play.status, 0, play.stderr);
  const link = spawnSync(rd, ['link', file], { encoding: 'utf8' });
  assert.equal(link.status, 0, link.stderr);
  const start = Date.now();
  const page = await openPage(env.browser, `${env.baseUrl}#${link.stdout.trim()}`);
  await waitReady(page);
  const opened = Date.now() - start;
  await page.waitForFunction(() => window.rdTest.status().screen === 'replay', null, { timeout: 30000 });
  const steps = await page.evaluate(() => window.rdTest.status().replay.steps);
  const before = (await page.evaluate(() => window.rdTest.frameStats())).frames;
  const keys = ['End', 'Home', 'PageDown', 'PageDown', 'End', 'PageUp', 'ArrowLeft', 'Home', 'End', 'PageUp', 'PageUp', 'Home'];
  let position = 0;
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForFunction((p) => { const s = window.rdTest.status(); return s.settled && s.replay.position !== p; }, position, { timeout: 10000 });
    position = await page.evaluate(() => window.rdTest.status().replay.position);
  }
  const stats = await page.evaluate(() => window.rdTest.frameStats());
  const ui = stats.ui.slice(-Math.min(stats.ui.length, stats.frames - before));
  console.log(`viewer: ${link.stdout.trim().length}-character link of ${steps} choices opened (first frame) ${opened} ms after navigation; ` +
              `${keys.length} seeks across it: worst UI work per frame ${Math.max(...ui).toFixed(2)} ms, mean ${(ui.reduce((a, b) => a + b, 0) / ui.length).toFixed(2)} ms over ${ui.length} frames`);
  assert.ok(steps > 1000);
  assert.deepEqual(page.problems, []);
});

// Calm when idle (issue #13 §3): on the programming screen with nothing moving, the page
// stops drawing; the first input brings frames back. Only frameStats() is read while idle
// (status() and layout() ask for fresh frames, for the tests that watch the screen).
pageTest('idle on the programming screen the page stops drawing; input brings it back', async () => {
  const page = await openPage(env.browser, `${env.baseUrl}?seats=human,ai-medium&seed=7&first=pink`);
  await waitReady(page);
  await page.waitForFunction(() => { const s = window.rdTest.status(); return s.human === 'pink' && s.decision === 'program' && s.settled; }, null, { timeout: 30000 });
  const frames = () => page.evaluate(() => window.rdTest.frameStats().frames);
  const settle = await frames();
  await new Promise((resolve) => setTimeout(resolve, 1000));  // a measurement window, not a wait for an effect
  const start = await frames();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = (await frames()) - start;
  await page.mouse.move(300, 300);
  await page.mouse.move(320, 310);
  await page.waitForFunction((n) => window.rdTest.frameStats().frames > n, start + idle, { timeout: 10000 });
  console.log(`idle programming screen: ${idle} frames drawn in 3 s (${start - settle} in the second before); a mouse move drew again`);
  assert.ok(idle <= 6, `${idle} frames drawn in 3 s of idle`);
  assert.deepEqual(page.problems, []);
});
