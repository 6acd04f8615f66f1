// The signed-in account's role as the shop's admins last set it: `profiles/{uid}.role`, which setUserRole writes
// right after the claim (docs/architecture.md#security). The session listens to it and fetches a fresh ID token
// when it says something else than the token, so a role change reaches open screens within seconds, both ways.
// Loaded on its own (lib/session.tsx imports it lazily): the storefront's first load keeps Firestore Lite.
import { doc, onSnapshot } from 'firebase/firestore';
import type { Role } from '@aso/domain/shared/vocab';
import { getLiveDb } from './live-firestore';
import { dataPaths } from '../data/collections';

/** What the mirror says now: the role and when it was last written (so each change is acted on once). */
export interface RoleMirror {
  readonly role: Role;
  readonly writtenAt: number;
}

export function watchOwnRole(uid: string, onMirror: (mirror: RoleMirror) => void): () => void {
  return onSnapshot(
    doc(getLiveDb(), dataPaths.profiles, uid),
    (snap) => {
      const role: unknown = snap.get('role');
      const updatedAt: unknown = snap.get('updatedAt');
      onMirror({
        role: role === 'staff' || role === 'admin' ? role : 'customer',
        writtenAt:
          typeof updatedAt === 'object' && updatedAt !== null && 'toMillis' in updatedAt
            ? (updatedAt as { toMillis: () => number }).toMillis()
            : 0,
      });
    },
    // A profile that cannot be read (signed out meanwhile, offline for good) changes nothing: the token stays.
    () => undefined,
  );
}
