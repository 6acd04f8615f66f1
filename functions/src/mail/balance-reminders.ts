/**
 * sendBalanceReminders (scheduled): every deposit order with a balance due whose pre-order windows have closed gets a
 * "Pay balance" mail, at most once every 3 days and 3 times (domain/src/mail/balance-reminders.ts). Each reminder is one
 * transaction: the mail (id from order + number) and a timeline event staff see, so a retried run sends none extra.
 */
import { runTransaction } from '../lib/transactions';
import {
  balanceReminderEventId,
  balanceReminderMail,
  balanceReminderMailId,
  balanceReminderNote,
  BALANCE_REMINDER_MAX,
  canPayBalance,
  depositWindowsClosed,
  mailBrand,
  nextBalanceReminder,
  timelineEntrySchema,
  orderSchema,
  preorderWindowSchema,
  productSchema,
  type PreorderWindow,
} from '@aso/domain';
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../lib/clock';
import { mailCol, orderDoc, timelineCol, ordersCol, preorderWindowDoc, productDoc, untyped } from '../lib/collections';
import { siteUrl } from '../lib/config';
import { parseDoc } from '../lib/converters';
import { balanceReminderFailed, balanceRemindersRun } from '../lib/logs';
import { readSettings } from '../lib/settings';

export interface ReminderDeps {
  readonly db: Firestore;
  readonly clock: Clock;
}

export interface ReminderReport {
  readonly candidates: number;
  /** `orderId:n` of every reminder sent by this run. */
  readonly reminded: readonly string[];
}

/** Reads documents together: a transaction inside one (the receipt), the database outside. */
export interface Reader {
  getAll(...refs: DocumentReference[]): Promise<DocumentSnapshot[]>;
}

/** Which products' pre-order windows (product id → window) the deposit lines depend on. */
export async function depositWindowsOf(
  reader: Reader,
  db: Firestore,
  items: readonly { productId: string; payMode: string }[],
): Promise<Map<string, PreorderWindow | null>> {
  const productIds = [...new Set(items.filter((i) => i.payMode === 'deposit').map((i) => i.productId))];
  const result = new Map<string, PreorderWindow | null>();
  if (productIds.length === 0) return result;
  // Untyped references (parsed below), so a transaction and the database read them alike.
  const products = await reader.getAll(...productIds.map((id) => untyped(productDoc(db, id))));
  const windowIdOf = new Map(products.map((p) => [p.id, parseDoc(productSchema, p)?.preorderWindowId ?? null]));
  const windowIds = [...new Set([...windowIdOf.values()].filter((id): id is string => id !== null))];
  const windows =
    windowIds.length > 0 ? await reader.getAll(...windowIds.map((id) => untyped(preorderWindowDoc(db, id)))) : [];
  const windowById = new Map(windows.map((w) => [w.id, parseDoc(preorderWindowSchema, w)]));
  for (const [productId, windowId] of windowIdOf)
    result.set(productId, windowId ? (windowById.get(windowId) ?? null) : null);
  return result;
}

export async function sendBalanceReminders(deps: ReminderDeps): Promise<ReminderReport> {
  const { db } = deps;
  const now = deps.clock();
  const open = (await ordersCol(db).where('paymentStatus', '==', 'deposit_paid').get()).docs
    .map((d) => ({ id: d.id, order: d.data() }))
    .filter(({ order }) => canPayBalance(order));
  const windows = await depositWindowsOf(
    db,
    db,
    open.flatMap((o) => o.order.items),
  );
  const due = open.filter(({ order }) => depositWindowsClosed(order.items, windows, now));
  const reminded: string[] = [];
  for (const { id } of due) {
    try {
      const n = await remindOnce(db, id, now);
      if (n !== null) reminded.push(`${id}:${n}`);
    } catch (error) {
      balanceReminderFailed(id, error);
    }
  }
  balanceRemindersRun(reminded.length, due.length);
  return { candidates: due.length, reminded };
}

/** One order's next reminder, if due, in one transaction; the reminder's number or null. */
async function remindOnce(db: Firestore, orderId: string, now: Date): Promise<number | null> {
  return runTransaction(db, async (tx) => {
    const orderRef = untyped(orderDoc(db, orderId));
    const eventRefs = Array.from({ length: BALANCE_REMINDER_MAX }, (_, i) =>
      timelineCol(db, orderId).doc(balanceReminderEventId(i + 1)),
    );
    const [orderSnap, ...eventSnaps] = await tx.getAll(orderRef, ...eventRefs);
    const order = parseDoc(orderSchema, orderSnap!);
    if (!order || !canPayBalance(order)) return null;
    const sentAt = eventSnaps.flatMap((s) => {
      const event = parseDoc(timelineEntrySchema, s);
      return event ? [event.createdAt] : [];
    });
    const n = nextBalanceReminder(sentAt, now);
    if (n === null) return null;
    const mailRef = mailCol(db).doc(balanceReminderMailId(orderId, n));
    const [mailSnap, settings] = await Promise.all([tx.get(mailRef), readSettings(db, tx)]);
    if (mailSnap.exists) return null;
    const brand = mailBrand(settings.branding, siteUrl());
    tx.create(mailRef, balanceReminderMail({ id: orderId, ...order }, brand, n));
    tx.create(eventRefs[n - 1]!, {
      status: order.status,
      note: balanceReminderNote(n, order.email),
      authorId: null,
      createdAt: now,
    });
    return n;
  });
}
