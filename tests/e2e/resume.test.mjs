// Every game kept (issue #11 §2): a reload returns to the same point of the game at every
// kind of moment; a finished game is kept as the last game, not resumed; a link never
// silently ends the game in progress; a broken saved game gets a message and is kept.
import assert from 'node:assert/strict';
import { browserForTests, openPage, waitReady, screenshotPath, pageTest } from './browser.mjs';
import { status, click, until, waitFor, record, act, boardAfter, boardShown, program } from './ui.mjs';

const env = browserForTests();
const open = (query) => env.open(query);

async function reload(page) {
  await page.evaluate(() => { window.rdTest.ready = false; });
  await page.reload();
  await waitReady(page);
}

const shown = (snap, kind, id) => snap.layout.filter((e) => e.kind === kind && (id === undefined || e.id === id)).length;
// Where the game stands, without what belongs to the screen rather than the game.
const where = ({ screen, phase, decision, round, slot, actor, human, winner }) => ({ screen, phase, decision, round, slot, actor, human, winner });

// Reloads and expects the very same game at the very same point.
async function expectSameAfterReload(page, what) {
  const recBefore = await record(page);
  const before = await status(page);
  await reload(page);
  const after = await waitFor(page, (s) => s.screen === 'game', `the game back after reloading ${what}`);
  assert.deepEqual(where(after), where(before), `same point after reloading ${what}`);
  assert.deepEqual(await record(page), recBefore, `same record after reloading ${what}`);
  assert.equal(after.storage, 'saved');
  return after;
}

// Whether the record `a` is an earlier moment of the game in `b` (computers may play on).
function isEarlierMoment(a, b) {
  if (a.rounds.length > b.rounds.length) return false;
  return a.rounds.every((round, i) => {
    const later = b.rounds[i];
    return round.first === later.first && round.actions.every((x, j) => JSON.stringify(x) === JSON.stringify(later.actions[j])) &&
      Object.entries(round.programs).every(([c, p]) => JSON.stringify(p) === JSON.stringify(later.programs[c]));
  });
}

pageTest('a reload returns to the same point: a human programming, then choosing a target', async () => {
  const page = await open('?seats=human,ai-greedy&seed=7&speed=instant&first=pink');
  await waitFor(page, (s) => s.human === 'pink' && s.decision === 'program', 'pink to program');
  await click(page, 'card', 'stone2', { effect: (snap) => (snap.status.draft || [])[0] === 'stone2', what: 'a card in slot 1' });
  const s = await expectSameAfterReload(page, 'while pink programs');
  assert.equal(s.draft.every((c) => c === null), true, 'the program is started again');
  assert.equal(new URL(page.url()).search, '', 'the link was taken off the address bar, so the reload did not restart it');
  // Play until pink must pick a target, then reload there.
  for (const card of ['stone2', 'plank1', 'move1', 'stone1', 'plank2'])
    await click(page, 'card', card, { effect: (snap) => (snap.status.draft || []).includes(card), what: `${card} placed` });
  await click(page, 'button', 'confirm', { effect: (snap) => snap.status.phase !== 'programming' || snap.status.round > 1, what: 'locked' });
  await waitFor(page, (s) => s.human === 'pink' && s.phase === 'resolution', 'pink to choose a target');
  await expectSameAfterReload(page, 'while pink chooses a target');
  const again = await status(page);
  await act(page, again.decision);
  await waitFor(page, (s) => s.human === 'pink' || s.round > 1, 'the game goes on after the reload');
  assert.deepEqual(page.problems, []);
});

pageTest('a reload while a computer thinks resumes the same game', async () => {
  const page = await open('?seats=ai-hard,ai-medium,ai-greedy&seed=5&speed=fast');
  await waitFor(page, (s) => s.phase === 'resolution', 'resolution');
  await waitFor(page, (s) => s.phase === 'programming', 'the next round, the hard computer thinking', 60000);
  const before = await record(page);
  await reload(page);
  await waitFor(page, (s) => s.screen === 'game', 'the game back');
  const after = await record(page);
  assert.ok(isEarlierMoment(before, after), 'the resumed game is the same game, at the same point or later');
  assert.deepEqual(page.problems, []);
});

pageTest('pass and play: a reload lands on the privacy screen, never on a hand', async () => {
  const page = await open('?seats=human,human&seed=3&first=pink');
  await until(page, (snap) => shown(snap, 'button', 'privacy') === 1 && shown(snap, 'card') === 0, 'the privacy screen');
  await click(page, 'button', 'privacy', { effect: (snap) => shown(snap, 'card') >= 9, what: 'pink sees the hand' });
  await click(page, 'card', 'jump', { effect: (snap) => (snap.status.draft || [])[0] === 'jump', what: 'a card placed' });
  await reload(page);
  const snap = await until(page, (snap) => snap.status.screen === 'game' && shown(snap, 'button', 'privacy') === 1,
    'the privacy screen after the reload');
  assert.equal(shown(snap, 'card'), 0, 'no card on screen');
  assert.equal(snap.status.human, 'pink');
  await page.screenshot({ path: screenshotPath('resume-privacy') });
  assert.deepEqual(page.problems, []);
});

pageTest('a finished game is kept as the last game, not resumed', async () => {
  const page = await open('?seats=ai-medium,ai-greedy&seed=11&speed=instant');
  await waitFor(page, (s) => s.winner !== null, 'the end of the game', 60000);
  const rec = await record(page);
  await reload(page);
  const s = await waitFor(page, (s) => s.screen === 'setup', 'the setup screen');
  assert.equal(s.paused, false);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('river-dragons.last-game')));
  assert.deepEqual(kept.record, rec, 'the last game is kept whole');
  assert.equal(await page.evaluate(() => localStorage.getItem('river-dragons.game')), null);
  await click(page, 'button', 'watch-last', { effect: (snap) => snap.status.screen === 'replay', what: 'the last game in the viewer' });
  await page.keyboard.press('End');
  const end = await until(page, (snap) => snap.status.replay.position === snap.status.replay.steps && snap.status.replay.steps > 0, 'the end of the last game');
  assert.deepEqual(boardShown(end.status.replay).planks, boardAfter(rec, rec.rounds.length).planks, 'the last game as it ended');
  assert.deepEqual(page.problems, []);
});

pageTest('a link over a game in progress asks first', async () => {
  const page = await open('?seats=human,ai-greedy&seed=7&first=pink');
  await waitFor(page, (s) => s.human === 'pink' && s.decision === 'program', 'pink to program');
  const rec = await record(page);
  await page.goto(env.baseUrl + '?seats=ai-random,ai-random,ai-random&seed=2');
  await waitReady(page);
  await until(page, (snap) => snap.status.confirmNew && shown(snap, 'button', 'confirm-resume') === 1, 'the question');
  await page.screenshot({ path: screenshotPath('resume-confirm') });
  await click(page, 'button', 'confirm-resume', { effect: (snap) => snap.status.screen === 'game', what: 'back to the game' });
  assert.deepEqual(await record(page), rec, 'the game in progress, untouched');
  // On a phone, in Italian (issue #23 §1: the warning was cut, and the box see-through).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(env.baseUrl + '?lang=it&seats=ai-random,ai-random,ai-random&seed=2');
  await waitReady(page);
  const asked = await until(page, (snap) => snap.status.confirmNew && shown(snap, 'button', 'confirm-start-new') === 1 && snap.status.idle, 'the question on a phone');
  assert.deepEqual(asked.status.clipped, [], 'the question is whole on a phone');
  for (const e of asked.layout.filter((e) => e.id.startsWith('confirm-')))
    assert.ok(e.x >= 0 && e.y >= 0 && e.x + e.w <= 390 && e.y + e.h <= 844, `${e.id} on screen: ${JSON.stringify(e)}`);
  await page.screenshot({ path: screenshotPath('resume-confirm-it-phone') });
  await click(page, 'button', 'confirm-resume', { effect: (snap) => snap.status.screen === 'game', what: 'back to the game' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(env.baseUrl + '?seats=ai-random,ai-random,ai-random&seed=2&speed=fast');
  await waitReady(page);
  await click(page, 'button', 'confirm-start-new', { effect: (snap) => snap.status.screen === 'game', what: 'the linked game' });
  assert.equal((await record(page)).seats.length, 3, 'the linked game started');
  assert.deepEqual(page.problems, []);
});

// Every write of the saved game this page makes, with what its keeper (shell.js: rdKeeper)
// said at that moment: a tab writes it only while it keeps it (#48 §6).
const watchWrites = (page) => page.evaluate((key) => {
  const set = Storage.prototype.setItem;
  window.gameWrites = [];
  Storage.prototype.setItem = function (k, v) {
    if (k === key) window.gameWrites.push(window.rdKeeper.state());
    return set.call(this, k, v);
  };
}, 'river-dragons.game');
const writesOf = async (page) => [...new Set(await page.evaluate(() => window.gameWrites))];

// Two tabs never fight over the one saved game (#23 §1): the tab that starts or resumes a game
// last keeps it; the other is told at once, stops writing, and may keep its own game back.
// In Italian on a phone, where it was seen.
pageTest('two tabs: the one displaced says so and keeps its game only when asked', async () => {
  const first = await openPage(env.browser, env.baseUrl + '?lang=it&seats=human,ai-random&seed=7&first=pink', { width: 390, height: 844 });
  await waitReady(first);
  await watchWrites(first);
  await waitFor(first, (s) => s.human === 'pink' && s.decision === 'program' && s.storage === 'saved', 'pink to program, kept');
  const theirs = await first.evaluate(() => localStorage.getItem('river-dragons.game'));
  const second = await first.context().newPage();  // the same browser: one localStorage
  await second.goto(env.baseUrl + '?lang=it&seats=ai-random,ai-random,ai-random&seed=2&speed=fast');
  await waitReady(second);
  await watchWrites(second);
  await click(second, 'button', 'confirm-start-new', { effect: (snap) => snap.status.screen === 'game', what: 'a new game in the second tab' });
  const told = await until(first, (snap) => shown(snap, 'button', 'keep-here') === 1 && snap.status.idle, 'the first tab told, with no input');
  assert.deepEqual(told.status.clipped, [], 'the message is whole on a phone');
  const keep = told.layout.find((e) => e.id === 'keep-here');
  assert.ok(keep.y >= 0 && keep.y + keep.h <= 844, `Keep this game here is on screen: ${JSON.stringify(keep)}`);
  await first.screenshot({ path: screenshotPath('two-tabs-it-phone') });
  const secondGame = await second.evaluate(() => localStorage.getItem('river-dragons.game'));
  assert.notEqual(secondGame, theirs, "the second tab's game is the saved one");
  assert.equal(JSON.parse(secondGame).record.seats.length, 3);
  // The first tab plays on: its game is not written over the second's. The player is at the
  // first tab again, in front (a tab behind another gets its animation frames throttled).
  await first.bringToFront();
  await program(first, ['stone1', 'stone2', 'plank1', 'move1', 'remove']);
  await waitFor(first, (s) => s.phase === 'resolution', 'the first tab resolving its round');
  // The second tab plays on and keeps saving its own three-player game; the first writes nothing.
  const saved = JSON.parse(await first.evaluate(() => localStorage.getItem('river-dragons.game')));
  assert.equal(saved.record.seats.length, 3, 'the saved game is still the second tab\'s');
  // Keep this game here: the first tab's game is saved again, and now the second tab is told.
  // The second tab, playing fast, lets go of the saved game before the first writes it: each
  // wrote it only while it kept it (#48 §6: once, the displaced tab wrote once more after).
  await click(first, 'button', 'keep-here', { effect: (snap) => shown(snap, 'button', 'keep-here') === 0, what: 'the game kept here' });
  await first.waitForFunction(() => JSON.parse(localStorage.getItem('river-dragons.game')).record.seats.length === 2, null,
    { polling: 100, timeout: 20000 }).catch(() => assert.fail("the first tab's two-player game is the saved one again"));
  await until(second, (snap) => shown(snap, 'button', 'keep-here') === 1, 'the second tab told in turn');
  assert.deepEqual(await writesOf(first), ['keeper'], 'the first tab wrote the saved game only while it kept it');
  assert.deepEqual(await writesOf(second), ['keeper'], 'the second tab wrote the saved game only while it kept it');
  assert.equal(JSON.parse(await first.evaluate(() => localStorage.getItem('river-dragons.game'))).record.seats.length, 2,
    'the second tab wrote nothing after the first took the game back');
  // A late write made by hand in the second tab's console: the first tab writes its own game again, by itself.
  await second.evaluate((text) => localStorage.setItem('river-dragons.game', text), secondGame);
  await first.waitForFunction(() => JSON.parse(localStorage.getItem('river-dragons.game')).record.seats.length === 2, null,
    { polling: 100, timeout: 20000 }).catch(() => assert.fail("a displaced tab's late write is undone by the tab that keeps the game"));
  assert.deepEqual(first.problems, []);
});

pageTest('a broken saved game: a message, the data kept, the page works', async () => {
  const page = await open('');
  for (const broken of ['{"format":', '{"format":"river-dragons-saved/7"}', JSON.stringify({ format: 'river-dragons-saved/1', setup: 'seats=human,ai-random', seed: '1', record: { format: 'river-dragons-record/1' } })]) {
    await page.evaluate((text) => localStorage.setItem('river-dragons.game', text), broken);
    await reload(page);
    const s = await waitFor(page, (s) => s.screen === 'setup', 'the setup screen');
    const m = /^The saved game could not be resumed: .* It is kept in this browser's storage under "(river-dragons\.broken-game(?:\.\d+)?)"\.$/.exec(s.problem);
    assert.ok(m, s.problem);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), m[1]), broken, 'nothing deleted');
    assert.equal(await page.evaluate(() => localStorage.getItem('river-dragons.game')), null);
  }
  assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('river-dragons.broken-game')).length), 3,
    'each broken game kept under its own key, none overwritten');
  await page.screenshot({ path: screenshotPath('resume-broken') });
  await click(page, 'button', 'start', { effect: (snap) => snap.status.screen === 'game', what: 'a new game starts' });
  assert.deepEqual(page.problems, []);
});

pageTest('storage refused: the game plays on with a warning; Web Locks refused: it is kept all the same', async () => {
  const page = await openPage(env.browser, env.baseUrl + '?seats=human,ai-random&seed=4', undefined, 1, () => {
    Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); };
  });
  await waitReady(page);
  const s = await waitFor(page, (s) => s.human === 'pink' && s.storage === 'unsaved', 'the warning');
  assert.equal(s.screen, 'game');
  assert.deepEqual(page.problems, []);
  // Web Locks refused (site data blocked, #48 §6): the tab keeps the game all the same.
  const unlocked = await openPage(env.browser, env.baseUrl + '?seats=human,ai-random&seed=4', undefined, 1, () => {
    LockManager.prototype.request = () => Promise.reject(new DOMException('refused', 'SecurityError'));
  });
  await waitReady(unlocked);
  await waitFor(unlocked, (s) => s.human === 'pink' && s.storage === 'saved', 'the game kept without a lock');
  assert.equal(await unlocked.evaluate(() => window.rdKeeper.state()), 'unlocked');
  assert.equal(JSON.parse(await unlocked.evaluate(() => localStorage.getItem('river-dragons.game'))).record.seats.length, 2);
  assert.deepEqual(unlocked.problems, []);
});
