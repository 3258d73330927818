// Computer-only games back to back in one page load, at instant speed: no error, no stuck
// game, memory flat. RD_SOAK_GAMES=50 for a long run by hand (scripts/test plays 3).
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser, openPage, waitReady, pageTest } from './browser.mjs';
import { click, until } from './ui.mjs';

let env;
before(async () => { env = await startBrowser(); });
after(async () => { await env.close(); });

const games = Number(process.env.RD_SOAK_GAMES || 3);

async function memory(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { wasm: await page.evaluate(() => window.rdTest.heapBytes()), js: usedSize };
}

const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;
const button = (snap, id) => snap.layout.some((e) => e.kind === 'button' && e.id === id);

pageTest(`${games} computer games back to back in one page`, async () => {
  const started = Date.now();
  const page = await openPage(env.browser, `${env.baseUrl}?seats=ai-medium,ai-easy,ai-greedy&seed=1&speed=instant`);
  await waitReady(page);
  const cdp = await page.context().newCDPSession(page);
  let first;
  for (let g = 1; g <= games; ++g) {
    // Every game ends: a winner and the end screen (medium, easy and greedy always finish).
    const end = await until(page, (snap) => snap.status.games === g && snap.status.winner && button(snap, 'play-again'), `game ${g} to end`, 120000);
    assert.equal(end.status.screen, 'game');
    if (g === 1) first = await memory(page, cdp);
    if (g === games) break;
    if (g === Math.ceil(games / 2)) {
      // Halfway, the expert side: back to the setup (which keeps the link's seats), then start.
      await click(page, 'button', 'new-setup', { effect: (snap) => snap.status.screen === 'setup', what: 'the setup screen' });
      await click(page, 'button', 'variant-expert', { effect: (snap) => /variant=expert/.test(snap.status.setup), what: 'the expert side' });
      await click(page, 'button', 'start', { effect: (snap, before) => snap.status.games === before.status.games + 1, what: 'an expert game' });
    } else {
      await click(page, 'button', 'play-again', { effect: (snap, before) => snap.status.games === before.status.games + 1, what: `game ${g + 1} to start` });
    }
  }
  const last = await memory(page, cdp);
  console.log(`page soak: ${games} games in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
    `wasm heap ${mb(first.wasm)} after game 1, ${mb(last.wasm)} after game ${games}; ` +
    `JS heap ${mb(first.js)} after game 1, ${mb(last.js)} after game ${games}`);
  assert.ok(last.wasm <= 2 * first.wasm, `the wasm heap grew from ${mb(first.wasm)} to ${mb(last.wasm)}`);
  assert.ok(last.js <= 2 * first.js + 4 * 1048576, `the JS heap grew from ${mb(first.js)} to ${mb(last.js)}`);
  assert.deepEqual(page.problems, []);
});
