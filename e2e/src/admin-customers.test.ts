// Customers (CRM) as staff and as an admin: find a customer, tag them, add a note, edit their details; an admin
// makes an account staff and back (claim and profile mirror), staff cannot.
import type { Browser } from 'playwright-core';
import { collection, getCount, orderBy, query } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { addCustomer, lookupAccount, ownerDb, readDoc } from './lib/backend';
import { newShopper, shootBoth, VIEWPORTS } from './lib/browser';
import { expectToast } from './lib/shop-ui';
import { signInTo } from './lib/admin';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

async function claimsOf(uid: string): Promise<Record<string, unknown>> {
  const account = await lookupAccount({ localId: [uid] });
  return JSON.parse(account?.customAttributes ?? '{}') as Record<string, unknown>;
}

describe('customers (CRM)', () => {
  it('staff search, tag a customer, add a note and edit their details; the role control is for admins', async () => {
    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    await signInTo(page, 'staff', '/admin/customers', 'Customers');
    // The screen counts the customers it lists (newest first). Signing in creates the account's own records once (a
    // customer record among them), possibly just after the list was counted: the two agree once that write has
    // landed and the list is read again.
    let total = 0;
    await expect
      .poll(
        async () => {
          total = (await getCount(query(collection(ownerDb(), 'customers'), orderBy('createdAt', 'desc')))).data()
            .count;
          if (await page.getByText(`${total} customers`).isVisible()) return true;
          await page.reload();
          await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
          await page
            .getByText(/\d+ customers?\b/)
            .first()
            .waitFor();
          return page.getByText(`${total} customers`).isVisible();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    await page.getByText(`Page 1 / ${Math.ceil(total / 12)}`).waitFor();
    await shootBoth(page, 'admin2-customers-list', (p) => p.getByRole('table').waitFor());

    // A walk-in customer of this run (so the journey can run again on the same data).
    const run = Date.now().toString(36);
    const name = `Morenike Adeola ${run}`;
    const id = `c-e2e-${run}`;
    await addCustomer(id, {
      name,
      email: `morenike.${run}@example.ng`,
      phone: '+2348090000000',
      city: 'Ibadan',
      tags: ['Bridal', 'VIP'],
    });

    // Search over name, email, phone and city.
    await page.getByLabel('Search').fill(`morenike.${run}@`);
    await page.getByText('1 match', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Open ${name}` }).click();
    const panel = page.getByRole('region', { name });
    await panel.getByRole('heading', { name }).waitFor();

    // Quick tag, typed tags (a repeat of an existing one is ignored), then remove one.
    // A quick tag the customer already has (VIP) is not offered again; one just added disappears from the offer.
    expect(await panel.getByRole('button', { name: '+ VIP' }).count()).toBe(0);
    await panel.getByRole('button', { name: '+ Repeat' }).click();
    await panel.getByRole('listitem').filter({ hasText: 'Repeat' }).first().waitFor();
    await panel.getByRole('button', { name: '+ Repeat' }).waitFor({ state: 'detached' });
    await panel.getByLabel('Add tags').fill('Lagos wedding, vip');
    await panel.getByRole('button', { name: 'Add tag', exact: true }).click();
    await panel.getByRole('button', { name: 'Remove tag Lagos wedding' }).waitFor();
    await expect
      .poll(async () => (await readDoc(`customers/${id}`))?.tags as unknown)
      .toEqual(['Bridal', 'VIP', 'Repeat', 'Lagos wedding']);
    await panel.getByRole('button', { name: 'Remove tag Lagos wedding' }).click();
    await expect
      .poll(async () => (await readDoc(`customers/${id}`))?.tags as unknown)
      .toEqual(['Bridal', 'VIP', 'Repeat']);

    // A blank note is refused; a note shows first, with its author.
    await panel.getByRole('button', { name: 'Add note' }).click();
    await panel.getByText('Note cannot be blank.').waitFor();
    const body = `Fitting moved to Saturday ${Date.now().toString(36)}`;
    await panel.getByLabel('New note').fill(body);
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expectToast(page, 'Note added.');
    const first = panel.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem').first();
    await first.getByText(body).waitFor();
    await first.getByText(/^Chidi Okafor · /).waitFor();

    // Profile fields: a bad email is refused before anything is written; a good edit is saved.
    await panel.getByLabel('Email').fill('morenike-at-example');
    await panel.getByRole('button', { name: 'Save profile' }).click();
    await panel.getByText('Enter a valid email address.').waitFor();
    await panel.getByLabel('Email').fill(`morenike.${run}@example.com`);
    await panel.getByLabel('City').fill('Ikoyi, Lagos');
    await panel.getByRole('button', { name: 'Save profile' }).click();
    await expectToast(page, 'Customer saved.');
    expect(await readDoc(`customers/${id}`)).toMatchObject({
      city: 'Ikoyi, Lagos',
      email: `morenike.${run}@example.com`,
    });
    await panel.getByText('Walk-in customer: no account to give a role.').waitFor();

    // An account holder: staff see the role, but cannot change it.
    await page.getByLabel('Search').fill('amaka');
    await page.getByRole('button', { name: 'Open Amaka Nwosu' }).click();
    const amaka = page.getByRole('region', { name: 'Amaka Nwosu' });
    await amaka.getByText('Account role:').waitFor();
    await expect.poll(() => amaka.getByLabel('Change role to').isDisabled()).toBe(true);
    await amaka.getByText('Only an admin can do this.').waitFor();
    expect(await amaka.getByRole('button', { name: 'Change role' }).count()).toBe(0);
    await amaka.getByRole('table', { name: /Latest 10 orders/ }).waitFor();
    await shootBoth(page, 'admin2-customers-detail', (p) =>
      p.getByRole('table', { name: /Latest 10 orders/ }).waitFor(),
    );

    // Tag filter and pages: any tag, typed in any case.
    await page.getByLabel('Search').fill('');
    await page.getByLabel('Tag', { exact: true }).fill('bridal');
    await page.getByRole('button', { name: 'Open Ngozi Eze' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open Amaka Nwosu' }).count()).toBe(0);
    await context.close();
  });

  it("an admin makes a customer's account staff and back: the claim and the profile change together", async () => {
    const { context, page } = await newShopper(browser, VIEWPORTS.desktop);
    await signInTo(page, 'admin', '/admin/customers?customer=demo-tunde', 'Customers');
    const panel = page.getByRole('region', { name: 'Tunde Bakare' });
    await panel.getByText('Account role:').waitFor();
    // The email shown beside the role control is the account's sign-in email, from Auth.
    await expect.poll(() => panel.getByTestId('account-email').textContent()).toBe('tunde@aso.demo');
    await panel.getByLabel('Change role to').selectOption('staff');
    await panel.getByRole('button', { name: 'Change role' }).click();
    await expectToast(page, 'Role changed to Staff.');
    expect(await claimsOf('demo-tunde')).toMatchObject({ role: 'staff' });
    expect((await readDoc('profiles/demo-tunde'))?.role).toBe('staff');

    await panel.getByLabel('Change role to').selectOption('customer');
    await panel.getByRole('button', { name: 'Change role' }).click();
    await expectToast(page, 'Role changed to Customer.');
    expect(await claimsOf('demo-tunde')).not.toHaveProperty('role');
    expect((await readDoc('profiles/demo-tunde'))?.role).toBe('customer');
    await context.close();
  });
});
