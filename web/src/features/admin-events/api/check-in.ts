// Check a guest in through the `checkInGuest` callable (one server transaction: exactly one check-in per guest
// however many scanners read the code). The answer updates the guest list, and the log is polled at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callFunction } from '../../../lib/firebase';
import { markCheckedIn } from './guests';
import { eventKeys } from './keys';

import type { CheckInResult } from '@aso/domain/contract';
export type { CheckInResult };

export function checkInGuest(input: { eventId: string; code: string }): Promise<CheckInResult> {
  return callFunction('checkInGuest', input);
}

export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkInGuest,
    onSuccess: (result, input) => {
      if (result.outcome === 'checked_in' && result.guestId && result.checkedInAt) {
        markCheckedIn(client, input.eventId, result.guestId, new Date(result.checkedInAt));
      }
    },
    onSettled: (_result, _error, input) => client.refetchQueries({ queryKey: eventKeys.scans(input.eventId) }),
  });
}
