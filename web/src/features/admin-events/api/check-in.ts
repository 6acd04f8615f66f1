// Check a guest in through the `checkInGuest` callable (one server transaction: exactly one check-in per guest
// however many scanners read the code). The guest list and the scan log are live, so they show it by themselves.
import { useMutation } from '@tanstack/react-query';
import { callFunction } from '../../../lib/firebase';

import type { CheckInResult } from '@aso/domain/contract';
export type { CheckInResult };

export function checkInGuest(input: { eventId: string; code: string }): Promise<CheckInResult> {
  return callFunction('checkInGuest', input);
}

export function useCheckIn() {
  return useMutation({ mutationFn: checkInGuest });
}
