/**
 * Customer tags (docs/product.md#customers): changeCustomerTags (staff) adds tags as typed or removes one, in a
 * transaction that reads the current tags first (two people tagging one customer at once do not undo each other), and
 * writes the tags with their keys (lower case), which the CRM's tag filter asks for: 'vip' is found under VIP, and any
 * tag is found in any case. backfillCustomerTagKeys (admin, one-off and safe to repeat) gives customers tagged before
 * the keys existed theirs.
 */
import { DomainError, NOT_FOUND, addTags, removeTag, tagKeysOf } from '@aso/domain';
import { runTransaction } from '../lib/transactions';
import type { CallableInput, ChangeCustomerTagsResult } from '@aso/domain/contract';
import type { Caller } from '../lib/callable';
import { customerDoc, customersCol } from '../lib/collections';
import type { DbClockDeps } from '../lib/deps';

export async function handleChangeCustomerTags(
  deps: DbClockDeps,
  _caller: Caller,
  input: CallableInput<'changeCustomerTags'>,
): Promise<ChangeCustomerTagsResult> {
  const { db } = deps;
  const ref = customerDoc(db, input.customerId);
  const tags = await runTransaction(db, async (tx) => {
    const customer = (await tx.get(ref)).data();
    if (!customer) throw new DomainError('not_found', 'not-found', NOT_FOUND);
    const next = 'add' in input ? addTags(customer.tags, input.add) : removeTag(customer.tags, input.remove);
    tx.update(ref, { tags: next, tagKeys: tagKeysOf(next), updatedAt: deps.clock() });
    return next;
  });
  return { customerId: input.customerId, tags };
}

const PAGE = 300;

export async function handleBackfillCustomerTagKeys(deps: DbClockDeps): Promise<{ updated: number }> {
  const { db } = deps;
  let updated = 0;
  let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = customersCol(db).orderBy('__name__').limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    if (page.empty) break;
    last = page.docs[page.docs.length - 1];
    const batch = db.batch();
    let writes = 0;
    for (const doc of page.docs) {
      const { tags, tagKeys = [] } = doc.data();
      const keys = tagKeysOf(tags);
      if (keys.length === tagKeys.length && keys.every((k, i) => tagKeys[i] === k)) continue;
      // Only as read: a tag changed meanwhile has written its own keys.
      batch.update(doc.ref, { tagKeys: keys }, { lastUpdateTime: doc.updateTime });
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    updated += writes;
    if (page.size < PAGE) break;
  }
  return { updated };
}
