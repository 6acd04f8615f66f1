import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getFirestore,
  limit,
  limitToLast,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  where,
} from 'firebase/firestore';
import type { DocumentSnapshot, Firestore, FirestoreError, QuerySnapshot } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { itStandIn } from './harness';
import { Snapshots, startWithListenRules } from './listen-helpers';

/** The full web SDK in Node speaks gRPC: Listen for onSnapshot, the Write stream for setDoc/deleteDoc. */

let h: Harness;
const apps: FirebaseApp[] = [];

function web(uid: string | null): Firestore {
  const app = initializeApp({ projectId: h.projectId, apiKey: 'fake-api-key' }, `web-full-${randomUUID()}`);
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', h.server.port, uid === null ? {} : { mockUserToken: { sub: uid } });
  return db;
}

const ids = (s: QuerySnapshot): string[] => s.docs.map((d) => d.id);
/** A snapshot the server has confirmed (not the SDK's own optimistic copy). */
const synced = (s: QuerySnapshot | DocumentSnapshot): boolean => !s.metadata.hasPendingWrites && !s.metadata.fromCache;

beforeAll(async () => {
  h = await startWithListenRules('{id}');
});
afterAll(async () => {
  await Promise.all(apps.map((a) => deleteApp(a)));
  await h.stop();
});

describe('Listen and Write through the web SDK (Node, gRPC) with rules', () => {
  it('an allowed query sees its own writes (Write stream) and another client’s, confirmed by the server', async () => {
    const ada = web('ada');
    const admin = h.admin();
    const snaps = new Snapshots<QuerySnapshot>();
    const stop = onSnapshot(
      query(collection(ada, 'notes'), where('owner', '==', 'ada')),
      { includeMetadataChanges: true },
      snaps.next,
      snaps.error,
    );
    try {
      expect(ids(await snaps.take(synced))).toEqual([]);
      await setDoc(doc(ada, 'notes/n1'), { owner: 'ada', text: 'from the web SDK' });
      expect(ids(await snaps.take((s) => synced(s) && s.size === 1))).toEqual(['n1']);
      expect((await admin.doc('notes/n1').get()).get('text')).toBe('from the web SDK');
      await admin.doc('notes/n2').set({ owner: 'ada', text: 'from the Admin SDK' });
      await admin.doc('notes/n3').set({ owner: 'bayo', text: 'not hers' });
      expect(ids(await snaps.take((s) => synced(s) && s.size === 2))).toEqual(['n1', 'n2']);
      await deleteDoc(doc(ada, 'notes/n1'));
      expect(ids(await snaps.take((s) => synced(s) && s.size === 1))).toEqual(['n2']);
      expect((await admin.doc('notes/n1').get()).exists).toBe(false);
    } finally {
      stop();
    }
  });

  it('a denied listener gets permission-denied in its error callback; a denied write is rejected', async () => {
    const ada = web('ada');
    const anyone = web(null);
    const vault = new Snapshots<QuerySnapshot>();
    const others = new Snapshots<QuerySnapshot>();
    const signedOut = new Snapshots<DocumentSnapshot>();
    onSnapshot(collection(ada, 'vault'), vault.next, vault.error);
    // Rules are not filters: a query that could return someone else's notes is refused as a whole.
    onSnapshot(collection(ada, 'notes'), others.next, others.error);
    onSnapshot(doc(anyone, 'notes/n2'), signedOut.next, signedOut.error);
    for (const s of [vault, others, signedOut]) {
      const err = (await s.firstError()) as FirestoreError;
      expect(err.code).toBe('permission-denied');
      expect(s.all).toEqual([]);
    }
    await expect(setDoc(doc(ada, 'vault/v1'), { x: 1 })).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await h.admin().doc('vault/v1').get()).exists).toBe(false);
  });

  it('limit and limitToLast windows follow inserts, moves and deletes', async () => {
    const db = web('ada');
    const admin = h.admin();
    await Promise.all([1, 2, 3, 4].map((n) => admin.doc(`board/b${n}`).set({ n })));
    const first = new Snapshots<QuerySnapshot>();
    const last = new Snapshots<QuerySnapshot>();
    const stopFirst = onSnapshot(
      query(collection(db, 'board'), orderBy('n'), limit(2)),
      { includeMetadataChanges: true },
      first.next,
      first.error,
    );
    const stopLast = onSnapshot(query(collection(db, 'board'), orderBy('n'), limitToLast(2)), last.next, last.error);
    try {
      expect(ids(await first.take(synced))).toEqual(['b1', 'b2']);
      // The SDK shows a cached answer first (documents the other query brought in), then the server's.
      expect(ids(await last.take(synced))).toEqual(['b3', 'b4']);
      await admin.doc('board/b0').set({ n: 0 });
      await admin.doc('board/b9').set({ n: 9 });
      expect(ids(await first.take((s) => synced(s) && s.docs[0]?.id === 'b0'))).toEqual(['b0', 'b1']);
      expect(ids(await last.take((s) => s.docs[1]?.id === 'b9'))).toEqual(['b4', 'b9']);
      await admin.doc('board/b9').delete();
      await admin.doc('board/b0').update({ n: 5 });
      expect(ids(await last.take((s) => s.docs[1]?.id === 'b0'))).toEqual(['b4', 'b0']);
      expect(ids(await first.take((s) => synced(s) && s.docs[0]?.id === 'b1'))).toEqual(['b1', 'b2']);
      // The SDK's own delete first shows a cached window; the server then confirms it with b3 moved in.
      await deleteDoc(doc(db, 'board/b1'));
      expect(ids(await first.take((s) => synced(s) && s.docs[0]?.id === 'b2'))).toEqual(['b2', 'b3']);
    } finally {
      stopFirst();
      stopLast();
    }
  });

  itStandIn('a listener resumes after the connection drops and catches up with writes made meanwhile', async () => {
    const db = web('ada');
    const admin = h.admin();
    await admin.doc('board/r1').set({ round: 1 });
    const snaps = new Snapshots<DocumentSnapshot>();
    const stop = onSnapshot(doc(db, 'board/r1'), { includeMetadataChanges: true }, snaps.next, snaps.error);
    try {
      expect((await snaps.take(synced)).get('round')).toBe(1);
      h.server.dropConnections();
      await admin.doc('board/r1').set({ round: 2 });
      expect((await snaps.take((s) => synced(s) && s.get('round') === 2, 15_000)).data()).toEqual({ round: 2 });
      await admin.doc('board/r1').delete();
      await snaps.take((s) => synced(s) && !s.exists());
      expect(snaps.errors).toEqual([]);
    } finally {
      stop();
    }
  });
});
