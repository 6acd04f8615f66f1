// savePurchaseOrderDraft (docs/product.md#purchase-orders): staff create and edit drafts through the callable, which
// checks the lines with the domain schema and sums the total; the browser cannot write purchase orders
// (rules-tests/matrix.server-written.test.ts). The largest draft (100 lines) is saved; a PO that left draft is not edited.
import { CALLABLES } from '@aso/domain/contract';
import { describe, expect, it } from 'vitest';
import { makeMaterial, readPo, testDeps } from '../../../test/factories';
import { runCallable } from '../../lib/callable';
import { handleSubmitPurchaseOrder } from '../purchase-orders';
import { handleSavePurchaseOrderDraft } from '../save-draft';

const authAs = (uid: string, role?: string) =>
  ({ uid, token: { uid, email: `${uid}@example.test`, ...(role ? { role } : {}) } }) as never;
const staff = authAs('staff-1', 'staff');
const saveDraft = (data: unknown, auth: unknown = staff) =>
  runCallable(
    CALLABLES.savePurchaseOrderDraft.input,
    { who: 'staff', run: (input, caller) => handleSavePurchaseOrderDraft(testDeps(), caller, input) },
    { auth: auth as never, data },
  );

describe('savePurchaseOrderDraft', () => {
  it('creates the largest draft (100 lines) as the caller, with its total summed to the kobo', async () => {
    const material = await makeMaterial();
    const lines = Array.from({ length: 100 }, (_, i) => ({ materialId: material, qty: i + 1, unitCost: 1250.5 }));
    const { purchaseOrderId, created } = await saveDraft({
      vendorName: 'Itoku Fabrics',
      notes: 'Harmattan run',
      lines,
    });
    expect(created).toBe(true);
    const po = await readPo(purchaseOrderId);
    expect(po).toMatchObject({
      status: 'draft',
      vendorName: 'Itoku Fabrics',
      createdBy: 'staff-1',
      totalCost: 6_315_025,
    });
    expect(po?.lines).toHaveLength(100);
  });

  it('edits a draft, and refuses once it is submitted, leaving it as it was', async () => {
    const material = await makeMaterial();
    const { purchaseOrderId } = await saveDraft({ vendorName: 'Itoku Fabrics', notes: '', lines: [] });
    await saveDraft({
      purchaseOrderId,
      vendorName: 'Adire House',
      notes: 'Rush',
      lines: [{ materialId: material, qty: 2, unitCost: 1500 }],
    });
    expect(await readPo(purchaseOrderId)).toMatchObject({ vendorName: 'Adire House', notes: 'Rush', totalCost: 3000 });
    await handleSubmitPurchaseOrder(testDeps(), { uid: 'staff-1', email: null, role: 'staff' }, { purchaseOrderId });
    await expect(
      saveDraft({ purchaseOrderId, vendorName: 'Someone Else', notes: '', lines: [] }),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: 'Only drafts can be edited.' });
    expect(await readPo(purchaseOrderId)).toMatchObject({ vendorName: 'Adire House', status: 'ordered' });
  });

  it('refuses malformed drafts in words: no vendor, 101 lines, a negative quantity, a line without a material', async () => {
    const line = { materialId: 'm1', qty: 1, unitCost: 1 };
    const bad: [string, unknown][] = [
      ['no vendor', { vendorName: ' ', notes: '', lines: [] }],
      ['101 lines', { vendorName: 'V', notes: '', lines: Array.from({ length: 101 }, () => line) }],
      ['a negative quantity', { vendorName: 'V', notes: '', lines: [{ ...line, qty: -1 }] }],
      ['a negative cost', { vendorName: 'V', notes: '', lines: [{ ...line, unitCost: -1 }] }],
      ['a line without a material', { vendorName: 'V', notes: '', lines: [{ ...line, materialId: '' }] }],
      ['a status of its own', { vendorName: 'V', notes: '', lines: [], status: 'ordered' }],
    ];
    for (const [what, data] of bad)
      await expect(saveDraft(data), what).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('is for staff: a customer is refused', async () => {
    await expect(saveDraft({ vendorName: 'V', notes: '', lines: [] }, authAs('cust-1'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
