// App-wide providers, outermost first: server state, toasts, the session, the cart; and every form's failed submit
// brought into view (lib/reveal-form-errors.ts). Tests render the same tree.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { CartProvider } from '../lib/cart/cart-provider';
import { makeQueryClient } from '../lib/query-client';
import { watchFormErrors } from '../lib/reveal-form-errors';
import { uncheckedReferral } from '../lib/referral-link';
import { SessionProvider } from '../lib/session';
import { ToastProvider } from '../lib/toast';
import { AccountBootstrap } from './account-bootstrap';

// Only a visit through a `?ref=` link loads the check of its code, so no other first visit pays for it.
const ReferralLinkCheck = lazy(() => import('./referral-link-check'));
const cameThroughReferralLink = (): boolean =>
  typeof window !== 'undefined' &&
  (new URLSearchParams(window.location.search).has('ref') || uncheckedReferral() !== null);

export interface AppProvidersProps {
  readonly children: ReactNode;
  /** A fresh client per test; the app makes one. */
  readonly queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? makeQueryClient());
  useEffect(() => watchFormErrors(document), []);
  const [referralLink] = useState(cameThroughReferralLink);
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SessionProvider>
          <AccountBootstrap />
          <CartProvider>
            {referralLink ? (
              <Suspense fallback={null}>
                <ReferralLinkCheck />
              </Suspense>
            ) : null}
            {children}
          </CartProvider>
        </SessionProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
