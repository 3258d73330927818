import { startBrowser, openPage } from '/work/main/tests/e2e/browser.mjs';
const env = await startBrowser();
const page = await openPage(env.browser, env.baseUrl + (process.argv[2]||''), {width:1280,height:800});
await new Promise(r=>setTimeout(r,6000));
console.log(page.consoleLog.slice(-10).join('\n'), page.problems);
await env.close();
