// The guest journey of issue 6: browse, filter by type and size, page, open a product by slug, use the size
// recommender in cm, build a cart that survives a reload, register, see the cart merged into the account,
// edit the account, sign out. Screenshots of each screen on the way.
import { collection, getCount, query, where } from 'firebase/firestore/lite';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOP_PAGE_SIZE } from '@aso/domain/shared/constants';
import { pageCount } from '@aso/domain/catalogue/catalogue';
import { accountUid, freshEmail, ownerDb, readDoc } from './lib/backend';
import { newShopper, shootBoth } from './lib/browser';
import { addFirstCardToCart, expectToast, goByNav, openNav } from './lib/shop-ui';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

/** The guest cart as stored in the browser (the key ends with `cart_guest`, docs/product.md#cart). */
const guestCartJson = (page: Page) => page.evaluate<string | null>("window.localStorage.getItem('aso_cart_guest')");

async function activeCount(...filters: Parameters<typeof where>[]): Promise<number> {
  const q = query(collection(ownerDb(), 'products'), where('active', '==', true), ...filters.map((f) => where(...f)));
  return (await getCount(q)).data().count;
}

describe('a guest becomes a customer', () => {
  it('browses, filters, builds a cart, registers, keeps the cart, edits the account and signs out', async () => {
    const { context, page } = await newShopper(browser);
    const kaftan = await readDoc('products/p-adire-indigo-kaftan');
    expect(kaftan?.slug).toBe('adire-indigo-kaftan');
    const all = await activeCount();
    const rtw = await activeCount(['type', '==', 'RTW']);
    const rtwInXl = await activeCount(['type', '==', 'RTW'], ['availability.XL', 'in', ['in', 'low']]);

    // Home
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Wear the city/ }).waitFor();
    const featured = page.getByRole('region', { name: 'New in: ready-to-wear' });
    await expect.poll(() => featured.getByRole('heading', { level: 3 }).count()).toBe(4);
    await shootBoth(page, 'home');

    // Shop: type, size, paging
    await goByNav(page, 'Shop');
    await page.getByText(`Page 1 / ${pageCount(all, SHOP_PAGE_SIZE)}`).waitFor();
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Ready-to-wear' });
    await page.getByText(`${rtw} pieces`).waitFor();
    await page.getByLabel('Size', { exact: true }).selectOption('XL');
    await page.getByText(`${rtwInXl} pieces`).waitFor();
    expect(rtwInXl).toBeLessThan(rtw);
    await expect.poll(() => page.locator('.product-card').count()).toBe(Math.min(rtwInXl, SHOP_PAGE_SIZE));
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'All types' });
    await page.getByLabel('Size', { exact: true }).selectOption({ label: 'All sizes' });
    await page.getByText(`${all} pieces`).waitFor();
    await shootBoth(page, 'shop');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Page 2 / ${pageCount(all, SHOP_PAGE_SIZE)}`).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    // Page 1's cards stay on screen (aria-busy) until page 2 arrives.
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    // A card's Add to cart (a piece without sizes; ready-to-wear cards send you to choose a size): quantity 1.
    await addFirstCardToCart(page);

    // Product by slug: size L, quantity 2
    await page.goto('/product/adire-indigo-kaftan');
    await page.getByRole('heading', { level: 1, name: 'Adire Indigo Kaftan' }).waitFor();
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'L', exact: true }).check();
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Added to cart: 2 × Adire Indigo Kaftan.');
    await shootBoth(page, 'product');

    // Size recommender in centimetres
    await page.goto('/size-guide');
    await page.getByRole('radio', { name: 'Centimetres' }).check();
    await page.getByLabel('Bust (cm)').pressSequentially('94.5');
    await page.getByLabel('Waist (cm)').fill('76');
    await page.getByLabel('Hips (cm)').fill('101');
    await page.getByRole('button', { name: 'Recommend my size' }).click();
    await page.getByText('Recommended size: M').waitFor();
    await page.getByText('Great match across bust, waist, and hips.').waitFor();
    await shootBoth(page, 'size-guide');

    // The cart survives a reload
    await page.goto('/cart');
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(2);
    await page.getByText('3 items').waitFor();
    await page.getByText(/saved on this device only/).waitFor();
    await page.reload();
    await expect.poll(() => lines.count()).toBe(2);
    await page.getByText('3 items').waitFor();
    const guestCart = JSON.parse((await guestCartJson(page)) ?? '{}') as { lines: unknown[] };
    expect(guestCart.lines).toHaveLength(2);
    await shootBoth(page, 'cart');

    // Register: the guest cart moves to the account
    const email = freshEmail('ngozi');
    await (await openNav(page)).getByRole('link', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await shootBoth(page, 'register');
    await page.getByLabel('Name (optional)').fill('Ngozi Eze');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('ngozi-adire-2026');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Your cart was synced to your account.');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    const uid = await accountUid(email);
    await expect.poll(async () => ((await readDoc(`carts/${uid}`))?.lines as unknown[] | undefined)?.length).toBe(2);
    // The CRM reads the customer record: the name given at registration reaches it.
    await expect.poll(async () => String((await readDoc(`customers/${uid}`))?.name)).toBe('Ngozi Eze');
    expect(await guestCartJson(page)).toBeNull();
    const cartDoc = await readDoc(`carts/${uid}`);
    expect(cartDoc?.lines).toContainEqual(
      expect.objectContaining({ productId: 'p-adire-indigo-kaftan', size: 'L', qty: 2 }),
    );
    expect(await page.getByRole('link', { name: 'Cart, 3 items' }).count()).toBe(1);

    // Edit the account
    await page.getByLabel('Phone').fill('+234 805 555 0199');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expectToast(page, 'Profile updated');
    // Kept in the form checkout keeps it (a number My Account accepts is one checkout accepts).
    await expect.poll(async () => String((await readDoc(`profiles/${uid}`))?.phone)).toBe('+2348055550199');
    await shootBoth(page, 'account');

    // The cart is the account's now, on any page load
    await page.goto('/cart');
    await expect.poll(() => lines.count()).toBe(2);

    // Sign out
    await (await openNav(page)).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await (await openNav(page)).getByRole('link', { name: 'Login' }).waitFor();
    await context.close();
  });
});
