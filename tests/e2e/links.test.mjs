// Share links (issue #11 §5): a finished game copied as a link opens in a fresh browser in
// the viewer and steps to the end with the board matching the record; a damaged, cut or
// edited link gets a message and touches nothing saved.
import assert from 'node:assert/strict';
import { browserForTests, openPage, waitReady, screenshotPath, pageTest } from './browser.mjs';
import { click, until, waitFor, record, watchToTheEnd } from './ui.mjs';

const env = browserForTests();

async function sharedGame(query) {
  const page = await env.open(query);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await waitFor(page, (s) => s.winner !== null, 'the end of the game', 60000);
  const s = (await click(page, 'button', 'share-link', { effect: (snap) => snap.status.shareLink !== '' && snap.status.notice !== '', what: 'the link made and copied' })).snap.status;
  assert.equal(s.notice, 'The share link is copied.');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), s.shareLink, 'the clipboard holds the link');
  return { page, link: s.shareLink, rec: await record(page) };
}

pageTest('a shared link opens the same game in another browser, watched to the end', async () => {
  const lengths = [];
  for (const query of ['?seats=ai-medium,ai-greedy&seed=11&speed=instant', '?seats=ai-medium,ai-greedy,ai-easy,ai-medium&seed=4&speed=instant',
    '?seats=ai-medium,ai-greedy,ai-easy,ai-medium,ai-greedy,ai-easy&seed=2&speed=instant&variant=expert']) {
    const { page, link, rec } = await sharedGame(query);
    const fragment = link.slice(link.indexOf('#'));
    lengths.push(`${rec.seats.length} players ${rec.variant}, ${rec.rounds.length} rounds: ${fragment.length} characters`);
    await page.context().close();
    const viewer = await env.open(fragment);  // a new context: nothing saved, as for a friend
    const snap = await until(viewer, (s) => s.status.screen === 'replay' && s.status.replay.position === 0, 'the viewer at the start');
    if (rec.seats.length === 6) await viewer.screenshot({ path: screenshotPath('link-6-expert') });
    assert.equal(new URL(viewer.url()).hash, fragment, 'the link stays in the address bar while its game shows');
    await watchToTheEnd(viewer, rec);
    if (rec.seats.length === 2) {  // a reload shows the shared game again; closing the viewer takes the link off
      await viewer.reload();
      await waitReady(viewer);
      await until(viewer, (s) => s.status.screen === 'replay' && s.status.replay.position === 0, 'the shared game after a reload');
      await click(viewer, 'button', 'replay-close', { effect: (s) => s.status.screen === 'setup', what: 'the viewer closed' });
      assert.equal(new URL(viewer.url()).hash, '');
    }
    assert.deepEqual(viewer.problems, []);
    await viewer.context().close();
    assert.ok(snap.status.replay.steps > 0);
  }
  console.log(`# link lengths: ${lengths.join('; ')}`);
});

pageTest('a link can name a point, and a link pasted into an open page opens too', async () => {
  const { page, link } = await sharedGame('?seats=ai-medium,ai-greedy&seed=11&speed=instant');
  const fragment = link.slice(link.indexOf('#'));
  await page.goto('about:blank');
  await page.goto(env.baseUrl + fragment + '&at=25');  // a full load: the page reads the point at start
  await waitReady(page);
  await until(page, (s) => s.status.screen === 'replay' && s.status.replay.position === 25, 'the viewer at choice 25');
  await click(page, 'button', 'replay-close', { effect: (s) => s.status.screen === 'setup', what: 'closed' });
  await page.evaluate((f) => { window.location.hash = f; }, fragment);
  await until(page, (s) => s.status.screen === 'replay' && s.status.replay.position === 0, 'the viewer from a pasted link');
  assert.deepEqual(page.problems, []);
});

pageTest('damaged, cut, edited or newer links: a message, the saved game untouched', async () => {
  const { page, link } = await sharedGame('?seats=ai-medium,ai-greedy&seed=11&speed=instant');
  const fragment = link.slice(link.indexOf('#'));
  const flip = (text, i) => text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1);
  // A game in progress, kept in this browser: a bad link must leave it as it is.
  const game = await openPage(env.browser, env.baseUrl + '?seats=human,ai-greedy&seed=7&first=pink');
  await waitReady(game);
  await waitFor(game, (s) => s.human === 'pink' && s.decision === 'program', 'pink to program');
  const saved = await game.evaluate(() => localStorage.getItem('river-dragons.game'));
  const cases = [
    [fragment.slice(0, fragment.length - 7), /damaged/],
    [flip(fragment, Math.floor(fragment.length / 2)), /damaged/],
    ['#rd9.' + fragment.slice(5), /newer version/],
    ['#hello', /not a River Dragons game link/],
    ['#', null],
  ];
  for (const [bad, why] of cases) {
    await game.goto('about:blank');
    await game.goto(env.baseUrl + bad);  // a full load, as when a link is opened
    await waitReady(game);
    const s = await waitFor(game, (s) => s.screen === 'game' && s.human === 'pink' && (!why || s.notice !== ''), 'the game in progress, resumed');
    if (why) assert.match(s.notice, why, bad);
    assert.equal(await game.evaluate(() => localStorage.getItem('river-dragons.game')), saved, 'nothing saved is touched');
  }
  await game.screenshot({ path: screenshotPath('link-damaged') });
  // In French, the link's message is French.
  await game.goto('about:blank');
  await game.goto(env.baseUrl + '?lang=fr#hello');
  await waitReady(game);
  const fr = await waitFor(game, (s) => s.screen === 'game' && s.notice !== '', 'the message in French');
  assert.equal(fr.notice, 'Ce n’est pas un lien de partie River Dragons.');
  assert.deepEqual(game.problems, []);
  assert.deepEqual(page.problems, []);
});
