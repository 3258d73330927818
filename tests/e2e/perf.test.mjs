// Measurements for the notes (printed, not asserted: the machines are noisy):
// page weight gzipped, time to the first frame and where it goes, six hard computers'
// first round, frame work at six players split into the computers' turn, building the UI
// and GL drawing, the viewer's seeks, idle frames.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { startBrowser, openPage, waitReady, site, pageTest, root, outDir } from './browser.mjs';
import { until, click, find } from './ui.mjs';

let env;
before(async () => { env = await startBrowser(); });
after(async () => { await env.close(); });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const ms = (x) => `${x.toFixed(0)} ms`;

pageTest('page weight', async () => {
  const files = fs.readdirSync(site);
  const sizes = files.map((f) => [f, zlib.gzipSync(fs.readFileSync(path.join(site, f)), { level: 9 }).length]);
  const total = sizes.reduce((a, [, n]) => a + n, 0);
  console.log(`page weight: ${(total / 1024 / 1024).toFixed(2)} MB gzipped (${sizes.map(([f, n]) => `${f} ${(n / 1024).toFixed(0)} kB`).join(', ')})`);
  assert.ok(files.includes('index.wasm') && total > 0);
});

// Milestones of one load, in ms after navigation: when each file arrived (resource timing)
// and the engine's marks (web/main.cpp, web/test_hooks.cpp).
const kMilestones = [
  ['page', 'index.html'], ['shell.js', 'shell.js'], ['index.js', 'index.js'], ['index.data (font)', 'index.data'],
  ['index.wasm', 'index.wasm'], ['main() (wasm compiled, runtime ready)', 'rd:main'], ['GL context and ImGui', 'rd:gl'],
  ['font atlas (in the first frame)', 'rd:fonts'], ['first frame', 'rd:first-frame'],
];
async function loadMilestones(page) {
  return page.evaluate((milestones) => {
    const at = {};
    for (const [, name] of milestones) {
      const mark = performance.getEntriesByName(name, 'mark')[0];
      const file = name === 'index.html' ? performance.getEntriesByType('navigation')[0]
        : performance.getEntriesByType('resource').find((e) => e.name.split(/[?#]/)[0].endsWith(name));
      at[name] = mark ? mark.startTime : file ? file.responseEnd : NaN;
    }
    return at;
  }, kMilestones);
}

// Several loads (the machine is shared: medians), each in a fresh context (nothing cached).
pageTest('time to the first frame, and where it goes', async () => {
  const loads = [];
  for (let i = 0; i < 5; ++i) {
    const page = await openPage(env.browser, env.baseUrl);
    await waitReady(page);
    loads.push(await loadMilestones(page));
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
  // In the order they happen (the files download side by side), each with the time since the one before.
  const steps = kMilestones.map(([label, name]) => [label, median(loads.map((l) => l[name]))]).sort((a, b) => a[1] - b[1]);
  const lines = steps.map(([label, at], i) => `  ${label.padEnd(40)} at ${ms(at).padStart(7)}  (+${ms(at - (i ? steps[i - 1][1] : 0))})`);
  const first = loads.map((l) => l['rd:first-frame']);
  console.log(`first frame after navigation: median ${ms(median(first))} of ${first.length} loads (${first.map(ms).join(', ')}); medians of each step:\n${lines.join('\n')}`);
  assert.ok(first.every((t) => t > 0), 'every load reached its first frame');
});

// Six hard computers: how long they take to program the first round (they think each
// frame, whether or not it is drawn: web/app.cpp App::busy), then the work of 100 drawn
// frames of its resolution (counted in frames, so the figures do not depend on the machine's
// speed), split into the computers' turn, building the UI and GL drawing. The phase is
// polled each second only: status() asks for a fresh frame.
pageTest('frame work at six players: computers, UI and GL apart', async () => {
  const page = await openPage(env.browser, `${env.baseUrl}?seats=ai-hard,ai-hard,ai-hard,ai-hard,ai-hard,ai-hard&seed=11&speed=normal`);
  await waitReady(page);
  const started = Date.now(), framesBefore = (await page.evaluate(() => window.rdTest.frameStats())).frames;
  await page.waitForFunction(() => window.rdTest.status().phase === 'resolution', null, { timeout: 300000, polling: 1000 });
  const startFrames = (await page.evaluate(() => window.rdTest.frameStats())).frames;
  console.log(`six hard computers programmed round 1 in ${((Date.now() - started) / 1000).toFixed(1)} s, ${startFrames - framesBefore} frames drawn meanwhile`);
  await page.waitForFunction((n) => window.rdTest.frameStats().frames >= n, startFrames + 100, { timeout: 60000 });
  const stats = await page.evaluate(() => window.rdTest.frameStats());
  const keep = Math.min(stats.recent.length, stats.frames - startFrames);
  const [total, think, ui] = [stats.recent, stats.think, stats.ui].map((times) => times.slice(-keep));
  const gl = total.map((t, i) => t - think[i] - ui[i]);
  const figure = (times) => `mean ${mean(times).toFixed(2)} ms, worst ${Math.max(...times).toFixed(2)} ms`;
  const status = await page.evaluate(() => window.rdTest.status());
  console.log(`six players, round ${status.round} ${status.phase}, over ${keep} frames: UI build ${figure(ui)}; computers ${figure(think)}; ` +
              `GL drawing (and events) ${figure(gl)}; whole frame ${figure(total)}`);
  assert.ok(keep > 10 && ui.every((t) => t > 0), 'each frame built its UI');
  assert.deepEqual(page.problems, []);
}, { timeout: 600000 });  // its own waits add up to six minutes

// Searching computers think in a Web Worker (issue #21 §3): while five hard computers, then
// five master computers, program round 1, a player composes a program, each click answered
// in the next frame; the five programs are the ones `rd play` makes for the same seed (the
// worker changes no decision). Then a page without workers: its computer thinks on the page,
// the same, nothing alarming.
pageTest('computers think in a worker: the page answers meanwhile, the programs are rd play\'s', async () => {
  // Round 1's programs of the computers' seats (every seat but the first) in `rd play`'s game.
  const rdPlay = (players, level) => {
    const file = path.join(outDir, `worker-round-1-${players}-${level}.json`);
    const bots = ['medium', ...Array(players - 1).fill(level)].join(',');
    const play = spawnSync(path.join(root, 'build/native/rd'), ['play', '--players', String(players), '--bots', bots, '--seed', '11', '--max-rounds', '1', '--out', file], { encoding: 'utf8' });
    assert.equal(play.status, 0, play.stderr);
    return programs(JSON.parse(fs.readFileSync(file, 'utf8')));
  };
  const programs = (rec) => Object.fromEntries(rec.seats.slice(1).map((c) => [c, rec.rounds[0].programs[c]]));

  let snap;
  for (const level of ['hard', 'master']) {
    const query = `?seats=human${`,ai-${level}`.repeat(5)}&seed=11&speed=instant`;
    const page = await openPage(env.browser, env.baseUrl + query);
    await waitReady(page);
    const started = Date.now();
    snap = await until(page, (snap) => snap.status.decision === 'program' && find(snap, 'card').length >= 5, 'the hand');
    assert.equal(snap.status.thinker, 'worker', 'the computers think in the worker');
    const framesBefore = (await page.evaluate(() => window.rdTest.frameStats())).frames;
    const cards = find(snap, 'card').map((e) => e.id).filter((id) => !id.startsWith('dragon')).slice(0, 5);
    const answers = [];
    for (const [i, card] of cards.entries()) {
      const clicked = Date.now();
      snap = (await click(page, 'card', card, { effect: (snap) => (snap.status.draft || [])[i] === card, what: `${card} in slot ${i + 1}` })).snap;
      answers.push(Date.now() - clicked);
    }
    const composedWhileThinking = snap.programs < 5;
    snap = await until(page, (snap) => snap.programs >= 5, 'the five computers\' programs', 120000);
    const thought = Date.now() - started;
    const stats = await page.evaluate(() => window.rdTest.frameStats());
    const keep = Math.min(stats.recent.length, stats.frames - framesBefore);
    const [ui, think] = [stats.ui, stats.think].map((times) => times.slice(-keep));
    console.log(`five ${level} computers in the worker programmed round 1 in ${(thought / 1000).toFixed(1)} s; meanwhile a program was composed ` +
                `(${composedWhileThinking ? 'before' : 'after'} they were done), each click shown after ${answers.map(ms).join(', ')} ` +
                `(the test's own polling included); over ${keep} frames drawn: UI build mean ${mean(ui).toFixed(2)} ms, worst ${Math.max(...ui).toFixed(2)} ms; ` +
                `computers' turn worst ${Math.max(...think).toFixed(2)} ms`);
    const record = await page.evaluate(() => window.rdTest.record());
    assert.deepEqual(programs(record), rdPlay(6, level), `the worker's ${level} programs are rd play's`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }

  // No workers: one hard computer's program thought on the page (a slice each frame), the same.
  const without = await openPage(env.browser, `${env.baseUrl}?seats=human,ai-hard&seed=11&speed=instant`, undefined, 1, () => { delete window.Worker; });
  await waitReady(without);
  snap = await until(without, (snap) => snap.programs >= 1, 'the computer\'s program, on the page', 60000);
  assert.equal(snap.status.thinker, 'page');
  assert.deepEqual(programs(await without.evaluate(() => window.rdTest.record())), rdPlay(2, 'hard'), 'the page\'s program is rd play\'s');
  assert.deepEqual(without.problems, [], 'nothing alarming without workers');
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
// stops drawing; the first input brings frames back. No test hook asks for a frame.
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
  console.log(`idle programming screen: ${(idle / 3).toFixed(1)} frames per second (${idle} drawn in 3 s, ${start - settle} in the second before); a mouse move drew again`);
  assert.ok(idle <= 6, `${idle} frames drawn in 3 s of idle`);
  assert.deepEqual(page.problems, []);
});
