// Said where it happened (docs/product.md#production, #purchase-orders): a run's mistakes at their fields; Complete's
// shortfall at that run, not in the New run box; "Draft purchase order from shortfall" pressed twice makes one draft;
// a greyed Cancel says why; a delivery refused because another was recorded meanwhile shows what is still to come
// now.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOM_QTY_POSITIVE, RUN_PRODUCT_REQUIRED, RUN_QTY_INVALID } from '@aso/domain/production/messages';
import { PO_PART_RECEIVED_CANNOT_CANCEL, PO_RECEIPT_STALE } from '@aso/domain/purchase-orders/messages';
import { getAuthInstance } from '../../lib/firebase';
import {
  clearFirestore,
  createAccount,
  listDocs,
  readDoc,
  renderRoute,
  seed,
  seedProduct,
  testEmail,
  ts,
} from '../../../test/helpers';

const SHORT = 'Not enough materials to make 4 × Adire Wrap Dress (M): Adire indigo cotton short by 7 yards.';

let uid = '';
beforeAll(async () => {
  await clearFirestore();
  await seedProduct({ id: 'p-wrap', name: 'Adire Wrap Dress', sizeOptions: ['M'] });
  await seed('stock/p-wrap', { sizes: { M: { onHand: 1, reorderLevel: 0 } }, alerts: 0 });
  await seed('productCosts/p-wrap', {
    cost: 9000,
    labourCost: 5000,
    bom: { M: [{ materialId: 'm-cotton', qty: 3, unit: 'yard' }] },
  });
  await seed('materials/m-cotton', {
    sku: 'FAB-ADI',
    name: 'Adire indigo cotton',
    unit: 'yard',
    category: 'Fabric',
    active: true,
    onHand: 5,
    reorderLevel: null,
    minLevel: null,
    unitCost: 2000,
  });
  // Ordered 10 yards; 4 arrived. Cancel is greyed: it must be closed short.
  await seed('purchaseOrders/po-part', {
    vendorName: 'Itoku Adire Collective',
    status: 'ordered',
    notes: '',
    lines: [{ materialId: 'm-cotton', qty: 10, unitCost: 2800, received: 4 }],
    totalCost: 28_000,
    receipts: [
      {
        id: 'r1',
        at: ts('2026-11-25T10:00:00Z'),
        by: 'staff',
        lines: [{ line: 0, materialId: 'm-cotton', qty: 4, unitCost: 2800 }],
        value: 11_200,
      },
    ],
    receivedValue: 11_200,
    createdAt: ts('2026-11-24T08:30:00Z'),
    submittedAt: ts('2026-11-24T09:00:00Z'),
  });
  await createAccount(testEmail('where-staff'), 'where-staff-2026', 'staff');
  uid = (await signInWithEmailAndPassword(await getAuthInstance(), testEmail('where-staff'), 'where-staff-2026')).user
    .uid;
});

afterAll(async () => {
  await waitFor(async () => expect(await readDoc(`customers/${uid}`)).toBeDefined());
  await (await getAuthInstance()).signOut();
});

const errorOf = (field: HTMLElement) => {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  return field.closest('.field')?.querySelector('.field__error')?.textContent;
};

describe('production', () => {
  it('says a run’s mistakes at their fields, and Complete’s shortfall at that run; one draft PO however often', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/production');
    const form = await screen.findByRole('form', { name: 'New production run' }, { timeout: 20_000 });
    const pieces = within(form).getByLabelText('Pieces');
    await user.clear(pieces);
    await user.type(pieces, '0');
    await user.click(within(form).getByRole('button', { name: 'Make now' }));
    await waitFor(() => expect(errorOf(within(form).getByLabelText('Pieces'))).toBe(RUN_QTY_INVALID));
    expect(errorOf(within(form).getByLabelText('Product'))).toBe(RUN_PRODUCT_REQUIRED);
    expect(within(form).queryByRole('alert')).toBeNull();

    // Plan 4 in M: 12 yards of cotton, 5 on hand.
    await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Adire Wrap Dress' })).toHaveLength(1));
    await user.selectOptions(within(form).getByLabelText('Product'), 'p-wrap');
    await user.clear(within(form).getByLabelText('Pieces'));
    await user.type(within(form).getByLabelText('Pieces'), '4');
    await user.click(within(form).getByRole('button', { name: 'Plan run' }));
    expect(await screen.findByText('Planned 4 × Adire Wrap Dress (M).')).toBeTruthy();

    const runs = await screen.findByRole('table', { name: 'Production runs' });
    await user.click(await within(runs).findByRole('button', { name: 'Complete 4 × Adire Wrap Dress (M)' }));
    const row = within(runs).getByText('4 × Adire Wrap Dress (M)').closest('tr') as HTMLElement;
    expect(await within(row).findByText(SHORT)).toBeTruthy();
    expect(within(form).queryByText(SHORT)).toBeNull();

    const draft = within(row).getByRole('button', { name: 'Draft purchase order from shortfall' });
    await user.click(draft);
    expect(await screen.findByText(/^Draft purchase order [0-9A-Z-]{8} created\./)).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Draft purchase order from shortfall' }));
    expect(
      await screen.findByText(/^Purchase order [0-9A-Z-]{8} was already drafted for this shortfall\./),
    ).toBeTruthy();
    const drafts = (await listDocs('purchaseOrders')).filter((p) => p.data.status === 'draft');
    expect(drafts).toHaveLength(1);
    // 7 yards short, at the cotton's average cost.
    expect(drafts[0]?.data).toMatchObject({
      vendorName: 'To choose',
      lines: [{ materialId: 'm-cotton', qty: 7, unitCost: 2000, received: 0 }],
      totalCost: 14_000,
    });
  });
});

describe('purchase orders', () => {
  it('a greyed Cancel says why; a delivery refused as stale shows what is still to come now', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/purchase-orders');
    await user.click(await screen.findByRole('button', { name: /^Open PO PO-PART/ }, { timeout: 20_000 }));
    const editor = await screen.findByRole('region', { name: /^PO PO-PART/ });
    const cancel = within(editor).getByRole('button', { name: 'Cancel PO' });
    expect(cancel).toHaveProperty('disabled', true);
    const why = document.getElementById(cancel.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe(`Cancel PO: ${PO_PART_RECEIVED_CANNOT_CANCEL}`);

    await user.click(within(editor).getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: /^Receive delivery on PO PO-PART/ });
    expect(within(dialog).getByText('6 yard')).toBeTruthy();
    // Meanwhile a colleague records 5 yards from another tab.
    await seed('purchaseOrders/po-part', {
      ...(await readDoc('purchaseOrders/po-part')),
      lines: [{ materialId: 'm-cotton', qty: 10, unitCost: 2800, received: 9 }],
      receipts: [
        ...((await readDoc('purchaseOrders/po-part'))?.receipts as unknown[]),
        {
          id: 'r2',
          at: ts('2026-11-26T10:00:00Z'),
          by: 'colleague',
          lines: [{ line: 0, materialId: 'm-cotton', qty: 5, unitCost: 2800 }],
          value: 14_000,
        },
      ],
      receivedValue: 25_200,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Record delivery' }));
    expect(await within(dialog).findByText(PO_RECEIPT_STALE)).toBeTruthy();
    // The form now shows the 1 yard still to come, ready to record.
    expect(await within(dialog).findByText('1 yard')).toBeTruthy();
    expect(within(dialog).getByLabelText('Line 1 received now')).toHaveProperty('value', '1');
  });
});

describe('the bill of materials', () => {
  it('takes her to its first mistake, with the focus in it', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/catalog');
    await user.click(await screen.findByRole('button', { name: 'Edit Adire Wrap Dress' }, { timeout: 40_000 }));
    // The form opens once the product's stock and bill are read (a loading dialog stands in before).
    const bill = await screen.findByRole('form', { name: 'Bill of materials' }, { timeout: 10_000 });
    // The saved line (3 yards a piece) is changed to 0, once the materials are read (the label names their unit).
    const first = await within(bill).findByLabelText('Per piece (yards)', {}, { timeout: 10_000 });
    await user.clear(first);
    await user.type(first, '0');
    await user.click(within(bill).getByRole('button', { name: 'Save bill of materials' }));
    await waitFor(() => expect(errorOf(within(bill).getByLabelText('Per piece (yards)'))).toBe(BOM_QTY_POSITIVE));
    await waitFor(() => expect(document.activeElement).toBe(within(bill).getByLabelText('Per piece (yards)')));
  }, 90_000);
});
