/** Staff order callables (docs/architecture.md#style-functions): staff only, input parsed by the domain schema. */
import { callable } from '../lib/callable';
import { PAYSTACK_SECRET_KEY } from '../lib/config';
import { liveDbClock, liveDeps } from '../lib/deps';
import { handleUpdateOrderStatus } from './update-order-status';
import { handleBackfillOrderSearch } from './backfill-search';

// Paystack's key: cancelling a paid order starts its refund at once.
export const updateOrderStatus = callable(
  'updateOrderStatus',
  (input, caller) => handleUpdateOrderStatus(liveDeps(), caller, input),
  {
    role: 'staff',
    secrets: [PAYSTACK_SECRET_KEY],
  },
);

/** `backfillOrderSearch` {}, admins only: older orders get their customer name and search keys. */
export const backfillOrderSearch = callable('backfillOrderSearch', () => handleBackfillOrderSearch(liveDbClock()), {
  role: 'admin',
});
