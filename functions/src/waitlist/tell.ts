/**
 * The waitlist's one engine (docs/product.md#waitlist): tell everyone waiting for something, once each, however
 * often it runs. Each trigger (when-stock-returns.ts, when-window-opens.ts) decides, inside one transaction per
 * round, whom its list tells; here every told request is marked and its mail queued under a fixed `mail/{id}` in
 * that same transaction, so a retried or concurrent run finds it no longer waiting and mails nobody twice. A
 * subject (a stock return, a piece) is told round after round until its trigger says it is done; a failure is
 * logged and left to the next run of the schedule.
 */
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type { QueuedMail } from '@aso/domain';
import { mailCol } from '../lib/collections';
import { waitlistFailed, waitlistTold } from '../lib/logs';

/** Requests told per transaction: two writes each (the request and its mail), under Firestore's 500. */
export const TELL_PER_TRANSACTION = 200;

/** The two lists, as logs name them. */
export type WaitlistTrigger = 'stock-return' | 'window-open';

export interface Round {
  /** Customers mailed this round. */
  readonly told: number;
  /** Requests closed without mail (a pre-order piece archived). */
  readonly closed: number;
  /** Another round is needed (this one was full). */
  readonly more: boolean;
}

export interface Tally {
  readonly told: number;
  readonly closed: number;
}

/** Mark one request told and queue its mail, in the caller's transaction: the pair that makes telling idempotent. */
export function tellOne(
  tx: Transaction,
  db: Firestore,
  request: DocumentReference,
  mail: { readonly id: string; readonly body: QueuedMail },
  now: Date,
): void {
  tx.update(request, { notifiedAt: now });
  tx.create(mailCol(db).doc(mail.id), mail.body);
}

/** Each subject round after round until done; one subject's failure is logged and does not stop the others. */
export async function tellRoundByRound(
  trigger: WaitlistTrigger,
  subjects: readonly string[],
  round: (subject: string) => Promise<Round>,
): Promise<Tally> {
  let told = 0;
  let closed = 0;
  for (const subject of subjects) {
    try {
      for (;;) {
        const r = await round(subject);
        told += r.told;
        closed += r.closed;
        if (r.told + r.closed > 0) waitlistTold(trigger, subject, r.told, r.closed);
        if (!r.more) break;
      }
    } catch (error) {
      waitlistFailed(trigger, subject, error);
    }
  }
  return { told, closed };
}
