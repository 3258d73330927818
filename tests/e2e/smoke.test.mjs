// The page loads, draws its first frame, resizes with the window, and reports no error.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser, openPage, waitReady, screenshotPath, pageTest } from './browser.mjs';

let env;
before(async () => { env = await startBrowser(); });
after(async () => { await env.close(); });

pageTest('the title screen renders with no page error', async () => {
  const page = await openPage(env.browser, env.baseUrl);
  const started = Date.now();
  await waitReady(page);
  const firstFrameMs = Date.now() - started;
  assert.equal(await page.locator('#status').isHidden(), true, 'the loading indicator is gone');
  const stats = await page.evaluate(() => window.rdTest.frameStats());
  assert.ok(stats.frames >= 1, 'at least one frame was drawn');
  // The canvas fills the window.
  const size = await page.evaluate(() => ({ w: document.getElementById('canvas').clientWidth, h: document.getElementById('canvas').clientHeight }));
  assert.deepEqual(size, { w: 1280, h: 800 });
  await page.screenshot({ path: screenshotPath('title') });
  console.log(`first frame ${firstFrameMs} ms after navigation`);
  assert.deepEqual(page.problems, []);
});

pageTest('the canvas follows a window resize and a high-DPI screen', async () => {
  const page = await openPage(env.browser, env.baseUrl, { width: 420, height: 760 }, 2);
  await waitReady(page);
  await page.setViewportSize({ width: 900, height: 600 });
  await page.waitForFunction(() => document.getElementById('canvas').clientWidth === 900);
  const backing = await page.evaluate(() => ({ w: document.getElementById('canvas').width, h: document.getElementById('canvas').height }));
  assert.deepEqual(backing, { w: 1800, h: 1200 }, 'the canvas is drawn at device pixels');
  await page.screenshot({ path: screenshotPath('title-hidpi') });
  assert.deepEqual(page.problems, []);
});

pageTest('a browser without WebGL 2 gets a readable message', async () => {
  const page = await openPage(env.browser, 'about:blank');
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
      return kind === 'webgl2' ? null : original.call(this, kind, ...rest);
    };
  });
  await page.goto(env.baseUrl);
  await page.locator('#problem').waitFor({ state: 'visible' });
  assert.match(await page.locator('#problem-text').textContent(), /WebGL 2/);
  assert.deepEqual(page.problems, []);
});
