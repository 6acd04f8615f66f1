/** Staff order callables (docs/architecture.md#style-functions): staff only, input parsed by the domain schema. */
import { defineCallable } from '../lib/callable';
import { PAYSTACK_SECRET_KEY } from '../lib/config';
import { liveDbClock, liveDeps } from '../lib/deps';
import { handleReleaseRefund } from './refund-release';
import { handleUpdateOrderStatus } from './update-order-status';
import { handleBackfillOrderSearch } from './backfill-search';

// Paystack's key: releasing a cancelled order's refund (with the cancel, or later) asks Paystack at once.
export const updateOrderStatus = defineCallable('updateOrderStatus', {
  who: 'staff',
  deps: liveDeps,
  handler: handleUpdateOrderStatus,
  secrets: [PAYSTACK_SECRET_KEY],
});

// Staff may call it; the handler lets an admin release, or staff when the settings allow (docs/product.md#orders).
export const releaseRefund = defineCallable('releaseRefund', {
  who: 'staff',
  deps: liveDeps,
  handler: handleReleaseRefund,
  secrets: [PAYSTACK_SECRET_KEY],
});

/** `backfillOrderSearch` {}, admins only: older orders get their customer name and search keys. */
export const backfillOrderSearch = defineCallable('backfillOrderSearch', {
  who: 'admin',
  deps: liveDbClock,
  handler: handleBackfillOrderSearch,
});
