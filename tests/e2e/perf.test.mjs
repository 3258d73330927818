// Measurements for the notes (printed, not asserted: the machines are noisy):
// page weight gzipped, time to the first frame, frame work time at six players (all `hard`,
// whose program search is spread over frames).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startBrowser, openPage, waitReady, site } from './browser.mjs';

let env;
before(async () => { env = await startBrowser(); });
after(async () => { await env.close(); });

test('page weight, first frame and frame times', async () => {
  let gz = 0;
  for (const f of fs.readdirSync(site)) gz += zlib.gzipSync(fs.readFileSync(path.join(site, f)), { level: 9 }).length;
  console.log(`page weight: ${(gz / 1024 / 1024).toFixed(2)} MB gzipped (${fs.readdirSync(site).join(', ')})`);

  const start = Date.now();
  const page = await openPage(env.browser, `${env.baseUrl}?seats=ai-hard,ai-hard,ai-hard,ai-hard,ai-hard,ai-hard&seed=11&speed=normal`);
  await waitReady(page);
  console.log(`first frame: ${Date.now() - start} ms after navigation`);
  await page.waitForTimeout(6000);  // mid-game: a few rounds at normal speed
  const stats = await page.evaluate(() => window.rdTest.frameStats());
  const mean = stats.recent.reduce((a, b) => a + b, 0) / stats.recent.length;
  const worst = Math.max(...stats.recent);
  const ui = stats.ui.reduce((a, b) => a + b, 0) / stats.ui.length;
  const uiWorst = Math.max(...stats.ui);
  const status = await page.evaluate(() => window.rdTest.status());
  console.log(`six players, round ${status.round}: mean frame work ${mean.toFixed(2)} ms (UI and computer thinking ${ui.toFixed(2)} ms, worst ${uiWorst.toFixed(2)} ms), worst frame ${worst.toFixed(2)} ms over ${stats.recent.length} frames`);
  assert.ok(stats.frames > 10 && mean > 0);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
