// Help at the moment it is needed (issue #12 §3): a warning while programming a card the
// board dooms to a loss, a notice on the board when a plank is lost or a pawn falls, the
// name of an island under the pointer, and the place a log line names lit on the board;
// Suggest's program and its reason (issue #21 §4).
// In each language, on a desktop screen and on a phone.
import assert from 'node:assert/strict';
import { browserForTests, screenshotPath, pageTest } from './browser.mjs';
import { status, click, until, waitFor, program, act, record, snapshot } from './ui.mjs';

const env = browserForTests();
const LANGUAGES = ['en', 'fr', 'it'];
const PHONE = { width: 390, height: 844 };

// Pink plays first against a computer that picks at random: in round 1 nothing is on the
// board when pink's first card is played.
const game = (lang) => `?seats=human,ai-random&seed=7&first=pink&speed=normal&lang=${lang}`;

// Words cut on screen are printed (the languages test owns the page-wide check); the warning
// is wrapped, never cut, and a cancelled card's name keeps its room.
function reportClipped(snap, where) {
  const cut = snap.status.clipped || [];
  if (cut.length) console.log(`${where}: words cut elsewhere on screen: ${cut.join(' | ')}`);
  assert.ok(!cut.some((c) => /program cell/.test(c)), `${where}: a card's name is cut in the program rows`);
}

const has = (snap, kind, id) => snap.layout.some((e) => e.kind === kind && (id === undefined || e.id === id));
// What is shown to help, not clicked (status().sights): warnings, notices, names, lit places, log lines.
const sightsOf = (snap, kind) => (snap.status.sights || []).filter((e) => e.kind === kind);
const sees = (snap, kind, id) => sightsOf(snap, kind).some((e) => id === undefined || e.id === id);

async function openGame(lang, viewport) {
  const page = await env.open(game(lang), viewport);
  const s = await waitFor(page, (s) => s.human === 'pink' && s.decision === 'program', 'pink to program');
  assert.equal(s.lang, lang, 'the page speaks the language of the link');
  return page;
}

// A plank in slot 1 of round 1: no stone anywhere, so the plank would leave the game. The
// warning shows beside the slots, and goes when the card is taken back.
async function warningComesAndGoes(page, shot) {
  const warned = await click(page, 'card', 'plank1', {
    effect: (snap) => snap.status.draft?.[0] === 'plank1' && sees(snap, 'warning', '1'),
    what: 'the plank in slot 1 and its warning',
  });
  assert.deepEqual(warned.snap.status.warnings, [{ slot: 1, doom: 'plank-has-no-place', key: 'WarnPlankHasNoPlace' }]);
  reportClipped(warned.snap, shot);
  await page.screenshot({ path: screenshotPath(shot) });
  // A stone first gives the plank a place to go: no warning then (the core judges, not the page).
  const placed = await click(page, 'card', 'stone1', { effect: (snap) => snap.status.draft?.[1] === 'stone1', what: 'a stone in slot 2' });
  assert.equal(placed.snap.status.warnings.length, 1, 'a stone after the plank comes too late');
  await click(page, 'slot', '1', {
    effect: (snap) => snap.status.draft?.[0] === null && snap.status.warnings.length === 0 && !sees(snap, 'warning'),
    what: 'the plank taken back and the warning gone',
  });
  await click(page, 'slot', '2', { effect: (snap) => snap.status.draft?.[1] === null, what: 'the stone taken back' });
}

// Suggest (issue #21 §4): a legal program found in the worker goes in the slots, with a line
// saying why it starts so, whole on screen; Take all back empties the slots, and the line goes.
async function suggestionPlacedAndExplained(page, shot) {
  const before = await until(page, (snap) => has(snap, 'button', 'suggest'), 'the Suggest button');
  assert.equal(before.status.thinker, 'worker');
  const { snap } = await click(page, 'button', 'suggest', {
    effect: (snap) => snap.status.suggested !== null && sees(snap, 'suggestion', 'why'),
    what: 'a suggested program in the slots and its reason',
  });
  assert.deepEqual(snap.status.draft, snap.status.suggested, 'the suggestion fills the slots');
  assert.equal(new Set(snap.status.draft).size, 5, 'five different cards');
  assert.equal(snap.status.suggesting, null, 'no suggestion awaited any more');
  const why = sightsOf(snap, 'suggestion')[0];
  assert.ok(why.y >= 0 && why.y + why.h <= page.viewportSize().height, `the reason is on screen: ${JSON.stringify(why)}`);
  // The places the reason names are lit on the board (no island shows its number there).
  assert.ok(sightsOf(snap, 'lit').length > 0, 'the gap the reason names is lit on the board');
  const cutBefore = before.status.clipped || [];
  assert.deepEqual((snap.status.clipped || []).filter((c) => !cutBefore.includes(c)), [], 'the suggestion and its reason are whole');
  await page.screenshot({ path: screenshotPath(shot) });
  await click(page, 'button', 'clear', {
    effect: (snap) => snap.status.draft.every((c) => c === null) && !sees(snap, 'suggestion') && !sees(snap, 'lit'),
    what: 'the slots emptied and the reason gone',
  });
}

// Pink's plank (slot 1) fits nowhere and leaves the game; its Move 1 (slot 2) finds no plank
// and the pawn falls into the river. Each is told on the board, near pink's pawn.
async function lossesAreToldOnTheBoard(page, lang, shotPrefix) {
  await program(page, ['plank1', 'move1', 'stone1', 'stone2', 'remove']);
  await waitFor(page, (s) => s.human === 'pink' && s.decision === 'pick-plank', 'pink to pick a plank');
  await act(page, 'pick-plank');
  // Told where pink looks: the pick's message in the panel (#23 §2: pink decides on, so
  // nothing of it covers the board).
  const lost = await until(page, (snap) => sees(snap, 'message', 'panel') && snap.status.notice !== '', 'the lost plank told in the panel');
  const rec = await record(page);
  assert.ok(rec.rounds[0].actions[0].events.some((e) => e.e === 'plank-lost'), 'the record has the plank out of the game');
  const notice = sightsOf(lost, 'message')[0];
  assert.ok(notice.w > 40 && notice.h > 10, 'the message is drawn with room for its words');
  await page.screenshot({ path: screenshotPath(`${shotPrefix}-plank-lost`) });
  // The game waits for pink's stone (slot 3) after the fall in slot 2: the notice stays meanwhile.
  const fell = await until(page, (snap) => snap.status.human === 'pink' && snap.status.decision === 'stone' && sees(snap, 'notice', 'pink:fall'),
    "pink's fall told on the board while pink places a stone");
  reportClipped(fell, `${shotPrefix}-fall`);
  await page.screenshot({ path: screenshotPath(`${shotPrefix}-fall`) });
  // #23 §2: while pink chooses, the notices cover none of the targets, and are on screen
  // without scrolling (on a phone they covered pink's pawn and planks).
  const viewport = page.viewportSize();
  const meet = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const targets = fell.layout.filter((e) => e.kind === 'island');
  assert.ok(targets.length > 0, 'islands to choose from');
  for (const n of sightsOf(fell, 'notice')) {
    assert.ok(n.y >= 0 && n.y + n.h <= viewport.height, `notice ${n.id} on screen: ${JSON.stringify(n)}`);
    for (const t of targets) assert.ok(!meet(n, t), `notice ${n.id} covers island ${t.id}`);
  }
  return fell;
}

// The islands are targets of the stone decision: hovering one names it, in the language.
async function islandNamedOnHover(page, shot) {
  const snap = await until(page, (snap) => has(snap, 'island'), 'islands to choose from');
  const island = snap.layout.filter((e) => e.kind === 'island').sort((a, b) => a.id.localeCompare(b.id))[0];
  await page.mouse.move(island.x + island.w / 2, island.y + island.h / 2);
  await until(page, (snap) => sees(snap, 'place-name', island.id), `the name of ${island.id} on hover`);
  await page.screenshot({ path: screenshotPath(shot) });
  return island;
}

// After pink's stone, its log line names the island: hovering the line lights it on the board.
// The line may move after the pointer reached it (a notice above the log goes): the pointer
// follows it, as a player's would, until the island is lit.
async function logLineLightsItsPlace(page, island, shot) {
  await click(page, 'island', island.id, { effect: (snap, before) => snap.events > before.events, what: 'the stone placed' });
  const named = (snap) => sightsOf(snap, 'log').filter((e) => e.id.endsWith(`:${island.id}`) && e.h > 0);
  await until(page, (snap) => named(snap).length > 0, 'the log line of the stone');
  let pointer = null;
  const start = Date.now();
  for (;;) {
    const snap = await snapshot(page);
    if (snap.status.settled && sees(snap, 'lit', island.id)) break;
    const line = named(snap).pop();
    const target = line && { x: line.x + Math.min(line.w / 2, 60), y: line.y + line.h / 2 };
    if (target && (!pointer || pointer.x !== target.x || pointer.y !== target.y)) await page.mouse.move(target.x, target.y), pointer = target;
    assert.ok(Date.now() - start < 20000, `${island.id} lit on the board from its log line ${JSON.stringify(line)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));  // polling interval, not a wait for an effect
  }
  await page.screenshot({ path: screenshotPath(shot) });
}

for (const lang of LANGUAGES) {
  pageTest(`help on a desktop screen, ${lang}`, async () => {
    const page = await openGame(lang);
    await warningComesAndGoes(page, `help-${lang}-warning`);
    await lossesAreToldOnTheBoard(page, lang, `help-${lang}`);
    const island = await islandNamedOnHover(page, `help-${lang}-island-name`);
    await logLineLightsItsPlace(page, island, `help-${lang}-log-place`);
    assert.deepEqual(page.problems, []);
  });

  pageTest(`the warning on a landscape phone, ${lang}`, async () => {
    const page = await openGame(lang, { width: 844, height: 390 });
    await warningComesAndGoes(page, `help-${lang}-landscape-warning`);
    assert.deepEqual(page.problems, []);
  });

  pageTest(`help on a phone, ${lang}`, async () => {
    const page = await openGame(lang, PHONE);
    await warningComesAndGoes(page, `help-${lang}-phone-warning`);
    await suggestionPlacedAndExplained(page, `help-${lang}-phone-suggest`);
    await lossesAreToldOnTheBoard(page, lang, `help-${lang}-phone`);
    assert.deepEqual(page.problems, []);
  });
}
