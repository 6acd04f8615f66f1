/** The deployed event callables (staff): `checkInGuest` {eventId, code}, `importGuests` {eventId, guests[]}. */
import { callable } from '../lib/callable';
import { liveStaffDeps } from '../lib/deps';
import { handleCheckInGuest } from './check-in-guest';
import { handleImportGuests } from './import-guests';

export const checkInGuest = callable(
  'checkInGuest',
  (input, caller) => handleCheckInGuest(liveStaffDeps(), caller, input),
  { role: 'staff' },
);

export const importGuests = callable(
  'importGuests',
  (input, caller) => handleImportGuests(liveStaffDeps(), caller, input),
  { role: 'staff' },
);
