// A returning customer signs in and sees only their own orders, newest first, each at the progress step of
// its latest timeline event; the checkouts she never paid are folded away as "Payment not completed", never shown
// as cancelled orders.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orderProgress } from '@aso/domain/orders/orders';
import { shortId } from '@aso/domain/shared/text';
import type { OrderStatus } from '@aso/domain/shared/vocab';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { ordersOf } from './lib/backend';
import { newShopper, shootBoth } from './lib/browser';
import { openNav } from './lib/shop-ui';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

const account = (name: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.email.startsWith(`${name}@`));
  if (!found) throw new Error(`No demo account ${name}`);
  return found;
};

describe('My Orders', () => {
  it('shows Amaka her own orders only, newest first, with the step of the latest timeline event', async () => {
    const amaka = account('amaka');
    const tunde = account('tunde');
    const all = await ordersOf(amaka.uid);
    const theirs = await ordersOf(tunde.uid);
    const neverPaid = all.filter((o) => o.data.status === 'abandoned' && !o.data.refund);
    const mine = all.filter((o) => !neverPaid.includes(o));
    expect(mine.length).toBeGreaterThan(0);
    // The demo data has checkouts Amaka never paid (their 30 minutes ran out).
    expect(neverPaid.length).toBeGreaterThan(0);

    const { context, page } = await newShopper(browser);
    await page.goto('/orders');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await shootBoth(page, 'login');
    await page.getByLabel('Email').fill(amaka.email);
    await page.getByLabel('Password').fill(amaka.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    const cards = page.locator('article.order');
    await expect.poll(() => cards.count()).toBe(mine.length);

    expect(await cards.locator('h2').allTextContents()).toEqual(mine.map((o) => `Order #${shortId(o.id)}`));
    // Short ids may repeat across customers; the heading's id carries the whole order id.
    const headingIds = await Promise.all((await cards.locator('h2').all()).map((h) => h.getAttribute('id')));
    const shownIds = headingIds.map((id) => (id ?? '').replace(/^order-/, ''));
    expect(shownIds).toEqual(mine.map((o) => o.id));
    for (const other of theirs) expect(shownIds).not.toContain(other.id);

    for (const [i, order] of mine.entries()) {
      const events = order.events.map((e) => ({
        status: e.status as OrderStatus,
        createdAt: (e.createdAt as { toDate(): Date }).toDate(),
      }));
      const progress = orderProgress(order.data.status as OrderStatus, events);
      const card = cards.nth(i);
      if (progress.cancelled) {
        await card.getByText('Cancelled', { exact: true }).first().waitFor();
      } else {
        const label = progress.steps.find((s) => s.current)?.label ?? '';
        expect(await card.getByText(`Progress: step ${progress.step} of 5, ${label}`).count()).toBe(1);
      }
    }
    const folded = page.getByRole('list', { name: 'Checkouts not completed' });
    await page.getByText(`${neverPaid.length} checkout${neverPaid.length === 1 ? '' : 's'} not completed`).click();
    for (const o of neverPaid) await folded.getByText(`#${shortId(o.id)}`).waitFor();
    expect(await folded.getByText('Payment not completed').count()).toBe(neverPaid.length);
    await shootBoth(page, 'orders');
    await (await openNav(page)).getByRole('link', { name: 'Account' }).waitFor();
    await context.close();
  });
});
