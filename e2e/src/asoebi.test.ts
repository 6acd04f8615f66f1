// Aso-ebi group journey (issue 21): an organiser creates a group for a pre-order piece and shares it; two members
// join from their own browsers — one pays a deposit, one pays in full, through the Paystack double; the organiser's
// page shows who paid; the organiser closes the group; staff see it in the back office with its cutting sheet.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, lagosDayKey } from '@aso/domain/lagosTime';
import { formatNaira } from '@aso/domain/money';
import { account, signIn, STAFF } from './lib/admin';
import { readDoc } from './lib/backend';
import { registerCustomer } from './lib/accounts';
import { newShopper, shootBoth } from './lib/browser';
import { stackInfo } from './lib/stack';
import { browserPerFile } from './lib/per-file';
import { WHATSAPP } from './lib/crawler';

let browser: Browser;
browserPerFile((b) => (browser = b));

const register = async (page: Page, name: string): Promise<string> => (await registerCustomer(page, name)).uid;

const paystack = (page: Page) => page.getByRole('dialog', { name: 'Paystack test checkout' });

async function joinAndPay(page: Page, groupUrl: string, name: string, pay: 'full' | 'deposit'): Promise<void> {
  await page.goto(groupUrl);
  const join = page.getByRole('form', { name: 'Join for myself' });
  await join.getByLabel('Name of the person who will wear it').fill(name);
  await join.getByLabel('Style').selectOption('Iro & buba');
  await join.getByLabel('Measurement profile').selectOption({ label: 'New measurements…' });
  await join.getByLabel('Bust').fill('38');
  await join.getByLabel('Waist').fill('31');
  await join.getByLabel('Hips').fill('42');
  await join.getByLabel('Save as a profile named — optional').fill('Me');
  await join.getByRole('button', { name: 'Join' }).click();
  await page.getByText(`${name} joined the group.`).waitFor();

  const mine = page.getByTestId(`mine-${name}`);
  await mine.getByText('Not paid yet').waitFor();
  await mine.getByRole('button', { name: 'Pay my share' }).click();
  const form = page.getByRole('form', { name: `Pay for ${name}` });
  await form.getByLabel('Delivery address').fill('12 Ake Road, Abeokuta');
  await form.getByLabel('Delivery zone').selectOption('ABEOKUTA');
  await form.getByLabel('Phone — optional').fill('0803 555 0142');
  await form.getByLabel('Pay', { exact: true }).selectOption(pay);
  await form.getByRole('button', { name: 'Pay with Paystack' }).click();
  await paystack(page).getByRole('button', { name: 'Pay', exact: true }).click();
  // Settlement verifies with Paystack first; the first confirm on a fresh stack can be slow.
  await page
    .getByText(`Paid ${name}’s share.`)
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      throw new Error(`${String(error)}; alerts: ${(await page.getByRole('alert').allTextContents()).join(' | ')}`);
    });
  await mine.getByText(pay === 'deposit' ? 'Deposit paid' : 'Paid').waitFor();
}

describe('aso-ebi group', () => {
  it('is created, shared, joined and paid by two members, closed, and cut from the back office', async () => {
    const today = lagosDayKey(new Date());
    const organiser = await newShopper(browser, { width: 1280, height: 900 });
    await register(organiser.page, 'yemi');
    await organiser.page.goto('/groups/new');
    const create = organiser.page.getByRole('form', { name: 'New group' });
    await create.getByLabel('Group name').fill('Tolu & Femi’s wedding (e2e)');
    await create.getByLabel('Piece').selectOption({ label: 'Harmattan Kente Puffer' });
    await create.getByLabel('Event date').fill(addDays(today, 40));
    await create.getByLabel('Last day to join').fill(addDays(today, 10));
    await create.getByLabel('City — optional').fill('Abeokuta');
    await create.getByLabel(/Styles members choose from/).fill('Agbada, Iro & buba');
    await create.getByRole('button', { name: 'Create the group' }).click();
    await organiser.page.getByRole('heading', { level: 1, name: 'Tolu & Femi’s wedding (e2e)' }).waitFor();
    const groupUrl = new URL(organiser.page.url()).pathname;
    const groupId = groupUrl.split('/').pop()!;

    // The share link: WhatsApp click-to-chat with the invitation prefilled, and the link itself to copy.
    const whatsapp = await organiser.page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(`/groups/${groupId}`);
    expect(await organiser.page.getByTestId('group-link').textContent()).toContain(`/groups/${groupId}`);
    await organiser.page.getByRole('button', { name: 'Copy link' }).waitFor();
    // Pasted into WhatsApp, the link unfurls with the group, its piece and the piece's picture (the local preview
    // serves /groups/* from the function as Hosting does).
    const web = stackInfo().urls.web;
    const head = await (await fetch(`${web}${groupUrl}`, { headers: { 'User-Agent': WHATSAPP } })).text();
    const og = (key: string) => new RegExp(`<meta property="og:${key}" content="([^"]*)"`).exec(head)?.[1];
    expect(og('title')).toBe('Tolu &amp; Femi’s wedding (e2e) · Harmattan Kente Puffer');
    expect(og('description')).toContain(`${formatNaira(68_000)} per member`);
    expect(og('url')).toBe(`${web}${groupUrl}`);
    expect(og('image')).toBe(`${web}/og/harmattan-kente-puffer.jpg`);
    expect((await fetch(og('image') ?? '')).headers.get('content-type')).toBe('image/jpeg');
    await shootBoth(organiser.page, 'asoebi-group-created');

    // Two members in two other browsers: one on a deposit, one in full.
    const bisi = await newShopper(browser);
    const bisiUid = await register(bisi.page, 'bisi');
    await joinAndPay(bisi.page, groupUrl, 'Bisi', 'deposit');
    const kunle = await newShopper(browser);
    await register(kunle.page, 'kunle');
    await joinAndPay(kunle.page, groupUrl, 'Kunle', 'full');
    const bisiMember = await readDoc(`groups/${groupId}/members/${bisiUid}`);
    expect(bisiMember).toMatchObject({ paymentStatus: 'deposit_paid' });
    // Her share's order carries the phone she gave, as checkout keeps it (for delivery and WhatsApp).
    expect((await readDoc(`orders/${String(bisiMember?.orderId)}`))?.shippingPhone).toBe('+2348035550142');
    // Bisi's new set was kept as her profile "Me", and the group holds its own copy of it.
    expect(await readDoc(`groups/${groupId}/members/${bisiUid}/private/details`)).toMatchObject({
      profileName: 'Me',
      measurements: { bust: 38, waist: 31, hips: 42 },
    });

    // The organiser's page: who joined and who paid.
    await organiser.page.reload();
    const members = organiser.page.getByRole('region', { name: 'Organiser' });
    await members.getByTestId('member-Bisi').getByText('Deposit paid').waitFor();
    await members.getByTestId('member-Kunle').getByText('Paid', { exact: true }).waitFor();
    await shootBoth(organiser.page, 'asoebi-organiser');
    await organiser.page.getByRole('button', { name: 'Close the group' }).click();
    await organiser.page.getByText('The group is closed.').waitFor();
    await organiser.page
      .getByTestId('group-status')
      .getByText(/Closed: no new members/)
      .waitFor();
    expect((await readDoc(`groups/${groupId}`))?.status).toBe('closed');

    // Staff: the group in the back office by event date, and its cutting sheet.
    const staff = await newShopper(browser, { width: 1280, height: 900 });
    await signIn(staff.page, account(STAFF), '/admin/groups');
    await staff.page.getByRole('heading', { level: 1, name: 'Aso-ebi groups' }).waitFor();
    await staff.page.getByRole('link', { name: 'Tolu & Femi’s wedding (e2e)' }).first().click();
    const sheet = staff.page.getByRole('region', { name: 'Cutting sheet' });
    await sheet
      .getByTestId('sheet-Bisi')
      .getByText(/Bust 38 · Waist 31 · Hips 42 in/)
      .waitFor();
    await sheet.getByTestId('sheet-Kunle').getByText('Iro & buba').waitFor();
    await sheet.getByTestId('sheet-Bisi').getByText('Deposit paid').waitFor();
    await staff.page.getByRole('button', { name: 'Print cutting sheet' }).waitFor();
    await shootBoth(staff.page, 'asoebi-cutting-sheet');

    for (const c of [organiser, bisi, kunle, staff]) await c.context.close();
  });
});
