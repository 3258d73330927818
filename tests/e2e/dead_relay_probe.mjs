// By hand (not a test): quick join when no relay can be reached (the relays point to a
// closed port). What the creator's lobby and an invited guest's page show, and after how
// long. node tests/e2e/dead_relay_probe.mjs
import net from 'node:net';
import { startBrowser, openPage, waitReady, screenshotPath } from './browser.mjs';
import { click, status, until, find } from './ui.mjs';

const env = await startBrowser();
const closed = net.createServer();
await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
const deadRelay = `ws://127.0.0.1:${closed.address().port}`;
await new Promise((resolve) => closed.close(resolve));

async function device(name, fragment, setup) {
  const settings = { 'river-dragons.online-relays': deadRelay, 'river-dragons.online-ice': '[]', 'river-dragons.online-name': name,
    ...(setup ? { 'river-dragons.setup': setup } : {}) };
  const script = `for (const [k, v] of Object.entries(${JSON.stringify(settings)})) localStorage.setItem(k, v);`;
  const page = await openPage(env.browser, env.baseUrl + (fragment || ''), { width: 1280, height: 800 }, 1, script);
  await waitReady(page);
  return page;
}
const texts = (snap) => snap.layout.filter((e) => e.kind === 'text' || e.kind === 'button').map((e) => e.id).join(' ');
// Polls every 50 ms until the lobby says what went wrong (or 30 s): the time and what it shows.
async function whenProblem(page, t0, label) {
  for (;;) {
    const s = await status(page);
    if (s.online && s.online.problem) {
      const ms = Date.now() - t0;
      const snap = await until(page, () => true, 'a frame');
      await page.screenshot({ path: screenshotPath(`probe-dead-relay-${label}`) });
      const events = await page.evaluate(() => (window.rdNet ? window.rdNet.events : []).map((e) => e.type + (e.what ? ':' + e.what : '')).join(' '));
      console.log(`${label}: problem ${s.online.problem} after ${ms} ms; screen ${s.screen}, stage ${s.online.stage}, peers ${s.online.peers}, `
        + `link ${s.online.link ? 'shown' : 'none'}; on screen: ${texts(snap)}; net events: ${events}`);
      return { s, ms };
    }
    if (Date.now() - t0 > 30000) { console.log(`${label}: no problem after 30 s: ${JSON.stringify(s.online)}`); return {}; }
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ann = await device('Ann', '', 'seats=human,human&variant=standard');
const t0 = Date.now();
await click(ann, 'button', 'play-online', { effect: (snap) => snap.status.screen === 'lobby' && snap.status.online && snap.status.online.stage >= 2 && find(snap, 'qr', 'online-qr').length > 0 });
console.log(`creator: lobby with its QR code ${Date.now() - t0} ms after the click`);
const { s } = await whenProblem(ann, t0, 'creator (from the click on Play online)');
const link = s.online.link;
const t1 = Date.now();
const bob = await device('Bob', link.slice(link.indexOf('#')));
console.log(`guest: page ready ${Date.now() - t1} ms after opening the invite`);
await whenProblem(bob, t1, 'guest (from opening the invite)');
// Does the problem go away / does anything else happen in the next 20 s?
await new Promise((r) => setTimeout(r, 20000));
for (const [label, p] of [['creator', ann], ['guest', bob]]) {
  const st = await status(p);
  console.log(`${label} 20 s later: problem ${st.online.problem}, peers ${st.online.peers}, screen ${st.screen}; page problems: ${p.problems.length} (${[...new Set(p.problems.map((x) => x.slice(0, 80)))].join(' | ')})`);
}
const words = (await import('node:fs')).readFileSync(new URL('../../assets/lang/en.json', import.meta.url), 'utf8');
console.log('words shown:', JSON.parse(words)[s.online.problem]);
await env.close();
