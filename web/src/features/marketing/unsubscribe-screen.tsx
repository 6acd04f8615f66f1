// /unsubscribe?token=… (docs/product.md#cart-reminders): the link at the foot of a reminder mail. It works without
// signing in: the signed token names the account, the function turns its email opt-in off, and the page says so. A
// missing, damaged or forged token is refused in words and nothing changes.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { userMessage } from '@aso/domain/shared/errors';
import { UNSUBSCRIBED, UNSUBSCRIBE_LINK_INVALID } from '@aso/domain/marketing/messages';
import { ErrorNotice } from '../../components/error-notice';
import { LoadingState } from '../../components/states';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { useCallableMutation } from '../../lib/data/callables';
import { useSettings } from '../../lib/settings';

function UnsubscribeRoute() {
  const { branding } = useSettings();
  useDocumentTitle('Unsubscribe', branding.brandName);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { mutate, isSuccess, error } = useCallableMutation('unsubscribe', []);
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate({ token });
  }, [token, mutate]);
  const refused = !token ? UNSUBSCRIBE_LINK_INVALID : error ? userMessage(error, UNSUBSCRIBE_LINK_INVALID) : null;

  return (
    <div className="container page">
      <header className="page__header">
        <h1 className="page__title">Unsubscribe</h1>
      </header>
      {!refused && !isSuccess ? <LoadingState label="Unsubscribing…" /> : null}
      {isSuccess ? (
        <p className="notice" role="status">
          {UNSUBSCRIBED}
        </p>
      ) : null}
      <ErrorNotice message={refused} />
      <p>
        <Link to={paths.account.getHref()}>My Account</Link> · <Link to={paths.shop.getHref()}>Continue shopping</Link>
      </p>
    </div>
  );
}

export { UnsubscribeRoute as Component };
