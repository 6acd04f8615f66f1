import { AggregateField, FieldPath, Filter, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import * as lite from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { anyString, containing, documentsRoot, rest, startHarness } from './harness';

let h: Harness;
let db: Firestore;
let ldb: lite.Firestore;

const ids = (snap: { docs: { id: string }[] }): string[] => snap.docs.map((d) => d.id);

beforeAll(async () => {
  h = await startHarness();
  db = h.admin();
  ldb = h.lite();
  const batch = db.batch();
  const people: Record<string, Record<string, unknown>> = {
    p1: { age: 30, name: 'Ada', tags: ['x', 'y'], city: 'Lagos', score: 10 },
    p2: { age: 25, name: 'Bola', tags: ['y'], city: 'Abuja', score: 3.5 },
    p3: { age: null, name: 'Chi', tags: [], city: 'Lagos' },
    p4: { name: 'Dayo', city: 'Ibadan', score: NaN },
    p5: { age: '40', name: 'Emeka', city: 'Lagos', tags: ['z', 'x'] },
    p6: { age: 40, name: 'Femi', city: 'Kano', score: 7 },
  };
  for (const [id, data] of Object.entries(people)) batch.set(db.doc(`people/${id}`), data);
  batch.set(db.doc('people/p1/pets/x'), { kind: 'cat' });
  batch.set(db.doc('people/p2/pets/y'), { kind: 'dog' });
  batch.set(db.doc('shelters/s1/pets/z'), { kind: 'cat' });
  batch.set(db.doc('pets/w'), { kind: 'cat' });
  await batch.commit();
  // Exact wire types that the SDKs cannot produce (integral doubles, -0.0), written over REST.
  const root = documentsRoot(h.projectId);
  const v = (id: string, value: object): object => ({ update: { name: `${root}/mixed/${id}`, fields: { v: value } } });
  const res = await rest(h.baseUrl, 'POST', `/v1/projects/${h.projectId}/databases/(default)/documents:commit`, {
    writes: [
      v('a', { nullValue: 'NULL_VALUE' }),
      v('b', { booleanValue: false }),
      v('c', { booleanValue: true }),
      v('d', { doubleValue: 'NaN' }),
      v('e', { doubleValue: '-Infinity' }),
      v('f', { integerValue: '-1' }),
      v('g', { integerValue: '0' }),
      v('h', { doubleValue: '-0' }),
      v('i', { doubleValue: 1.5 }),
      v('j', { integerValue: '2' }),
      v('k', { timestampValue: '2020-01-01T00:00:00Z' }),
      v('l', { stringValue: 'B' }),
      v('m', { stringValue: 'a' }),
      v('n1', { stringValue: '\uFFFD' }),
      v('n2', { stringValue: '\u{1F600}' }),
      v('o', { bytesValue: 'AQI=' }),
      v('p', { referenceValue: `${root}/mixed/a` }),
      v('q', { geoPointValue: { latitude: 1, longitude: 2 } }),
      v('r', { arrayValue: { values: [{ integerValue: '1' }, { integerValue: '2' }] } }),
      v('s', { mapValue: { fields: { a: { integerValue: '1' } } } }),
      { update: { name: `${root}/mixed/t`, fields: { other: { integerValue: '1' } } } },
      {
        update: {
          name: `${root}/nums/int3`,
          fields: { n: { integerValue: '3' }, list: { arrayValue: { values: [{ integerValue: '3' }] } } },
        },
      },
      {
        update: {
          name: `${root}/nums/dbl3`,
          fields: { n: { doubleValue: 3 }, list: { arrayValue: { values: [{ doubleValue: 3 }] } } },
        },
      },
      { update: { name: `${root}/nums/other`, fields: { n: { doubleValue: 3.5 } } } },
    ],
  });
  expect(res.status).toBe(200);
});

afterAll(async () => {
  await h.stop();
});

describe('value ordering', () => {
  it('orders every type across brackets, numbers mixed, strings by UTF-8 bytes; missing fields excluded', async () => {
    const expected = [
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
      'i',
      'j',
      'k',
      'l',
      'm',
      'n1',
      'n2',
      'o',
      'p',
      'q',
      'r',
      's',
    ];
    expect(ids(await db.collection('mixed').orderBy('v').get())).toEqual(expected);
    expect(ids(await db.collection('mixed').orderBy('v', 'desc').get())).toEqual(
      // -0.0 and 0 tie, so __name__ (descending too) breaks the tie
      [...expected].reverse(),
    );
    expect(ids(await lite.getDocs(lite.query(lite.collection(ldb, 'mixed'), lite.orderBy('v'))))).toEqual(expected);
  });

  it('compares int and double numerically (3 == 3.0, 0 == -0.0), in IN and array-contains too', async () => {
    expect(ids(await db.collection('nums').where('n', '==', 3).get())).toEqual(['dbl3', 'int3']);
    expect(ids(await db.collection('nums').where('n', 'in', [3]).get())).toEqual(['dbl3', 'int3']);
    expect(ids(await db.collection('nums').where('list', 'array-contains', 3).get())).toEqual(['dbl3', 'int3']);
    expect(ids(await db.collection('mixed').where('v', '==', 0).get())).toEqual(['g', 'h']);
    expect(ids(await db.collection('nums').where('n', '>', 3).get())).toEqual(['other']);
  });

  it('range filters stay inside the operand type bracket', async () => {
    expect(ids(await db.collection('mixed').where('v', '>', 0).get())).toEqual(['i', 'j']);
    expect(ids(await db.collection('mixed').where('v', '>=', 'B').get())).toEqual(['l', 'm', 'n1', 'n2']);
    expect(
      ids(
        await db
          .collection('mixed')
          .where('v', '<', Timestamp.fromDate(new Date('2030-01-01')))
          .get(),
      ),
    ).toEqual(['k']);
    expect(ids(await db.collection('mixed').where('v', '>', new GeoPoint(0, 0)).get())).toEqual(['q']);
  });

  it('NaN is found with == NaN and excluded by != NaN', async () => {
    expect(ids(await db.collection('mixed').where('v', '==', NaN).get())).toEqual(['d']);
    const notNaN = await db.collection('mixed').where('v', '!=', NaN).get();
    expect(ids(notNaN)).not.toContain('d');
    expect(ids(notNaN)).not.toContain('a');
    expect(ids(notNaN)).not.toContain('t');
    expect(notNaN.size).toBe(18);
  });
});

describe('NaN and null in filters', () => {
  // The documents of the official SDKs' own != / not-in tests (checked there against production).
  const zips: Record<string, Record<string, unknown>> = {
    a: { zip: NaN },
    b: { zip: 91102 },
    c: { zip: 98101 },
    d: { zip: '98101' },
    e: { zip: [98101] },
    f: { zip: [98101, 98102] },
    g: { zip: ['98101', { zip: 98101 }] },
    h: { zip: { code: 500 } },
    i: { zip: null },
    j: { code: 500 },
  };

  beforeAll(async () => {
    const batch = db.batch();
    for (const [id, data] of Object.entries(zips)) batch.set(db.doc(`zips/${id}`), data);
    batch.set(db.doc('zips/k'), { zip: -Infinity });
    await batch.commit();
  });

  const both = async (op: lite.WhereFilterOp, value: unknown): Promise<string[]> => {
    const admin = ids(await db.collection('zips').where('zip', op, value).get());
    const web = ids(await lite.getDocs(lite.query(lite.collection(ldb, 'zips'), lite.where('zip', op, value))));
    expect(web).toEqual(admin);
    return admin;
  };

  it('a range filter never matches NaN, whichever side it is on', async () => {
    expect(await both('<', 0)).toEqual(['k']);
    expect(await both('<=', 91102)).toEqual(['k', 'b']);
    expect(await both('>=', -Infinity)).toEqual(['k', 'b', 'c']);
    expect(await both('>', -Infinity)).toEqual(['b', 'c']);
    // firebase-admin refuses a range filter on NaN before sending it; Lite sends it.
    for (const op of ['<', '<=', '>', '>='] as const) {
      const q = lite.query(lite.collection(ldb, 'zips'), lite.where('zip', op, NaN));
      expect(ids(await lite.getDocs(q))).toEqual([]);
    }
    // NaN still sorts first when ordering, and == NaN still finds it.
    expect(ids(await db.collection('zips').orderBy('zip').limit(1).get())).toEqual(['i']);
    expect(await both('==', NaN)).toEqual(['a']);
    expect(ids(await db.collection('mixed').where('v', '<', 0).get())).toEqual(['e', 'f']);
  });

  it('!= and not-in match NaN but never null or a missing field; not-in [null] matches nothing', async () => {
    // Results come in zip order (the inequality field): null, NaN, -Infinity, numbers, strings, arrays, maps.
    expect(await both('!=', 98101)).toEqual(['a', 'k', 'b', 'd', 'e', 'f', 'g', 'h']);
    expect(await both('!=', NaN)).toEqual(['k', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(await both('!=', null)).toEqual(['a', 'k', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(await both('not-in', [98101, 98103, [98101, 98102]])).toEqual(['a', 'k', 'b', 'd', 'e', 'g', 'h']);
    expect(await both('not-in', [NaN])).toEqual(['k', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(await both('not-in', [null])).toEqual([]);
    expect(await both('==', null)).toEqual(['i']);
  });

  it('in and array-contains-any never match null or NaN, even when the list holds them', async () => {
    expect(await both('in', [null])).toEqual([]);
    expect(await both('in', [98101, null])).toEqual(['c']);
    expect(await both('in', [NaN])).toEqual([]);
    expect(await both('in', [NaN, 91102])).toEqual(['b']);
    const lists = db.collection('lists');
    await Promise.all([
      lists.doc('n').set({ a: [null] }),
      lists.doc('x').set({ a: [NaN] }),
      lists.doc('y').set({ a: [43] }),
    ]);
    const any = async (value: unknown[]): Promise<string[]> => {
      const admin = ids(await lists.where('a', 'array-contains-any', value).get());
      const web = ids(
        await lite.getDocs(lite.query(lite.collection(ldb, 'lists'), lite.where('a', 'array-contains-any', value))),
      );
      expect(web).toEqual(admin);
      return admin;
    };
    expect(await any([null])).toEqual([]);
    expect(await any([NaN])).toEqual([]);
    expect(await any([43, null, NaN])).toEqual(['y']);
  });
});

describe('numeric document ids (__id<n>__)', () => {
  // The ids of the official SDKs' own "sort by DocumentId" tests, checked there against production.
  const docIds = [
    'A',
    'a',
    'Aa',
    '7',
    '12',
    '__id7__',
    '__id12__',
    '__id-2__',
    '_id1__',
    '__id1_',
    '__id',
    '__id9223372036854775807__',
    '__id9223372036854775806__',
    '__id-9223372036854775808__',
    '__id-9223372036854775807__',
  ];
  const expected = [
    '__id-9223372036854775808__',
    '__id-9223372036854775807__',
    '__id-2__',
    '__id7__',
    '__id12__',
    '__id9223372036854775806__',
    '__id9223372036854775807__',
    '12',
    '7',
    'A',
    'Aa',
    '__id',
    '__id1_',
    '_id1__',
    'a',
  ];

  beforeAll(async () => {
    const batch = db.batch();
    for (const id of docIds.slice(1)) batch.set(db.collection('numeric').doc(id), { a: 1 });
    await batch.commit();
    // Lite (REST) writes one too.
    await lite.setDoc(lite.doc(ldb, 'numeric', docIds[0]!), { a: 1 });
  });

  it('are valid ids and sort numerically before every string id, as production sorts them', async () => {
    expect(ids(await db.collection('numeric').orderBy(FieldPath.documentId()).get())).toEqual(expected);
    expect(ids(await db.collection('numeric').get())).toEqual(expected);
    const web = await lite.getDocs(lite.query(lite.collection(ldb, 'numeric'), lite.orderBy(lite.documentId())));
    expect(ids(web)).toEqual(expected);
    const desc = await db.collection('numeric').orderBy(FieldPath.documentId(), 'desc').get();
    expect(ids(desc)).toEqual([...expected].reverse());
    const range = await db
      .collection('numeric')
      .where(FieldPath.documentId(), '>', '__id7__')
      .where(FieldPath.documentId(), '<=', 'A')
      .orderBy(FieldPath.documentId())
      .get();
    expect(ids(range)).toEqual(['__id12__', '__id9223372036854775806__', '__id9223372036854775807__', '12', '7', 'A']);
    expect((await db.doc('numeric/__id7__').get()).exists).toBe(true);
  });

  it('other __.*__ ids stay reserved, and a number outside int64 is not a numeric id', async () => {
    for (const id of ['__bad__', '__id__', '__id9223372036854775808__', '__idx__']) {
      await expect(db.collection('numeric').doc(id).set({ a: 1 })).rejects.toMatchObject({ code: 3 });
    }
    // Lite reports every HTTP 400 as failed-precondition; the message is the server's.
    await expect(lite.setDoc(lite.doc(ldb, 'numeric', '__bad__'), { a: 1 })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: containing('reserved'),
    });
  });
});

describe('filters (Admin and Lite agree)', () => {
  const cases: [string, (q: FirebaseFirestore.Query) => FirebaseFirestore.Query, lite.QueryConstraint[], string[]][] = [
    ['==', (q) => q.where('age', '==', 30), [lite.where('age', '==', 30)], ['p1']],
    [
      '!= excludes missing and null, orders by the field',
      (q) => q.where('age', '!=', 30),
      [lite.where('age', '!=', 30)],
      ['p2', 'p6', 'p5'],
    ],
    ['<', (q) => q.where('age', '<', 35), [lite.where('age', '<', 35)], ['p2', 'p1']],
    ['>= on strings', (q) => q.where('age', '>=', '3'), [lite.where('age', '>=', '3')], ['p5']],
    ['in', (q) => q.where('age', 'in', [25, '40']), [lite.where('age', 'in', [25, '40'])], ['p2', 'p5']],
    ['not-in', (q) => q.where('age', 'not-in', [25, 30]), [lite.where('age', 'not-in', [25, 30])], ['p6', 'p5']],
    ['== null', (q) => q.where('age', '==', null), [lite.where('age', '==', null)], ['p3']],
    ['!= null', (q) => q.where('age', '!=', null), [lite.where('age', '!=', null)], ['p2', 'p1', 'p6', 'p5']],
    ['== NaN', (q) => q.where('score', '==', NaN), [lite.where('score', '==', NaN)], ['p4']],
    ['!= NaN', (q) => q.where('score', '!=', NaN), [lite.where('score', '!=', NaN)], ['p2', 'p6', 'p1']],
    [
      'array-contains',
      (q) => q.where('tags', 'array-contains', 'x'),
      [lite.where('tags', 'array-contains', 'x')],
      ['p1', 'p5'],
    ],
    [
      'array-contains-any',
      (q) => q.where('tags', 'array-contains-any', ['y', 'z']),
      [lite.where('tags', 'array-contains-any', ['y', 'z'])],
      ['p1', 'p2', 'p5'],
    ],
    [
      'AND with a range',
      (q) => q.where('city', '==', 'Lagos').where('age', '>', 20),
      [lite.where('city', '==', 'Lagos'), lite.where('age', '>', 20)],
      ['p1'],
    ],
    [
      'several inequalities order by each field',
      (q) => q.where('score', '>', 5).where('age', '>', 20),
      [lite.where('score', '>', 5), lite.where('age', '>', 20)],
      ['p1', 'p6'],
    ],
    ['orderBy filters for existence', (q) => q.orderBy('age'), [lite.orderBy('age')], ['p3', 'p2', 'p1', 'p6', 'p5']],
    [
      'orderBy desc + limit',
      (q) => q.orderBy('score', 'desc').limit(2),
      [lite.orderBy('score', 'desc'), lite.limit(2)],
      ['p1', 'p6'],
    ],
    ['offset', (q) => q.orderBy('name').offset(2).limit(2), [], ['p3', 'p4']],
    [
      'startAt/endBefore',
      (q) => q.orderBy('name').startAt('Bola').endBefore('Emeka'),
      [lite.orderBy('name'), lite.startAt('Bola'), lite.endBefore('Emeka')],
      ['p2', 'p3', 'p4'],
    ],
    [
      'startAfter/endAt',
      (q) => q.orderBy('name').startAfter('Bola').endAt('Emeka'),
      [lite.orderBy('name'), lite.startAfter('Bola'), lite.endAt('Emeka')],
      ['p3', 'p4', 'p5'],
    ],
    [
      'cursor on a prefix of a descending order',
      (q) => q.orderBy('city', 'desc').orderBy('name').startAfter('Lagos'),
      [lite.orderBy('city', 'desc'), lite.orderBy('name'), lite.startAfter('Lagos')],
      ['p6', 'p4', 'p2'],
    ],
    ['limitToLast', (q) => q.orderBy('name').limitToLast(2), [lite.orderBy('name'), lite.limitToLast(2)], ['p5', 'p6']],
    [
      '__name__ in',
      (q) => q.where(FieldPath.documentId(), 'in', ['p3', 'p1']),
      [lite.where(lite.documentId(), 'in', ['p3', 'p1'])],
      ['p1', 'p3'],
    ],
    [
      '__name__ range',
      (q) => q.where(FieldPath.documentId(), '>=', 'p5'),
      [lite.where(lite.documentId(), '>=', 'p5')],
      ['p5', 'p6'],
    ],
    [
      'orderBy __name__ desc',
      (q) => q.orderBy(FieldPath.documentId(), 'desc').limit(2),
      [lite.orderBy(lite.documentId(), 'desc'), lite.limit(2)],
      ['p6', 'p5'],
    ],
  ];

  for (const [label, admin, constraints, expected] of cases) {
    it(label, async () => {
      expect(ids(await admin(db.collection('people')).get())).toEqual(expected);
      if (constraints.length > 0) {
        expect(ids(await lite.getDocs(lite.query(lite.collection(ldb, 'people'), ...constraints)))).toEqual(expected);
      }
    });
  }

  it('OR, and OR of AND; order fields act as existence filters in OR queries', async () => {
    expect(
      ids(
        await db
          .collection('people')
          .where(Filter.or(Filter.where('city', '==', 'Abuja'), Filter.where('age', '==', 40)))
          .get(),
      ),
    ).toEqual(['p2', 'p6']);
    const nested = Filter.or(
      Filter.and(Filter.where('city', '==', 'Lagos'), Filter.where('score', '>', 5)),
      Filter.where('name', '==', 'Bola'),
    );
    expect(ids(await db.collection('people').where(nested).get())).toEqual(['p2', 'p1']);
    const liteNested = lite.or(
      lite.and(lite.where('city', '==', 'Lagos'), lite.where('score', '>', 5)),
      lite.where('name', '==', 'Bola'),
    );
    expect(ids(await lite.getDocs(lite.query(lite.collection(ldb, 'people'), liteNested)))).toEqual(['p2', 'p1']);
  });

  it('not-in with null matches nothing', async () => {
    const res = await rest(h.baseUrl, 'POST', `/v1/${documentsRoot(h.projectId)}:runQuery`, {
      structuredQuery: {
        from: [{ collectionId: 'people' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'age' },
            op: 'NOT_IN',
            value: { arrayValue: { values: [{ nullValue: null }, { integerValue: '1' }] } },
          },
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ readTime: anyString() }]);
  });

  it('cursor from a document snapshot resumes after it (values + __name__)', async () => {
    const first = await db.collection('people').orderBy('city').limit(2).get();
    expect(ids(first)).toEqual(['p2', 'p4']);
    const next = await db.collection('people').orderBy('city').startAfter(first.docs[1]).limit(2).get();
    expect(ids(next)).toEqual(['p6', 'p1']);
    const liteFirst = await lite.getDocs(
      lite.query(lite.collection(ldb, 'people'), lite.orderBy('city'), lite.limit(2)),
    );
    const liteNext = await lite.getDocs(
      lite.query(
        lite.collection(ldb, 'people'),
        lite.orderBy('city'),
        lite.startAfter(liteFirst.docs[1]),
        lite.limit(2),
      ),
    );
    expect(ids(liteNext)).toEqual(['p6', 'p1']);
  });

  it('select returns only the projected fields (and nothing for __name__)', async () => {
    const snap = await db.collection('people').select('name').orderBy('name').limit(1).get();
    expect(snap.docs[0]?.data()).toEqual({ name: 'Ada' });
    const names = await db.collection('people').select().limit(1).get();
    expect(names.docs[0]?.data()).toEqual({});
    expect(names.docs[0]?.createTime).toBeDefined();
  });

  it('a query with no results still answers (read time only)', async () => {
    expect((await db.collection('people').where('city', '==', 'Nowhere').get()).empty).toBe(true);
    expect(
      (await lite.getDocs(lite.query(lite.collection(ldb, 'people'), lite.where('city', '==', 'Nowhere')))).empty,
    ).toBe(true);
  });
});

describe('queries Firestore refuses around the document key', () => {
  const people = (): FirebaseFirestore.CollectionReference => db.collection('people');
  const litePeople = (...c: lite.QueryConstraint[]): lite.Query => lite.query(lite.collection(ldb, 'people'), ...c);

  it('nothing may be ordered after the key, an inequality field included', async () => {
    const message = /order by clause cannot contain more fields after the key/i;
    await expect(people().where('age', '!=', 42).orderBy(FieldPath.documentId()).get()).rejects.toMatchObject({
      code: 3,
      message,
    });
    await expect(people().orderBy(FieldPath.documentId()).orderBy('age').get()).rejects.toMatchObject({ code: 3 });
    await expect(
      lite.getDocs(litePeople(lite.where('age', '!=', 42), lite.orderBy(lite.documentId()))),
    ).rejects.toThrow(message);
    // The key last is fine, explicitly or implied.
    expect(ids(await people().where('age', '>', 26).orderBy('age').orderBy(FieldPath.documentId()).get())).toEqual([
      'p1',
      'p6',
    ]);
  });

  it('an equality on the key beside another field’s inequality needs an inequality on the key too', async () => {
    const message =
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.';
    await expect(people().where('age', '!=', 42).where(FieldPath.documentId(), '==', 'p1').get()).rejects.toMatchObject(
      {
        code: 3,
        message: containing(message),
      },
    );
    await expect(
      lite.getDocs(litePeople(lite.where('age', '!=', 42), lite.where(lite.documentId(), '==', 'p1'))),
    ).rejects.toThrow(message);
    // Beside equalities only, or with the key in an inequality as well, it is answered.
    expect(ids(await people().where('city', '==', 'Lagos').where(FieldPath.documentId(), '==', 'p1').get())).toEqual([
      'p1',
    ]);
    const keyRange = people()
      .where('age', '!=', 42)
      .where(FieldPath.documentId(), '==', 'p1')
      .where(FieldPath.documentId(), '>=', 'p1');
    expect(ids(await keyRange.get())).toEqual(['p1']);
  });
});

describe('collection groups and kindless queries', () => {
  it('collection group queries find every collection with that id, ordered by full path', async () => {
    expect((await db.collectionGroup('pets').where('kind', '==', 'cat').get()).docs.map((d) => d.ref.path)).toEqual([
      'people/p1/pets/x',
      'pets/w',
      'shelters/s1/pets/z',
    ]);
    const liteSnap = await lite.getDocs(lite.query(lite.collectionGroup(ldb, 'pets'), lite.where('kind', '==', 'cat')));
    expect(liteSnap.docs.map((d) => d.ref.path)).toEqual(['people/p1/pets/x', 'pets/w', 'shelters/s1/pets/z']);
  });

  it('Lite queries a sub-collection through its parent document in the URL', async () => {
    const snap = await lite.getDocs(
      lite.query(lite.collection(ldb, 'people', 'p1', 'pets'), lite.where('kind', '==', 'cat')),
    );
    expect(snap.docs.map((d) => d.ref.path)).toEqual(['people/p1/pets/x']);
    const count = await lite.getCount(lite.collection(ldb, 'people/p2/pets'));
    expect(count.data().count).toBe(1);
  });

  it('a collection group under a document parent stays under it', async () => {
    const res = await rest(h.baseUrl, 'POST', `/v1/${documentsRoot(h.projectId)}/people/p1:runQuery`, {
      structuredQuery: { from: [{ collectionId: 'pets', allDescendants: true }] },
    });
    expect((res.body as { document: { name: string } }[]).map((r) => r.document.name)).toEqual([
      `${documentsRoot(h.projectId)}/people/p1/pets/x`,
    ]);
  });

  it('kindless queries (recursiveDelete) see every descendant', async () => {
    await db.doc('trash/t1').set({ a: 1 });
    await db.doc('trash/t1/sub/s1').set({ a: 2 });
    await db.doc('trash/t1/sub/s1/deeper/d1').set({ a: 3 });
    await db.doc('trash/t2').set({ a: 4 });
    await db.recursiveDelete(db.collection('trash'));
    expect((await db.collection('trash').get()).size).toBe(0);
    expect((await db.doc('trash/t1/sub/s1/deeper/d1').get()).exists).toBe(false);
    expect((await db.doc('people/p1').get()).exists).toBe(true);
  });
});

describe('aggregations', () => {
  it('count, sum and avg over mixed data skip non-numbers; sum/avg only see documents that have their field', async () => {
    const people = db.collection('people');
    // Only p1, p2 and p6 have both age and score; p3's null age is present but not a number.
    const all = await people
      .aggregate({ n: countAll(), ages: sum('age'), avgAge: avg('age'), scores: sum('score') })
      .get();
    expect(all.data()).toEqual({ n: 3, ages: 95, avgAge: 95 / 3, scores: 20.5 });
    const ages = await people.aggregate({ n: countAll(), ages: sum('age'), avgAge: avg('age') }).get();
    expect(ages.data()).toEqual({ n: 5, ages: 95, avgAge: 95 / 3 });
    const scores = await people.aggregate({ n: countAll(), scores: sum('score') }).get();
    expect(scores.data().n).toBe(4);
    expect(scores.data().scores).toBeNaN();
    const lagos = await people.where('city', '==', 'Lagos').count().get();
    expect(lagos.data().count).toBe(3);
    const mixed = await db
      .collection('nums')
      .aggregate({ total: sum('n'), mean: avg('n') })
      .get();
    expect(mixed.data()).toEqual({ total: 9.5, mean: 9.5 / 3 });
  });

  it('count, sum and average together count only the documents that have every aggregated field', async () => {
    const books: Record<string, Record<string, unknown>> = {
      a: { author: 'authorA', title: 'titleA', pages: 100, year: 1980 },
      b: { author: 'authorB', title: 'titleB', pages: 50, year: 2020 },
      c: { author: 'authorC', title: 'titleC', pages: 150, year: 2021 },
      d: { author: 'authorD', title: 'titleD', pages: 50 },
      e: { author: 'authorE', title: 'titleE', year: 1999 },
    };
    const batch = db.batch();
    for (const [id, data] of Object.entries(books)) batch.set(db.doc(`books/${id}`), data);
    await batch.commit();
    const admin = await db
      .collection('books')
      .aggregate({ totalPages: sum('pages'), averageYear: avg('year'), count: countAll() })
      .get();
    expect(admin.data()).toEqual({ totalPages: 300, averageYear: 2007, count: 3 });
    const liteAgg = await lite.getAggregate(lite.collection(ldb, 'books'), {
      totalPages: lite.sum('pages'),
      averageYear: lite.average('year'),
      count: lite.count(),
    });
    expect(liteAgg.data()).toEqual({ totalPages: 300, averageYear: 2007, count: 3 });
    // Each field on its own still sees every document that has it.
    const pagesOnly = await db
      .collection('books')
      .aggregate({ totalPages: sum('pages'), count: countAll() })
      .get();
    expect(pagesOnly.data()).toEqual({ totalPages: 350, count: 4 });
    expect((await db.collection('books').count().get()).data().count).toBe(5);
  });

  it('more than five aggregations are INVALID_ARGUMENT, saying the maximum number of aggregations', async () => {
    const message = /maximum number of aggregations/;
    const six = { a: sum('age'), b: avg('age'), c: countAll(), d: sum('score'), e: avg('score'), f: countAll() };
    await expect(db.collection('people').aggregate(six).get()).rejects.toMatchObject({ code: 3, message });
    const liteSix = {
      a: lite.sum('age'),
      b: lite.average('age'),
      c: lite.count(),
      d: lite.sum('score'),
      e: lite.average('score'),
      f: lite.count(),
    };
    await expect(lite.getAggregate(lite.collection(ldb, 'people'), liteSix)).rejects.toThrow(message);
  });

  it('over an empty result: count 0, sum 0, avg null', async () => {
    const none = await db
      .collection('people')
      .where('city', '==', 'Nowhere')
      .aggregate({ n: countAll(), s: sum('age'), a: avg('age') })
      .get();
    expect(none.data()).toEqual({ n: 0, s: 0, a: null });
    const liteNone = await lite.getAggregate(
      lite.query(lite.collection(ldb, 'people'), lite.where('city', '==', 'Nowhere')),
      {
        n: lite.count(),
        s: lite.sum('age'),
        a: lite.average('age'),
      },
    );
    expect(liteNone.data()).toEqual({ n: 0, s: 0, a: null });
  });

  it('respect limit and work over collection groups (Lite too)', async () => {
    expect((await db.collection('people').orderBy('name').limit(2).count().get()).data().count).toBe(2);
    expect((await db.collectionGroup('pets').count().get()).data().count).toBe(4);
    const liteAgg = await lite.getAggregate(lite.collection(ldb, 'people'), {
      total: lite.sum('age'),
      mean: lite.average('score'),
    });
    // Only documents with both age and score: p4's NaN score has no age, so it is not averaged.
    expect(liteAgg.data().total).toBe(95);
    expect(liteAgg.data().mean).toBeCloseTo(20.5 / 3, 10);
    const liteScore = await lite.getAggregate(lite.collection(ldb, 'people'), { mean: lite.average('score') });
    expect(liteScore.data().mean).toBeNaN();
  });
});

const sum = (f: string): AggregateField<number> => AggregateField.sum(f);
const avg = (f: string): AggregateField<number | null> => AggregateField.average(f);
const countAll = (): AggregateField<number> => AggregateField.count();
