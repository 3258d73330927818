// Shared setup for the browser tests: the built page served on 127.0.0.1, and
// Debian's Chromium driven headless by playwright-core. Any page error or
// console.error is collected so that each test can fail on it.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
export const site = path.join(root, 'build/web/site');
export const outDir = path.join(root, 'build/e2e');

export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', '--disable-features=Translate,MediaRouter',
];

export async function startBrowser() {
  fs.mkdirSync(outDir, { recursive: true });
  const server = await serve(site, 0);
  const browser = await chromium.launch({ executablePath: process.env.RD_CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const baseUrl = `http://127.0.0.1:${server.address().port}/`;
  return {
    baseUrl,
    browser,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// An init script keeping every RTCPeerConnection a page makes where a test can close it as a
// network drop would (window.rdTestConnections): setOffline does not cut WebRTC.
export const keepConnections = `{
  const Native = window.RTCPeerConnection;
  window.rdTestConnections = [];
  window.RTCPeerConnection = class extends Native { constructor(...args) { super(...args); window.rdTestConnections.push(this); } };
}`;

// One of page.problems that is not one: trystero's console error when a connection to a
// page that leaves or reloads closes under it ("User-Initiated Abort"), its own words for a
// peer leaving. The online tests leave it out of the problems they assert on.
export const peerLeft = /^console\.error: Trystero peer error: OperationError: User-Initiated Abort/;

// Pages opened by the running test, for the failure report.
const openPages = new Set();

// A page whose errors are collected in page.problems and whose whole console in page.consoleLog.
// `beforeLoad`, if given, runs in the page before its own scripts (e.g. to break localStorage).
// `device`: more of the browser context's options (a phone: isMobile, hasTouch).
export async function openPage(browser, url, viewport = { width: 1280, height: 800 }, deviceScaleFactor = 1, beforeLoad = null, device = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor, ...device });
  if (beforeLoad) await context.addInitScript(beforeLoad);
  return openPageIn(context, url);
}

// A new page (a tab) of an existing context: the same browser storage, as a tab reopened.
export async function openPageIn(context, url) {
  const page = await context.newPage();
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  page.problems = [];
  page.consoleLog = [];
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    page.consoleLog.push(`${msg.type()}: ${msg.text()}`);
    if (msg.type() === 'error') page.problems.push(`console.error: ${msg.text()}`);
  });
  page.on('requestfailed', (req) => page.problems.push(`request failed: ${req.url()}`));
  await page.goto(url);
  return page;
}

export async function waitReady(page, timeout = 30000) {
  await page.waitForFunction(() => window.rdTest && window.rdTest.ready === true, null, { timeout });
}

// The browser for a test file: started before its tests and closed after them;
// `open(query)` gives a page of the game, ready.
export function browserForTests() {
  const env = {};
  before(async () => { Object.assign(env, await startBrowser()); });
  after(async () => { await env.close(); });
  env.open = async (query, viewport) => {
    const page = await openPage(env.browser, env.baseUrl + query, viewport);
    await waitReady(page);
    return page;
  };
  return env;
}

export function screenshotPath(name) { return path.join(outDir, `${name}.png`); }

// Saves what each open page showed (screenshot, status, layout, console) under
// build/e2e/failures/ and prints the paths.
async function reportFailure(name) {
  const dir = path.join(outDir, 'failures');
  fs.mkdirSync(dir, { recursive: true });
  // At most 120 characters: a file name has 255 at most, and long test names exist.
  const base = name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase().slice(0, 120);
  let i = 0;
  for (const page of openPages) {
    const stem = path.join(dir, `${base}${openPages.size > 1 ? `-${++i}` : ''}`);
    const saved = [];
    const save = async (suffix, what) => {
      try {
        const text = await within(what(), 10000, () => null);
        if (text === null) throw new Error('the page did not answer within 10 s');
        fs.writeFileSync(stem + suffix, text);
        saved.push(stem + suffix);
      } catch (err) { saved.push(`${stem}${suffix} not saved: ${err.message}`); }
    };
    try { await page.screenshot({ path: stem + '.png' }); saved.push(stem + '.png'); } catch (err) { saved.push(`screenshot not saved: ${err.message}`); }
    await save('.status.json', async () => JSON.stringify(await page.evaluate(() => window.rdTest && window.rdTest.status()), null, 1));
    await save('.layout.json', async () => JSON.stringify(await page.evaluate(() => window.rdTest && window.rdTest.layout()), null, 1));
    await save('.console.txt', async () => page.consoleLog.join('\n') + '\n');
    console.log(`failure report for "${name}":\n  ${saved.join('\n  ')}`);
  }
}

// The longest a browser test may take unless it says otherwise (options.timeout). The
// longest ones take about 30 s here; a test still running after this is hung (a promise
// that never settles: a page that stopped answering, a response body never delivered), and
// a hang must fail with its report, never hold the whole suite until CI's limit kills it
// with nothing to read (stop 39: the offline test hung, CI timed out after 90 minutes).
const kTestLimit = 300000;

// Settles with `promise`, or after `ms` with `fallback()` (a report must not hang on a page
// that stopped answering).
export function within(promise, ms, fallback) {
  let timer;
  const late = new Promise((resolve) => { timer = setTimeout(() => resolve(fallback()), ms); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

// A browser test: on failure (or when it outlives its limit), the report above is saved
// before the pages are closed; closing them settles whatever the test still awaited.
export function pageTest(name, fn, options = {}) {
  const { timeout = kTestLimit, ...rest } = options;
  test(name, rest, async (t) => {
    let timer;
    const hung = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`hung: still running after ${timeout / 1000} s (the test's limit)`)), timeout);
    });
    try {
      await Promise.race([fn(t), hung]);
    } catch (err) {
      await reportFailure(name);
      throw err;
    } finally {
      clearTimeout(timer);
      for (const page of [...openPages]) await page.context().close().catch(() => {});
    }
  });
}
