/**
 * importGuests (staff): a parsed guest list (the browser reads the CSV with papaparse and generates missing codes)
 * written all or nothing. The schema refuses bad rows and codes repeated in the list; the transaction refuses codes
 * the event's guests already have, then creates every guest in the same commit, so a failed import leaves no guest
 * behind and two imports at once cannot hand out one code twice.
 */
import { DomainError, GUEST_DUPLICATE_QR, NOT_FOUND, invalidData, type ImportGuestsInput } from '@aso/domain';
import { runTransaction } from '../lib/transactions';
import type { Caller } from '../lib/callable';
import { eventDoc, guestsCol as guestsOf } from '../lib/collections';
import { guestsImported } from '../lib/logs';
import type { StaffDeps } from '../lib/deps';
import type { ImportGuestsResult } from '@aso/domain/contract';

export async function handleImportGuests(
  deps: Pick<StaffDeps, 'db'>,
  caller: Caller,
  input: ImportGuestsInput,
): Promise<ImportGuestsResult> {
  const { db } = deps;
  const eventRef = eventDoc(db, input.eventId);
  const guestsCol = guestsOf(db, input.eventId);
  await runTransaction(db, async (tx) => {
    const [eventSnap, existing] = await Promise.all([tx.get(eventRef), tx.get(guestsCol)]);
    if (!eventSnap.exists) throw new DomainError('not_found', 'not-found', NOT_FOUND);
    const taken = new Set(existing.docs.map((d) => d.data().qrCode));
    const fields: Record<string, string> = {};
    input.guests.forEach((g, i) => {
      if (taken.has(g.qrCode)) fields[`guests.${i}.qrCode`] = GUEST_DUPLICATE_QR;
    });
    if (Object.keys(fields).length > 0) throw invalidData(GUEST_DUPLICATE_QR, fields);
    for (const g of input.guests) {
      tx.create(guestsCol.doc(), {
        name: g.name,
        email: g.email,
        phone: g.phone,
        qrCode: g.qrCode,
        checkedIn: false,
        checkedInAt: null,
      });
    }
  });
  guestsImported(input.eventId, input.guests.length, caller.uid);
  return { eventId: input.eventId, imported: input.guests.length };
}
