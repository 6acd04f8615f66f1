// The size guide as a shopper on a phone uses it (issue 31, item 8): from a product's "Find your size", a way back to
// that product — in the size it recommends; measurements outside the chart get words and made-to-order instead of
// a size; a negative number is refused in words, not read as its opposite.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newShopper } from './lib/browser';
import { KAFTAN } from './lib/shop-ui';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

async function recommend(page: Page, bust: string, waist: string, hips: string): Promise<void> {
  for (const [label, value] of [
    ['Bust (in)', bust],
    ['Waist (in)', waist],
    ['Hips (in)', hips],
  ] as const)
    await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Recommend my size' }).click();
}

describe('size guide', () => {
  it('leads back to the product it was opened from, in the size it recommends, and refuses what its chart does not cover', async () => {
    const { context, page } = await newShopper(browser, { width: 360, height: 780 });
    await page.goto(`/product/${KAFTAN.slug}`);
    await page.getByRole('link', { name: 'Find your size' }).click();
    await page.getByRole('heading', { level: 1, name: 'Size Guide' }).waitFor();
    await page.getByRole('link', { name: `← Back to ${KAFTAN.name}` }).waitFor();

    // 50 in everywhere is past the chart's largest size: words, made-to-order, and no size.
    await recommend(page, '50', '50', '50');
    const refusal = page.getByRole('alert').filter({ hasText: 'outside our size chart' });
    await refusal.getByText(/^Bust 50 in is outside our size chart \(32–44 in\); Waist 50 in/).waitFor();
    expect(await page.getByText('Recommended size:').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Shop made-to-order pieces' }).getAttribute('href')).toBe(
      '/shop?type=MTO',
    );
    expect(await page.getByRole('link', { name: /Back to .* in size/ }).count()).toBe(0);

    // A minus stays in the box, and the guide says why it is refused.
    await recommend(page, '-5', '30', '40');
    expect(await page.getByLabel('Bust (in)').inputValue()).toBe('-5');
    await page.getByRole('alert').filter({ hasText: 'All measurements must be greater than zero.' }).waitFor();

    // L fits all three: back to the kaftan with L chosen.
    await recommend(page, '40', '33', '43');
    await page.getByText('Great match across bust, waist, and hips.').waitFor();
    await page.getByRole('link', { name: `Back to ${KAFTAN.name} in size L` }).click();
    await page.getByRole('heading', { level: 1, name: KAFTAN.name }).waitFor();
    expect(new URL(page.url()).search).toBe('?size=L');
    expect(await page.getByRole('radio', { name: /^L/ }).isChecked()).toBe(true);
    await context.close();
  });
});
