// Aso-ebi group journey (issue 21): an organiser creates a group for a pre-order piece and shares it; two members
// join from their own browsers — one pays a deposit, one pays in full, through the Paystack double; the organiser's
// page shows who paid; the organiser closes the group; staff see it in the back office with its cutting sheet.
// Issue 31: dates read as the shop writes them ('20 Jan 2027'); an empty group says no one has joined; paying a
// share shows the piece, each zone's fee, the total and what is paid now before Paystack (and the shop charges
// exactly that); the share's receipt names the group and the event and says when and how the balance is paid; the
// reminder mail is branded and links the group; the group page (360 px) and the back office's group (390 px) fit.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, dayKeyWords, lagosDayKey } from '@aso/domain/shared/lagos-time';
import { formatNaira, formatNairaAdmin } from '@aso/domain/shared/money';
import { account, signIn, STAFF } from './lib/admin';
import { readDoc } from './lib/backend';
import { registerCustomer } from './lib/accounts';
import { newShopper, shootBoth } from './lib/browser';
import { expectInbox } from './lib/mail';
import { stackInfo } from './lib/stack';
import { browserPerFile } from './lib/per-file';
import { WHATSAPP } from './lib/crawler';

let browser: Browser;
browserPerFile((b) => (browser = b));

const paystack = (page: Page) => page.getByRole('dialog', { name: 'Paystack test checkout' });

/** How far the page scrolls sideways: 0 when everything fits. */
const sideways = (page: Page): Promise<number> =>
  page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

interface Zone {
  readonly label: string;
  readonly fee: number;
  readonly leadTimeDays: number;
}

/** The shop's shipping zones as settings hold them (checkout and a share's payment offer the same). */
async function zones(): Promise<Record<string, Zone>> {
  return ((await readDoc('settings/global'))?.shipping as { zones: Record<string, Zone> }).zones;
}

/** What the share form says the share comes to, row by row ('Total' → '₦69,500.00'). */
async function quoteOf(page: Page, name: string): Promise<Record<string, string>> {
  const list = page.getByLabel(`What ${name}’s share comes to`);
  const terms = await list.locator('dt').allTextContents();
  const values = await list.locator('dd').allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, values[i] ?? '']));
}

interface Member {
  readonly uid: string;
  readonly email: string;
  readonly name: string;
}

/** Joins `groupUrl` as `who`, then pays the share: answers the share's order id. */
async function joinAndPay(page: Page, groupUrl: string, who: Member, pay: 'full' | 'deposit'): Promise<string> {
  const { name } = who;
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
  // Each zone says its fee and lead time, and the share's sums follow the zone chosen — before Paystack opens.
  const all = await zones();
  const { LAGOS: lagos, ABEOKUTA: abeokuta } = all as Record<'LAGOS' | 'ABEOKUTA', Zone>;
  expect(await form.getByLabel('Delivery zone').locator('option').allTextContents()).toContain(
    `${lagos.label} — ${formatNaira(lagos.fee)} · ${lagos.leadTimeDays} days`,
  );
  await form.getByLabel('Delivery zone').selectOption('LAGOS');
  await form.getByText(`Delivery (${lagos.label})`).waitFor();
  expect((await quoteOf(page, name)).Total).toBe(formatNaira(68_000 + lagos.fee));
  await form.getByLabel('Delivery zone').selectOption('ABEOKUTA');
  await form.getByLabel('Phone — optional').fill('0803 555 0142');
  await form.getByLabel('Pay', { exact: true }).selectOption(pay);
  await form.getByText(`Delivery (${abeokuta.label})`).waitFor();
  const quote = await quoteOf(page, name);
  expect(quote['Harmattan Kente Puffer']).toBe(formatNaira(68_000));
  expect(quote[`Delivery (${abeokuta.label})`]).toBe(formatNaira(abeokuta.fee));
  expect(quote.Total).toBe(formatNaira(68_000 + abeokuta.fee));
  // The Harmattan Drop takes a 40% deposit: the rest of the piece is the balance.
  if (pay === 'deposit') {
    expect(quote['To pay now']).toBe(formatNaira(27_200 + abeokuta.fee));
    expect(quote['Balance later']).toBe(formatNaira(40_800));
  } else expect(quote['To pay now']).toBeUndefined();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
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
  // The shop charged what the form said.
  const member = await readDoc(`groups/${groupUrl.split('/').pop()!}/members/${who.uid}`);
  const order = await readDoc(`orders/${String(member?.orderId)}`);
  expect(formatNaira(Number(order?.total))).toBe(quote.Total);
  expect(formatNaira(Number(order?.amountPaid))).toBe(quote['To pay now'] ?? quote.Total);
  return String(member?.orderId);
}

async function member(page: Page, name: string): Promise<Member> {
  return { ...(await registerCustomer(page, name.toLowerCase())), name };
}

describe('aso-ebi group', () => {
  it('is created, shared, joined and paid by two members, closed, and cut from the back office', async () => {
    const today = lagosDayKey(new Date());
    const organiser = await newShopper(browser, { width: 1280, height: 900 });
    await registerCustomer(organiser.page, 'yemi');
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
    const [eventDate, deadline] = [addDays(today, 40), addDays(today, 10)];
    // Dates as the rest of the shop writes them, and an empty group says so (not 'Everyone has paid').
    await organiser.page.getByText(`event on ${dayKeyWords(eventDate)} in Abeokuta`).waitFor();
    await organiser.page
      .getByTestId('group-status')
      .getByText(`Open: join by ${dayKeyWords(deadline)}`)
      .waitFor();
    await organiser.page.getByTestId('no-members').getByText('No one has joined yet.', { exact: false }).waitFor();
    expect(await organiser.page.getByText(/Everyone has paid/).count()).toBe(0);
    expect(await organiser.page.getByRole('button', { name: 'Email a reminder' }).count()).toBe(0);

    // The share link: WhatsApp click-to-chat with the invitation prefilled, and the link itself to copy.
    const whatsapp = await organiser.page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(
      `/groups/${groupId}?utm_source=whatsapp&utm_medium=group-invite&utm_campaign=`,
    );
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
    await shootBoth(organiser.page, 'group-created');

    // Two members in two other browsers, on phones (360 and 390 px): one on a deposit, one in full.
    const bisi = await newShopper(browser, { width: 360, height: 780 });
    const bisiWho = await member(bisi.page, 'Bisi');
    const bisiUid = bisiWho.uid;
    const bisiOrder = await joinAndPay(bisi.page, groupUrl, bisiWho, 'deposit');
    const kunle = await newShopper(browser);
    const kunleWho = await member(kunle.page, 'Kunle');
    await joinAndPay(kunle.page, groupUrl, kunleWho, 'full');
    const bisiMember = await readDoc(`groups/${groupId}/members/${bisiUid}`);
    expect(bisiMember).toMatchObject({ paymentStatus: 'deposit_paid' });
    // Her share's order carries the phone she gave, as checkout keeps it (for delivery and WhatsApp).
    expect((await readDoc(`orders/${String(bisiMember?.orderId)}`))?.shippingPhone).toBe('+2348035550142');
    // Bisi's new set was kept as her profile "Me", and the group holds its own copy of it.
    expect(await readDoc(`groups/${groupId}/members/${bisiUid}/private/details`)).toMatchObject({
      profileName: 'Me',
      measurements: { bust: 38, waist: 31, hips: 42 },
    });

    // Each share's receipt names the group, the wearer's style and the event, and links the group; Bisi's says when
    // her balance falls due (the Harmattan Drop's close) and how to pay it.
    const share = (name: string) =>
      `This pays ${name}’s share in Tolu & Femi’s wedding (e2e): Iro & buba, for the event on ${dayKeyWords(eventDate)} in Abeokuta.`;
    const [bisiReceipt] = await expectInbox(bisiWho.email, 1, 30_000);
    expect(bisiReceipt?.subject).toMatch(/confirmed, deposit received$/);
    expect(bisiReceipt?.text).toContain(share('Bisi'));
    const windowEnd = (await readDoc('preorderWindows/w-harmattan-drop'))?.endAt as { toDate(): Date };
    expect(bisiReceipt?.text).toContain(
      `Balance due: ${formatNaira(40_800)}. It is due by ${dayKeyWords(lagosDayKey(windowEnd.toDate()))}, when the pre-order window closes`,
    );
    expect(bisiReceipt?.text).toContain('Pay balance in My Orders');
    expect(bisiReceipt?.html).toContain(`href="${web}/groups/${groupId}"`);
    const [kunleReceipt] = await expectInbox(kunleWho.email, 1, 30_000);
    expect(kunleReceipt?.text).toContain(share('Kunle'));
    expect(kunleReceipt?.text).not.toContain('Balance due');
    expect((await readDoc(`orders/${bisiOrder}`))?.balanceDue).toBe(40_800);

    // The organiser's page: who joined and who paid, whole on a 360 px phone.
    await organiser.page.reload();
    const members = organiser.page.getByRole('region', { name: 'Organiser' });
    await members.getByTestId('member-Bisi').getByText('Deposit paid').waitFor();
    await members.getByTestId('member-Kunle').getByText('Paid', { exact: true }).waitFor();
    await shootBoth(organiser.page, 'group-organiser');
    for (const width of [360, 390]) {
      await organiser.page.setViewportSize({ width, height: 800 });
      await members.getByTestId('member-Bisi').getByText('Deposit paid').waitFor();
      expect(await sideways(organiser.page), `organiser's page at ${width}px`).toBeLessThanOrEqual(0);
      const pay = members.getByRole('button', { name: /^Pay for / });
      for (const box of await Promise.all((await pay.all()).map((b) => b.boundingBox())))
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    }
    await organiser.page.setViewportSize({ width: 1280, height: 900 });

    // Bisi still owes her balance: the reminder mail is branded like the receipt, says what for and by when, and
    // links the group.
    await organiser.page.getByRole('button', { name: 'Email a reminder' }).click();
    await organiser.page.getByText('Reminder mailed to 1 member.').waitFor();
    const brand = (await readDoc('settings/global'))?.branding as { brandName: string; primaryColor: string };
    const reminder = (await expectInbox(bisiWho.email, 2, 30_000)).find((m) => m.subject.includes('reminder'));
    expect(reminder?.subject).toBe(`${brand.brandName}: a reminder about Tolu & Femi’s wedding (e2e)`);
    expect(reminder?.text).toContain(
      `For Bisi: please pay the balance of the share (Pay balance in My Orders) by ${dayKeyWords(deadline)}`,
    );
    expect(reminder?.text).toContain(`Event: ${dayKeyWords(eventDate)} in Abeokuta`);
    expect(reminder?.text).toContain(`Share: ${formatNaira(68_000)} plus delivery`);
    expect(reminder?.html).toContain(`background:${brand.primaryColor}`);
    expect(reminder?.html).toMatch(new RegExp(`<a href="${web}/groups/${groupId}"[^>]*>Open the group</a>`));
    await organiser.page.getByRole('button', { name: 'Close the group' }).click();
    await organiser.page.getByText('The group is closed.').waitFor();
    await organiser.page
      .getByTestId('group-status')
      .getByText(/Closed: no new members/)
      .waitFor();
    expect((await readDoc(`groups/${groupId}`))?.status).toBe('closed');

    // Staff: the group in the back office by event date, and its cutting sheet — on a 390 px phone, amounts as the
    // back office writes them (no kobo).
    const staff = await newShopper(browser, { width: 390, height: 844 });
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
    const paid = Number((await readDoc(`orders/${bisiOrder}`))?.amountPaid);
    await sheet
      .getByTestId('sheet-Bisi')
      .getByText(`(${formatNairaAdmin(paid)})`)
      .waitFor();
    expect(await sheet.getByText(/\.00\)/).count()).toBe(0);
    await staff.page.getByText(`event ${dayKeyWords(eventDate)} in Abeokuta`).waitFor();
    expect(await sideways(staff.page), 'the back office’s group at 390px').toBeLessThanOrEqual(0);
    await staff.page.getByRole('button', { name: 'Print cutting sheet' }).waitFor();
    await shootBoth(staff.page, 'group-cutting-sheet');

    for (const c of [organiser, bisi, kunle, staff]) await c.context.close();
    // Four browsers, three payments and two mails: more than the default two minutes on a busy machine.
  }, 300_000);
});
