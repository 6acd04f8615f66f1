/**
 * recomputeReferralStats (admin only): rebuild every `referralStats/{CODE}` from the paid referred orders, for
 * when the figures settlement keeps in step are in doubt (a data repair, a changed reward percent). Reads the
 * referred orders once (`referralCode != null`), resolves each code's owner through `referralCodes/{CODE}`, folds
 * with the domain's rebuildReferralStats, writes every document whole and deletes documents of codes that have
 * no paid order left. A settlement landing during the rebuild may be overwritten: run it when the shop is quiet,
 * or run it again.
 */
import {
  customerSchema,
  orderSchema,
  rebuildReferralStats,
  referralCodeDocSchema,
  type ReferralOwner,
  type ReferredOrder,
} from '@aso/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import type { Caller } from '../lib/callable';
import { parseData, parseDoc } from '../lib/converters';
import { referralStatsRecomputed } from '../lib/logs';
import { readSettings } from '../lib/settings';
import type { StaffDeps } from './deps';
import type { RecomputeReferralStatsResult } from '@aso/domain/contract';

const referredOrderSchema = orderSchema.pick({
  referralCode: true,
  status: true,
  paymentStatus: true,
  amountPaid: true,
  discount: true,
  createdAt: true,
  paidAt: true,
});

export async function handleRecomputeReferralStats(
  deps: Pick<StaffDeps, 'db'>,
  caller: Caller,
): Promise<RecomputeReferralStatsResult> {
  const { db } = deps;
  const settings = await readSettings(db);
  const snapshot = await db.collection('orders').where('referralCode', '!=', null).get();
  const orders: ReferredOrder[] = snapshot.docs.map((d) => parseData(referredOrderSchema, d.ref.path, d.data()));

  const codes = [...new Set(orders.map((o) => o.referralCode).filter((c): c is string => !!c))];
  const owners = new Map<string, ReferralOwner>();
  if (codes.length > 0) {
    const indexSnaps = await db.getAll(...codes.map((c) => db.doc(`referralCodes/${c}`)));
    const ownerOf = new Map<string, string>();
    indexSnaps.forEach((snap, i) => {
      const owner = parseDoc(referralCodeDocSchema, snap)?.customerId;
      if (owner) ownerOf.set(codes[i]!, owner);
    });
    const customerIds = [...new Set(ownerOf.values())];
    const customers =
      customerIds.length > 0 ? await db.getAll(...customerIds.map((id) => db.doc(`customers/${id}`))) : [];
    const byId = new Map(customers.map((snap) => [snap.id, parseDoc(customerSchema, snap)]));
    for (const [code, customerId] of ownerOf) {
      const c = byId.get(customerId);
      owners.set(code, { customerId, name: c?.name ?? '', email: c?.email ?? '', phone: c?.phone ?? '' });
    }
  }

  const { stats, orphanOrders } = rebuildReferralStats(orders, owners, settings.referral.rewardPercent);
  const existing = await db.collection('referralStats').listDocuments();
  const stale: DocumentReference[] = existing.filter((ref) => !stats.has(ref.id));

  const writer = db.bulkWriter();
  const writes = Promise.all([
    ...[...stats].map(([code, doc]) => writer.set(db.doc(`referralStats/${code}`), doc)),
    ...stale.map((ref) => writer.delete(ref)),
  ]);
  await writer.close();
  await writes;

  const result = { codes: stats.size, orders: orders.length, removed: stale.length, orphanOrders };
  referralStatsRecomputed(result.codes, result.orders, result.removed, result.orphanOrders, caller.uid);
  return result;
}
