/**
 * The limited uses of a discount code under a rush (docs/design.md#a-code-used-up-cleanly). A code with a limit of N
 * uses has N use slots, `promotions/{id}/useSlots/{k}` for k < N, and a checkout takes one before its transaction by
 * creating that slot's document. Firestore creates a document once, so two checkouts never hold the same use, and a
 * create waits on nobody's lock: a counter read and written in every checkout's transaction made a rush of buyers
 * deadlock on its document until Firestore's lock timeouts aborted them. The checkout's transaction then writes the
 * order with its slot; a checkout that is refused or fails gives the slot back at once, and one whose function died
 * in between is swept after half an hour. A slot lives while its use is held (an unpaid checkout) or used (paid):
 * every path that closes an unpaid checkout deletes it (code-uses.ts), settlement marks it used.
 */
import { runTransaction } from '../lib/transactions';
import {
  DomainError,
  codeHeldUp,
  codeUsedUp,
  promotionLimitStep,
  promotionUsesBelowTaken,
  type UseSlot,
} from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { orderDoc, promotionsCol, readNamed, untyped, useSlotDoc, useSlotsCol } from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';
import { useSlotsSwept } from '../lib/logs';

const ALREADY_EXISTS = 6;
/** Random picks before listing the slots: while a code has room, one is nearly always free. */
const RANDOM_PICKS = 3;
/** Listings before giving up (each one's pick is lost only to a buyer who took that very slot meanwhile). */
const LISTINGS = 50;
/** A held slot older than this whose checkout does not hold it was orphaned by a function that died. */
const ORPHAN_AFTER_MS = 35 * 60_000;

type SlotDeps = DbClockDeps & { readonly random: () => number };

async function tryCreate(db: Firestore, promotionId: string, slot: UseSlot): Promise<boolean> {
  try {
    await useSlotDoc(db, promotionId, slot.k).create(slot);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

const pick = (random: () => number, n: number): number => Math.floor(random() * n) % n;

/**
 * Takes one of the code's `maxUses` slots for the checkout `orderId` of `uid` and returns its number; refuses in the
 * code box's words when none is free: used up when every use is paid, else held by checkouts awaiting payment.
 */
export async function claimUseSlot(
  deps: SlotDeps,
  code: { readonly promotionId: string; readonly code: string; readonly maxUses: number },
  owner: { readonly orderId: string; readonly uid: string },
): Promise<number> {
  const { db } = deps;
  const slot = (k: number): UseSlot => ({ k, orderId: owner.orderId, uid: owner.uid, state: 'held', at: deps.clock() });
  for (let i = 0; i < RANDOM_PICKS; i += 1) {
    const k = pick(deps.random, code.maxUses);
    if (await tryCreate(db, code.promotionId, slot(k))) return k;
  }
  for (let i = 0; i < LISTINGS; i += 1) {
    const snap = await useSlotsCol(db, code.promotionId).select('state').get();
    const taken = new Set(snap.docs.map((d) => Number(d.id)));
    const free: number[] = [];
    for (let k = 0; k < code.maxUses; k += 1) if (!taken.has(k)) free.push(k);
    if (free.length === 0) {
      const held = snap.docs.some((d) => d.get('state') === 'held');
      const message = held ? codeHeldUp(code.code) : codeUsedUp(code.code);
      throw new DomainError('invalid_data', held ? 'promotion/held-up' : 'promotion/used-up', message, {
        discountCode: message,
      });
    }
    const k = free[pick(deps.random, free.length)]!;
    if (await tryCreate(db, code.promotionId, slot(k))) return k;
  }
  throw new Error(`No use slot of promotion ${code.promotionId} was free to take after ${LISTINGS} listings`);
}

/**
 * Gives back a slot whose checkout was never written (refused, or its transaction failed). Its order is read first:
 * a checkout whose transaction went through though its answer was lost keeps the slot.
 */
export async function releaseUnwrittenSlot(
  db: Firestore,
  promotionId: string,
  k: number,
  orderId: string,
): Promise<void> {
  await runTransaction(db, async (tx) => {
    const { order, slot } = await readNamed(tx, {
      order: orderDoc(db, orderId),
      slot: useSlotDoc(db, promotionId, k),
    });
    if (order.exists || slot.data()?.orderId !== orderId) return;
    tx.delete(useSlotDoc(db, promotionId, k));
  });
}

/**
 * Deletes the held slots older than half an hour that no checkout holds (taken by a function that died before its
 * checkout was written or its slot given back). Run with the expiry of unpaid checkouts; returns how many.
 */
export async function sweepOrphanSlots(deps: DbClockDeps): Promise<number> {
  const { db } = deps;
  const before = new Date(deps.clock().getTime() - ORPHAN_AFTER_MS);
  const codes = await promotionsCol(db).where('kind', '==', 'code').select().get();
  let swept = 0;
  for (const code of codes.docs) {
    const stale = await useSlotsCol(db, code.id).where('at', '<', before).get();
    for (const doc of stale.docs) {
      const slot = doc.data();
      if (slot.state !== 'held') continue;
      const freed = await runTransaction(db, async (tx) => {
        const { current, order } = await readNamed(tx, {
          current: useSlotDoc(db, code.id, slot.k),
          order: slot.orderId ? orderDoc(db, slot.orderId) : null,
        });
        const stored = current.data();
        const use = order?.data()?.codeUse;
        const holds = use?.promotionId === code.id && use.slot === slot.k && use.state !== 'released';
        if (stored?.state !== 'held' || stored.orderId !== slot.orderId || holds) return false;
        tx.delete(useSlotDoc(db, code.id, slot.k));
        return true;
      });
      if (freed) swept += 1;
    }
  }
  if (swept > 0) useSlotsSwept(swept);
  return swept;
}

/** Most uses one save may move below a lowered limit (each move is up to three writes of a transaction's 500). */
const MOVES_MAX = 150;

/** A use moving to a slot below a lowered limit: its slot as it is, where it goes, and whether its order is written. */
export interface SlotMove {
  readonly from: UseSlot;
  readonly to: number;
  /**
   * False while the checkout that took the slot is still on its way (its transaction not yet committed): that order
   * will name the old slot, so the moved one is swept as an orphan later and the old number is only freed then.
   */
  readonly orderWritten: boolean;
}

/**
 * Inside savePromotion's transaction, when a code's limit is lowered to `maxUses`: every taken slot at or above it gets
 * a free slot below it. Refused in words beside the limit when more are taken than it allows, or too many would move.
 */
export async function slotMovesBelow(
  tx: Transaction,
  db: Firestore,
  promotionId: string,
  maxUses: number,
): Promise<SlotMove[]> {
  const slots = (await tx.get(useSlotsCol(db, promotionId))).docs.map((d) => d.data());
  const refuse = (message: string) => new DomainError('invalid_data', 'input/invalid', message, { maxUses: message });
  if (slots.length > maxUses) {
    const held = slots.filter((s) => s.state === 'held').length;
    throw refuse(promotionUsesBelowTaken(slots.length, held));
  }
  const above = slots.filter((s) => s.k >= maxUses);
  if (above.length > MOVES_MAX) throw refuse(promotionLimitStep(MOVES_MAX));
  const taken = new Set(slots.map((s) => s.k));
  const free: number[] = [];
  for (let k = 0; k < maxUses && free.length < above.length; k += 1) if (!taken.has(k)) free.push(k);
  const heldOrders = above.flatMap((s) => (s.state === 'held' && s.orderId ? [s.orderId] : []));
  const orders = heldOrders.length > 0 ? await tx.getAll(...heldOrders.map((o) => orderDoc(db, o))) : [];
  const written = new Set(orders.filter((o) => o.exists).map((o) => o.id));
  return above.map((from, i) => ({
    from,
    to: free[i]!,
    orderWritten: from.orderId !== null && written.has(from.orderId),
  }));
}

/** Writes the moves: the slot at its new place, the old one gone, a held use's checkout pointing at the new one. */
export function writeSlotMoves(
  tx: Transaction,
  db: Firestore,
  promotionId: string,
  moves: readonly SlotMove[],
  now: Date,
): void {
  for (const { from, to, orderWritten } of moves) {
    tx.delete(useSlotDoc(db, promotionId, from.k));
    tx.set(useSlotDoc(db, promotionId, to), { ...from, k: to, at: from.state === 'held' ? from.at : now });
    // The checkout holding it gives back (or spends) the slot it names: it names the new one. A paid use's order
    // keeps the number it was paid with (nothing reads it again).
    if (from.state === 'held' && from.orderId && orderWritten)
      tx.update(untyped(orderDoc(db, from.orderId)), { 'codeUse.slot': to, updatedAt: now });
  }
}
