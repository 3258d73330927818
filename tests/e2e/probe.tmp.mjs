import { startBrowser, openPage, waitReady, screenshotPath } from '/work/main/tests/e2e/browser.mjs';
import { until } from '/work/main/tests/e2e/ui.mjs';
const env = await startBrowser();
const lang = process.argv[2] || 'en';
for (const vp of [{width:1280,height:800},{width:390,height:844},{width:844,height:390}]) {
  for (const q of [`?lang=${lang}`, `?lang=${lang}&seats=human,ai-easy&seed=3`]) {
    const page = await openPage(env.browser, env.baseUrl + q, vp);
    await waitReady(page);
    const snap = await until(page, (s) => s.status.screen === (q.includes('seats') ? 'game' : 'setup') && (!q.includes('seats') || s.status.decision==='program'), 'screen');
    await new Promise(r=>setTimeout(r,500));
    const st = await page.evaluate(() => window.rdTest.status());
    console.log(vp.width, q, st.lang, JSON.stringify(st.clipped));
    await page.screenshot({ path: screenshotPath(`probe-${lang}-${vp.width}-${q.includes('seats')?'game':'setup'}`) });
    await page.context().close();
  }
}
const page = await openPage(env.browser, env.baseUrl, {width:1280,height:800});
await waitReady(page);
console.log('missing', (await page.evaluate(() => window.rdTest.missingGlyphs())).length);
await env.close();
