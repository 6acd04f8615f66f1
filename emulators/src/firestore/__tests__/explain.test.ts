import { AggregateField } from 'firebase-admin/firestore';
import type { Firestore, Query } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndexUsage } from '../query/index-usage';
import type { Harness } from './harness';
import { compositeIndex, itStandIn, objectContaining, rest, startHarness } from './harness';

let h: Harness;
let db: Firestore;

beforeAll(async () => {
  h = await startHarness();
  db = h.admin();
  const batch = db.batch();
  const orders: Record<string, Record<string, unknown>> = {
    o1: { status: 'paid', createdAt: 3, total: 100, tags: ['gift'] },
    o2: { status: 'paid', createdAt: 1, total: 250 },
    o3: { status: 'new', createdAt: 2, total: 80 },
  };
  for (const [id, data] of Object.entries(orders)) batch.set(db.doc(`orders/${id}`), data);
  await batch.commit();
});

afterAll(async () => {
  await h.stop();
});

const planOf = async (q: Query): Promise<unknown> => (await q.explain()).metrics.planSummary.indexesUsed;
const collection = (properties: string): unknown => ({ query_scope: 'Collection', properties });

describe('explain() (firebase-admin)', () => {
  it('plans without running: the index each query is served from, no results', async () => {
    const orders = db.collection('orders');
    const plain = await orders.explain();
    expect(plain.snapshot).toBeNull();
    expect(plain.metrics.executionStats).toBeNull();
    expect(plain.metrics.planSummary.indexesUsed).toEqual([collection('(__name__ ASC)')]);
    expect(await planOf(orders.where('total', '>', 90))).toEqual([collection('(total ASC, __name__ ASC)')]);
    expect(await planOf(orders.orderBy('createdAt', 'desc'))).toEqual([collection('(createdAt DESC, __name__ DESC)')]);
    expect(await planOf(orders.where('status', '==', 'paid').where('total', '==', 100))).toEqual([
      collection('(status ASC, __name__ ASC)'),
      collection('(total ASC, __name__ ASC)'),
    ]);
    expect(await planOf(orders.where('tags', 'array-contains', 'gift'))).toEqual([
      collection('(tags CONTAINS, __name__ ASC)'),
    ]);
    expect(await planOf(db.collectionGroup('orders').where('status', '==', 'paid'))).toEqual([
      { query_scope: 'Collection group', properties: '(status ASC, __name__ ASC)' },
    ]);
  });

  itStandIn('names the composite index the stand-in records as needed for the query', async () => {
    const usagePath = `/emulator/v1/projects/${h.projectId}:indexUsage`;
    await rest(h.baseUrl, 'DELETE', usagePath);
    const q = db.collection('orders').where('status', '==', 'paid').orderBy('createdAt', 'desc');
    expect(await planOf(q)).toEqual([collection('(status ASC, createdAt DESC, __name__ DESC)')]);
    const usage = (await rest(h.baseUrl, 'GET', usagePath)).body as IndexUsage;
    expect(usage.indexes).toEqual([compositeIndex('orders', 'status ASC', 'createdAt DESC')]);
  });

  it('with analyze: the results and execution statistics', async () => {
    const q = db.collection('orders').where('status', '==', 'paid').orderBy('createdAt', 'desc');
    const { metrics, snapshot } = await q.explain({ analyze: true });
    expect(snapshot?.docs.map((d) => d.id)).toEqual(['o1', 'o2']);
    expect(metrics.planSummary.indexesUsed).toEqual([collection('(status ASC, createdAt DESC, __name__ DESC)')]);
    const stats = metrics.executionStats!;
    expect(stats.resultsReturned).toBe(2);
    expect(stats.readOperations).toBe(2);
    expect(stats.executionDuration.seconds).toBe(0);
    expect(stats.executionDuration.nanoseconds).toBeGreaterThan(0);
    expect(stats.debugStats).toMatchObject({ documents_scanned: '2', billing_details: { documents_billable: '2' } });
    // An empty result still costs one read.
    const none = await db.collection('orders').where('status', '==', 'lost').explain({ analyze: true });
    expect(none.snapshot?.size).toBe(0);
    expect(none.metrics.executionStats?.readOperations).toBe(1);
  });

  it('aggregations explain too: one result, reads per 1,000 index entries', async () => {
    const agg = db.collection('orders').aggregate({ n: AggregateField.count(), t: AggregateField.sum('total') });
    const planned = await agg.explain();
    expect(planned.snapshot).toBeNull();
    expect(planned.metrics.planSummary.indexesUsed).toEqual([collection('(total ASC, __name__ ASC)')]);
    const counted = await db.collection('orders').count().explain();
    expect(counted.metrics.planSummary.indexesUsed).toEqual([collection('(__name__ ASC)')]);
    const analyzed = await agg.explain({ analyze: true });
    expect(analyzed.snapshot?.data()).toEqual({ n: 3, t: 430 });
    expect(analyzed.metrics.executionStats).toMatchObject({ resultsReturned: 1, readOperations: 1 });
  });
});

describe('explain over REST', () => {
  it('runQuery with explainOptions answers explainMetrics in proto3 JSON', async () => {
    const res = await rest(h.baseUrl, 'POST', `/v1/projects/${h.projectId}/databases/(default)/documents:runQuery`, {
      structuredQuery: {
        from: [{ collectionId: 'orders' }],
        where: { fieldFilter: { field: { fieldPath: 'total' }, op: 'GREATER_THAN', value: { integerValue: '90' } } },
      },
      explainOptions: { analyze: true },
    });
    expect(res.status).toBe(200);
    const messages = res.body as Record<string, unknown>[];
    expect(messages).toHaveLength(2);
    expect(messages[1]).toMatchObject({
      explainMetrics: {
        planSummary: { indexesUsed: [{ query_scope: 'Collection', properties: '(total ASC, __name__ ASC)' }] },
        executionStats: objectContaining({ resultsReturned: '2', readOperations: '2' }),
      },
    });
    const duration = (messages[1] as { explainMetrics: { executionStats: { executionDuration: string } } })
      .explainMetrics.executionStats.executionDuration;
    expect(duration).toMatch(/^0(\.\d+)?s$/);
  });
});
