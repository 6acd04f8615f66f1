/**
 * sendCartReminders (scheduled, docs/product.md#cart-reminders): a signed-in customer who said yes to mails and left
 * a cart (or an unpaid checkout, which keeps the cart) gets one reminder after the owner's delay, never at night in
 * Lagos (domain/cartReminders.ts). Each reminder is one transaction: the mail (id from the customer and the Lagos
 * day), the customer's `cartReminders/{uid}` and the day's count, so a retried or concurrent run sends none extra.
 * The same run marks the reminders an order has recovered since, for the dashboard.
 */
import { runTransaction } from '../lib/transactions';
import {
  CART_REMINDER_STALE_DAYS,
  RECOVERY_WINDOW_DAYS,
  cartReminderMail,
  cartReminderMailId,
  clampReminderDelayHours,
  isQuietHour,
  isRecovered,
  isRevenueEligible,
  lagosDayKey,
  mailBrand,
  reminderLines,
  reminderVerdict,
  productSchema,
  type Order,
} from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Clock } from '../lib/clock';
import {
  cartDoc,
  cartReminderDoc,
  cartRemindersCol,
  cartsCol,
  dataOf,
  mailCol,
  ordersCol,
  productDoc,
  profileDoc,
  readNamed,
  statsDoc,
  untyped,
} from '../lib/collections';
import { siteUrl } from '../lib/config';
import { parseDoc } from '../lib/converters';
import { cartReminderFailed, cartRemindersRun } from '../lib/logs';
import { unsubscribeSigner } from '../lib/mail-links';
import { readSettings } from '../lib/settings';
import { nestedIncrements } from '../orders/stats-increments';

export interface CartReminderDeps {
  readonly db: Firestore;
  readonly clock: Clock;
}

export interface CartReminderReport {
  /** Carts left longer than the delay (and not stale) this run looked at; 0 in quiet hours. */
  readonly candidates: number;
  /** Uids reminded by this run. */
  readonly reminded: readonly string[];
  /** Uids whose reminder an order recovered, marked by this run. */
  readonly recovered: readonly string[];
  readonly quietHours: boolean;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function sendCartReminders(deps: CartReminderDeps): Promise<CartReminderReport> {
  const { db } = deps;
  const now = deps.clock();
  const recovered = await markRecoveries(db, now);
  if (isQuietHour(now)) {
    cartRemindersRun(0, 0, recovered.length);
    return { candidates: 0, reminded: [], recovered, quietHours: true };
  }
  const settings = await readSettings(db);
  const delayHours = clampReminderDelayHours(settings.reminders.cartDelayHours);
  const left = await cartsCol(db)
    .where('updatedAt', '<=', new Date(now.getTime() - delayHours * HOUR))
    .where('updatedAt', '>=', new Date(now.getTime() - CART_REMINDER_STALE_DAYS * DAY))
    .get();
  const candidates = left.docs.filter((d) => d.data().lines.length > 0).map((d) => d.id);
  const send = candidates.length > 0 ? await unsubscribeSigner(db) : null;
  const brand = mailBrand(settings.branding, siteUrl());
  const reminded: string[] = [];
  for (const uid of candidates) {
    try {
      if (await remindOnce(db, uid, { now, delayHours, brand, token: send! })) reminded.push(uid);
    } catch (error) {
      cartReminderFailed(uid, error);
    }
  }
  cartRemindersRun(reminded.length, candidates.length, recovered.length);
  return { candidates: candidates.length, reminded, recovered, quietHours: false };
}

/** The customer's orders created at or after `since`, newest first (the `userId, createdAt desc` index). */
async function ordersSince(db: Firestore, uid: string, since: Date, tx?: Transaction): Promise<Order[]> {
  const query = ordersCol(db).where('userId', '==', uid).where('createdAt', '>=', since).orderBy('createdAt', 'desc');
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs.map((d) => d.data());
}

interface RunContext {
  readonly now: Date;
  readonly delayHours: number;
  readonly brand: ReturnType<typeof mailBrand>;
  readonly token: (uid: string) => string;
}

/** One customer's reminder, if due, in one transaction; true when it was queued. */
async function remindOnce(db: Firestore, uid: string, run: RunContext): Promise<boolean> {
  const { now } = run;
  const mailRef = mailCol(db).doc(cartReminderMailId(uid, now));
  return runTransaction(db, async (tx) => {
    const docs = await readNamed(tx, {
      cart: cartDoc(db, uid),
      profile: profileDoc(db, uid),
      state: cartReminderDoc(db, uid),
      mail: mailRef,
    });
    const cart = dataOf(docs.cart);
    const profile = dataOf(docs.profile);
    const state = dataOf(docs.state);
    if (!cart || !profile || docs.mail.exists || profile.email === '') return false;
    const since = await ordersSince(db, uid, cart.updatedAt, tx);
    const lastOrder = since.find(isRevenueEligible);
    const verdict = reminderVerdict({
      cart: { itemCount: cart.lines.length, updatedAt: cart.updatedAt, remindedAt: state?.remindedAt },
      optedIn: profile.emailOptIn,
      lastOrderAt: lastOrder?.createdAt,
      delayHours: run.delayHours,
      now,
    });
    if (!verdict.send) return false;

    const productIds = [...new Set(cart.lines.map((l) => l.productId))];
    const products = await tx.getAll(...productIds.map((id) => untyped(productDoc(db, id))));
    const byId = new Map(products.map((p) => [p.id, parseDoc(productSchema, p)]));
    const checkoutStarted = since.some((o) => !isRevenueEligible(o));
    tx.create(
      mailRef,
      cartReminderMail(
        {
          to: profile.email,
          name: profile.name,
          lines: reminderLines(cart.lines, (id) => byId.get(id) ?? null),
          checkoutStarted,
          unsubscribeToken: run.token(uid),
        },
        run.brand,
      ),
    );
    tx.set(cartReminderDoc(db, uid), {
      remindedAt: now,
      cartUpdatedAt: cart.updatedAt,
      mailId: mailRef.id,
      checkoutStarted,
      recoveredAt: null,
      recoveredOrderId: null,
    });
    tx.set(untyped(statsDoc(db, lagosDayKey(now))), nestedIncrements([{ path: ['cartReminders', 'sent'], value: 1 }]), {
      merge: true,
    });
    return true;
  });
}

/**
 * Reminders of the last 7 days not yet recovered: the first paid order the customer placed after the reminder, within
 * the window, recovers it (counted on that order's Lagos day). A transaction per reminder, so a retry counts it once.
 */
async function markRecoveries(db: Firestore, now: Date): Promise<string[]> {
  const open = await cartRemindersCol(db)
    .where('remindedAt', '>=', new Date(now.getTime() - RECOVERY_WINDOW_DAYS * DAY))
    .get();
  const marked: string[] = [];
  for (const doc of open.docs.filter((d) => d.data().recoveredAt === null)) {
    const uid = doc.id;
    try {
      const done = await runTransaction(db, async (tx) => {
        const state = dataOf(await tx.get(cartReminderDoc(db, uid)));
        if (state?.recoveredAt !== null) return false;
        const snap = await tx.get(
          ordersCol(db)
            .where('userId', '==', uid)
            .where('createdAt', '>=', state.remindedAt)
            .orderBy('createdAt', 'desc'),
        );
        const order = snap.docs
          .filter((d) => isRevenueEligible(d.data()) && isRecovered(state.remindedAt, d.data().createdAt))
          .at(-1);
        if (!order) return false;
        tx.update(cartReminderDoc(db, uid), { recoveredAt: order.data().createdAt, recoveredOrderId: order.id });
        tx.set(
          untyped(statsDoc(db, lagosDayKey(order.data().createdAt))),
          nestedIncrements([{ path: ['cartReminders', 'recovered'], value: 1 }]),
          { merge: true },
        );
        return true;
      });
      if (done) marked.push(uid);
    } catch (error) {
      cartReminderFailed(uid, error);
    }
  }
  return marked;
}
