// Who is signed in, and with which role. The role comes from the ID token's `role` claim
// (docs/architecture.md#security); Firebase refreshes the token before it expires and onIdTokenChanged reports every
// change, including a claim change after `refreshClaims()`. A visitor with no stored user is a guest from the first
// paint and Auth (~18 KB gzip) starts when a screen needs it (signing in, checkout) or another tab signs in (its
// stored user appears); index.html fetches its code into the cache after load, so that start waits on no download,
// and a guest's first page runs none of it. A stored user starts it at once. A signed-in session also listens to its own `profiles/{uid}.role` (live/role-watch.ts): when an admin changes
// the role, the session fetches a fresh token at once, so open screens follow within seconds both ways, and what
// the old role could read is dropped from the cache (the back office's guard closes its screens).
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import type { Role } from '@aso/domain/shared/vocab';
import type { Auth } from 'firebase/auth';
import { roleChangedWords } from '@aso/domain/account/messages';
import { getAuthInstance, hasPersistedUser, isPersistedUserKey, onAuthReady } from './firebase';
import { useToast } from './toast';
import { whenIdle } from './when-idle';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

export interface Session {
  readonly status: SessionStatus;
  readonly user: User | null;
  /** 'customer' when signed out or without a claim. */
  readonly role: Role;
  readonly isStaff: boolean;
  /** Fetch a fresh ID token so a changed role claim shows at once. */
  readonly refreshClaims: () => Promise<void>;
}

interface SessionState {
  readonly status: SessionStatus;
  readonly user: User | null;
  readonly role: Role;
}

export function roleFromClaims(claims: Readonly<Record<string, unknown>>): Role {
  return claims.role === 'admin' || claims.role === 'staff' ? claims.role : 'customer';
}

const SessionContext = createContext<Session | null>(null);

function hasStoredUser(): boolean {
  try {
    return hasPersistedUser();
  } catch {
    return true; // storage unavailable: ask Auth rather than assume
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() =>
    hasStoredUser()
      ? { status: 'loading', user: null, role: 'customer' }
      : { status: 'signed-out', user: null, role: 'customer' },
  );

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    let seq = 0;
    const follow = (auth: Auth) => {
      if (cancelled || unsubscribe) return;
      unsubscribe = auth.onIdTokenChanged((user) => {
        const mine = ++seq;
        if (!user) {
          setState({ status: 'signed-out', user: null, role: 'customer' });
          return;
        }
        // A different account: unknown role until its token is read, so guards wait rather than guess.
        setState((prev) => (prev.user?.uid === user.uid ? prev : { status: 'loading', user: null, role: 'customer' }));
        user
          .getIdTokenResult()
          .then((token) => roleFromClaims(token.claims))
          .catch(() => 'customer' as const)
          .then((role) => {
            if (mine === seq && !cancelled) setState({ status: 'signed-in', user, role });
          })
          .catch(() => undefined);
      });
    };
    const stopListening = onAuthReady(follow);
    const start = () => {
      getAuthInstance().catch((error: unknown) => {
        console.error('Auth could not start', error);
        if (!cancelled) setState({ status: 'signed-out', user: null, role: 'customer' });
      });
    };
    // A guest's tab hears another tab's sign-in through storage (Auth, once started, follows it itself).
    const otherTab = (event: StorageEvent) => {
      if (!isPersistedUserKey(event.key) || !event.newValue) return;
      removeEventListener('storage', otherTab);
      start();
    };
    if (hasStoredUser()) start();
    else addEventListener('storage', otherTab);
    return () => {
      cancelled = true;
      stopListening();
      unsubscribe?.();
      removeEventListener('storage', otherTab);
    };
  }, []);

  useRoleMirror(state);

  const session = useMemo<Session>(
    () => ({
      ...state,
      isStaff: state.role === 'staff' || state.role === 'admin',
      refreshClaims: async () => {
        await state.user?.getIdToken(true);
      },
    }),
    [state],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/**
 * Follows the account's role mirror while signed in: a mirror that says something else than the token (each write
 * of it once) fetches a fresh token, and onIdTokenChanged above takes the new role. Staff start listening at once
 * (the back office loads the full SDK anyway); customers when the browser is idle, so a first visit is unchanged.
 * When the role of the same account changes, cached data no mounted screen uses is dropped and the person is told.
 */
function useRoleMirror(state: SessionState): void {
  const queryClient = useQueryClient();
  const toast = useToast();
  const role = useRef(state.role);
  const seen = useRef<{ uid: string | null; role: Role }>({ uid: null, role: 'customer' });
  const uid = state.status === 'signed-in' ? (state.user?.uid ?? null) : null;
  const user = state.status === 'signed-in' ? state.user : null;
  const staff = state.role !== 'customer';

  useEffect(() => {
    role.current = state.role;
    const before = seen.current;
    seen.current = { uid, role: state.role };
    if (uid === null || before.uid !== uid || before.role === state.role) return;
    // The same account with another role: what the old role read goes (screens it may no longer open are gone).
    queryClient.removeQueries({ type: 'inactive' });
    toast(roleChangedWords(state.role), { tone: 'info' });
  }, [uid, state.role, queryClient, toast]);

  useEffect(() => {
    if (uid === null || !user) return undefined;
    let cancelled = false;
    let stop: (() => void) | undefined;
    let asked = '';
    const start = () => {
      import('./live/role-watch')
        .then(({ watchOwnRole }) => {
          if (cancelled) return;
          stop = watchOwnRole(uid, (mirror) => {
            const key = `${mirror.role}@${mirror.writtenAt}`;
            if (mirror.role === role.current || key === asked) return;
            asked = key;
            user.getIdToken(true).catch((error: unknown) => console.error('Could not refresh the role', error));
          });
        })
        .catch((error: unknown) => console.error('Could not follow the role', error));
    };
    const idle = staff ? undefined : whenIdle(start);
    if (staff) start();
    return () => {
      cancelled = true;
      stop?.();
      if (idle !== undefined) clearTimeout(idle);
    };
  }, [uid, user, staff]);
}

const SERVER_SESSION: Session = {
  status: 'loading',
  user: null,
  role: 'customer',
  isStaff: false,
  refreshClaims: () => Promise.resolve(),
};

/**
 * A page drawn on the server (web/src/ssr) knows no one: its session is still loading, as on a first visit before
 * Auth answers, so a screen that asks for the session draws there as it does in that first moment.
 */
export function ServerSessionProvider({ children }: { readonly children: ReactNode }) {
  return <SessionContext.Provider value={SERVER_SESSION}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
