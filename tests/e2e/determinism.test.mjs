// One game per seed on every build, the page included: the fixed-seed games of
// tests/fixed_seed_games.txt are played in the wasm build (rdTest.playSeeded) and their
// records' fingerprints must be the table's, which the native builds check too.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startBrowser, openPage, waitReady, pageTest, root } from './browser.mjs';

let env;
before(async () => { env = await startBrowser(); });
after(async () => { await env.close(); });

pageTest('the fixed-seed games give the same records in the page as natively', async () => {
  const table = fs.readFileSync(path.join(root, 'tests/fixed_seed_games.txt'), 'utf8').split('\n')
    .map((line, i) => ({ line, n: i + 1 })).filter(({ line }) => line.trim() && !line.startsWith('#'));
  assert.ok(table.length >= 40, 'the table is there');
  const page = await openPage(env.browser, env.baseUrl);
  await waitReady(page);
  const differ = [];
  for (const { line, n } of table) {
    const cut = line.lastIndexOf(' ');
    const spec = line.slice(0, cut), want = line.slice(cut + 1);
    const got = await page.evaluate((s) => window.rdTest.playSeeded(s), spec);
    if (got !== want) differ.push(`line ${n} (${spec}): page ${got}, table ${want}`);
  }
  assert.deepEqual(differ, [], `${differ.length} of ${table.length} games differ in the page:\n${differ.join('\n')}`);
  assert.deepEqual(page.problems, []);
});
