/** The deployed event callables (staff): `checkInGuest` {eventId, code}, `importGuests` {eventId, guests[]}. */
import { handlerCallable } from '../lib/callable';
import { liveStaffDeps } from '../lib/deps';
import { handleCheckInGuest } from './check-in-guest';
import { handleImportGuests } from './import-guests';

export const checkInGuest = handlerCallable('checkInGuest', liveStaffDeps, handleCheckInGuest, { role: 'staff' });

export const importGuests = handlerCallable('importGuests', liveStaffDeps, handleImportGuests, { role: 'staff' });
