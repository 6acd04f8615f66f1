// Measurement profiles a customer can manage, on a 360 px phone (issue 31, item 5): My Account lists every
// profile with its whole date, and renames, edits, adds and deletes them. At checkout (issue 30, item 8) "New
// measurements" starts empty — never another profile's values or the tailor's notes for someone else — and the
// order line keeps exactly the set confirmed for the person who will wear it.
import type { Browser, Locator, Page } from 'playwright-core';
import { collection, doc, getDocs, setDoc } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { lagosDayKey } from '@aso/domain/shared/lagos-time';
import { ordersOf, ownerDb, readDoc } from './lib/backend';
import { newShopper, shootBoth } from './lib/browser';
import { expectToast } from './lib/shop-ui';
import { newCustomer, pageWidth, signIn } from './lib/admin';
import { browserPerFile } from './lib/per-file';

let browser: Browser;
browserPerFile((b) => (browser = b));

const PHONE_360 = { width: 360, height: 780 } as const;
const TAKEN = '2025-06-14';
const TAKEN_WORDS = '14 Jun 2025';

/** A customer account with two profiles: their own, and their mother's with the tailor's notes for her. */
async function customerWithProfiles(label: string) {
  const customer = await newCustomer(label);
  const at = new Date('2025-06-14T10:00:00Z');
  const profile = (name: string, bust: number, notes: string | null) => ({
    name,
    measurements: {
      unit: 'in',
      bust,
      waist: 34,
      hips: 44,
      shoulder: 16,
      sleeve: 23,
      length: null,
      height: null,
      notes,
    },
    takenOn: TAKEN,
    createdAt: at,
    updatedAt: at,
  });
  await setDoc(doc(ownerDb(), 'customers', customer.uid, 'measurementProfiles', 'me'), profile('Me', 36, null));
  await setDoc(
    doc(ownerDb(), 'customers', customer.uid, 'measurementProfiles', 'mum'),
    profile('Grandma Adunni', 42, 'Prefers a looser sleeve.'),
  );
  return customer;
}

/** True when a select shows its chosen option whole: the text fits the box's content width (measured in the page). */
async function showsWhole(select: Locator): Promise<boolean> {
  const id = await select.getAttribute('id');
  const fits: unknown = await select.page().evaluate(`(() => {
    const el = document.getElementById(${JSON.stringify(id)});
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d');
    context.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
    const text = el.options[el.selectedIndex].text;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(text).width <= room;
  })()`);
  return fits === true;
}

async function profileNames(uid: string): Promise<string[]> {
  const snap = await getDocs(collection(ownerDb(), 'customers', uid, 'measurementProfiles'));
  return snap.docs.map((d) => String(d.data().name)).sort();
}

const item = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Measurement profiles' }).getByRole('article', { name, exact: true });

describe('measurement profiles in My Account', () => {
  it('lists each profile with its whole date, and renames, edits, adds and deletes them on a 360 px phone', async () => {
    const customer = await customerWithProfiles('adunni');
    const { context, page } = await newShopper(browser, PHONE_360);
    await signIn(page, customer, '/account');
    const section = page.getByRole('region', { name: 'Measurement profiles' });
    await item(page, 'Grandma Adunni').getByText(`Taken ${TAKEN_WORDS}`).waitFor();
    await item(page, 'Grandma Adunni').getByText('Notes: Prefers a looser sleeve.').waitFor();
    await item(page, 'Me').getByText('Bust 36 · Waist 34 · Hips 44 · Shoulder 16 · Sleeve 23 in').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await shootBoth(page, 'account-profiles');
    await page.setViewportSize(PHONE_360);

    // Rename and re-measure: the name, one value and the date change; nothing else does.
    await section.getByRole('button', { name: 'Edit Grandma Adunni' }).click();
    const form = section.getByRole('form', { name: 'Edit Grandma Adunni' });
    await form.getByLabel('Profile name').fill('Mama');
    await form.getByLabel('Bust (in)').fill('43');
    await form.getByLabel('Taken on').fill('2025-07-01');
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expectToast(page, 'Saved the profile “Mama”.');
    await item(page, 'Mama').getByText('Taken 1 Jul 2025').waitFor();
    expect(await readDoc(`customers/${customer.uid}/measurementProfiles/mum`)).toMatchObject({
      name: 'Mama',
      takenOn: '2025-07-01',
      measurements: { bust: 43, waist: 34, hips: 44, sleeve: 23, notes: 'Prefers a looser sleeve.' },
    });

    // A value out of range and a blank name are said beside their fields; nothing is saved.
    await section.getByRole('button', { name: 'Add a profile' }).click();
    const adding = section.getByRole('form', { name: 'New measurement profile' });
    await adding.getByLabel('Bust (in)').fill('300');
    await adding.getByLabel('Waist (in)').fill('23');
    await adding.getByLabel('Hips (in)').fill('27');
    await adding.getByLabel('Taken on').fill('2999-01-01');
    await adding.getByRole('button', { name: 'Save profile' }).click();
    await adding.getByText('The day these were taken cannot be in the future.').waitFor();
    await adding.getByText('Give this set of measurements a name, such as “Me” or “Mum”.').waitFor();
    await adding.getByText('Bust must be between 24 and 70 in.').waitFor();
    expect(await profileNames(customer.uid)).toEqual(['Mama', 'Me']);
    await adding.getByLabel('Profile name').fill('Tolu');
    await adding.getByLabel('Taken on').fill(lagosDayKey(new Date()));
    await adding.getByLabel('Bust (in)').fill('26');
    await adding.getByLabel('Notes for the tailor — optional').fill('Age 9.');
    await adding.getByRole('button', { name: 'Save profile' }).click();
    await expectToast(page, 'Saved the profile “Tolu”.');
    await item(page, 'Tolu').getByText('Bust 26 · Waist 23 · Hips 27 in').waitFor();
    const tolu = (await getDocs(collection(ownerDb(), 'customers', customer.uid, 'measurementProfiles'))).docs.find(
      (d) => d.data().name === 'Tolu',
    );
    // Dated today unless told otherwise.
    expect(tolu?.data()).toMatchObject({ takenOn: lagosDayKey(new Date()), measurements: { notes: 'Age 9.' } });

    // Delete asks first; keeping it changes nothing, deleting removes it.
    await section.getByRole('button', { name: 'Delete Me' }).click();
    const confirm = page.getByRole('dialog', { name: /^Delete “Me”, taken / });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    expect(await profileNames(customer.uid)).toEqual(['Mama', 'Me', 'Tolu']);
    await section.getByRole('button', { name: 'Delete Me' }).click();
    await page
      .getByRole('dialog', { name: /^Delete “Me”, taken / })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Deleted the profile “Me”.');
    await expect.poll(() => profileNames(customer.uid)).toEqual(['Mama', 'Tolu']);
    expect(await item(page, 'Me').count()).toBe(0);
    await context.close();
  });
});

describe('measurements at checkout', () => {
  it('starts new measurements empty and keeps on the order exactly the set confirmed for the wearer', async () => {
    const customer = await customerWithProfiles('ronke');
    const { context, page } = await newShopper(browser, PHONE_360);
    await signIn(page, customer, '/product/custom-bridal-kaftan');
    await page.getByRole('heading', { level: 1, name: 'Custom Bridal Kaftan' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, 'Added to cart: Custom Bridal Kaftan.');
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();

    const picker = page.getByLabel('Measurement profile for Custom Bridal Kaftan');
    const set = page.getByRole('group', { name: 'Measurements for Custom Bridal Kaftan' });
    const values = () =>
      Promise.all(
        ['Bust (in)', 'Waist (in)', 'Hips (in)', 'Sleeve (in) — optional', 'Notes for the tailor — optional'].map(
          (label) => set.getByLabel(label).inputValue(),
        ),
      );
    await picker.locator('option', { hasText: 'Grandma Adunni' }).waitFor({ state: 'attached' });
    expect(await picker.inputValue()).toBe('');
    expect(await values()).toEqual(['', '', '', '', '']);

    // Grandma's set, whole; her name shows whole in the picker and the day it was taken beside it, on 360 px.
    await picker.selectOption({ label: 'Grandma Adunni' });
    expect(await values()).toEqual(['42', '34', '44', '23', 'Prefers a looser sleeve.']);
    expect(await showsWhole(picker)).toBe(true);
    await page.getByText(`Taken ${TAKEN_WORDS}`, { exact: true }).waitFor();
    // The measure can tell: the old label, name and date in the picker, does not fit this phone.
    const id = await picker.getAttribute('id');
    await page.evaluate(`document.getElementById(${JSON.stringify(id)}).selectedOptions[0].text =
      'Grandma Adunni (taken ${TAKEN})'`);
    expect(await showsWhole(picker)).toBe(false);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await shootBoth(page, 'checkout-profile-picked');

    // The kaftan is for a cousin: new measurements start empty, notes included.
    await picker.selectOption({ label: 'New measurements (type them below)' });
    expect(await values()).toEqual(['', '', '', '', '']);
    await set.getByLabel('Bust (in)').fill('38');
    await set.getByLabel('Waist (in)').fill('31');
    await set.getByLabel('Hips (in)').fill('42');
    await page.getByLabel('Save these measurements as a profile named — optional').fill('Cousin Dami');
    await page.getByLabel('Delivery address').fill('5 Ibara Housing Estate, Abeokuta');
    await page.getByLabel('Delivery zone').selectOption('ABEOKUTA');
    await page.getByRole('button', { name: 'Pay with Paystack' }).click();
    const paystack = page.getByRole('dialog', { name: 'Paystack test checkout' });
    await paystack.waitFor({ timeout: 60_000 });
    await paystack.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Payment successful! Order confirmed.').first().waitFor({ timeout: 60_000 });

    const [order] = await ordersOf(customer.uid);
    const [line] = order!.data.items as Record<string, unknown>[];
    expect(line?.measurements).toEqual({
      unit: 'in',
      bust: 38,
      waist: 31,
      hips: 42,
      shoulder: null,
      sleeve: null,
      length: null,
      height: null,
      notes: null,
    });
    expect(line?.measurementProfile).toEqual({ name: 'Cousin Dami', takenOn: lagosDayKey(new Date()) });
    expect(await profileNames(customer.uid)).toEqual(['Cousin Dami', 'Grandma Adunni', 'Me']);
    await context.close();
  });
});
