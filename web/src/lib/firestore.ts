// Firestore Lite and the shop's database: the one place that creates it and knows about the emulator. Screens off the
// storefront's first load import `getDb` from here; the modules a landing route loads with the page (settings, the
// cart, the catalogue's reads) reach this module through `loadFirestore()` (lib/firebase.ts), so the SDK arrives
// when a read first needs it, not with the page (docs/architecture.md#storefront-performance). The re-exports are
// what those modules call.
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { getEnv } from './env';
import { getFirebaseApp } from './firebase-app';

export {
  collection,
  deleteDoc,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  where,
} from 'firebase/firestore/lite';

let db: Firestore | undefined;

export function getDb(): Firestore {
  if (!db) {
    const created = getFirestore(getFirebaseApp());
    const emulator = getEnv().emulators.firestore;
    if (emulator) connectFirestoreEmulator(created, emulator.host, emulator.port);
    db = created;
  }
  return db;
}
