// What a link-preview crawler reads of a shop page: the HTML as served to its User-Agent, with no script run.
import type { Browser } from 'playwright-core';

export const WHATSAPP = 'WhatsApp/2.24.6.77 A';

/** The head's `<meta property|name=… content=…>` values by key, as WhatsApp's crawler gets `url`. */
export async function crawlerMeta(browser: Browser, url: string): Promise<Record<string, string>> {
  const context = await browser.newContext({ userAgent: WHATSAPP, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const tags: Record<string, string> = {};
    for (const meta of await page.locator('head meta[content]').all()) {
      const key = (await meta.getAttribute('property')) ?? (await meta.getAttribute('name'));
      if (key) tags[key] = (await meta.getAttribute('content')) ?? '';
    }
    return tags;
  } finally {
    await context.close();
  }
}
