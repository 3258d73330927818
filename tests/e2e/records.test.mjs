// Every game kept (issue #11 §3, §4): download a record, open it again (file picker or
// drop), watch it in the viewer with the board checked against the record at every round,
// play on from a point, and the in-game menu. Bad files get the reader's message.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { browserForTests, screenshotPath, pageTest, outDir } from './browser.mjs';
import { click, until, waitFor, record, watchToTheEnd, find } from './ui.mjs';

const env = browserForTests();
const open = (query) => env.open(query);

const shown = (snap, kind, id) => snap.layout.filter((e) => e.kind === kind && (id === undefined || e.id === id)).length;

// Plays a computer game to its end.
async function finishedGame() {
  const page = await open('?seats=ai-medium,ai-greedy,ai-easy&seed=11&speed=instant');
  await waitFor(page, (s) => s.winner !== null, 'the end of the game', 60000);
  return page;
}

// Clicks a button that starts a download; returns the saved file's path and suggested name.
async function download(page, id) {
  const [file] = await Promise.all([page.waitForEvent('download'), click(page, 'button', id, { effect: () => true, what: id })]);
  const saved = path.join(outDir, `downloaded-${id}.json`);
  await file.saveAs(saved);
  return { saved, name: file.suggestedFilename() };
}

async function openFile(page, file) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), click(page, 'button', 'open-record', { effect: () => true, what: 'the file picker' })]);
  await chooser.setFiles(file);
}

// Writes a record as a file, goes to the setup screen and opens the file there: the message.
async function openBadRecord(page, rec, name) {
  const bad = path.join(outDir, name);
  fs.writeFileSync(bad, JSON.stringify(rec));
  await click(page, 'button', 'new-setup', { effect: (snap) => snap.status.screen === 'setup', what: 'the setup screen' });
  await openFile(page, bad);
  return waitFor(page, (s) => s.problem !== '', 'the message');
}

// Resolves with the frame count once the page has stopped drawing: no frame in ten of the
// browser's animation frames in a row (the page draws at most a few settling frames after a
// change, each in the next animation frame). No test hook asks for a frame.
const idleFrameCount = () => new Promise((resolve, reject) => {
  let last = window.rdTest.frameStats().frames, still = 0, ticks = 0;
  const tick = () => {
    const n = window.rdTest.frameStats().frames;
    still = n === last ? still + 1 : 0;
    last = n;
    if (still >= 10) resolve(n);
    else if (++ticks > 1000) reject(new Error('the page never stopped drawing'));
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});

// Issue #22 §3: a call from the page's JavaScript (here a file dropped) draws its effect by
// itself. No test hook asks for a frame (they did once, hiding this): a page that waited for
// other input would never draw the message.
pageTest('a bad record dropped while programming shows its message with no other input', async () => {
  const page = await open('?seats=human,ai-easy&seed=5&speed=instant');
  await waitFor(page, (s) => s.decision === 'program' && s.human !== null, 'the program editor');
  const idle = await page.evaluate(idleFrameCount);
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File(['this is not a record'], 'notes.json', { type: 'application/json' }));
    window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await page.waitForFunction((n) => window.rdTest.frameStats().frames > n, idle, { timeout: 10000 })
    .catch(() => assert.fail('no frame was drawn after the drop'));
  const s = await page.evaluate(() => window.rdTest.status());  // sights: those of the last frame drawn
  assert.match(s.notice, /^notes\.json cannot be opened: malformed JSON/);
  assert.ok(s.sights.some((e) => e.kind === 'message' && e.id === 'panel'), 'the message is drawn in the panel');
  assert.equal(s.decision, 'program', 'the game waits as it was');
  await page.screenshot({ path: screenshotPath('dropped-bad-record-programming') });
  assert.deepEqual(page.problems, []);
});

pageTest('download a finished game, open the file and watch it round by round', async () => {
  const page = await finishedGame();
  const rec = await record(page);
  const { saved, name } = await download(page, 'download');
  assert.match(name, /^river-dragons-\d{4}-\d\d-\d\d-pink-medium-red-greedy-blue-easy\.json$/);
  assert.deepEqual(JSON.parse(fs.readFileSync(saved, 'utf8')), rec, 'the file is the record');
  await click(page, 'button', 'new-setup', { effect: (snap) => snap.status.screen === 'setup', what: 'the setup screen' });
  await openFile(page, saved);
  let snap = await until(page, (snap) => snap.status.screen === 'replay' && snap.status.replay.position === 0, 'the viewer at the start');
  assert.equal(snap.status.replay.steps > 0, true);
  await page.screenshot({ path: screenshotPath('replay-start') });
  snap = await watchToTheEnd(page, rec, (round) => round === 4 && page.screenshot({ path: screenshotPath('replay-round-4') }));
  // One step back and forth, and the keyboard.
  snap = (await click(page, 'button', 'replay-back', { effect: (s) => s.status.replay.position === s.status.replay.steps - 1, what: 'one step back' })).snap;
  await page.keyboard.press('Home');
  await until(page, (s) => s.status.replay.position === 0 && s.status.replay.logLines === 1, 'Home: the start, one log line');
  await page.keyboard.press('ArrowRight');
  await until(page, (s) => s.status.replay.position === 1, 'ArrowRight: one step');
  await click(page, 'button', 'replay-play', { effect: (s) => s.status.replay.playing, what: 'playing' });
  await until(page, (s) => s.status.replay.position >= 3, 'playing moves on');
  await click(page, 'button', 'replay-play', { effect: (s) => !s.status.replay.playing, what: 'paused' });
  assert.deepEqual(page.problems, []);
});

pageTest('a bad file: the reader\'s message, the screen untouched (picker and drop)', async () => {
  const page = await finishedGame();
  const rec = await record(page);
  rec.rounds[1].actions.splice(3, 1);  // an action entry deleted
  let s = await openBadRecord(page, rec, 'bad-record.json');
  assert.equal(s.screen, 'setup');
  assert.match(s.problem, /^bad-record\.json cannot be opened: round 2, slot \d, \w+: /);
  await page.screenshot({ path: screenshotPath('open-bad-file') });
  // Dropped on the page: not JSON at all.
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File(['this is not a record'], 'notes.json', { type: 'application/json' }));
    window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  s = await waitFor(page, (s) => s.problem.startsWith('notes.json'), 'the message for the dropped file');
  assert.match(s.problem, /^notes\.json cannot be opened: malformed JSON/);
  assert.equal(s.screen, 'setup');
  // Large files: read and refused (3 MB), or refused unread (5 MB); the page goes on.
  for (const [name, mb, why] of [['big.json', 3, /^big\.json cannot be opened: malformed JSON/], ['huge.json', 5, /^huge\.json is too large/]]) {
    await page.evaluate(([name, mb]) => {
      const data = new DataTransfer();
      data.items.add(new File(['x'.repeat(mb * 1000 * 1000)], name, { type: 'application/json' }));
      window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, [name, mb]);
    s = await waitFor(page, (s) => s.problem.startsWith(name), `the message for ${name}`);
    assert.match(s.problem, why);
  }
  assert.deepEqual(page.problems, []);
});

pageTest('a bad file in Italian: the reader\'s message, its place and its reason in Italian', async () => {
  const page = await open('?lang=it&seats=ai-medium,ai-greedy&seed=11&speed=instant');
  await waitFor(page, (s) => s.winner !== null, 'the end of the game', 60000);
  const rec = await record(page);
  rec.rounds[0].programs.pink = ['dragon-black', 'move1', 'move1', 'jump', 'remove'];  // a card twice
  const s = await openBadRecord(page, rec, 'bad-record-it.json');
  assert.equal(s.problem, 'Impossibile aprire bad-record-it.json: turno 1: programma di Rosa: due volte la stessa carta (servono cinque carte diverse)');
  await page.screenshot({ path: screenshotPath('open-bad-file-it') });
  assert.deepEqual(page.problems, []);
});

// Issue #23 §6: a broken record is told in the player's words: whose program card, which
// stone, or that the file is no record at all; never the record's JSON. At a phone's size too.
pageTest('a bad file is told in words in each language: whose card, which stone, no record at all', async () => {
  const page = await open('?seats=ai-medium,ai-greedy&seed=11&speed=instant');
  await waitFor(page, (s) => s.winner !== null, 'the end of the game', 60000);
  const rec = await record(page);
  const swapped = structuredClone(rec);
  const program = swapped.rounds[0].programs.pink;
  [program[1], program[3]] = [program[3], program[1]];  // still five different cards
  const stoned = structuredClone(rec);
  const stones = stoned.rounds.flatMap((r) => r.actions.flatMap((a) => a.events.filter((e) => e.e === 'stone')));
  stones[1].at = stones[0].at;  // on an island that has a stone
  const island = stones[0].at.slice(1);
  const files = { card: swapped, stone: stoned, other: { name: 'shopping', items: [1, 2] } };
  const expected = {
    en: { card: /round 1, slot 2, Pink: Pink’s program has .+ in slot 2, but the record’s action there is /,
          stone: new RegExp(`the record says a stone on island ${island}, which the rules refuse: that island already has a stone`),
          other: /: this file is not a River Dragons game record$/ },
    fr: { card: /tour 1, position 2, Rose\s: le programme de Rose a .+ en position 2, mais l’historique y joue /,
          stone: new RegExp(`l’historique indique une pierre sur l’île ${island}, ce que les règles refusent`),
          other: /: ce fichier n’est pas un historique de partie de River Dragons$/ },
    it: { card: /turno 1, posizione 2, Rosa: il programma di Rosa ha .+ in posizione 2, ma il registro vi gioca /,
          stone: new RegExp(`il registro indica una pietra posata \\(l’isola ${island}\\)`),
          other: /: questo file non è un registro di partita di River Dragons$/ },
  };
  await click(page, 'button', 'new-setup', { effect: (snap) => snap.status.screen === 'setup', what: 'the setup screen' });
  for (const [lang, viewport] of [['en', { width: 1280, height: 800 }], ['fr', { width: 1280, height: 800 }], ['it', { width: 390, height: 844 }]]) {
    await page.setViewportSize(viewport);
    await click(page, 'button', `lang-${lang}`, { effect: (snap) => snap.status.lang === lang, what: lang });
    for (const [what, content] of Object.entries(files)) {
      const name = `bad-${what}-${lang}.json`;
      fs.writeFileSync(path.join(outDir, name), JSON.stringify(content));
      await openFile(page, path.join(outDir, name));
      const snap = await until(page, (snap) => snap.status.problem.includes(name) && snap.status.idle, `the message for ${name}`);
      assert.match(snap.status.problem, expected[lang][what]);
      assert.doesNotMatch(snap.status.problem, /[{}"]/, 'no JSON in the message');
      assert.deepEqual(snap.status.clipped, [], `${name}: the message is whole`);
      await page.screenshot({ path: screenshotPath(`open-bad-${what}-${lang}`) });
    }
  }
  assert.deepEqual(page.problems, []);
});

pageTest('watch the replay from the end screen and play on from round 3 as a human', async () => {
  const page = await finishedGame();
  const rec = await record(page);
  // Close goes back to the end of the game (playtest: it went to the setup screen).
  await click(page, 'button', 'watch-replay', { effect: (snap) => snap.status.screen === 'replay', what: 'the viewer' });
  await click(page, 'button', 'replay-close', { effect: (snap) => snap.status.screen === 'game' && snap.status.winner !== null, what: 'the end of the game again' });
  await click(page, 'button', 'watch-replay', { effect: (snap) => snap.status.screen === 'replay', what: 'the viewer' });
  await page.keyboard.press('Home');
  await until(page, (s) => s.status.replay.position === 0, 'the start');
  for (const round of [2, 3])
    await click(page, 'button', 'replay-next-round', { effect: (s) => s.status.replay.round === round, what: `round ${round}` });
  // #23 §7: one step, seats then Play on, saying where the game goes on; Back returns to the
  // viewer where it was. First from a slot of round 2, then from the start of round 3.
  await click(page, 'button', 'replay-back', { effect: (s) => s.status.replay.round === 2, what: 'the last choice of round 2' });
  let snap = (await click(page, 'button', 'replay-play-on', { effect: (s) => s.status.screen === 'play-on', what: 'the play-on screen' })).snap;
  assert.equal(snap.status.playOn.round, 2);
  assert.ok(snap.status.playOn.slot >= 1, `it goes on from a slot of round 2: ${JSON.stringify(snap.status.playOn)}`);
  for (const id of ['resume', 'open-record', 'players-2', 'howto', 'watch-last'])
    assert.equal(find(snap, 'button', id).length, 0, `no ${id} on the play-on screen`);
  const [start, back] = [find(snap, 'button', 'start')[0], find(snap, 'button', 'cancel-play-on')[0]];
  assert.ok(start && back && back.h === start.h && start.h >= 30, `Play on and Back are alike: ${JSON.stringify([start, back])}`);
  await click(page, 'button', 'cancel-play-on', { effect: (s) => s.status.screen === 'replay' && s.status.replay.round === 2, what: 'back in the viewer' });
  await click(page, 'button', 'replay-next-round', { effect: (s) => s.status.replay.round === 3, what: 'round 3' });
  await click(page, 'button', 'replay-play-on', { effect: (s) => s.status.screen === 'play-on' && s.status.playOn.round === 3 && s.status.playOn.slot === 0, what: 'play on from round 3' });
  await page.screenshot({ path: screenshotPath('play-on-setup') });
  await click(page, 'button', 'seat-1-human', { effect: (snap) => snap.status.setup.includes('seats=human'), what: 'pink is human' });
  await click(page, 'button', 'start', { effect: (snap) => snap.status.screen === 'game', what: 'the game' });
  const s = await waitFor(page, (s) => s.human === 'pink', 'pink to program round 3');
  assert.equal(s.round, 3);
  const now = await record(page);
  assert.deepEqual(now.rounds.slice(0, 2), rec.rounds.slice(0, 2), 'the earlier rounds kept in the new record');
  assert.deepEqual(page.problems, []);
});

pageTest('the in-game menu: download during the game, new game, resume', async () => {
  const page = await open('?seats=human,ai-greedy&seed=7&first=pink');
  await waitFor(page, (s) => s.human === 'pink' && s.decision === 'program', 'pink to program');
  await click(page, 'card', 'jump', { effect: (snap) => (snap.status.draft || [])[0] === 'jump', what: 'a card in slot 1' });
  await click(page, 'button', 'menu', { effect: (snap) => shown(snap, 'button', 'menu-download') === 1, what: 'the menu' });
  await page.screenshot({ path: screenshotPath('menu') });
  const { saved } = await download(page, 'menu-download');
  const downloaded = JSON.parse(fs.readFileSync(saved, 'utf8')), full = await record(page);
  assert.ok(full.rounds[0].programs.black, 'the computer has locked its program');
  assert.deepEqual(downloaded.rounds, [{ first: 'pink', programs: {}, actions: [] }], 'no secret program leaves the table mid-round');
  // Escape opens the menu and closes it, as the button does.
  await page.keyboard.press('Escape');
  await until(page, (snap) => shown(snap, 'button', 'menu-new-game') === 1, 'the menu opened by Escape');
  await page.keyboard.press('Escape');
  await until(page, (snap) => shown(snap, 'button', 'menu-new-game') === 0 && shown(snap, 'button', 'menu') === 1, 'the menu closed by Escape');
  await click(page, 'button', 'menu', { effect: (snap) => shown(snap, 'button', 'menu-new-game') === 1, what: 'the menu' });
  await click(page, 'button', 'menu-new-game', { effect: (snap) => snap.status.screen === 'setup' && snap.status.paused, what: 'the setup screen' });
  await click(page, 'button', 'resume', { effect: (snap) => snap.status.screen === 'game', what: 'back in the game' });
  const s = await waitFor(page, (s) => s.human === 'pink', 'pink');
  assert.equal(s.round, 1);
  assert.equal(s.draft[0], 'jump', 'the program half composed is still there');
  assert.deepEqual(page.problems, []);
});
