// reactfire's providers for the live screens, as its docs set them up: the app, the full Firestore SDK and Auth
// (already loaded by the time a signed-in screen renders; `use` waits for it otherwise).
import { use, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { getAuthInstance } from '../firebase';
import { getFirebaseApp } from '../firebase-app';
import { getLiveDb } from './live-firestore';

export function LiveFirebase({ children }: { readonly children: ReactNode }) {
  const auth = use(getAuthInstance());
  return (
    <FirebaseAppProvider firebaseApp={getFirebaseApp()}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={getLiveDb()}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
