/**
 * A discount code's uses under a rush (docs/design.md#a-code-used-up-cleanly), the way stock is held for unpaid
 * checkouts: a code with a limit gives the checkout one of its use slots (use-slots.ts) before its transaction; the
 * transaction records the use on the order (`codeUse.state: 'held'`, with its slot) and counts it (`held` + 1 on the
 * promotion and on the buyer's `promotionRedemptions` record, as blind increments: nothing reads them in a
 * transaction, so a rush never queues on them); the checkout's payment spends it (`held` − 1, `uses` + 1, 'used', the
 * slot marked used); a checkout that closes unpaid — expired, cancelled, replaced, flagged or cancelled by staff —
 * gives it back (`held` − 1, 'released', its slot deleted). The order's own `codeUse.state`, read in each of those
 * transactions, makes every step happen once.
 */
import { type CodeUse, type Order } from '@aso/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { promotionDoc, promotionRedemptionDoc, untyped, useSlotDoc } from '../lib/collections';

/** How the counters of one promotion (and its buyer's record) move in one transaction. */
export interface UseMove {
  readonly promotionId: string;
  readonly uid: string;
  readonly held: number;
  readonly uses: number;
}

/**
 * Writes each promotion's moves as one increment per document (several checkouts of one buyer may move the same
 * counters in one transaction: a replaced checkout's use given back, the new one's taken).
 */
export function writeUseMoves(tx: Transaction, db: Firestore, moves: readonly UseMove[], now: Date): void {
  const byPromotion = new Map<string, { held: number; uses: number }>();
  const byBuyer = new Map<string, UseMove>();
  for (const m of moves) {
    const p = byPromotion.get(m.promotionId) ?? { held: 0, uses: 0 };
    byPromotion.set(m.promotionId, { held: p.held + m.held, uses: p.uses + m.uses });
    const key = `${m.promotionId}_${m.uid}`;
    const b = byBuyer.get(key);
    byBuyer.set(key, { ...m, held: (b?.held ?? 0) + m.held, uses: (b?.uses ?? 0) + m.uses });
  }
  for (const [promotionId, { held, uses }] of byPromotion) {
    if (held === 0 && uses === 0) continue;
    tx.update(untyped(promotionDoc(db, promotionId)), {
      ...(held !== 0 ? { held: FieldValue.increment(held) } : {}),
      ...(uses !== 0 ? { uses: FieldValue.increment(uses) } : {}),
    });
  }
  for (const m of byBuyer.values()) {
    if (m.held === 0 && m.uses === 0) continue;
    tx.set(
      untyped(promotionRedemptionDoc(db, m.promotionId, m.uid)),
      {
        promotionId: m.promotionId,
        uid: m.uid,
        held: FieldValue.increment(m.held),
        uses: FieldValue.increment(m.uses),
        updatedAt: now,
      },
      { merge: true },
    );
  }
}

/** What giving a use back or spending it changes: the counters, the order's codeUse, the slot concerned (if any). */
export interface UseChange {
  readonly move: UseMove;
  readonly codeUse: CodeUse;
  /** The use slot to give back (release) or mark used (spend); null for a code without a limit. */
  readonly slot: number | null;
}

/** The change that gives an unpaid checkout's held use back; null when it holds none. */
export function releaseOf(order: Pick<Order, 'codeUse' | 'userId'>): UseChange | null {
  const use = order.codeUse;
  if (use?.state !== 'held') return null;
  return {
    move: { promotionId: use.promotionId, uid: order.userId, held: -1, uses: 0 },
    codeUse: { ...use, state: 'released' },
    slot: use.slot ?? null,
  };
}

/**
 * The change that spends an order's use at its first payment: a held use is spent (its slot marked used); one given
 * back when its checkout lapsed is counted again without a slot (money that landed late is honoured at the price the
 * shop offered, even past the code's limit: docs/product.md#promotions). Null when the order used no code or already
 * spent it.
 */
export function spendOf(order: Pick<Order, 'codeUse' | 'userId'>): UseChange | null {
  const use = order.codeUse;
  if (!use || use.state === 'used') return null;
  return {
    move: { promotionId: use.promotionId, uid: order.userId, held: use.state === 'held' ? -1 : 0, uses: 1 },
    codeUse: { ...use, state: 'used' },
    slot: use.state === 'held' ? (use.slot ?? null) : null,
  };
}

/** Deletes a given-back use's slot, so another buyer may take it. */
export function freeSlot(tx: Transaction, db: Firestore, promotionId: string, slot: number | null): void {
  if (slot !== null) tx.delete(useSlotDoc(db, promotionId, slot));
}

/** Inside settlement's transaction: the order's use is spent (counters, and its slot marked used). */
export function spendCodeUse(tx: Transaction, db: Firestore, spent: UseChange, now: Date): void {
  writeUseMoves(tx, db, [spent.move], now);
  if (spent.slot !== null) tx.update(useSlotDoc(db, spent.move.promotionId, spent.slot), { state: 'used', at: now });
}

/** Inside a transaction that closes an unpaid checkout: gives its use back; the order patch to merge in. */
export function releaseCodeUse(
  tx: Transaction,
  db: Firestore,
  order: Pick<Order, 'codeUse' | 'userId'>,
  now: Date,
): { codeUse?: CodeUse } {
  const released = releaseOf(order);
  if (!released) return {};
  writeUseMoves(tx, db, [released.move], now);
  freeSlot(tx, db, released.move.promotionId, released.slot);
  return { codeUse: released.codeUse };
}
