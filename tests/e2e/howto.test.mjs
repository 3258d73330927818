// How to play and card help (issue #12 §2, §3): the pages open from the setup screen and
// from the in-game menu, turn with Back, Next and the page dots in every language, each shows
// a board drawn by the game, the game waits underneath and goes on after Close; hovering a
// card (a long press on touch) shows what it does. Screenshots: build/e2e/howto-<lang>-<page>.png.
import assert from 'node:assert/strict';
import { browserForTests, openPage, waitReady, pageTest, screenshotPath } from './browser.mjs';
import { until, click, waitFor, program, touchGesture, badgeClashes } from './ui.mjs';

const env = browserForTests();
const LANGS = ['en', 'fr', 'it'];
const PHONE = { isMobile: true, hasTouch: true };
const find = (snap, kind, id) => snap.layout.filter((e) => e.kind === kind && (id === undefined || e.id === id));
const inside = (e, viewport) => e.x >= -0.5 && e.y >= -0.5 && e.x + e.w <= viewport.width + 0.5 && e.y + e.h <= viewport.height + 0.5;
// Page n shows, drawn: a window's first frame is measured, not drawn, so its picture is awaited.
const onPage = (n) => (snap) => snap.status.screen === 'howto' && snap.status.howto.page === n && find(snap, 'picture').length > 0;

// The page shown draws its picture, on screen, and its turning buttons are on screen too.
function checkPage(snap, viewport) {
  const { id, page } = snap.status.howto;
  const pictures = find(snap, 'picture');
  assert.deepEqual(pictures.map((e) => e.id), [id], `page ${page} draws the picture of "${id}"`);
  assert.ok(pictures[0].w > 100 && pictures[0].h > 80, `the picture of "${id}" is big enough to see: ${JSON.stringify(pictures[0])}`);
  // A landscape phone leaves the page dots out (no height to spare); other screens show them.
  const dots = viewport.height >= 500;
  assert.equal(find(snap, 'button', 'howto-page-1').length, dots ? 1 : 0, `page dots ${dots ? '' : 'not '}shown at ${viewport.height} px high`);
  for (const button of ['howto-back', 'howto-next', 'howto-close', ...(dots ? [`howto-page-${page}`] : [])])
    assert.ok(find(snap, 'button', button).some((e) => inside(e, viewport)), `${button} on screen on page ${page} (${id})`);
  assert.deepEqual(snap.status.clipped, [], `no words cut on page ${page} (${id}) at ${viewport.width}×${viewport.height}`);
}

// The dragons page's cancelled card carries its canceller's letter at a legible size, inside
// its cell (issue #23 §4: an 8 px disc cut by the cell's corner).
async function checkCancelMark(page, viewport) {
  const marks = await page.evaluate(() => window.rdTest.marks());
  const cancel = marks.filter((m) => m.piece === 'cancel');
  assert.equal(cancel.length, 1, `one cancelled card on the dragons page: ${JSON.stringify(cancel)}`);
  assert.ok(cancel[0].w >= 16, `the canceller's letter is legible at ${viewport.width}×${viewport.height}: ${JSON.stringify(cancel[0])}`);
  assert.ok(cancel[0].y >= 0 && cancel[0].x + cancel[0].w <= viewport.width, `the letter is on screen: ${JSON.stringify(cancel[0])}`);
}

// Every page in order with Next (a screenshot each), then back with Back and to a page by its dot.
async function pageThrough(page, lang, viewport, suffix = '') {
  let snap = await until(page, onPage(1), 'How to play on its first page');
  assert.equal(snap.status.lang ?? lang, lang, 'the page speaks the language of the link');
  const pages = snap.status.howto.pages;
  assert.ok(pages >= 10, `${pages} pages`);
  const ids = [];
  for (let n = 1; ; ++n) {
    checkPage(snap, viewport);
    if (snap.status.howto.id === 'dragons') await checkCancelMark(page, viewport);
    if (snap.status.howto.id === 'goal') {  // the villages' goals at the picture's edge were cut (#23 §5)
      const picture = find(snap, 'picture')[0];
      assert.deepEqual(badgeClashes(await page.evaluate(() => window.rdTest.marks()), [], picture), [], 'the goal picture\'s badges');
    }
    ids.push(snap.status.howto.id);
    await page.screenshot({ path: screenshotPath(`howto-${lang}${suffix}-${String(n).padStart(2, '0')}-${snap.status.howto.id}`) });
    if (n === pages) break;
    snap = (await click(page, 'button', 'howto-next', { effect: onPage(n + 1), what: `page ${n + 1}` })).snap;
  }
  assert.equal(new Set(ids).size, pages, 'every page is a different page');
  for (const topic of ['goal', 'round', 'stones', 'planks', 'fit', 'remove', 'moves', 'jump', 'dragons', 'river', 'expert', 'marks'])
    assert.ok(ids.includes(topic), `a page on "${topic}"`);
  await click(page, 'button', 'howto-next', { effect: (s) => onPage(pages)(s) && s.status.settled, what: 'Next does nothing on the last page' });
  await click(page, 'button', 'howto-back', { effect: onPage(pages - 1), what: 'Back one page' });
  if (viewport.height >= 500) await click(page, 'button', 'howto-page-3', { effect: onPage(3), what: 'page 3 by its dot' });
}

for (const lang of LANGS) {
  // (French on a desktop is paged through from the in-game menu below.)
  if (lang !== 'fr') pageTest(`How to play from the setup screen, every page, ${lang}`, async () => {
    const viewport = { width: 1280, height: 800 };
    const page = await env.open(`?lang=${lang}`, viewport);
    await until(page, (snap) => snap.status.screen === 'setup', 'the setup screen');
    const setupBefore = (await waitFor(page, () => true, 'status')).setup;
    await click(page, 'button', 'howto', { effect: (snap) => snap.status.screen === 'howto', what: 'How to play' });
    await pageThrough(page, lang, viewport);
    const snap = (await click(page, 'button', 'howto-close', { effect: (snap) => snap.status.screen === 'setup', what: 'back to the setup screen' })).snap;
    assert.equal(snap.status.setup, setupBefore, 'the setup is as it was');
    assert.equal(snap.status.howto, undefined);
    assert.deepEqual(page.problems, []);
  });

  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['landscape', { width: 844, height: 390 }]]) {
    pageTest(`How to play on a ${name}, ${viewport.width}×${viewport.height}, ${lang}`, async () => {
      const page = await openPage(env.browser, env.baseUrl + `?lang=${lang}`, viewport, 2, null, PHONE);
      await waitReady(page);
      page.tapping = true;
      await click(page, 'button', 'howto', { effect: (snap) => snap.status.screen === 'howto', what: 'How to play' });
      await pageThrough(page, lang, viewport, `-${name}`);
      assert.deepEqual(page.problems, []);
    });
  }
}

// The record's size, the decision and the board: what must not change while How to play shows.
const gameNow = (snap) => JSON.stringify({ events: snap.events, programs: snap.programs, round: snap.status.round, slot: snap.status.slot,
  phase: snap.status.phase, actor: snap.status.actor, decision: snap.status.decision });

pageTest('How to play from the in-game menu: the game waits, then goes on', async () => {
  // Computers alone at normal speed: they act every few hundred ms while the game screen shows.
  const page = await env.open('?seats=ai-medium,ai-medium&seed=11&speed=normal&lang=fr');
  await until(page, (snap) => snap.status.screen === 'game' && snap.events > 3, 'the computers under way');
  await click(page, 'button', 'menu', { effect: (snap) => find(snap, 'button', 'menu-howto').length === 1, what: 'the menu' });
  const opened = (await click(page, 'button', 'menu-howto', { effect: (snap) => snap.status.screen === 'howto', what: 'How to play' })).snap;
  const before = gameNow(opened);
  // Paging through all of it takes the computers' time for many moves: none is made.
  for (let n = 2; n <= opened.status.howto.pages; ++n) {
    const snap = (await click(page, 'button', 'howto-next', { effect: onPage(n), what: `page ${n}` })).snap;
    assert.equal(gameNow(snap), before, `the game waits while page ${n} shows`);
    checkPage(snap, { width: 1280, height: 800 });
  }
  // Back in the game, it goes on from where it was (a computer may act at once: its pause is over).
  const closed = (await click(page, 'button', 'howto-close', { effect: (snap) => snap.status.screen === 'game', what: 'back to the game' })).snap;
  assert.ok(closed.events >= opened.events && closed.programs === opened.programs && closed.status.round === opened.status.round,
    `the game is where it was, or one step on: ${gameNow(closed)} after ${before}`);
  assert.equal(find(closed, 'button', 'menu-howto').length, 0, 'the menu is closed');
  await until(page, (snap) => snap.events > closed.events || snap.programs > closed.programs, 'the game going on');
  assert.deepEqual(page.problems, []);
});

// The help box of `card` shows, on screen, with a text of its own; returns it.
async function helpShows(page, card, viewport) {
  const snap = await until(page, (snap) => snap.status.cardHelp === card && find(snap, 'help', card).length === 1, `the help of ${card}`);
  const box = find(snap, 'help', card)[0];
  assert.ok(inside(box, viewport), `the help of ${card} lies on screen: ${JSON.stringify(box)}`);
  assert.ok(snap.status.cardHelpText.length > 40, `the help of ${card} says something: ${snap.status.cardHelpText}`);
  assert.deepEqual(snap.status.clipped, [], `no words cut with the help of ${card}`);
  return snap.status.cardHelpText;
}

for (const lang of LANGS) {
  pageTest(`hovering a card in the hand or a slot explains it, ${lang}`, async () => {
    const viewport = { width: 1280, height: 800 };
    const page = await env.open(`?seats=human,ai-random&seed=7&speed=instant&lang=${lang}`, viewport);
    let snap = await until(page, (snap) => snap.status.human === 'pink' && find(snap, 'card', 'plank1').length === 1, 'pink to program');
    const texts = {};
    for (const card of ['plank1', 'jump', 'dragon-black']) {
      const e = find(snap, 'card', card)[0];
      await page.mouse.move(e.x + e.w / 2, e.y + e.h / 2);
      texts[card] = await helpShows(page, card, viewport);
      if (card === 'plank1') await page.screenshot({ path: screenshotPath(`card-help-${lang}`) });
    }
    assert.equal(new Set(Object.values(texts)).size, 3, 'each card has its own help');
    await page.mouse.move(2, 2);
    await until(page, (snap) => snap.status.cardHelp === null && find(snap, 'help').length === 0, 'no help away from the cards');
    // A card in a program slot explains itself the same way.
    await click(page, 'card', 'plank1', { effect: (snap) => snap.status.draft[0] === 'plank1', what: 'plank1 in slot 1' });
    snap = await until(page, (snap) => find(snap, 'slot', '1').length === 1, 'slot 1');
    const slot = find(snap, 'slot', '1')[0];
    await page.mouse.move(slot.x + slot.w / 2, slot.y + slot.h / 2);
    assert.equal(await helpShows(page, 'plank1', viewport), texts.plank1);
    assert.deepEqual(page.problems, []);
  });
}

pageTest('a long press on a card explains it on a touch screen', async () => {
  const viewport = { width: 390, height: 844 };
  const page = await openPage(env.browser, env.baseUrl + '?seats=human,ai-random&seed=7&speed=instant&lang=it', viewport, 2, null, PHONE);
  await waitReady(page);
  const snap = await until(page, (snap) => snap.status.human === 'pink' && find(snap, 'card', 'move2').length === 1, 'pink to program');
  const e = find(snap, 'card', 'move2')[0];
  const at = { x: e.x + e.w / 2, y: e.y + e.h / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  await helpShows(page, 'move2', viewport);  // the finger stays down until the help shows
  await page.screenshot({ path: screenshotPath('card-help-touch-it') });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  const after = await waitFor(page, (s) => s.settled, 'the finger lifted');
  assert.deepEqual(after.draft, [null, null, null, null, null], 'a long press asks for help: it does not also play the card');
  assert.deepEqual(page.problems, []);
});
