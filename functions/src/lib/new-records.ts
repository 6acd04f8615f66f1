/** Documents as the shop first writes them, shared by the handlers that create them and the test factories. */
import { newCustomer, type Customer, type Payment } from '@aso/domain';

/** A payment as checkout and Pay balance open it: pending, nothing verified or refunded yet, no Paystack session. */
export function pendingPayment(
  fields: Pick<Payment, 'orderId' | 'userId' | 'purpose' | 'amountKobo' | 'createdAt'>,
): Payment {
  return {
    ...fields,
    status: 'pending',
    verifiedAt: null,
    refundRequired: false,
    refundedAt: null,
    accessCode: null,
    authorizationUrl: null,
  };
}

/** A customer record as a first checkout creates it: contact details only, no orders or figures yet. */
export function blankCustomer(fields: Pick<Customer, 'userId' | 'email' | 'createdAt'>): Customer {
  return { ...newCustomer(fields, fields.createdAt), measurements: null };
}
