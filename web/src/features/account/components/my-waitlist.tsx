// My Account's waitlist (docs/product.md#waitlist), one section per list: what the customer waits for, with Cancel,
// and what the shop has mailed about (or closed), each linking to the piece (with the size chosen).
import { useId } from 'react';
import { Link } from 'react-router';
import { WAITLIST_NO_PREORDERS, WAITLIST_NO_SIZES } from '@aso/domain/catalogue/messages';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/states';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useCancelWaiting, useMyWaitlist, type MyWaitlistRequest, type Waitlist } from '../../../lib/waitlist';

/** Where the two lists differ in words. */
const WORDS: Record<
  Waitlist,
  {
    title: string;
    none: string;
    what: (a: MyWaitlistRequest) => string;
    told: string;
    waiting: string;
    cancel: (a: MyWaitlistRequest) => string;
  }
> = {
  stock: {
    title: 'Back-in-stock requests',
    none: WAITLIST_NO_SIZES,
    what: (a) => `${a.productName}, size ${a.size}`,
    told: 'Back in stock',
    waiting: 'Waiting',
    cancel: (a) => `Cancel ${a.productName} size ${a.size}`,
  },
  preorder: {
    title: 'Pre-order requests',
    none: WAITLIST_NO_PREORDERS,
    what: (a) => a.productName,
    told: 'Pre-orders opened',
    waiting: 'Waiting for pre-orders to open',
    cancel: (a) => `Cancel ${a.productName} pre-order request`,
  },
};

export function MyWaitlist({ list, uid }: { readonly list: Waitlist; readonly uid: string }) {
  const words = WORDS[list];
  const titleId = useId();
  const requests = useMyWaitlist(list, uid);
  const cancel = useCancelWaiting(list, uid);
  const outcome = (a: MyWaitlistRequest): string | null =>
    a.notifiedAt
      ? `${words.told}: we mailed you on ${formatDate(a.notifiedAt)}`
      : a.closedAt
        ? 'No longer sold: closed without a mail'
        : null;
  return (
    <section className="stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{words.title}</h2>
      {requests.isError ? (
        <ErrorState message="Couldn’t load your requests." onRetry={() => void requests.refetch()} />
      ) : null}
      {requests.isSuccess && requests.data.length === 0 ? <p className="muted">{words.none}</p> : null}
      {requests.isSuccess && requests.data.length > 0 ? (
        <ul className="stack" aria-label={words.title}>
          {requests.data.map((a) => (
            <li key={a.id} className="row">
              <Link to={paths.product.getHref(a.productSlug || a.productId, a.size)}>{words.what(a)}</Link>
              {outcome(a) ? (
                <span className="muted">{outcome(a)}</span>
              ) : (
                <>
                  <span className="muted">{words.waiting}</span>
                  <Button variant="secondary" size="sm" disabled={cancel.isPending} onClick={() => cancel.cancel(a.id)}>
                    {words.cancel(a)}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
