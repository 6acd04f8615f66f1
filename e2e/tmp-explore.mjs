import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:7573';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const widths = [360, 1280];
const paths = process.argv.slice(2);
for (const w of widths) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 800 }, locale: 'en-GB' });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(`[${w}] console.${m.type()}: ${m.text().slice(0, 200)}`); });
  page.on('pageerror', (e) => console.log(`[${w}] pageerror: ${e.message}`));
  for (const p of paths) {
    const res = await page.goto(base + p, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    const name = `${w}-${p.replace(/[^a-z0-9]+/gi, '_')}`;
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`[${w}] ${p} -> ${res?.status()} overflowX=${overflow}`);
  }
  await ctx.close();
}
await browser.close();
