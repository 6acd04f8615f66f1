import type { Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import * as lite from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { containing, documentsRoot, grpcUnary, rest, startHarness } from './harness';
import { Snapshots } from './listen-helpers';

let h: Harness;
let db: Firestore;
let commitPath: string;
let database: string;

interface ErrorBody {
  error: { code: number; message: string; status: string };
}

const MiB = 1024 * 1024;

beforeAll(async () => {
  h = await startHarness();
  db = h.admin();
  database = `projects/${h.projectId}/databases/(default)`;
  commitPath = `/v1/${database}/documents:commit`;
  await db.doc('keep/me').set({ safe: true, n: 1 });
});

afterAll(async () => {
  // Whatever was thrown at it, the server still serves and committed data is intact.
  expect((await rest(h.baseUrl, 'GET', '/')).body).toBe('Ok.');
  expect((await db.doc('keep/me').get()).data()).toEqual({ safe: true, n: 1 });
  await h.stop();
});

async function expectRestError(
  res: Promise<{ status: number; body: unknown }>,
  status: number,
  code: string,
  message: RegExp,
): Promise<void> {
  const { status: got, body } = await res;
  expect(got).toBe(status);
  expect((body as ErrorBody).error.status).toBe(code);
  expect((body as ErrorBody).error.code).toBe(status);
  expect((body as ErrorBody).error.message).toMatch(message);
}

describe('REST', () => {
  it('malformed JSON is INVALID_ARGUMENT', async () => {
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, '{"writes": ['),
      400,
      'INVALID_ARGUMENT',
      /^Invalid JSON payload received\./,
    );
  });

  it('unknown fields are INVALID_ARGUMENT naming the field and where', async () => {
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, { writez: [] }),
      400,
      'INVALID_ARGUMENT',
      /Unknown name "writez": Cannot find field/,
    );
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, { writes: [{ update: { name: `${database}/documents/a/b`, feilds: {} } }] }),
      400,
      'INVALID_ARGUMENT',
      /Unknown name "feilds" at 'writes\[0\]\.update': Cannot find field/,
    );
  });

  it('wrong JSON types and doubly-set oneofs are INVALID_ARGUMENT', async () => {
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, { writes: { update: {} } }),
      400,
      'INVALID_ARGUMENT',
      /Invalid value at 'writes'/,
    );
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, {
        writes: [{ update: { name: `${database}/documents/a/b`, fields: { x: { integerValue: 'twelve' } } } }],
      }),
      400,
      'INVALID_ARGUMENT',
      /Invalid value at 'writes\[0\]\.update\.fields\["x"\]\.integerValue'/,
    );
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, {
        writes: [{ update: { name: `${database}/documents/a/b` }, delete: `${database}/documents/a/b` }],
      }),
      400,
      'INVALID_ARGUMENT',
      /Oneof field 'operation' is already set/,
    );
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, {
        writes: [{ update: { name: `${database}/documents/a/b`, fields: { x: {} } } }],
      }),
      400,
      'INVALID_ARGUMENT',
      /exactly one of its value types/,
    );
  });

  it('invalid document paths are INVALID_ARGUMENT', async () => {
    const write = (name: string): object => ({ writes: [{ update: { name, fields: {} } }] });
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, write(`${database}/documents/coll`)),
      400,
      'INVALID_ARGUMENT',
      /even number of segments/,
    );
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, write(`${database}/documents/a//b`)),
      400,
      'INVALID_ARGUMENT',
      /must not be empty/,
    );
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, write(`${database}/documents/a/__b__`)),
      400,
      'INVALID_ARGUMENT',
      /reserved/,
    );
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, write('projects/other/databases/(default)/documents/a/b')),
      400,
      'INVALID_ARGUMENT',
      /not in the request's database/,
    );
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, write('nonsense')),
      400,
      'INVALID_ARGUMENT',
      /Invalid resource name/,
    );
  });

  it('a request over 10 MiB is rejected; a 1 MiB document limit applies per document', async () => {
    const huge = 'x'.repeat(10 * MiB + 10);
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, {
        writes: [{ update: { name: `${database}/documents/big/one`, fields: { s: { stringValue: huge } } } }],
      }),
      400,
      'INVALID_ARGUMENT',
      /Request payload size exceeds the limit: 10485760 bytes/,
    );
    // "big/exact" = 4 + 6 + 16, field "s" = 2, value = length + 1, plus 32: 1,048,515 characters make exactly 1 MiB.
    const exact = {
      writes: [
        { update: { name: `${database}/documents/big/exact`, fields: { s: { stringValue: 'y'.repeat(1_048_515) } } } },
      ],
    };
    expect((await rest(h.baseUrl, 'POST', commitPath, exact)).status).toBe(200);
    const over = {
      writes: [
        { update: { name: `${database}/documents/big/exact`, fields: { s: { stringValue: 'y'.repeat(1_048_516) } } } },
      ],
    };
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, over),
      400,
      'INVALID_ARGUMENT',
      /size \(1,048,577 bytes\) exceeds the maximum allowed size of 1,048,576 bytes/,
    );
  });

  it('nested arrays and over-deep maps are INVALID_ARGUMENT', async () => {
    const nested = { arrayValue: { values: [{ arrayValue: { values: [] } }] } };
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, {
        writes: [{ update: { name: `${database}/documents/a/n`, fields: { x: nested } } }],
      }),
      400,
      'INVALID_ARGUMENT',
      /array inside an array/,
    );
    let deep: object = { integerValue: '1' };
    for (let i = 0; i < 25; i++) deep = { mapValue: { fields: { d: deep } } };
    await expectRestError(
      rest(h.baseUrl, 'POST', commitPath, {
        writes: [{ update: { name: `${database}/documents/a/deep`, fields: { x: deep } } }],
      }),
      400,
      'INVALID_ARGUMENT',
      /maximum nesting depth/,
    );
  });

  it('unknown routes and verbs are NOT_FOUND', async () => {
    await expectRestError(
      rest(h.baseUrl, 'POST', `/v1/${database}/documents:frobnicate`, {}),
      404,
      'NOT_FOUND',
      /Unknown method/,
    );
    await expectRestError(rest(h.baseUrl, 'GET', '/nope'), 404, 'NOT_FOUND', /Not found/);
  });
});

describe('SDKs', () => {
  it('Admin: a document over 1 MiB fails with INVALID_ARGUMENT and writes nothing', async () => {
    await expect(db.doc('big/admin').set({ s: 'z'.repeat(MiB) })).rejects.toMatchObject({
      code: 3,
      message: containing('exceeds the maximum allowed size of 1,048,576 bytes'),
    });
    expect((await db.doc('big/admin').get()).exists).toBe(false);
  });

  it('Admin: a batch over 10 MiB is INVALID_ARGUMENT', async () => {
    const batch = db.batch();
    for (let i = 0; i < 11; i++) batch.set(db.doc(`huge/part${i}`), { s: 'p'.repeat(MiB - 200) });
    await expect(batch.commit()).rejects.toMatchObject({
      code: 3,
      message: containing('Request payload size exceeds the limit'),
    });
    expect((await db.collection('huge').count().get()).data().count).toBe(0);
  });

  it('Lite: an oversized document surfaces as failed-precondition (HTTP 400) with the message', async () => {
    const ldb = h.lite();
    await expect(lite.setDoc(lite.doc(ldb, 'big/lite'), { s: 'q'.repeat(MiB) })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: containing('exceeds the maximum allowed size'),
    });
  });

  it('reserved __…__ ids are INVALID_ARGUMENT in gets, queries, aggregations, listings and listeners too', async () => {
    const invalid = { code: 3 };
    await expect(db.doc('a/__badpath__/b/c').get()).rejects.toMatchObject(invalid);
    await expect(db.collection('a/__badpath__/b').get()).rejects.toMatchObject(invalid);
    await expect(db.collection('__badpath__').count().get()).rejects.toMatchObject(invalid);
    await expect(db.doc('a/__badpath__').listCollections()).rejects.toMatchObject(invalid);
    const snaps = new Snapshots<QuerySnapshot>();
    const stop = db.collection('a/__badpath__/b').onSnapshot(snaps.next, snaps.error);
    try {
      // The Admin SDK reports a target the server removed as "Error <code>: <message>".
      expect((await snaps.firstError()).message).toMatch(/^Error 3: /);
      expect(snaps.all).toEqual([]);
    } finally {
      stop();
    }
    const ldb = h.lite();
    // Lite derives the code from the HTTP status alone: 400 reads as failed-precondition.
    const refused = { code: 'failed-precondition' };
    await expect(lite.getDoc(lite.doc(ldb, 'a/__badpath__/b/c'))).rejects.toMatchObject(refused);
    await expect(lite.getDocs(lite.collection(ldb, 'a/__badpath__/b'))).rejects.toMatchObject(refused);
    await expect(lite.getCount(lite.collection(ldb, '__badpath__'))).rejects.toMatchObject(refused);
  });

  it('gRPC: invalid names and oversized requests are INVALID_ARGUMENT', async () => {
    const bad = await grpcUnary(h.host, 'Commit', {
      database,
      writes: [{ update: { name: `${database}/documents/only-collection`, fields: {} } }],
    });
    expect(bad.error?.code).toBe(3);
    const badDb = await grpcUnary(h.host, 'Commit', { database: 'projects/x', writes: [] });
    expect(badDb.error?.code).toBe(3);
    const big = await grpcUnary(h.host, 'Commit', {
      database,
      writes: [
        {
          update: { name: `${database}/documents/big/grpc`, fields: { s: { stringValue: 'g'.repeat(10 * MiB + 1) } } },
        },
      ],
    });
    expect(big.error?.code).toBe(3);
    expect(big.error?.details).toMatch(/Request payload size exceeds the limit/);
  });

  it('queries with invalid shapes are INVALID_ARGUMENT', async () => {
    const runQuery = `/v1/${documentsRoot(h.projectId)}:runQuery`;
    await expectRestError(
      rest(h.baseUrl, 'POST', runQuery, { structuredQuery: { from: [] } }),
      400,
      'INVALID_ARGUMENT',
      /exactly one collection selector/,
    );
    await expectRestError(
      rest(h.baseUrl, 'POST', runQuery, {
        structuredQuery: {
          from: [{ collectionId: 'c' }],
          where: { fieldFilter: { field: { fieldPath: 'a' }, op: 'IN', value: { arrayValue: {} } } },
        },
      }),
      400,
      'INVALID_ARGUMENT',
      /non-empty ArrayValue/,
    );
    await expectRestError(
      rest(h.baseUrl, 'POST', runQuery, {
        structuredQuery: {
          from: [{ collectionId: 'c' }],
          startAt: { values: [{ integerValue: '1' }, { integerValue: '2' }] },
        },
      }),
      400,
      'INVALID_ARGUMENT',
      /Too many values in start cursor/,
    );
    await expectRestError(
      rest(h.baseUrl, 'POST', runQuery, { structuredQuery: { from: [{ collectionId: 'c' }], limit: -1 } }),
      400,
      'INVALID_ARGUMENT',
      /Limit must be/,
    );
  });
});
