/**
 * backfillCustomerNames (admin, one-off and safe to repeat): account holders registered before the name reached the
 * CRM have `customers/{uid}.name == ''` while their profile has one. This copies the profile's name into every such
 * record; a name staff already typed is never overwritten.
 */
import { customersCol, profileDoc } from '../lib/collections';
import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../lib/clock';

export interface BackfillDeps {
  readonly db: Firestore;
  readonly clock: Clock;
}

const PAGE = 300;

export async function handleBackfillCustomerNames(deps: BackfillDeps): Promise<{ updated: number }> {
  const { db } = deps;
  let updated = 0;
  let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = customersCol(db).where('name', '==', '').orderBy('__name__').limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    if (page.empty) break;
    last = page.docs[page.docs.length - 1];
    const owned = page.docs.filter((d) => typeof d.get('userId') === 'string' && d.get('userId') !== '');
    const profiles =
      owned.length > 0 ? await db.getAll(...owned.map((d) => profileDoc(db, d.get('userId') as string))) : [];
    const batch = db.batch();
    let writes = 0;
    owned.forEach((customer, i) => {
      const name = String(profiles[i]?.get('name') ?? '')
        .trim()
        .slice(0, 100);
      if (!name) return;
      // Only while still blank: a concurrent staff edit wins.
      batch.update(customer.ref, { name, updatedAt: deps.clock() }, { lastUpdateTime: customer.updateTime });
      writes += 1;
    });
    if (writes > 0) await batch.commit();
    updated += writes;
    if (page.size < PAGE) break;
  }
  return { updated };
}
