// Admin SDK documents as Firestore's REST API writes them: the browser parses the server's page with the same
// decoder it uses for its own REST reads (web/src/lib/first-page-results.ts).
import { FieldValue, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { db, testId } from '../../../test/factories';
import { countResponse, restValue, runQueryResponse } from '../rest-json';

const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map((path) => db().doc(path).delete()));
});

describe('Firestore REST JSON', () => {
  it('types every value as the REST API does', () => {
    const at = new Date('2026-03-01T18:30:00.123Z');
    expect(restValue(null, 'p')).toEqual({ nullValue: null });
    expect(restValue(true, 'p')).toEqual({ booleanValue: true });
    expect(restValue(18500, 'p')).toEqual({ integerValue: '18500' });
    expect(restValue(2.5, 'p')).toEqual({ doubleValue: 2.5 });
    expect(restValue('Adire', 'p')).toEqual({ stringValue: 'Adire' });
    expect(restValue(Timestamp.fromDate(at), 'p')).toEqual({ timestampValue: '2026-03-01T18:30:00.123Z' });
    expect(restValue(new GeoPoint(7.15, 3.35), 'p')).toEqual({ geoPointValue: { latitude: 7.15, longitude: 3.35 } });
    expect(restValue(Buffer.from('aso'), 'p')).toEqual({ bytesValue: 'YXNv' });
    expect(restValue(db().doc('products/p1'), 'demo-aso')).toEqual({
      referenceValue: 'projects/demo-aso/databases/(default)/documents/products/p1',
    });
    expect(restValue({ sizes: ['S', 'M'], stock: { M: { onHand: 3 } } }, 'p')).toEqual({
      mapValue: {
        fields: {
          sizes: { arrayValue: { values: [{ stringValue: 'S' }, { stringValue: 'M' }] } },
          stock: { mapValue: { fields: { M: { mapValue: { fields: { onHand: { integerValue: '3' } } } } } } },
        },
      },
    });
    expect(() => restValue(() => 1, 'p')).toThrow(/No Firestore REST encoding/);
  });

  it("writes a query's documents as a runQuery response and a count as an aggregation", async () => {
    const id = testId('rest');
    created.push(`products/${id}`);
    await db()
      .doc(`products/${id}`)
      .set({ name: 'Kente Kimono', price: 64000, createdAt: FieldValue.serverTimestamp(), tags: ['new'] });
    const snap = await db().collection('products').where('name', '==', 'Kente Kimono').get();
    const [row] = runQueryResponse(
      snap.docs.filter((d) => d.id === id),
      'demo-aso',
    );
    expect(row?.document.name).toBe(`projects/demo-aso/databases/(default)/documents/products/${id}`);
    expect(row?.document.fields).toMatchObject({
      name: { stringValue: 'Kente Kimono' },
      price: { integerValue: '64000' },
      tags: { arrayValue: { values: [{ stringValue: 'new' }] } },
    });
    expect(row?.document.fields.createdAt).toHaveProperty('timestampValue');
    expect(countResponse(24)).toEqual([{ result: { aggregateFields: { count: { integerValue: '24' } } } }]);
  });
});
