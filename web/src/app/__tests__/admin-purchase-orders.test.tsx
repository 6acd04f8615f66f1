// The purchase orders list as the owner reads it (docs/product.md#purchase-orders): a PO closed short costs what
// arrived, not what was ordered; one part received says what has arrived so far; dates are written as everywhere.
// A PO opened takes the focus to its title, and its Open tapped again (scrolled away on a phone) takes it back.
// The inventory says a material's quantities with its unit, in the plural where it is one (10 yards, 1 yard).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAuthInstance } from '../../lib/firebase';
import { clearFirestore, createAccount, readDoc, renderRoute, seed, testEmail, ts } from '../../../test/helpers';

const line = (materialId: string, qty: number, unitCost: number, received: number) => ({
  materialId,
  qty,
  unitCost,
  received,
});

let uid = '';
beforeAll(async () => {
  await clearFirestore();
  await seed('materials/m-adire', { sku: 'FAB-ADI', name: 'Adire indigo cotton', unit: 'yard', onHand: 20 });
  await seed('materials/m-aso-oke', { sku: 'FAB-AOK', name: 'Aso-oke sanyan', unit: 'yard', onHand: 0 });
  // 40 yards ordered at ₦2,800 (₦112,000); 25 arrived (₦70,000), then closed short.
  await seed('purchaseOrders/po-short', {
    vendorName: 'Itoku Adire Collective',
    status: 'received',
    notes: '',
    lines: [line('m-adire', 40, 2800, 25)],
    totalCost: 112_000,
    receipts: [
      {
        id: 'r1',
        at: ts('2026-11-20T10:00:00Z'),
        by: 'staff',
        lines: [{ line: 0, materialId: 'm-adire', qty: 25, unitCost: 2800 }],
        value: 70_000,
      },
    ],
    receivedValue: 70_000,
    closedShort: true,
    createdAt: ts('2026-11-18T08:30:00Z'),
    receivedAt: ts('2026-11-21T09:00:00Z'),
  });
  await seed('purchaseOrders/po-part', {
    vendorName: 'Kano Thread House',
    status: 'ordered',
    notes: '',
    lines: [line('m-adire', 10, 3000, 4)],
    totalCost: 30_000,
    receipts: [
      {
        id: 'r2',
        at: ts('2026-11-25T10:00:00Z'),
        by: 'staff',
        lines: [{ line: 0, materialId: 'm-adire', qty: 4, unitCost: 3000 }],
        value: 12_000,
      },
    ],
    receivedValue: 12_000,
    createdAt: ts('2026-11-24T08:30:00Z'),
  });
  await createAccount(testEmail('po-staff'), 'po-staff-2026', 'staff');
  uid = (await signInWithEmailAndPassword(await getAuthInstance(), testEmail('po-staff'), 'po-staff-2026')).user.uid;
});

afterAll(async () => {
  await waitFor(async () => expect(await readDoc(`customers/${uid}`)).toBeDefined());
  await (await getAuthInstance()).signOut();
});

describe('purchase orders', () => {
  it('a PO closed short costs what arrived; one part received says what has arrived so far', async () => {
    renderRoute('/admin/purchase-orders');
    const table = await screen.findByRole('table', { name: 'Purchase orders, newest first' }, { timeout: 20_000 });
    const short = within(table).getByText('Itoku Adire Collective').closest('tr') as HTMLElement;
    const cost = short.querySelector('td[data-label="Total cost"]')!;
    expect(cost.textContent).toBe('₦70,000received; ₦112,000 ordered');
    expect(within(short).getByText('Closed short')).toBeTruthy();
    // 08:30 UTC is 09:30 in Lagos.
    expect(within(short).getByText('18 Nov 2026, 09:30')).toBeTruthy();

    const part = within(table).getByText('Kano Thread House').closest('tr') as HTMLElement;
    expect(part.querySelector('td[data-label="Total cost"]')!.textContent).toBe(
      '₦30,000ordered; ₦12,000 received so far',
    );
  });

  it('takes the focus to an opened PO, and back to it when its Open is tapped again', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/purchase-orders');
    const table = await screen.findByRole('table', { name: 'Purchase orders, newest first' }, { timeout: 20_000 });
    const open = within(table).getByRole('button', { name: /^Open PO .* from Kano Thread House$/ });
    await user.click(open);
    const title = await screen.findByRole('heading', { level: 2, name: /^PO / });
    await waitFor(() => expect(document.activeElement).toBe(title));
    await user.click(open);
    await waitFor(() => expect(document.activeElement).toBe(title));
  });
});

describe('materials in their unit', () => {
  it('says quantities with their unit, in the plural where it is one (10 yards, not 10 yard)', async () => {
    const user = userEvent.setup();
    const name = 'Aso-oke sanyan';
    renderRoute('/admin/inventory');
    await user.click(await screen.findByRole('button', { name: `Receive stock of ${name}` }, { timeout: 20_000 }));
    const receive = await screen.findByRole('dialog', { name: 'Receive stock' });
    await user.type(within(receive).getByLabelText('Quantity (yard)'), '10');
    await user.click(within(receive).getByRole('button', { name: 'Receive' }));
    await screen.findByText(`Received 10 yards of ${name}. On hand: 10 yards.`, {}, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: `Adjust ${name}` }));
    const adjust = await screen.findByRole('dialog', { name: `Adjust ${name}` });
    await within(adjust).findByText(/^On hand now: 10 yards\. /);
    await user.type(within(adjust).getByLabelText('Change'), '-9');
    await user.selectOptions(within(adjust).getByLabelText('Reason'), 'correction');
    await user.click(within(adjust).getByRole('button', { name: 'Apply adjustment' }));
    await screen.findByText(`${name}: -9 yards. On hand: 1 yard.`, {}, { timeout: 10_000 });
    expect((await readDoc('materials/m-aso-oke'))?.onHand).toBe(1);

    await user.click(screen.getByRole('button', { name: `Ledger of ${name}` }));
    const ledger = await screen.findByRole('dialog', { name: `Ledger: ${name}` });
    await within(ledger).findByText(/(^| )On hand: 1 yard\./);
  });
});
