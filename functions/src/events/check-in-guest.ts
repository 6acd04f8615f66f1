/**
 * checkInGuest (staff): a scanned or typed code at an event. One transaction finds the event's guest with that
 * code, checks them in unless they already are, and appends the scan to `events/{id}/scans` — the shared log every
 * scanner reads — so two scanners (or twenty) reading one guest's code at once check them in exactly once; the
 * others get 'Already checked in.'. 'Guest not found for this QR.' and duplicates are answers, not errors. When the
 * check-in itself fails, an 'error' scan is logged (best effort) and the caller gets the failure.
 */
import {
  DomainError,
  INVALID_INPUT,
  NOT_FOUND,
  checkInOutcome,
  checkInPatch,
  errorDetail,
  invalidData,
  normaliseQrCode,
  type CheckInGuestInput,
} from '@aso/domain';
import type { Caller, Handler } from '../lib/callable';
import { eventDoc, guestsCol, scansCol } from '../lib/collections';
import { guestCheckIn } from '../lib/logs';
import { CONTENDED_TX, runTransaction } from '../lib/transactions';
import type { DbClockDeps } from '../lib/deps';

export const handleCheckInGuest: Handler<'checkInGuest', DbClockDeps> = async (deps, caller, input) => {
  const { db } = deps;
  const eventRef = eventDoc(db, input.eventId);
  // Codes are stored normalised (upper case, no spaces); a guest imported before that is still found as typed.
  const code = normaliseQrCode(input.code);
  const candidates = [...new Set([code, input.code])];
  try {
    const result = await runTransaction(
      db,
      async (tx) => {
        const now = deps.clock();
        const [eventSnap, matches] = await Promise.all([
          tx.get(eventRef),
          tx.get(guestsCol(db, input.eventId).where('qrCode', 'in', candidates).limit(1)),
        ]);
        if (!eventSnap.exists) throw new DomainError('not_found', 'not-found', NOT_FOUND);
        const found = matches.docs[0];
        const guest = found ? { id: found.id, ...found.data() } : null;
        const outcome = checkInOutcome({ eventId: input.eventId, code, guests: guest ? [guest] : [] });
        if (outcome.outcome === 'ignored' || outcome.outcome === 'error') throw invalidData(INVALID_INPUT);

        let checkedInAt: Date | null = guest?.checkedInAt ?? null;
        if (outcome.outcome === 'checked_in' && found && guest) {
          const patch = checkInPatch(guest, now);
          tx.update(found.ref, patch);
          checkedInAt = patch.checkedInAt;
        }
        tx.set(scansCol(db, input.eventId).doc(), {
          code,
          outcome: outcome.outcome,
          guestId: guest?.id ?? null,
          guestName: guest?.name ?? null,
          detail: '',
          authorId: caller.uid,
          createdAt: now,
        });
        return {
          outcome: outcome.outcome,
          message: outcome.message,
          guestId: guest?.id ?? null,
          guestName: guest?.name ?? null,
          checkedInAt: checkedInAt ? checkedInAt.toISOString() : null,
        };
      },
      CONTENDED_TX,
    );
    guestCheckIn(input.eventId, result.outcome, result.guestId, caller.uid);
    return result;
  } catch (error) {
    if (!(error instanceof DomainError)) await logFailedScan(deps, caller, input, error);
    throw error;
  }
};

/** The 'error' line of the scan log; a failure to write it must not hide the original failure. */
async function logFailedScan(
  deps: DbClockDeps,
  caller: Caller,
  input: CheckInGuestInput,
  error: unknown,
): Promise<void> {
  try {
    await scansCol(deps.db, input.eventId).add({
      code: normaliseQrCode(input.code),
      outcome: 'error',
      guestId: null,
      guestName: null,
      detail: errorDetail(error).slice(0, 500),
      authorId: caller.uid,
      createdAt: deps.clock(),
    });
    guestCheckIn(input.eventId, 'error', null, caller.uid);
  } catch {
    // The caller still gets the original error.
  }
}
