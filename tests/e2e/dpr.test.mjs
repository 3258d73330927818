// Crisp on every screen (issue #13 §2): the canvas's backing store is its CSS size times
// devicePixelRatio and the font atlas is rasterised at that ratio, at load and after the
// ratio changes on a live page (a window moved to another screen, browser zoom).
import assert from 'node:assert/strict';
import { browserForTests, openPage, waitReady, screenshotPath, pageTest } from './browser.mjs';
import { click } from './ui.mjs';

const env = browserForTests();

// What the page shows of its density: the canvas's CSS and backing sizes, the browser's
// ratio, and the font atlas the engine last built.
const density = (page) => page.evaluate(() => {
  const canvas = document.getElementById('canvas');
  return { ratio: window.devicePixelRatio, css: [canvas.clientWidth, canvas.clientHeight], backing: [canvas.width, canvas.height],
    fonts: window.rdTest.frameStats().fonts, heap: window.rdTest.heapBytes() };
});

// Waits until the backing store and the font atlas follow the ratio (`builds`: more atlas
// builds than that, when a rebuild is expected).
async function followed(page, ratio, builds = 0) {
  await page.waitForFunction(({ ratio, builds }) => {
    const canvas = document.getElementById('canvas');
    const fonts = window.rdTest.frameStats().fonts;
    return window.devicePixelRatio === ratio && canvas.width === Math.floor(canvas.clientWidth * ratio) &&
      canvas.height === Math.floor(canvas.clientHeight * ratio) && fonts.scale === ratio && fonts.builds > builds;
  }, { ratio, builds }, { timeout: 20000 });
  const d = await density(page);
  assert.deepEqual(d.backing, d.css.map((n) => Math.floor(n * ratio)), `the backing store at ratio ${ratio}`);
  assert.ok(Math.max(...d.fonts.atlas) <= 4096, `the font atlas ${d.fonts.atlas} fits a phone's GPU (4096)`);
  return d;
}

const report = (what, d) =>
  console.log(`# ${what}: canvas ${d.css.join('×')} CSS px, backing ${d.backing.join('×')}, font atlas ${d.fonts.atlas.join('×')} at ${d.fonts.scale}, heap ${(d.heap / 1e6).toFixed(1)} MB`);

for (const ratio of [1, 2, 3]) {
  pageTest(`at devicePixelRatio ${ratio} the canvas and the fonts are at device pixels`, async () => {
    const viewport = ratio === 3 ? { width: 390, height: 844 } : { width: 1280, height: 800 };
    const page = await openPage(env.browser, env.baseUrl + '?seats=human,ai-medium,ai-hard,ai-easy&seed=7', viewport, ratio);
    await waitReady(page);
    report(`ratio ${ratio} at load`, await followed(page, ratio));
    await page.waitForFunction(() => window.rdTest.layout().some((e) => e.kind === 'card'), null, { timeout: 20000 });
    await page.screenshot({ path: screenshotPath(`dpr-${ratio}-program`) });
    assert.deepEqual(page.problems, []);
  });
}

pageTest('a new devicePixelRatio on a live page: the canvas and fonts follow, clicks still land', async () => {
  const page = await openPage(env.browser, env.baseUrl, { width: 1280, height: 800 }, 1);
  await waitReady(page);
  let d = await followed(page, 1);
  const cdp = await page.context().newCDPSession(page);
  // The CSS size stays; only the ratio changes, as when a window moves to another screen.
  for (const ratio of [2, 3, 1.5, 1]) {
    await cdp.send('Emulation.setDeviceMetricsOverride', { width: 1280, height: 800, deviceScaleFactor: ratio, mobile: false });
    d = await followed(page, ratio, d.fonts.builds);
    report(`changed to ${ratio}`, d);
    assert.deepEqual(d.css, [1280, 800], 'the CSS size stays');
    if (ratio === 3) await page.screenshot({ path: screenshotPath('dpr-3-after-change') });
  }
  // Clicks are read in CSS pixels whatever the ratio: a setup button still answers.
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 1280, height: 800, deviceScaleFactor: 2, mobile: false });
  await followed(page, 2, d.fonts.builds);
  await click(page, 'button', 'players-5', { effect: (snap) => /seats=([^&,]+,){4}[^&,]+&/.test(snap.status.setup), what: 'five seats' });
  assert.deepEqual(page.problems, []);
});
