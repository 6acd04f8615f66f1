// Input as the owner types it (docs/product.md#back-office): a price of '₦42,000' and a cost of '7,500.50' are
// read as she meant them; a customer tagged 'vip' by hand is found under VIP (whose quick tag is then not offered
// again), any tag can be filtered in any case, and a tag added keeps the key the filter asks for.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAuthInstance } from '../../lib/firebase';
import {
  clearFirestore,
  createAccount,
  listDocs,
  readDoc,
  renderRoute,
  seed,
  testEmail,
  ts,
} from '../../../test/helpers';

const customer = (name: string, tags: string[], createdAt: string, tagKeys?: string[]) => ({
  userId: null,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.ng`,
  phone: '',
  city: 'Lagos',
  tags,
  ...(tagKeys ? { tagKeys } : {}),
  referralCode: null,
  lifetimeValue: 0,
  orderCount: 0,
  lastOrderAt: null,
  createdAt: ts(createdAt),
});

let uid = '';
beforeAll(async () => {
  await clearFirestore();
  await seed(
    'customers/c-ifeoma',
    customer('Ifeoma Chukwu', ['Repeat', 'vip'], '2026-10-01T10:00:00Z', ['repeat', 'vip']),
  );
  await seed('customers/c-zainab', customer('Zainab Musa', ['VIP'], '2026-10-02T10:00:00Z', ['vip']));
  await seed('customers/c-segun', customer('Segun Adeyemi', ['Owambe crew'], '2026-10-03T10:00:00Z', ['owambe crew']));
  await seed('customers/c-halima', customer('Halima Bello', [], '2026-10-04T10:00:00Z'));
  await createAccount(testEmail('input-staff'), 'input-staff-2026', 'staff');
  uid = (await signInWithEmailAndPassword(await getAuthInstance(), testEmail('input-staff'), 'input-staff-2026')).user
    .uid;
});

afterAll(async () => {
  await waitFor(async () => expect(await readDoc(`customers/${uid}`)).toBeDefined());
  await (await getAuthInstance()).signOut();
});

describe('money as she types it', () => {
  it('takes ₦42,000 as a price and 7,500.50 as a cost', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/catalog');
    await user.click(await screen.findByRole('button', { name: 'New product' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    await user.type(within(dialog).getByLabelText('Name'), 'Bespoke Agbada Set');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'MTO');
    await user.type(within(dialog).getByLabelText('Price (₦)'), '₦42,000');
    await user.type(within(dialog).getByLabelText('Cost (₦)'), '7,500.50');
    await user.click(within(dialog).getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText(/^Product created \(MTO-/)).toBeTruthy();
    const [saved] = (await listDocs('products')).filter((p) => p.data.name === 'Bespoke Agbada Set');
    expect(saved?.data.price).toBe(42_000);
    expect((await readDoc(`productCosts/${saved?.id}`))?.cost).toBe(7_500.5);
  });

  it('refuses kobo in a price in words, at the field', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/catalog');
    await user.click(await screen.findByRole('button', { name: 'New product' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    await user.type(within(dialog).getByLabelText('Name'), 'Kente Flare Midi Dress');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'MTO');
    await user.type(within(dialog).getByLabelText('Price (₦)'), '45,000.50');
    await user.click(within(dialog).getByRole('button', { name: 'Create product' }));
    expect(await within(dialog).findByText('Enter the price in whole naira, such as 42,000.')).toBeTruthy();
  });
});

describe('tags as she types them', () => {
  // The table is drawn again after each filter (the loading state stands in between): find it each time.
  const names = () =>
    within(screen.getByRole('table', { name: 'Customers, newest first' }))
      .queryAllByRole('button', { name: /^Open / })
      .map((b) => b.getAttribute('aria-label')?.replace(/^Open /, ''))
      .sort();

  it('finds a customer tagged vip under VIP, and any tag in any case', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/customers');
    await screen.findByRole('table', { name: 'Customers, newest first' }, { timeout: 20_000 });
    const tag = screen.getByLabelText('Tag');
    await user.type(tag, 'VIP');
    await waitFor(() => expect(names()).toEqual(['Ifeoma Chukwu', 'Zainab Musa']));
    await user.clear(tag);
    await user.type(tag, 'owambe CREW');
    await waitFor(() => expect(names()).toEqual(['Segun Adeyemi']));
  });

  it('does not offer VIP again to a customer tagged vip, and a tag added is found by its key', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/customers?customer=c-ifeoma');
    const panel = await screen.findByRole('region', { name: 'Ifeoma Chukwu' }, { timeout: 20_000 });
    const quick = within(panel).getByRole('group', { name: 'Quick tags' });
    expect(within(quick).queryByRole('button', { name: '+ VIP' })).toBeNull();
    await user.click(within(quick).getByRole('button', { name: '+ Bridal' }));
    await waitFor(async () =>
      expect(await readDoc('customers/c-ifeoma')).toMatchObject({
        // Written again, the hand-typed 'vip' takes the quick tag's spelling.
        tags: ['Repeat', 'VIP', 'Bridal'],
        tagKeys: ['repeat', 'vip', 'bridal'],
      }),
    );
  });
});
