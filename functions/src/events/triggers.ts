/** The deployed event callables (staff): `checkInGuest` {eventId, code}, `importGuests` {eventId, guests[]}. */
import { checkInGuestInput, importGuestsInput } from '@aso/domain';
import { callable } from '../lib/callable';
import { liveStaffDeps } from '../referrals/deps';
import { handleCheckInGuest } from './check-in-guest';
import { handleImportGuests } from './import-guests';

export const checkInGuest = callable(checkInGuestInput, (input, caller) => handleCheckInGuest(liveStaffDeps(), caller, input), { role: 'staff' });

export const importGuests = callable(importGuestsInput, (input, caller) => handleImportGuests(liveStaffDeps(), caller, input), { role: 'staff' });
