// Login and register are the same page around a different form: one card under one title, and the same reads (where
// to go next from the `redirectTo` search parameter, whether the customer is signed in already).
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { useSettings } from '../../../lib/settings';

/** What both routes read: the tab's title is set, then the search parameters, navigation and the session. */
export function useAuthPage(title: string) {
  const { branding } = useSettings();
  useDocumentTitle(title, branding.brandName);
  const [params] = useSearchParams();
  return { params, navigate: useNavigate(), session: useSession() };
}

export function AuthCard({ heading, children }: { readonly heading: string; readonly children: ReactNode }) {
  return (
    <div className="container page auth-page">
      <div className="card auth-card">
        <h1>{heading}</h1>
        {children}
      </div>
    </div>
  );
}
