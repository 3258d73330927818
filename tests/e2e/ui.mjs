// Driving the game through its real UI: what window.rdTest says is on screen, and clicks
// on those rectangles; plus checking records with the native `rd replay`.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { root, outDir } from './browser.mjs';

export const status = (page) => page.evaluate(() => window.rdTest.status());
export const layout = (page) => page.evaluate(() => window.rdTest.layout());
export const record = (page) => page.evaluate(() => window.rdTest.record());

export async function items(page, kind, id) {
  return (await layout(page)).filter((e) => e.kind === kind && (id === undefined || e.id === id));
}

// Resolves once `n` more frames have been drawn (the layout is the last complete frame's).
export async function frames(page, n = 2) {
  const start = await page.evaluate(() => window.rdTest.frameStats().frames);
  await page.waitForFunction((target) => window.rdTest.frameStats().frames >= target, start + n, { polling: 16 });
}

// Clicks the centre of the first thing of that kind (and id); fails if there is none.
export async function click(page, kind, id, which = 0) {
  await frames(page, 1);
  const found = await items(page, kind, id);
  if (found.length <= which) throw new Error(`nothing to click: ${kind} ${id ?? ''}`);
  const e = found[which];
  await page.mouse.click(e.x + e.w / 2, e.y + e.h / 2);
  await frames(page, 2);
  return e;
}

export async function waitFor(page, predicate, what, timeout = 20000) {
  const start = Date.now();
  for (;;) {
    const s = await status(page);
    if (predicate(s)) return s;
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(s)}`);
    await page.waitForTimeout(100);
  }
}

// Programs five cards by clicking them, then locks the program.
export async function program(page, cards) {
  for (const card of cards) await click(page, 'card', card);
  await click(page, 'button', 'confirm');
}

// Answers the human's current decision by clicking a highlighted target.
export async function act(page, decision) {
  switch (decision) {
    case 'stone': {
      const spot = (await items(page, 'island')).length ? 'island' : 'spot';
      return click(page, spot);
    }
    case 'pick-plank': return click(page, 'reserve');
    case 'place-span': {
      const first = await click(page, 'support');
      const seconds = (await items(page, 'support')).filter((e) => e.id !== first.id);
      return click(page, 'support', seconds[0].id);
    }
    case 'remove': return (await items(page, 'plank')).length ? click(page, 'plank') : click(page, 'support');
    default: return click(page, 'destination');
  }
}

// Writes a record under build/e2e/ and replays it with the native rd; returns its summary.
export function replayRecord(rec, name) {
  const file = path.join(outDir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(rec, null, 1));
  const rd = path.join(root, 'build/native/rd');
  const run = spawnSync(rd, ['replay', file], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`rd replay ${file} failed (${run.status}): ${run.stderr || run.error}`);
  return JSON.parse(run.stdout);
}

export function countEvents(rec) {
  let n = 0;
  for (const round of rec.rounds) for (const a of round.actions) n += 1 + a.events.length;
  return n;
}
