// The Firebase app every SDK hangs from. Loaded with the first SDK that needs it (lib/firebase.ts, lib/firestore.ts,
// the live screens), never by the storefront's entry: a guest's first page draws from the server's HTML and the
// early reads of index.html, so @firebase/app and its helpers wait until something talks to Firebase
// (docs/architecture.md#storefront-performance).
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { getEnv } from './env';

let app: FirebaseApp | undefined;

export function getFirebaseApp(): FirebaseApp {
  app ??= initializeApp(getEnv().firebase);
  return app;
}
