// The page in English, French and Italian (issue #12 §1): the language comes from ?lang=,
// else the player's last choice, else the browser's preferred language; it can be changed on
// the setup screen and in the game's menu without touching the game; every character of
// every language is in the fonts; and no words are cut on any screen at 1280×800, 390×844
// and 844×390 in any language (status().clipped: labels wider than their widget, lines
// running past their window, windows running off the screen). Screenshots of each screen
// in each language: build/e2e/lang-<lang>-<size>-<screen>.png.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserForTests, openPage, waitReady, pageTest, screenshotPath } from './browser.mjs';
import { status, until, waitFor, program, act, click } from './ui.mjs';

const env = browserForTests();
const langDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../assets/lang');
const LANGS = ['en', 'fr', 'it'];
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'portrait', viewport: { width: 390, height: 844 } },
  { name: 'landscape', viewport: { width: 844, height: 390 } },
];
const shown = (snap, kind, id) => snap.layout.some((e) => e.kind === kind && e.id === id);

async function open(query, viewport = { width: 1280, height: 800 }, options = {}) {
  const page = await openPage(env.browser, env.baseUrl + query, viewport, 1, options.beforeLoad ?? null, options.device ?? {});
  await waitReady(page);
  return page;
}

// Nothing cut on the screen shown now, at each size (the one page resized: the layout
// follows the window, so a game need not be played three times); then its picture.
async function whole(page, lang, screen) {
  for (const { name, viewport } of SIZES) {
    const now = page.viewportSize(), resized = now.width !== viewport.width || now.height !== viewport.height;
    const before = (await until(page, () => true, 'a frame')).frame;
    if (resized) await page.setViewportSize(viewport);
    // Drawn at the new size, then still (the same layout in two frames; the board's targets
    // pulse, so the page may never be idle): what a player would see.
    let last = null;
    const snap = await until(page, (s) => {
      if (s.status.lang !== lang || (resized && s.frame <= before)) return false;
      if (s.status.idle) return true;
      const key = JSON.stringify([s.layout, s.status.clipped]);
      const still = last !== null && last.key === key && s.frame > last.frame;
      if (!last || last.key !== key) last = { key, frame: s.frame };
      return still;
    }, `the page in ${lang} at ${name}`);
    assert.deepEqual(snap.status.clipped, [], `${lang} ${name} ${screen}: words cut`);
    if (screen === 'menu')  // #23 §3: on a landscape phone the menu's top was above the screen
      for (const e of snap.layout.filter((e) => e.id.startsWith('menu-') || e.id.startsWith('speed-') || e.id.startsWith('lang-')))
        assert.ok(e.y >= 0 && e.y + e.h <= viewport.height && e.x >= 0 && e.x + e.w <= viewport.width, `${lang} ${name}: ${e.id} on screen`);
    await page.screenshot({ path: screenshotPath(`lang-${lang}-${name}-${screen}`) });
  }
}

for (const lang of LANGS) {
  pageTest(`${lang}: nothing is cut on setup, programming, resolution and the menu, at three sizes`, async () => {
    const setup = await open(`?lang=${lang}`);
    await until(setup, (s) => s.status.screen === 'setup' && shown(s, 'button', 'start'), 'the setup screen');
    await whole(setup, lang, 'setup');
    await setup.context().close();

    const page = await open(`?lang=${lang}&seats=human,ai-easy,ai-easy&seed=5&speed=instant`);
    await waitFor(page, (s) => s.decision === 'program' && s.human, 'the human programming');
    await whole(page, lang, 'programming');
    await program(page, ['stone1', 'stone2', 'plank1', 'move1', 'remove']);
    const decision = await waitFor(page, (s) => s.human && s.phase === 'resolution', 'a decision of the resolution');
    await whole(page, lang, 'resolution');
    await act(page, decision.decision);
    await click(page, 'button', 'menu', { effect: (snap) => shown(snap, 'button', 'menu-new-game'), what: 'the menu' });
    await whole(page, lang, 'menu');
    // #23 §3: the first Menu opened high and narrow, its choices wrapped, then grew.
    assert.equal((await status(page)).staleFrames, 0, 'every frame shown had its final layout');
  }, { timeout: 240000 });
}

pageTest('every character of every language is in the fonts', async () => {
  const page = await open('');
  assert.deepEqual(await page.evaluate(() => window.rdTest.missingGlyphs()), []);
});

pageTest("the browser's preferred language is spoken when the game speaks it, else English", async () => {
  for (const [locale, lang] of [['fr-FR', 'fr'], ['it-IT', 'it'], ['de-DE', 'en'], ['en-US', 'en']]) {
    const page = await open('', undefined, { device: { locale } });
    assert.equal((await status(page)).lang, lang, locale);
    await page.context().close();
  }
});

pageTest('the language chosen on the setup screen is spoken at once and remembered; ?lang= overrides it', async () => {
  const page = await open('');
  assert.equal((await status(page)).lang, 'en');
  await click(page, 'button', 'lang-it', { effect: (snap) => snap.status.lang === 'it', what: 'Italian' });
  await page.reload();
  await waitReady(page);
  assert.equal((await status(page)).lang, 'it', 'remembered after a reload');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'it');
  await page.goto(env.baseUrl + '?lang=fr');
  await waitReady(page);
  assert.equal((await status(page)).lang, 'fr', 'a link names the language');
});

pageTest('a link naming a language the game does not speak says so, in English, and loses nothing', async () => {
  const page = await open('?lang=klingon&seats=human,ai-easy');
  const s = await waitFor(page, (s) => s.screen === 'setup', 'the setup screen');
  assert.equal(s.lang, 'en');
  assert.match(s.problem, /lang: 'klingon' is not en \(English\), fr \(français\) or it \(italiano\)/);
  // A message already shown follows a change of language.
  await click(page, 'button', 'lang-it', { effect: (snap) => snap.status.lang === 'it', what: 'Italian' });
  const it = await status(page);
  assert.match(it.problem, /^Alcune impostazioni del link non sono utilizzabili: lang: «klingon» non è en/);
  assert.equal(page.problems.length, 0, page.problems.join('\n'));
});

pageTest("the language changed in the game's menu leaves the game as it was", async () => {
  const page = await open('?seats=human,ai-easy&seed=9');
  await waitFor(page, (s) => s.decision === 'program' && s.human, 'programming');
  await click(page, 'card', 'stone1', { effect: (snap) => (snap.status.draft || [])[0] === 'stone1', what: 'a card in slot 1' });
  const before = await status(page);
  await click(page, 'button', 'menu', { effect: (snap) => shown(snap, 'button', 'lang-fr'), what: 'the menu' });
  await click(page, 'button', 'lang-fr', { effect: (snap) => snap.status.lang === 'fr', what: 'French' });
  const after = await status(page);
  for (const key of ['round', 'phase', 'decision', 'human', 'draft']) assert.deepEqual(after[key], before[key], key);
});

pageTest("the page around the game speaks the game's language before the game starts", async () => {
  const page = await open('?lang=it');
  const shell = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    loading: document.getElementById('status-text').textContent,
    problemTitle: document.getElementById('problem-title').textContent,
    it: window.rdShellText.it,
    en: window.rdShellText.en,
  }));
  assert.equal(shell.lang, 'it');
  assert.equal(shell.loading, shell.it.ShellLoading);
  assert.equal(shell.problemTitle, shell.it.ShellCannotStart);
  assert.deepEqual(Object.keys(shell.it).sort(), Object.keys(shell.en).sort());
});

pageTest('without JavaScript the page says what it needs, in each of its languages', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(env.baseUrl);
  const said = await page.locator('.noscript p').evaluateAll((ps) => ps.map((p) => [p.lang, p.textContent]));
  const files = Object.fromEntries(['en', 'fr', 'it'].map((lang) => [lang, JSON.parse(fs.readFileSync(path.join(langDir, `${lang}.json`), 'utf8'))]));
  assert.deepEqual(said, ['en', 'fr', 'it'].map((lang) => [lang, files[lang].ShellNoScript]));
  for (const p of await page.locator('.noscript p').all()) assert.ok(await p.isVisible());
  assert.equal(await page.locator('#status').isVisible(), false, 'no "Loading…" when nothing can load');
  await page.screenshot({ path: screenshotPath('noscript-phone') });
  await context.close();
});
