// Shared setup for the browser tests: the built page served on 127.0.0.1, and
// Debian's Chromium driven headless by playwright-core. Any page error or
// console.error is collected so that each test can fail on it.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
export const site = path.join(root, 'build/web/site');
export const outDir = path.join(root, 'build/e2e');

const CHROMIUM_ARGS = [
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

// A page whose errors are collected in page.problems.
export async function openPage(browser, url, viewport = { width: 1280, height: 800 }, deviceScaleFactor = 1) {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => { if (msg.type() === 'error') page.problems.push(`console.error: ${msg.text()}`); });
  page.on('requestfailed', (req) => page.problems.push(`request failed: ${req.url()}`));
  await page.goto(url);
  return page;
}

export async function waitReady(page, timeout = 30000) {
  await page.waitForFunction(() => window.rdTest && window.rdTest.ready === true, null, { timeout });
}

export function screenshotPath(name) { return path.join(outDir, `${name}.png`); }
