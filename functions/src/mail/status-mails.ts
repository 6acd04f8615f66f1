/**
 * The customer's mail for an order's status change, written in the same transaction as the change
 * (docs/product.md#order-mails). Prepared before the transaction's writes (Firestore reads come first): it reads the
 * brand and whether this order already had this mail, then queues it at most once.
 */
import {
  koboToNaira,
  mailBrand,
  statusMail,
  statusMailId,
  statusMailKind,
  type Order,
  type OrderStatus,
  type OrderStatusMailKind,
} from '@aso/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { mailCol } from '../lib/collections';
import { siteUrl } from '../lib/config';
import { readSettings } from '../lib/settings';

export interface StatusMailDetails {
  /** The staff note of the change (only a Shipped mail shows it). */
  readonly note: string;
  /** What goes back to the customer when a paid order is cancelled, in kobo. */
  readonly refundKobo: number;
}

/** Returns the writer to call among the transaction's writes; it writes nothing when no mail is owed. */
export async function prepareStatusMail(
  tx: Transaction,
  db: Firestore,
  orderId: string,
  order: Order,
  next: OrderStatus,
): Promise<(details: StatusMailDetails) => void> {
  const kind = statusMailKind(order, next);
  if (!kind) return () => undefined;
  return prepareMailOfKind(tx, db, orderId, order, kind);
}

/**
 * The mail of one status kind, at most once per order: for a mail that waited (a cancel's, until its refund was
 * released), as well as for a change itself.
 */
export async function prepareMailOfKind(
  tx: Transaction,
  db: Firestore,
  orderId: string,
  order: Order,
  kind: OrderStatusMailKind,
): Promise<(details: StatusMailDetails) => void> {
  const next = kind;
  const ref = mailCol(db).doc(statusMailId(orderId, kind));
  const [existing, settings] = await Promise.all([tx.get(ref), readSettings(db, tx)]);
  if (existing.exists) return () => undefined;
  const brand = mailBrand(settings.branding, siteUrl());
  return ({ note, refundKobo }) => {
    tx.create(
      ref,
      statusMail(kind, { id: orderId, ...order, status: next }, brand, { note, refundNaira: koboToNaira(refundKobo) }),
    );
  };
}
