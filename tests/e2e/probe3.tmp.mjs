import { startBrowser } from '/work/main/tests/e2e/browser.mjs';
const env = await startBrowser();
const ctx = await env.browser.newContext({viewport:{width:1280,height:800}});
const page = await ctx.newPage();
page.on('pageerror', e => console.log('ERR', e.stack.split('\n').slice(0,25).join('\n')));
await page.goto(env.baseUrl);
await new Promise(r=>setTimeout(r,6000));
await env.close();
