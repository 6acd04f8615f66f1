// The full Firestore SDK, for the screens that stay true without reloading (the back office and My Orders). It
// speaks Firestore's streaming protocol (WebChannel in the browser) and is loaded only by those lazy chunks: the
// storefront's first load keeps Firestore Lite and its byte budget (docs/architecture.md#storefront-performance).
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';
import { getEnv } from '../env';
import { getFirebaseApp } from '../firebase-app';

let db: Firestore | undefined;

export function getLiveDb(): Firestore {
  if (!db) {
    // Memory cache only: staff machines are shared, and the back office must never show yesterday's cache.
    const created = initializeFirestore(getFirebaseApp(), {});
    const emulator = getEnv().emulators.firestore;
    if (emulator) connectFirestoreEmulator(created, emulator.host, emulator.port);
    db = created;
  }
  return db;
}

/**
 * For a listener that tells only what the server confirmed (`fromCache` snapshots skipped: a cached copy may be from
 * before a payment). A second listener on a document the SDK already holds is given the cached copy first, and the
 * server's confirmation then changes only the metadata: without metadata changes it would never be delivered.
 */
export const SERVER_SNAPSHOTS = { includeMetadataChanges: true } as const;
