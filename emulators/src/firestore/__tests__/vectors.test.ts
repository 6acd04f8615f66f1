import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore, Query } from 'firebase-admin/firestore';
import * as lite from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndexUsage } from '../query/index-usage';
import type { Harness } from './harness';
import { containing, rest, startHarness } from './harness';

let h: Harness;
let db: Firestore;
let ldb: lite.Firestore;

// The vector indexes this suite's firestore.indexes.json declares.
const indexes = {
  indexes: [
    {
      collectionGroup: 'items',
      queryScope: 'COLLECTION',
      fields: [{ fieldPath: 'embedding', vectorConfig: { dimension: 3, flat: {} } }],
    },
    {
      collectionGroup: 'items',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'color', order: 'ASCENDING' },
        { fieldPath: 'embedding', vectorConfig: { dimension: 3, flat: {} } },
      ],
    },
  ],
  fieldOverrides: [],
};

const ids = (snap: { docs: { id: string }[] }): string[] => snap.docs.map((d) => d.id);
/** What a search may add to vector, limit and field (the SDK does not export its options type). */
type SearchOptions = Partial<Omit<Parameters<Query['findNearest']>[0], 'vectorField' | 'queryVector' | 'limit'>>;
/** A nearest-neighbour search on `embedding`; EUCLIDEAN unless `options` names another measure. */
const nearest = (q: Query, queryVector: number[], limit: number, options: SearchOptions = {}) =>
  q.findNearest({ vectorField: 'embedding', queryVector, limit, distanceMeasure: 'EUCLIDEAN', ...options }).get();

/** firebase-admin returns VectorValue instances but does not export the type. */
interface Vector {
  isEqual(other: unknown): boolean;
  toArray(): number[];
}

async function seed(target: Firestore): Promise<void> {
  const items: Record<string, Record<string, unknown>> = {
    a: { color: 'red', embedding: FieldValue.vector([1, 0, 0]) },
    b: { color: 'blue', embedding: FieldValue.vector([0, 1, 0]) },
    c: { color: 'red', embedding: FieldValue.vector([2, 2, 0]) },
    d: { color: 'red', embedding: FieldValue.vector([-1, 0, 0]) },
    short: { color: 'red', embedding: FieldValue.vector([1, 0]) }, // other dimension: never a neighbour
    plain: { color: 'red', embedding: [1, 0, 0] }, // an array, not a vector
    none: { color: 'red' },
  };
  const batch = target.batch();
  for (const [id, data] of Object.entries(items)) batch.set(target.doc(`items/${id}`), data);
  await batch.commit();
}

// Values and search semantics run against any emulator (FIRESTORE_CONFORMANCE_HOST); Google's emulator, like the
// stand-in without an indexes file, does not ask for vector indexes.
beforeAll(async () => {
  h = await startHarness();
  db = h.admin();
  ldb = h.lite();
  await seed(db);
});

afterAll(async () => {
  await h.stop();
});

describe('vector values', () => {
  it('FieldValue.vector is stored as a vector and reads back as one (Admin and Lite)', async () => {
    const admin = (await db.doc('items/c').get()).get('embedding') as Vector;
    expect(admin.isEqual(FieldValue.vector([2, 2, 0]))).toBe(true);
    expect(admin.toArray()).toEqual([2, 2, 0]);
    await lite.setDoc(lite.doc(ldb, 'items/lite'), { embedding: lite.vector([0, 0, 5]) });
    const web = (await lite.getDoc(lite.doc(ldb, 'items/lite'))).get('embedding') as ReturnType<typeof lite.vector>;
    expect(web.isEqual(lite.vector([0, 0, 5]))).toBe(true);
    expect(((await db.doc('items/lite').get()).get('embedding') as Vector).toArray()).toEqual([0, 0, 5]);
    await db.doc('items/lite').delete();
  });
});

describe('findNearest (firebase-admin)', () => {
  it('EUCLIDEAN: nearest first, with the distance in distanceResultField, limit and threshold', async () => {
    const near = await nearest(db.collection('items'), [1, 0, 0], 3, { distanceResultField: 'distance' });
    expect(ids(near)).toEqual(['a', 'b', 'd']);
    expect(near.docs.map((d) => d.get('distance') as number)).toEqual([0, Math.SQRT2, 2]);
    const within = await nearest(db.collection('items'), [1, 0, 0], 10, { distanceThreshold: 1.5 });
    expect(ids(within)).toEqual(['a', 'b']);
    expect(within.docs[0]?.get('distance')).toBeUndefined();
  });

  it('COSINE ranks by angle (1 - cosine similarity); DOT_PRODUCT by the largest product, threshold >=', async () => {
    const cosine = await nearest(db.collection('items'), [1, 1, 0], 4, {
      distanceMeasure: 'COSINE',
      distanceResultField: 'd',
    });
    expect(ids(cosine)).toEqual(['c', 'a', 'b', 'd']);
    const distances = cosine.docs.map((d) => d.get('d') as number);
    expect(distances[0]).toBeCloseTo(0, 12);
    expect(distances[1]).toBeCloseTo(1 - Math.SQRT1_2, 12);
    expect(distances[3]).toBeCloseTo(1 + Math.SQRT1_2, 12);
    const dot = await nearest(db.collection('items'), [1, 1, 0], 10, {
      distanceMeasure: 'DOT_PRODUCT',
      distanceResultField: 'score',
      distanceThreshold: 1,
    });
    expect(ids(dot)).toEqual(['c', 'a', 'b']);
    expect(dot.docs.map((d) => d.get('score') as number)).toEqual([4, 1, 1]);
  });

  it('pre-filters with where() narrow the candidates', async () => {
    const red = await nearest(db.collection('items').where('color', '==', 'red'), [0, 1, 0], 2);
    expect(ids(red)).toEqual(['a', 'd']);
  });

  it('bad searches are INVALID_ARGUMENT', async () => {
    const zeroLimit = nearest(db.collection('items'), [1, 0, 0], 1001);
    await expect(zeroLimit).rejects.toMatchObject({ code: 3, details: containing('no more than 1000') });
  });
});

describe('vector indexes from firestore.indexes.json (the stand-in with --indexes)', () => {
  let ih: Harness;
  let idb: Firestore;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vector-indexes-'));
    const indexesFile = path.join(dir, 'firestore.indexes.json');
    writeFileSync(indexesFile, JSON.stringify(indexes));
    ih = await startHarness({ rulesOff: true, indexesFile });
    idb = ih.admin();
    await seed(idb);
  });

  afterAll(async () => {
    await ih.stop();
  });

  it('a search its declared vector index serves works, pre-filter fields first', async () => {
    const red = await nearest(idb.collection('items').where('color', '==', 'red'), [0, 1, 0], 2);
    expect(ids(red)).toEqual(['a', 'd']);
  });

  it('without a matching vector index: FAILED_PRECONDITION naming the index to create, as production', async () => {
    const missing = nearest(idb.collection('gadgets'), [1, 0, 0], 1);
    await expect(missing).rejects.toMatchObject({
      code: 9,
      details: containing('Missing vector index configuration'),
    });
    await expect(missing).rejects.toMatchObject({
      details: containing(`--collection-group=gadgets --query-scope=COLLECTION`),
    });
    // The index exists for 3 dimensions only.
    const otherDimension = nearest(idb.collection('items'), [1, 0], 1);
    await expect(otherDimension).rejects.toMatchObject({ code: 9, details: containing('"dimension":"2"') });
    // A pre-filter field the index does not start with.
    const size = nearest(idb.collection('items').where('size', '==', 'M'), [1, 0, 0], 1);
    await expect(size).rejects.toMatchObject({ code: 9, details: containing('field-path=size') });
  });

  it('records the vector indexes searches needed, in firestore.indexes.json shape', async () => {
    const usage = (await rest(ih.baseUrl, 'GET', `/emulator/v1/projects/${ih.projectId}:indexUsage`))
      .body as IndexUsage;
    expect(usage.indexes).toContainEqual({
      collectionGroup: 'gadgets',
      queryScope: 'COLLECTION',
      fields: [{ fieldPath: 'embedding', vectorConfig: { dimension: 3, flat: {} } }],
    });
    expect(usage.indexes).toContainEqual(indexes.indexes[1]);
  });
});
