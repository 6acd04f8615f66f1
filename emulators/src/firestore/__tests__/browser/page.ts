// Runs in Chromium: the browser build of firebase/firestore (WebChannel for Listen and Write, REST for the rest),
// driven by the test through window.sdk.
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  initializeFirestore,
  limit,
  onSnapshot,
  setLogLevel,
  orderBy,
  query,
  setDoc,
  where,
} from 'firebase/firestore';
import type { Firestore, FirestoreError, Query } from 'firebase/firestore';

export type Sdk = typeof sdk;

export interface Seen {
  readonly ids?: string[];
  readonly data?: unknown[];
  readonly fromCache?: boolean;
  readonly pending?: boolean;
  readonly error?: string;
  readonly at: number;
}

const clients = new Map<string, Firestore>();
const events: Record<string, Seen[]> = {};
let counter = 0;

function record(name: string): { next: (s: Seen) => void; error: (e: FirestoreError) => void } {
  events[name] = [];
  return {
    next: (s) => events[name]!.push(s),
    error: (e) => events[name]!.push({ error: e.code, at: performance.now() }),
  };
}

const sdk = {
  events,
  /** SDK debug logging to the console (for investigating a failure). */
  debug(): void {
    setLogLevel('debug');
  },
  connect(projectId: string, port: number, uid: string | null, longPolling: boolean): string {
    const key = `c${counter++}`;
    const app = initializeApp({ projectId, apiKey: 'fake-api-key' }, key);
    const db = initializeFirestore(app, longPolling ? { experimentalForceLongPolling: true } : {});
    connectFirestoreEmulator(db, '127.0.0.1', port, uid === null ? {} : { mockUserToken: { sub: uid } });
    clients.set(key, db);
    return key;
  },
  listenQuery(key: string, name: string, path: string, filter?: [string, string], top?: number): void {
    const db = clients.get(key)!;
    let q: Query = collection(db, path);
    if (filter) q = query(q, where(filter[0], '==', filter[1]));
    if (top !== undefined) q = query(q, orderBy('n'), limit(top));
    const r = record(name);
    onSnapshot(
      q,
      { includeMetadataChanges: true },
      (s) =>
        r.next({
          ids: s.docs.map((d) => d.id),
          data: s.docs.map((d) => d.data()),
          fromCache: s.metadata.fromCache,
          pending: s.metadata.hasPendingWrites,
          at: performance.now(),
        }),
      r.error,
    );
  },
  listenDoc(key: string, name: string, path: string): void {
    const r = record(name);
    onSnapshot(
      doc(clients.get(key)!, path),
      { includeMetadataChanges: true },
      (s) =>
        r.next({
          ids: s.exists() ? [s.id] : [],
          data: s.exists() ? [s.data()] : [],
          fromCache: s.metadata.fromCache,
          pending: s.metadata.hasPendingWrites,
          at: performance.now(),
        }),
      r.error,
    );
  },
  async set(key: string, path: string, data: Record<string, unknown>): Promise<string> {
    try {
      await setDoc(doc(clients.get(key)!, path), data);
      return 'ok';
    } catch (e) {
      return (e as FirestoreError).code;
    }
  },
  async remove(key: string, path: string): Promise<string> {
    try {
      await deleteDoc(doc(clients.get(key)!, path));
      return 'ok';
    } catch (e) {
      return (e as FirestoreError).code;
    }
  },
};

(globalThis as unknown as { sdk: typeof sdk }).sdk = sdk;
