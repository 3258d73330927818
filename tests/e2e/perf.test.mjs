// Measurements for the notes (printed, not asserted: the machines are noisy):
// page weight gzipped, time to the first frame, frame work time at six players (all `hard`,
// whose program search is spread over frames).
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startBrowser, openPage, waitReady, site, pageTest } from './browser.mjs';

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
