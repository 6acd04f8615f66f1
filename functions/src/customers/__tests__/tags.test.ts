// Customer tags with the keys the CRM's tag filter asks for (docs/product.md#customers): changeCustomerTags writes
// both together; backfillCustomerTagKeys gives a customer tagged before the keys existed theirs, once.
import { describe, expect, it } from 'vitest';
import { db, testDeps, testId } from '../../../test/factories';
import type { Caller } from '../../lib/callable';
import { handleBackfillCustomerTagKeys, handleChangeCustomerTags } from '../tags';

const staff: Caller = { uid: 'tags-staff', email: 'chidi@aso.test', role: 'staff' };

async function walkIn(tags: string[]): Promise<string> {
  const id = testId('tagged');
  await db().doc(`customers/${id}`).set({
    userId: null,
    name: 'Ifeoma Chukwu',
    email: '',
    phone: '',
    city: 'Enugu',
    tags,
    referralCode: null,
    lifetimeValue: 0,
    orderCount: 0,
    lastOrderAt: null,
    createdAt: new Date(),
  });
  return id;
}

const stored = async (id: string) => (await db().doc(`customers/${id}`).get()).data();

describe('customer tags', () => {
  it('adds and removes tags with their keys; a quick tag typed in lower case takes its spelling', async () => {
    const id = await walkIn([]);
    await handleChangeCustomerTags(testDeps(), staff, { customerId: id, add: 'vip, Owambe crew' });
    expect(await stored(id)).toMatchObject({ tags: ['VIP', 'Owambe crew'], tagKeys: ['vip', 'owambe crew'] });
    await handleChangeCustomerTags(testDeps(), staff, { customerId: id, remove: 'OWAMBE CREW' });
    expect(await stored(id)).toMatchObject({ tags: ['VIP'], tagKeys: ['vip'] });
  });

  it('gives customers tagged before the keys existed theirs, once', async () => {
    const id = await walkIn(['Repeat', 'vip']);
    await handleBackfillCustomerTagKeys(testDeps());
    expect(await stored(id)).toMatchObject({ tags: ['Repeat', 'vip'], tagKeys: ['repeat', 'vip'] });
    // A second run leaves the record as it is: not even written again.
    const before = (await db().doc(`customers/${id}`).get()).updateTime;
    await handleBackfillCustomerTagKeys(testDeps());
    expect((await db().doc(`customers/${id}`).get()).updateTime?.isEqual(before!)).toBe(true);
  });
});
