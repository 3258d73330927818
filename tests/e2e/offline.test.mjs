// Installable and offline (issue #13 §4): after one visit the service worker (shell/sw.js)
// keeps every file of the page, so the game loads and plays with no network; a new version
// published on the same address is what the next visit runs, all of its files and none of
// the old ones, with the game in progress resumed; Chromium finds the page installable; and
// a page whose worker cannot be registered works as before.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { chromium } from 'playwright-core';
import { browserForTests, openPage, waitReady, screenshotPath, pageTest, within, site, CHROMIUM_ARGS } from './browser.mjs';
import { waitFor, record, program, act, replayRecord } from './ui.mjs';
import { serve } from '../../scripts/serve.mjs';
import { stampSite, siteFiles, VERSIONED } from '../../scripts/stamp-site.mjs';

const env = browserForTests();
const GAME = '?seats=human,ai-random&seed=7&speed=instant';

// A site served on a free port of 127.0.0.1; close() ends every connection at once.
async function served(dir) {
  const server = await serve(dir, 0);
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); }),
  };
}

// Publishes the site in `from` to `to`, as a deployment does: the files replaced in place,
// on the server that keeps running (a restarted server could leave the browser holding a
// connection to the old one).
function publish(from, to) {
  for (const f of fs.readdirSync(to)) fs.rmSync(path.join(to, f));
  for (const f of fs.readdirSync(from)) fs.copyFileSync(path.join(from, f), path.join(to, f));
}

// A copy of the built site, changed by `edit(dir)` and stamped again (a new version if edited).
function copiedSite(edit = () => {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rd-site-'));
  publish(site, dir);
  edit(dir);
  return { dir, ...stampSite(dir), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

// What the worker keeps, seen from the page: {cache name: [file names]}.
const kept = (page) => page.evaluate(async () => {
  const out = {};
  for (const key of await caches.keys())
    out[key] = (await (await caches.open(key)).keys()).map((r) => new URL(r.url).pathname.slice(1)).sort();
  return out;
});

// Waits until the page is controlled by a worker whose only cache is `version`'s, holding
// every file of the site (the worker deletes other versions' caches once it is active).
async function untilKept(page, version, files, timeout = 30000) {
  const start = Date.now();
  for (;;) {
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    const caches = await kept(page);
    const names = Object.keys(caches);
    if (controlled && names.length === 1 && names[0].endsWith(` ${version}`) && JSON.stringify(caches[names[0]]) === JSON.stringify(files))
      return caches;
    if (Date.now() - start > timeout)
      throw new Error(`timed out after ${timeout} ms waiting for the worker to keep version ${version} (${files.join(', ')})\n  controlled: ${controlled}, caches: ${JSON.stringify(caches)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));  // polling interval, not a wait for an effect
  }
}

// Takes the network away: the context goes offline and the server closes (the worker's own
// fetches must fail too, whether or not the browser applies the offline mode to them).
async function goOffline(page, server) {
  await page.context().setOffline(true);
  await server.close();
}

// Every response the page receives for a file of the site, as {name, url, sha256, fromWorker}.
// A response whose body can no longer be read because its target closed belongs to the
// document being left (a thinking worker of the page before the navigation still fetching
// its engine): not counted (it failed a fresh clone's run with "Target page, context or
// browser has been closed"). Such a body may also never be delivered at all, neither read
// nor refused: CI's run of stop 39 waited on one until its 90 minutes ran out. A body not
// read 15 s after the test asks is counted as unread (sha256 null): a file the new document
// needed and never got then fails the test by name, and nothing hangs.
function collectResponses(page, baseUrl) {
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!response.url().startsWith(baseUrl) || response.request().method() !== 'GET') return;
    const seen = { name: url.pathname.slice(1) || 'index.html', url: response.url(), sha256: null, fromWorker: response.fromServiceWorker() };
    pending.push({ seen, read: response.body().then(
      (body) => ({ ...seen, sha256: crypto.createHash('sha256').update(body).digest('hex') }),
      (err) => {
        if (/has been closed/.test(String(err && err.message))) return null;
        throw err;
      }) });
  });
  return async () => {
    const all = await within(Promise.all(pending.map((p) => p.read)), 15000, () => null);
    const answered = all || await Promise.all(pending.map((p) => within(p.read, 0, () => ({ ...p.seen, unread: true }))));
    return answered.filter((r) => r !== null);
  };
}

async function playOneRound(page, hand) {
  await waitFor(page, (s) => s.human === 'pink' && s.decision === 'program' && s.round === 1, 'pink to program round 1');
  await program(page, hand);
  for (;;) {
    const s = await waitFor(page, (s) => s.human === 'pink' || s.round > 1 || s.winner, 'pink to act or the round to end');
    if (s.round > 1 || s.winner || s.phase !== 'resolution') return;
    await act(page, s.decision);
  }
}

pageTest('after one visit the game loads and plays a round with no network', async () => {
  const server = await served(site);
  try {
    await offlineRound(server);
  } finally {
    await server.close();  // a test failing before it went offline left it listening: its file never ended
  }
});

async function offlineRound(server) {
  const page = await openPage(env.browser, server.url);
  // Requests of the first visit still on their way when the network goes (the thinking
  // workers fetch their engine after the first frame, and a slow machine may still be at
  // it) fail with it: that is the first visit's, not the offline page's (a flake in CI).
  // The first visit lasts until the offline navigation commits, not until the network goes:
  // its worker may start a fetch in between (CI, stop 55: think.wasm, asked for after the
  // network went, cut by the navigation).
  let firstDocument = true;
  const cutOff = new Set();
  page.on('request', (request) => { if (firstDocument) cutOff.add(request); });
  const firstVisits = () => new Set([...cutOff].filter((r) => r.failure()).map((r) => `request failed: ${r.url()}`));
  await waitReady(page);
  const version = await page.evaluate(() => window.rdTest.version);
  assert.match(version, /^[0-9a-f]{16}$/, 'the page knows its version');
  await untilKept(page, version, siteFiles(site));

  await goOffline(page, server);
  page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) firstDocument = false; });
  const responses = collectResponses(page, server.url);
  const started = Date.now();
  await page.goto(server.url + GAME);
  await waitReady(page);
  console.log(`offline: first frame ${Date.now() - started} ms after navigation`);
  assert.equal(await page.evaluate(() => window.rdTest.version), version);
  const answered = await responses();
  const names = new Set(answered.map((r) => r.name));
  for (const name of ['index.html', ...VERSIONED]) assert.ok(names.has(name), `${name} was loaded`);
  assert.deepEqual(answered.filter((r) => !r.fromWorker), [], 'the worker answered every request');

  await playOneRound(page, ['stone2', 'plank1', 'move1', 'stone1', 'plank2']);
  await page.screenshot({ path: screenshotPath('offline-round-2') });
  const summary = replayRecord(await record(page), 'offline-game');
  assert.ok(summary.rounds >= 1);
  const cut = firstVisits();
  assert.deepEqual(page.problems.filter((p) => !cut.has(p)), []);
}

// Build B: every file of the page's code differs from A's (a marker the page can read in
// shell.js and shell.css, trailing bytes elsewhere), so each response tells which build it is.
function markBuildB(dir) {
  const append = (name, bytes) => fs.appendFileSync(path.join(dir, name), bytes);
  append('shell.js', '\nwindow.rdBuildMarker = "B";\n');
  append('shell.css', '\n:root { --rd-build: "B"; }\n');
  append('index.js', '\n// build B\n');
  // A custom section (id 0, size 10, name "rd-build", payload "B") is valid at a module's end.
  append('index.wasm', Buffer.concat([Buffer.from([0, 10, 8]), Buffer.from('rd-buildB')]));
  append('index.data', Buffer.from('build B'));  // the package reads its files by offset
}

pageTest('a new version is the next visit: all of its files, the game in progress resumed', async () => {
  const b = copiedSite(markBuildB), published = copiedSite();
  const server = await served(published.dir);
  try {
    const page = await openPage(env.browser, server.url + GAME);
    await waitReady(page);
    const versionA = await page.evaluate(() => window.rdTest.version);
    assert.notEqual(b.version, versionA, 'build B has a version of its own');
    await waitFor(page, (s) => s.human === 'pink' && s.decision === 'program', 'pink to program');
    await program(page, ['stone2', 'plank1', 'move1', 'stone1', 'plank2']);
    const s = await waitFor(page, (s) => s.human === 'pink' && s.phase === 'resolution', 'pink to choose a target');
    assert.equal(s.storage, 'saved', 'the game in progress is kept');
    const inProgress = await record(page);
    await untilKept(page, versionA, siteFiles(site));

    publish(b.dir, published.dir);
    const responses = collectResponses(page, server.url);
    await page.goto(server.url);
    await waitReady(page);
    assert.equal(await page.evaluate(() => window.rdTest.version), b.version);
    assert.equal(await page.evaluate(() => window.rdBuildMarker), 'B', "B's shell.js runs");
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rd-build').trim()), '"B"', "B's style applies");
    const answered = await responses();
    for (const name of ['index.html', ...VERSIONED]) {
      const got = answered.filter((r) => r.name === name && !r.unread);  // unread: the page being left's (collectResponses)
      assert.ok(got.length >= 1, `${name} was loaded`);
      for (const r of got) assert.equal(r.sha256, b.files[name], `${r.url} is B's ${name}${r.fromWorker ? ' (from the worker)' : ''}`);
      if (name !== 'index.html') assert.ok(got.every((r) => r.url.endsWith(`?v=${b.version}`)), `${name} asked for as version B`);
    }
    const resumed = await waitFor(page, (s) => s.screen === 'game', 'the game in progress back');
    assert.equal(resumed.human, 'pink');
    assert.deepEqual(await record(page), inProgress, 'the same game at the same point');
    // Not asserted: the worker then keeping B in place of A. In this test Chromium never
    // made its update check (register() stayed pending), although the same steps in a plain
    // script install B at once; see the README's note.
    assert.deepEqual(page.problems, []);
  } finally {
    await server.close();
    b.remove();
    published.remove();
  }
});

// Installability needs a profile of its own: Chromium refuses to install from an incognito
// window, which is what a new browser context is (its only error there is `in-incognito`).
async function installabilityErrors(url, profile) {
  const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.RD_CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await waitReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { errors, manifest } = await cdp.send('Page.getAppManifest');
    return { errors: installabilityErrors.map((e) => e.errorId), manifestErrors: errors, manifest };
  } finally {
    await context.close();
  }
}

pageTest('Chromium finds the page installable, and says why when it is not', async () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(site, 'manifest.webmanifest'), 'utf8'));
  for (const field of ['name', 'short_name', 'start_url', 'scope', 'display', 'icons', 'theme_color', 'background_color'])
    assert.ok(manifest[field], `the manifest has ${field}`);
  assert.equal(manifest.display, 'standalone');
  const background = fs.readFileSync(path.join(site, 'shell.css'), 'utf8').match(/background: (#[0-9a-f]{6})/)[1];
  assert.equal(manifest.background_color, background, 'the colours of the page');
  assert.equal(manifest.theme_color, background);
  for (const icon of manifest.icons) assert.ok(fs.existsSync(path.join(site, icon.src)), `${icon.src} is built`);

  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rd-profile-'));
  const noIcon = copiedSite((dir) => {
    const file = path.join(dir, 'manifest.webmanifest');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), icons: [] }));
  });
  const server = await served(site), bad = await served(noIcon.dir);
  try {
    const good = await installabilityErrors(server.url, profile);
    assert.deepEqual(good.manifestErrors, [], 'the manifest parses');
    assert.deepEqual(good.errors, [], 'installable');
    assert.equal(good.manifest.name, 'River Dragons');
    assert.equal(good.manifest.display, 'kStandalone');
    assert.equal(good.manifest.startUrl, server.url);
    assert.equal(good.manifest.themeColor, 'rgba(15,33,41,1)');
    // The same check on a site without an icon: Chromium names what is missing.
    assert.ok((await installabilityErrors(bad.url, profile)).errors.includes('manifest-missing-suitable-icon'));
  } finally {
    await server.close();
    await bad.close();
    noIcon.remove();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  // The icon as an installed app shows it, at 192 px.
  const page = await openPage(env.browser, env.baseUrl + 'icon.svg', { width: 192, height: 192 });
  await page.screenshot({ path: screenshotPath('icon-192') });
});

const warnedOffline = (page) => page.consoleLog.some((line) => /^warning: River Dragons will not be kept for offline play: /.test(line));
for (const [what, breakIt, warns] of [
  ['a browser without service workers', () => { delete Navigator.prototype.serviceWorker; }, false],
  ['a refused registration', () => { ServiceWorkerContainer.prototype.register = () => Promise.reject(new DOMException('refused', 'SecurityError')); }, true],
]) {
  pageTest(`${what}: the page works${warns ? ', with a warning' : ''}`, async () => {
    const page = await openPage(env.browser, env.baseUrl + GAME, undefined, 1, breakIt);
    await waitReady(page);
    if (warns) await waitFor(page, () => warnedOffline(page), 'the warning (the console is read as the page runs)');
    else assert.equal(await page.evaluate(() => 'serviceWorker' in navigator), false);
    await waitFor(page, (s) => s.human === 'pink' && s.decision === 'program', 'the game');
    assert.equal(await page.evaluate(() => navigator.serviceWorker?.controller ?? null), null, 'no worker');
    assert.equal(warnedOffline(page), warns);
    assert.deepEqual(page.problems, []);
  });
}
