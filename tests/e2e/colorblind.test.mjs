// Colour-blind safe (issue #13 §2): every player's pieces can be told apart without colour.
// A six-player game in the viewer, mid-round (dragons played, actions cancelled), at desktop
// and phone size: the marks the drawing code put on pawns, villages, planks on the board and
// in reserve, dragon cells and cancel marks (rdTest.marks()) are checked against the game,
// their ink against their fill in grayscale, and a grayscale screenshot is saved to look at.
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { browserForTests, openPage, waitReady, screenshotPath, pageTest, root, outDir } from './browser.mjs';
import { until } from './ui.mjs';

const env = browserForTests();
const kLetters = { pink: 'P', red: 'R', blue: 'B', black: 'K', green: 'G', yellow: 'Y' };
const kAt = 84;  // round 2, slot 5 resolved: three dragons and three cancelled actions on show
const kColors = Object.keys(kLetters);
const allPlanks = kColors.flatMap((c) => [1, 2, 3, 4, 5, 6].map((n) => `${c}${n}`));

// A seeded six-player game (the same on every build) and its share link.
function sixPlayerGame() {
  const rd = path.join(root, 'build/native/rd');
  const file = path.join(outDir, 'colorblind-6.json');
  const play = spawnSync(rd, ['play', '--players', '6', '--bots', 'medium,hard,easy,medium,hard,easy', '--seed', '5', '--out', file], { encoding: 'utf8' });
  assert.equal(play.status, 0, play.stderr);
  const link = spawnSync(rd, ['link', file], { encoding: 'utf8' });
  assert.equal(link.status, 0, link.stderr);
  return { rec: JSON.parse(fs.readFileSync(file, 'utf8')), link: link.stdout.trim() };
}

// Gray level as CSS grayscale(1) computes it.
const gray = (hex) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

// The program cells of round `r` that must carry a letter: dragons (the target's) and
// cancelled actions (the canceller's), as "piece id mark".
function expectedCells(rec, r) {
  const round = rec.rounds[r - 1], cells = [];
  for (const [player, program] of Object.entries(round.programs))
    program.forEach((card, k) => { if (card.startsWith('dragon-')) cells.push(`dragon ${player}-${k + 1} ${kLetters[card.slice(7)]}`); });
  for (const a of round.actions)
    for (const e of a.events) if (e.e === 'cancelled') cells.push(`cancel ${a.player}-${a.slot} ${kLetters[e.by]}`);
  return cells.sort();
}

function checkMarks(marks, replay, rec) {
  const of = (piece) => marks.filter((m) => m.piece === piece);
  for (const m of marks) {
    if (m.piece === 'first') continue;  // the first player's badge says "1st", in no player's colour
    const plank = m.piece === 'plank' || m.piece === 'reserve';
    const owner = plank ? m.id.replace(/\d$/, '') : m.owner;
    if (m.piece !== 'goal') assert.equal(m.owner, owner, `${m.piece} ${m.id} is drawn as ${m.owner}'s`);
    const arrow = m.piece === 'goal' ? '→' : '';  // a village's goal: an arrow and its destination's letter
    assert.equal(m.mark, arrow + kLetters[owner] + (plank ? m.id.slice(-1) : ''), `${m.piece} ${m.id} carries its letter`);
    assert.ok(Math.abs(gray(m.ink) - gray(m.fill)) >= 100, `${m.piece} ${m.id}: ${m.ink} on ${m.fill} is legible in grayscale`);
  }
  assert.deepEqual(of('pawn').map((m) => m.owner).sort(), [...rec.seats].sort(), 'every pawn is lettered');
  // A village holding its own pawn shows the pawn's letter, the same (#23 §5: the pawn covered the village's).
  const home = Object.entries(replay.pawns).filter(([c, at]) => at === `V:${c}`).map(([c]) => c);
  assert.deepEqual([...of('village').map((m) => m.owner), ...home].sort(), [...kColors].sort(), 'every village is lettered');
  const board = Object.keys(replay.planks).sort();
  assert.deepEqual([...new Set(of('plank').map((m) => m.id))].sort(), board, 'every plank on the board is lettered');
  const reserve = of('reserve').map((m) => m.id);
  assert.equal(reserve.filter((id) => board.includes(id)).length, 0, 'no plank is both on the board and in a reserve');
  const lost = rec.rounds.flatMap((r) => r.actions.flatMap((a) => a.events)).filter((e) => e.e === 'plank-lost').map((e) => e.plank);
  const missing = allPlanks.filter((p) => !board.includes(p) && !reserve.includes(p) && !lost.includes(p));
  assert.deepEqual(missing, [], 'every plank in a reserve is lettered');
  const cells = [...of('dragon'), ...of('cancel')].map((m) => `${m.piece} ${m.id} ${m.mark}`).sort();
  assert.deepEqual(cells, expectedCells(rec, replay.round), 'dragon cells and cancel marks carry the right letters');
  assert.ok(of('dragon').length >= 3 && of('cancel').length >= 3, 'the position shows dragons and cancellations');
}

for (const [name, viewport, ratio] of [['1280', { width: 1280, height: 800 }, 1], ['phone-dpr3', { width: 390, height: 844 }, 3]]) {
  pageTest(`six players' pieces carry their letters, in grayscale too (${name})`, async () => {
    const { rec, link } = sixPlayerGame();
    const page = await openPage(env.browser, `${env.baseUrl}#${link}&at=${kAt}`, viewport, ratio);
    await waitReady(page);
    const snap = await until(page, (s) => s.status.screen === 'replay' && s.status.replay.position === kAt, `the viewer at choice ${kAt}`);
    assert.equal(snap.status.replay.round, 2);
    // marks() and status() of the same settled frame: nothing moves in a paused viewer.
    const marks = await page.evaluate(() => window.rdTest.marks());
    checkMarks(marks, snap.status.replay, rec);
    const letters = new Set(marks.filter((m) => m.piece === 'pawn').map((m) => m.mark));
    assert.equal(letters.size, 6, 'six players, six different letters');
    await page.screenshot({ path: screenshotPath(`colorblind-6-${name}`) });
    await page.addStyleTag({ content: '#canvas { filter: grayscale(1); }' });
    await page.screenshot({ path: screenshotPath(`colorblind-6-${name}-gray`) });
    assert.deepEqual(page.problems, []);
  });
}
