// Check a guest in through the `checkInGuest` callable (one server transaction: exactly one check-in per guest
// however many scanners read the code). The guest list and the scan log are live, so they show it by themselves.
import { useCallableMutation } from '../../../lib/data/callables';

export const useCheckIn = () => useCallableMutation('checkInGuest', []);
