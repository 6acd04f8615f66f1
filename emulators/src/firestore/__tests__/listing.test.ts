import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { rest, startHarness } from './harness';

let h: Harness;
let db: Firestore;

beforeAll(async () => {
  h = await startHarness();
  db = h.admin();
  await db.doc('shop/a').set({ n: 1 });
  await db.doc('shop/b/items/i1').set({ n: 2 });
  await db.doc('shop/c').set({ n: 3 });
  await db.doc('shop/c/notes/x').set({ n: 4 });
  await db.doc('shop/c/logs/y').set({ n: 5 });
  await db.doc('other/o').set({ n: 6 });
});

afterAll(async () => {
  await h.stop();
});

describe('ListDocuments and ListCollectionIds', () => {
  it('listDocuments includes missing parents that only have sub-collections', async () => {
    const refs = await db.collection('shop').listDocuments();
    expect(refs.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect((await db.doc('shop/b').get()).exists).toBe(false);
  });

  it('listCollections at the root and under a document', async () => {
    expect((await db.listCollections()).map((c) => c.id).sort()).toEqual(['other', 'shop']);
    expect((await db.doc('shop/c').listCollections()).map((c) => c.id).sort()).toEqual(['logs', 'notes']);
    expect((await db.doc('shop/b').listCollections()).map((c) => c.id)).toEqual(['items']);
    expect(await db.doc('shop/a').listCollections()).toEqual([]);
  });

  it('deleting the last descendant removes the missing parent and its collection id', async () => {
    await db.doc('shop/b/items/i1').delete();
    expect((await db.collection('shop').listDocuments()).map((r) => r.id)).toEqual(['a', 'c']);
    expect(await db.doc('shop/b').listCollections()).toEqual([]);
  });

  it('REST ListDocuments pages with nextPageToken', async () => {
    const base = `/v1/projects/${h.projectId}/databases/(default)/documents/shop`;
    const first = (await rest(h.baseUrl, 'GET', `${base}?pageSize=1`)).body as {
      documents: { name: string; fields: object }[];
      nextPageToken: string;
    };
    expect(first.documents.map((d) => d.name.split('/').pop())).toEqual(['a']);
    expect(first.documents[0]?.fields).toEqual({ n: { integerValue: '1' } });
    expect(first.nextPageToken).not.toBe('');
    const second = (await rest(h.baseUrl, 'GET', `${base}?pageSize=1&pageToken=${first.nextPageToken}`)).body as {
      documents: { name: string }[];
      nextPageToken: string;
    };
    expect(second.documents.map((d) => d.name.split('/').pop())).toEqual(['c']);
    expect(second.nextPageToken).toBe('');
  });

  it('REST document CRUD: create, get, patch with mask, delete', async () => {
    const root = `/v1/projects/${h.projectId}/databases/(default)/documents`;
    const created = await rest(h.baseUrl, 'POST', `${root}/crud?documentId=d1`, {
      fields: { a: { integerValue: '1' }, b: { stringValue: 'x' } },
    });
    expect(created.status).toBe(200);
    expect((await rest(h.baseUrl, 'POST', `${root}/crud?documentId=d1`, { fields: {} })).status).toBe(409);
    const patched = await rest(h.baseUrl, 'PATCH', `${root}/crud/d1?updateMask.fieldPaths=a`, {
      fields: { a: { integerValue: '2' }, b: { stringValue: 'ignored' } },
    });
    expect((patched.body as { fields: object }).fields).toEqual({ a: { integerValue: '2' }, b: { stringValue: 'x' } });
    expect((await rest(h.baseUrl, 'DELETE', `${root}/crud/d1`)).status).toBe(200);
    expect((await rest(h.baseUrl, 'GET', `${root}/crud/d1`)).status).toBe(404);
  });
});
