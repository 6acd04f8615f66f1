// /unsubscribe?token=… (docs/product.md#cart-reminders): the link at the foot of a reminder mail. It works without
// signing in: the signed token names the account, the function turns its email opt-in off, and the page says so. A
// missing, damaged or forged token is refused in words and nothing changes.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { userMessage } from '@aso/domain/shared/errors';
import { UNSUBSCRIBED, UNSUBSCRIBE_LINK_INVALID } from '@aso/domain/marketing/messages';
import { LoadingState } from '../../components/states';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { callFunction } from '../../lib/firebase';
import { useSettings } from '../../lib/settings';

type Outcome = { state: 'working' } | { state: 'done' } | { state: 'refused'; message: string };

function UnsubscribeRoute() {
  const { branding } = useSettings();
  useDocumentTitle('Unsubscribe', branding.brandName);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'working' } : { state: 'refused', message: UNSUBSCRIBE_LINK_INVALID },
  );
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    callFunction('unsubscribe', { token })
      .then(() => setOutcome({ state: 'done' }))
      .catch((error: unknown) =>
        setOutcome({ state: 'refused', message: userMessage(error, UNSUBSCRIBE_LINK_INVALID) }),
      );
  }, [token]);

  return (
    <div className="container page">
      <header className="page__header">
        <h1 className="page__title">Unsubscribe</h1>
      </header>
      {outcome.state === 'working' ? <LoadingState label="Unsubscribing…" /> : null}
      {outcome.state === 'done' ? (
        <p className="notice" role="status">
          {UNSUBSCRIBED}
        </p>
      ) : null}
      {outcome.state === 'refused' ? (
        <p className="notice notice--warn" role="alert">
          {outcome.message}
        </p>
      ) : null}
      <p>
        <Link to={paths.account.getHref()}>My Account</Link> · <Link to={paths.shop.getHref()}>Continue shopping</Link>
      </p>
    </div>
  );
}

export { UnsubscribeRoute as Component };
