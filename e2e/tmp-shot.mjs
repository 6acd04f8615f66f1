import { chromium } from 'playwright-core';
const [,, url, w, out, ...actions] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: Number(w), height: 900 }, locale: 'en-GB' });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log(`console.error: ${m.text().slice(0, 300)}`); });
page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
await page.goto('http://127.0.0.1:7573' + url);
await page.waitForTimeout(3000);
for (const a of actions) { await eval(`(async () => { ${a} })()`); await page.waitForTimeout(1500); }
await page.screenshot({ path: out });
console.log(await page.evaluate(() => document.querySelector('main')?.innerText.slice(0, 1500)));
await browser.close();
