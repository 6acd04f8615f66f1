/**
 * recomputeReferralStats (admin only): rebuild every `referralStats/{CODE}` from the paid referred orders, for
 * when the figures settlement keeps in step are in doubt (a data repair, a changed reward percent). Reads the
 * referred orders once (`referralCode != null`), resolves each code's owner through `referralCodes/{CODE}`, folds
 * with the domain's rebuildReferralStats, writes every document whole and deletes documents of codes that have
 * no paid order left. A settlement landing during the rebuild may be overwritten: run it when the shop is quiet,
 * or run it again.
 */
import { rebuildReferralStats, type ReferralOwner, type ReferredOrder } from '@aso/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import type { Caller } from '../lib/callable';
import {
  customerDoc,
  getAllTyped,
  ordersCol,
  referralCodeDoc,
  referralStatsCol,
  referralStatsDoc,
} from '../lib/collections';
import { referralStatsRecomputed } from '../lib/logs';
import { readSettings } from '../lib/settings';
import type { StaffDeps } from '../lib/deps';
import type { RecomputeReferralStatsResult } from '@aso/domain/contract';

export async function handleRecomputeReferralStats(
  deps: Pick<StaffDeps, 'db'>,
  caller: Caller,
): Promise<RecomputeReferralStatsResult> {
  const { db } = deps;
  const settings = await readSettings(db);
  const snapshot = await ordersCol(db).where('referralCode', '!=', null).get();
  const orders: ReferredOrder[] = snapshot.docs.map((d) => d.data());

  const codes = [...new Set(orders.map((o) => o.referralCode).filter((c): c is string => !!c))];
  const owners = new Map<string, ReferralOwner>();
  if (codes.length > 0) {
    const indexSnaps = await getAllTyped(
      db,
      codes.map((c) => referralCodeDoc(db, c)),
    );
    const ownerOf = new Map<string, string>();
    indexSnaps.forEach((snap, i) => {
      const owner = snap.data()?.customerId;
      if (owner) ownerOf.set(codes[i]!, owner);
    });
    const customerIds = [...new Set(ownerOf.values())];
    const customers = await getAllTyped(
      db,
      customerIds.map((id) => customerDoc(db, id)),
    );
    const byId = new Map(customers.map((snap) => [snap.id, snap.data()]));
    for (const [code, customerId] of ownerOf) {
      const c = byId.get(customerId);
      owners.set(code, { customerId, name: c?.name ?? '', email: c?.email ?? '', phone: c?.phone ?? '' });
    }
  }

  const { stats, orphanOrders } = rebuildReferralStats(orders, owners, settings.referral.rewardPercent);
  const existing = await referralStatsCol(db).listDocuments();
  const stale: DocumentReference[] = existing.filter((ref) => !stats.has(ref.id));

  const writer = db.bulkWriter();
  const writes = Promise.all([
    ...[...stats].map(([code, doc]) => writer.set(referralStatsDoc(db, code), doc)),
    ...stale.map((ref) => writer.delete(ref)),
  ]);
  await writer.close();
  await writes;

  const result = { codes: stats.size, orders: orders.length, removed: stale.length, orphanOrders };
  referralStatsRecomputed(result.codes, result.orders, result.removed, result.orphanOrders, caller.uid);
  return result;
}
