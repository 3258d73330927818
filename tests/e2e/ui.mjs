// Driving the game through its real UI: what window.rdTest says is on screen, clicks on
// those rectangles, and waits for effects; plus checking records with the native `rd replay`.
//
// Every step waits for its effect, never for a number of frames or milliseconds: a click
// names the change it must cause (a predicate on status(), layout() and the record's size),
// and the wait fails with what it waited for and the last state it saw.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { root, outDir } from './browser.mjs';

export const status = (page) => page.evaluate(() => window.rdTest.status());
export const layout = (page) => page.evaluate(() => window.rdTest.layout());
export const record = (page) => page.evaluate(() => window.rdTest.record());

// status, layout and the record's event count of the last complete frame, read at once,
// after the next animation frame: input sent before the call has then been handled (the
// engine's frame runs first in that animation frame), so `idle` can be trusted.
export async function snapshot(page) {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const rec = window.rdTest.record();
    let events = 0;
    if (rec) for (const round of rec.rounds) for (const a of round.actions) events += 1 + a.events.length;
    let programs = 0;
    if (rec) for (const round of rec.rounds) programs += Object.keys(round.programs).length;
    return { frame: window.rdTest.frameStats().frames, status: window.rdTest.status(), layout: window.rdTest.layout(), events, programs };
  });
}

export async function items(page, kind, id) {
  return (await layout(page)).filter((e) => e.kind === kind && (id === undefined || e.id === id));
}

export const find = (snap, kind, id) => snap.layout.filter((e) => e.kind === kind && (id === undefined || e.id === id));

// Waits until predicate(snapshot) is true; the error says what was awaited and what was seen.
// Only settled snapshots count: a frame during which a click changed something drew
// (part of) its layout from the state before the click.
export async function until(page, predicate, what, timeout = 20000) {
  const start = Date.now();
  for (;;) {
    const snap = await snapshot(page);
    if (snap.status.settled && predicate(snap)) return snap;
    if (Date.now() - start > timeout) {
      const kinds = [...new Set(snap.layout.map((e) => `${e.kind}:${e.id}`))].slice(0, 40).join(' ');
      throw new Error(`timed out after ${timeout} ms waiting for ${what}\n  last status: ${JSON.stringify(snap.status)}\n  on screen: ${kinds}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));  // polling interval, not a wait for an effect
  }
}

export async function waitFor(page, predicate, what, timeout = 20000) {
  return (await until(page, (snap) => predicate(snap.status), what, timeout)).status;
}

// The effect of a click by default: anything the player could see changed (status, the
// clickable things, or the record).
const changedFrom = (before) => (snap) =>
  JSON.stringify(snap.status) !== JSON.stringify(before.status) || snap.events !== before.events ||
  snap.programs !== before.programs || JSON.stringify(snap.layout) !== JSON.stringify(before.layout);

// Clicks the centre of the `which`-th thing of that kind (and id) once it is on screen and
// still (the same rectangle in two frames: ImGui windows that fit their content move a
// frame after it changes; or the page idle, its settling frames drawn), then waits for
// `effect(snapshot, before)` (by default: a visible change). Returns the item clicked, with
// `snap`: the first snapshot showing the effect.
export async function click(page, kind, id, { which = 0, effect, what } = {}) {
  let seen = null;
  const settled = (snap) => {
    const found = find(snap, kind, id);
    if (found.length <= which) return (seen = null), false;
    const rect = JSON.stringify(found[which]);
    if (snap.status.idle) return true;
    if (!seen || seen.rect !== rect) return (seen = { rect, frame: snap.frame }), false;
    return snap.frame > seen.frame;
  };
  const before = await until(page, settled, `${kind} ${id ?? ''} on screen and still`);
  const e = find(before, kind, id)[which];
  if (page.tapping) await page.touchscreen.tap(e.x + e.w / 2, e.y + e.h / 2);  // a finger (touch tests)
  else await page.mouse.click(e.x + e.w / 2, e.y + e.h / 2);
  const after = await until(page, (snap) => (effect ? effect(snap, before) : changedFrom(before)(snap)), what || `the effect of clicking ${kind} ${id ?? ''}`);
  return { ...e, snap: after };  // what was clicked, and the first snapshot showing the effect
}

// Fingers moved through the browser's touch events (Chromium DevTools protocol): `paths` is
// one list of points per finger, all of the same length; the fingers go down at the first
// points, move through the others one animation frame apart (a finger's speed), and lift.
export async function touchGesture(page, paths) {
  const cdp = await page.context().newCDPSession(page);
  const at = (k) => paths.map((path, id) => ({ x: path[k].x, y: path[k].y, id }));
  const nextFrame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k < paths[0].length; ++k) {
    await nextFrame();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// Points from `a` to `b` in `steps` equal moves.
export function line(a, b, steps) {
  return Array.from({ length: steps + 1 }, (_, k) => ({ x: a.x + ((b.x - a.x) * k) / steps, y: a.y + ((b.y - a.y) * k) / steps }));
}

// The effect of a target chosen on the board: the record tells what happened.
const recorded = { effect: (snap, before) => snap.events > before.events, what: 'the choice in the record' };

// Programs five cards by clicking them (each lands in the draft), then locks the program
// (it shows in the record).
export async function program(page, cards) {
  const color = (await status(page)).human;
  for (let i = 0; i < cards.length; ++i)
    await click(page, 'card', cards[i], { effect: (snap) => (snap.status.draft || [])[i] === cards[i], what: `${cards[i]} in slot ${i + 1}` });
  await click(page, 'button', 'confirm', { effect: (snap) => snap.status.human !== color || snap.status.phase !== 'programming' || snap.status.draft === null, what: `${color}'s program locked` });
}

// Answers the human's current decision by clicking a highlighted target.
export async function act(page, decision) {
  switch (decision) {
    case 'stone': {
      const spot = (await items(page, 'island')).length ? 'island' : 'spot';
      return click(page, spot, undefined, recorded);
    }
    // Picked: the plank is to be placed, or (fitting nowhere) it left the game, which the
    // record tells; a second plank may then be picked at once.
    case 'pick-plank': return click(page, 'reserve', undefined, { effect: (snap, before) => snap.status.decision !== 'pick-plank' || snap.events > before.events, what: 'the plank picked' });
    case 'place-span': {
      const first = await click(page, 'support', undefined, { effect: (snap) => snap.status.spanStart !== null, what: 'the first end chosen' });
      const seconds = (await items(page, 'support')).filter((e) => e.id !== first.id);
      return click(page, 'support', seconds[0].id, recorded);
    }
    case 'remove': return (await items(page, 'plank')).length ? click(page, 'plank', undefined, recorded) : click(page, 'support', undefined, recorded);
    default: return click(page, 'destination', undefined, recorded);
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

// The board a record describes after its first `rounds` rounds: planks and pawns.
export function boardAfter(rec, rounds) {
  const planks = {};
  const pawns = Object.fromEntries(rec.seats.map((c) => [c, `V:${c}`]));
  for (const round of rec.rounds.slice(0, rounds))
    for (const action of round.actions)
      for (const e of action.events) {
        if (e.e === 'plank') planks[e.plank] = [...e.ends].sort();
        if (e.e === 'take-plank') delete planks[e.plank];
        if (e.e === 'move') pawns[action.player] = e.path[e.path.length - 1];
        if (e.e === 'jump') pawns[action.player] = e.to;
        if (e.e === 'fall') pawns[action.player] = `V:${action.player}`;
      }
  return { planks, pawns };
}

export const boardShown = (replay) => ({
  planks: Object.fromEntries(Object.entries(replay.planks).map(([p, ends]) => [p, [...ends].sort()])),
  pawns: replay.pawns,
});

// Steps the replay viewer round by round to the end of the game, checking the board at the
// start of every round against the record; `atRound(round)` may take a screenshot.
// Returns the last snapshot.
const sortedKeys = (o) => Object.fromEntries(Object.keys(o).sort().map((k) => [k, o[k]]));
const canonical = (board) => JSON.stringify({ planks: sortedKeys(board.planks), pawns: sortedKeys(board.pawns || {}) });

export async function watchToTheEnd(page, rec, atRound = () => {}) {
  let snap = await until(page, (s) => s.status.screen === 'replay', 'the viewer');
  for (let round = snap.status.replay.round + 1; ; ++round) {
    const before = snap.status.replay.position;
    snap = (await click(page, 'button', 'replay-next-round', { effect: (s) => s.status.replay.position > before, what: `round ${round}` })).snap;
    const r = snap.status.replay;
    if (r.position === r.steps) break;
    if (r.round !== round) throw new Error(`the viewer went to round ${r.round}, not ${round}`);
    const shown = canonical(boardShown(r)), recorded = canonical(boardAfter(rec, round - 1));
    if (shown !== recorded) throw new Error(`the board at the start of round ${round}: shown ${shown}, recorded ${recorded}`);
    await atRound(round);
  }
  const last = JSON.stringify(sortedKeys(boardShown(snap.status.replay).planks));
  const recorded = JSON.stringify(sortedKeys(boardAfter(rec, rec.rounds.length).planks));
  if (last !== recorded) throw new Error(`the final board: shown ${last}, recorded ${recorded}`);
  return snap;
}

// What covers what among the board's badges, or is cut (issue #23 §5): the villages' letters,
// the pawns, the goal and first-player badges must neither cover one another nor sit under
// one of `buttons`, and must lie inside `area` ({x, y, w, h}). Pawns and badges are discs, a
// letter its rectangle.
export function badgeClashes(marks, buttons, area) {
  const discs = ['pawn', 'goal', 'first'];
  const pieces = marks.filter((m) => m.piece === 'village' || discs.includes(m.piece));
  const name = (m) => `${m.piece} ${m.id}`;
  const rectsMeet = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const discMeetsRect = (d, r) => {
    const cx = d.x + d.w / 2, cy = d.y + d.h / 2;
    const dx = Math.max(r.x - cx, 0, cx - (r.x + r.w)), dy = Math.max(r.y - cy, 0, cy - (r.y + r.h));
    return Math.hypot(dx, dy) < d.w / 2;
  };
  const meet = (a, b) => {
    const da = discs.includes(a.piece), db = discs.includes(b.piece);
    if (da && db) return Math.hypot(a.x + a.w / 2 - b.x - b.w / 2, a.y + a.h / 2 - b.y - b.h / 2) < (a.w + b.w) / 2;
    if (da) return discMeetsRect(a, b);
    if (db) return discMeetsRect(b, a);
    return rectsMeet(a, b);
  };
  const clashes = [];
  for (const [i, a] of pieces.entries()) {
    if (a.x < area.x || a.y < area.y || a.x + a.w > area.x + area.w || a.y + a.h > area.y + area.h) clashes.push(`${name(a)} is cut`);
    for (const b of pieces.slice(i + 1)) if (meet(a, b)) clashes.push(`${name(a)} and ${name(b)} overlap`);
    for (const b of buttons) if (rectsMeet(a, b)) clashes.push(`button ${b.id} covers ${name(a)}`);
  }
  return clashes;
}
