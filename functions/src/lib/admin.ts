/**
 * Firebase Admin, initialised lazily and once (docs/architecture.md#style-structure): importing a function's module
 * costs nothing, and the emulators are picked up from FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST when they
 * are set.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth as adminAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore as adminFirestore, type Firestore } from 'firebase-admin/firestore';

let app: App | undefined;
let db: Firestore | undefined;

export function getAdminApp(): App {
  app ??= getApps()[0] ?? initializeApp();
  return app;
}

export function getFirestore(): Firestore {
  if (!db) {
    db = adminFirestore(getAdminApp());
    // Optional fields are written as absent rather than failing the whole write.
    db.settings({ ignoreUndefinedProperties: true });
  }
  return db;
}

export function getAuth(): Auth {
  return adminAuth(getAdminApp());
}
