// An admin's cancel-and-refund says what happens to the money (docs/product.md#refunds): the toast names the amount
// going back through Paystack and that the customer is mailed once Paystack takes it — not just "Status set".
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCancelledRefunding } from '@aso/domain/orders/messages';
import { shortId } from '@aso/domain/shared/text';
import { getAuthInstance } from '../../lib/firebase';
import { clearFirestore, createAccount, readDoc, renderRoute, seed, testEmail } from '../../../test/helpers';

const ORDER = 'q8wn3kfzPaidShirt01';
const REFERENCE = 'ASO-1765000000000-ab12';

let uid = '';
beforeAll(async () => {
  await clearFirestore();
  const paidAt = new Date(Date.now() - 60 * 60_000);
  await seed(`orders/${ORDER}`, {
    userId: 'buyer',
    customerId: 'buyer',
    email: 'ada@example.com',
    customerName: 'Ada Obi',
    searchKeys: [],
    channel: 'web',
    eventId: null,
    status: 'pending',
    paymentStatus: 'paid',
    items: [
      {
        productId: 'p-shirt',
        sku: 'RTW-IAS-014',
        name: 'Indigo Adire Short-Sleeve Shirt',
        type: 'MTO',
        size: null,
        qty: 1,
        unitPrice: 38_500,
        payMode: 'full',
        depositPercent: null,
        amountDueNow: 38_500,
        measurements: null,
      },
    ],
    subtotal: 38_500,
    shippingZone: 'LAGOS',
    shippingAddress: '14 Admiralty Way, Lekki',
    shippingFee: 2_500,
    discount: 0,
    total: 41_000,
    amountDueNow: 41_000,
    amountPaid: 41_000,
    depositPaid: 0,
    balanceDue: 0,
    paystackReference: REFERENCE,
    createdAt: paidAt,
    paidAt,
  });
  await seed(`payments/${REFERENCE}`, {
    orderId: ORDER,
    userId: 'buyer',
    purpose: 'order',
    amountKobo: 4_100_000,
    status: 'success',
    createdAt: paidAt,
    verifiedAt: paidAt,
    refundRequired: false,
    refundedAt: null,
  });
  await createAccount(testEmail('refund-admin'), 'refund-admin-2026', 'admin');
  uid = (await signInWithEmailAndPassword(await getAuthInstance(), testEmail('refund-admin'), 'refund-admin-2026')).user
    .uid;
});

afterAll(async () => {
  await waitFor(async () => expect(await readDoc(`customers/${uid}`)).toBeDefined());
  await (await getAuthInstance()).signOut();
});

describe('cancel and refund', () => {
  it('the toast says the money is going back', async () => {
    const user = userEvent.setup();
    renderRoute(`/admin/orders?order=${ORDER}`);
    const detail = await screen.findByRole('region', { name: `Order ${shortId(ORDER)}` }, { timeout: 20_000 });
    const form = await within(detail).findByRole('form', { name: 'Change status' });
    await user.selectOptions(within(form).getByLabelText('Status'), 'cancelled');
    await user.click(within(form).getByRole('button', { name: 'Update status' }));
    const confirm = await screen.findByRole('dialog', { name: `Cancel order ${shortId(ORDER)}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel and refund ₦41,000' }));
    expect(await screen.findByText(orderCancelledRefunding('₦41,000'))).toBeTruthy();
    // Owed, and retried until Paystack confirms (here Paystack cannot be reached).
    expect((await readDoc(`refunds/${REFERENCE}`))?.reason).toBe('order_cancelled');
    expect(await readDoc(`mail/order-${ORDER}-cancelled`)).toBeUndefined();
  });
});
