/** Staff order callables (docs/architecture.md#style-functions): staff only, input parsed by the domain schema. */
import { callable } from '../lib/callable';
import { PAYSTACK_SECRET_KEY } from '../lib/config';
import { liveDbClock, liveDeps } from '../lib/deps';
import { handleReleaseRefund } from './refund-release';
import { handleUpdateOrderStatus } from './update-order-status';
import { handleBackfillOrderSearch } from './backfill-search';

// Paystack's key: releasing a cancelled order's refund (with the cancel, or later) asks Paystack at once.
export const updateOrderStatus = callable(
  'updateOrderStatus',
  (input, caller) => handleUpdateOrderStatus(liveDeps(), caller, input),
  {
    role: 'staff',
    secrets: [PAYSTACK_SECRET_KEY],
  },
);

// Staff may call it; the handler lets an admin release, or staff when the settings allow (docs/product.md#orders).
export const releaseRefund = callable(
  'releaseRefund',
  (input, caller) => handleReleaseRefund(liveDeps(), caller, input),
  { role: 'staff', secrets: [PAYSTACK_SECRET_KEY] },
);

/** `backfillOrderSearch` {}, admins only: older orders get their customer name and search keys. */
export const backfillOrderSearch = callable('backfillOrderSearch', () => handleBackfillOrderSearch(liveDbClock()), {
  role: 'admin',
});
