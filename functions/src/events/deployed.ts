/** The deployed event callables (staff): `checkInGuest` {eventId, code}, `importGuests` {eventId, guests[]}. */
import { defineCallable } from '../lib/callable';
import { liveStaffDeps } from '../lib/deps';
import { handleCheckInGuest } from './check-in-guest';
import { handleImportGuests } from './import-guests';

export const checkInGuest = defineCallable('checkInGuest', {
  who: 'staff',
  deps: liveStaffDeps,
  handler: handleCheckInGuest,
});

export const importGuests = defineCallable('importGuests', {
  who: 'staff',
  deps: liveStaffDeps,
  handler: handleImportGuests,
});
