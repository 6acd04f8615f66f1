// Referrals as staff: the cards and the Top referrers table agree with Firestore; give a customer a generated
// code (copy it), see another customer's code refused, clear a code; recent redemptions of a saved code.
import type { Browser } from 'playwright-core';
import { collection, getAggregate, getCount, query, sum, where } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { formatNairaAdmin } from '@aso/domain/shared/money';
import { addCustomer, ownerDb, readDoc } from './lib/backend';
import { expectConsoleErrors, newShopper, refused, shootBoth, VIEWPORTS } from './lib/browser';
import { expectToast } from './lib/shop-ui';
import { signInTo, staffSession } from './lib/admin';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

describe('referrals', () => {
  it('staff see the figures, give a customer a code, are refused a code in use, and clear it again', async () => {
    const run = Date.now().toString(36);
    const id = `c-e2e-ref-${run}`;
    const name = `Olamide Coker ${run}`;
    await addCustomer(id, {
      name,
      email: `olamide.${run}@example.ng`,
      phone: '+2348099990000',
      city: 'Lagos',
      tags: [],
    });
    const stats = (
      await getAggregate(collection(ownerDb(), 'referralStats'), { n: sum('referredCount'), revenue: sum('revenue') })
    ).data();
    const withCodes = (
      await getCount(query(collection(ownerDb(), 'customers'), where('referralCode', '!=', null)))
    ).data().count;

    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    // A code already in use is refused (HTTP 400 with the words).
    expectConsoleErrors(page, refused(400, 'setReferralCode'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInTo(page, 'staff', '/admin/referrals', 'Referrals');
    const card = (label: string) => page.getByRole('region', { name: label });
    await card('Referred orders').getByText(String(stats.n), { exact: true }).waitFor();
    await card('Referral revenue').getByText(formatNairaAdmin(stats.revenue), { exact: true }).waitFor();
    await card('Customers with codes').getByText(String(withCodes), { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Recompute stats' }).count()).toBe(0);
    const top = page.getByRole('table', { name: /Top 25 referrers/ });
    await top.getByRole('cell', { name: 'AMAKA-7Q2X' }).waitFor();
    await shootBoth(page, 'admin2-referrals', (p) => p.getByRole('table', { name: /Top 25 referrers/ }).waitFor());

    // Search narrows both lists; a search that finds nobody says so.
    await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz-nobody');
    await page.getByText('No matches.').waitFor();
    await page.getByText('No redemptions yet.').waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(`olamide.${run}`);
    await page.getByRole('button', { name: `Edit code of ${name}` }).click();
    const panel = page.getByRole('region', { name: `Referral code for ${name}` });

    // No code yet: no Clear. Generate builds one from the name; Copy copies it.
    expect(await panel.getByRole('button', { name: 'Clear' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Generate' }).click();
    const generated = await panel.getByLabel('Referral code').inputValue();
    expect(generated).toMatch(/^OLAMID-[A-Z0-9]{4}$/);
    await panel.getByRole('button', { name: 'Copy' }).click();
    await expectToast(page, 'Code copied.');
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(generated);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `Referral code ${generated} saved.`);
    expect((await readDoc(`customers/${id}`))?.referralCode).toBe(generated);
    expect(await readDoc(`referralCodes/${generated}`)).toEqual({ customerId: id });
    await panel.getByText('No redemptions of this code yet.').waitFor();

    // Someone else's code is refused on the server, and nothing changes.
    await panel.getByLabel('Referral code').fill('amaka-7q2x');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('That referral code is already in use.').waitFor();
    expect((await readDoc(`customers/${id}`))?.referralCode).toBe(generated);
    expect(await readDoc('referralCodes/AMAKA-7Q2X')).toEqual({ customerId: 'demo-amaka' });

    // Clear shows now that a code is saved, and removes it.
    await panel.getByRole('button', { name: 'Clear' }).click();
    await expectToast(page, 'Referral code cleared.');
    expect((await readDoc(`customers/${id}`))?.referralCode).toBeNull();
    expect(await readDoc(`referralCodes/${generated}`)).toBeUndefined();
    expect(await panel.getByRole('button', { name: 'Clear' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Close' }).click();

    // A code with history: its recent redemptions (at most 20), newest first.
    await page.getByRole('searchbox', { name: 'Search' }).fill('amaka@aso.demo');
    await page.getByRole('button', { name: 'Edit code of Amaka Nwosu' }).click();
    const amaka = page.getByRole('table', { name: /Recent redemptions of AMAKA-7Q2X/ });
    await amaka.waitFor();
    const redeemed = (
      await getCount(query(collection(ownerDb(), 'orders'), where('referralCode', '==', 'AMAKA-7Q2X')))
    ).data().count;
    await expect.poll(() => amaka.locator('tbody tr').count()).toBe(Math.min(20, redeemed));
    await context.close();
  });

  it('an admin rebuilds the referral stats from the orders, and the figures still add up', async () => {
    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    await signInTo(page, 'admin', '/admin/referrals', 'Referrals');
    await page.getByRole('button', { name: 'Recompute stats' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recompute referral stats?' });
    await dialog.getByRole('button', { name: 'Recompute' }).click();
    await page
      .locator('.toast', { hasText: /^Referral stats rebuilt: \d+ codes? from \d+ referred orders?\.$/ })
      .waitFor();
    const stats = (
      await getAggregate(collection(ownerDb(), 'referralStats'), { n: sum('referredCount'), revenue: sum('revenue') })
    ).data();
    await page.getByRole('region', { name: 'Referred orders' }).getByText(String(stats.n), { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Referral revenue' })
      .getByText(formatNairaAdmin(stats.revenue), { exact: true })
      .waitFor();
    await context.close();
  });
});

describe('no stale messages in the code editor (issue 22)', () => {
  it('a new referral code clears the old error', async () => {
    const { context, page } = await staffSession(browser, '/admin/referrals', 'Referrals', VIEWPORTS.desktop);
    // Referral editor: a bad code's error goes as soon as the code changes or one is generated.
    await page.getByRole('heading', { level: 1, name: 'Referrals', exact: true }).waitFor();
    await page
      .getByRole('button', { name: /^Edit code of / })
      .first()
      .click();
    const panel = page.getByRole('region', { name: /^Referral code for / });
    const field = panel.getByLabel('Referral code');
    await field.fill('!');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('Use 3 to 20 letters, digits or dashes.').waitFor();
    await panel.getByRole('button', { name: 'Generate' }).click();
    expect(await panel.getByText('Use 3 to 20 letters, digits or dashes.').count()).toBe(0);
    await field.fill('!');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('Use 3 to 20 letters, digits or dashes.').waitFor();
    await field.press('End');
    await field.press('A');
    expect(await panel.getByText('Use 3 to 20 letters, digits or dashes.').count()).toBe(0);
    await context.close();
  });
});
