// The waitlist on the product page (docs/product.md#waitlist): for what the customer cannot buy now — a sold-out
// size of a ready-to-wear piece (`list="stock"`, 'Sold out in your size?') or a pre-order piece whose window is
// closed (`list="preorder"`, 'Pre-orders are closed for this piece.') — a signed-in customer asks to be mailed when
// it becomes available, sees that they are waiting and can cancel; signed out, the button asks them to sign in and
// brings them back to the piece (with the size chosen).
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { canAskWhenBack, canAskWhenOpen, type WindowForAlerts } from '@aso/domain/catalogue/waitlist';
import { sizesOf } from '@aso/domain/catalogue/catalogue';
import {
  WAITLIST_PREORDER_ASK,
  WAITLIST_PREORDER_SIGN_IN,
  WAITLIST_PREORDER_TITLE,
  WAITLIST_PREORDER_WAITING,
  WAITLIST_SIZE_ASK,
  WAITLIST_SAVE_FAILED,
  WAITLIST_SIZE_SIGN_IN,
  waitlistSizeWaiting,
} from '@aso/domain/catalogue/messages';
import { Button, buttonClass } from '../../../components/button';
import { SelectField } from '../../../components/field';
import { paths } from '../../../config/paths';
import type { ProductWithId } from '../../../lib/products';
import { useSession } from '../../../lib/session';
import { isWaiting, useAskToWait, useCancelWaiting, useMyWaitlist, type Waitlist } from '../../../lib/waitlist';
import { useToast } from '../../../lib/toast';

/** Where the two lists differ in words: a size to wait for, or the whole piece (`null`). */
const WORDS: Record<
  Waitlist,
  {
    title: string;
    ask: string;
    signIn: string;
    waiting: (size: string | null) => string;
    cancel: (size: string | null) => string;
  }
> = {
  stock: {
    title: 'Sold out in your size?',
    ask: WAITLIST_SIZE_ASK,
    signIn: WAITLIST_SIZE_SIGN_IN,
    waiting: (size) => waitlistSizeWaiting(size ?? ''),
    cancel: (size) => `Cancel size ${size} request`,
  },
  preorder: {
    title: WAITLIST_PREORDER_TITLE,
    ask: WAITLIST_PREORDER_ASK,
    signIn: WAITLIST_PREORDER_SIGN_IN,
    waiting: () => WAITLIST_PREORDER_WAITING,
    cancel: () => 'Cancel pre-order request',
  },
};

type WaitlistSignupProps = { readonly product: ProductWithId } & (
  | { readonly list: 'stock'; readonly preferredSize?: string | null }
  | {
      readonly list: 'preorder';
      /** The piece's window if it is switched on; undefined when it has none or it is off. */
      readonly window: WindowForAlerts | undefined;
    }
);

/** What may be asked for: the sold-out sizes, or the piece itself (`null`) while its pre-orders are closed. */
function askableNow(props: WaitlistSignupProps): (string | null)[] {
  if (props.list === 'stock') return sizesOf(props.product).filter((size) => canAskWhenBack(props.product, size));
  return canAskWhenOpen(props.product, props.window) ? [null] : [];
}

export function WaitlistSignup(props: WaitlistSignupProps) {
  const { product, list } = props;
  const words = WORDS[list];
  const titleId = useId();
  const session = useSession();
  const user = session.user;
  const mine = useMyWaitlist(list, user?.uid ?? null);
  const ask = useAskToWait(list, user);
  const cancel = useCancelWaiting(list, user?.uid ?? null);
  const toast = useToast();
  const [chosen, setChosen] = useState<string | null>(null);
  const targets = askableNow(props);
  if (targets.length === 0) return null;

  const ofThis = (mine.data ?? []).filter((a) => a.productId === product.id);
  const waitingFor = ofThis.filter((a) => isWaiting(a) && targets.includes(a.size));
  const askable = targets.filter((t) => !waitingFor.some((a) => a.size === t));
  const preferred = list === 'stock' ? props.preferredSize : null;
  const target =
    chosen && askable.includes(chosen) ? chosen : preferred && askable.includes(preferred) ? preferred : askable[0];

  return (
    <section className="notice waitlist" aria-labelledby={titleId}>
      <h2 id={titleId} className="waitlist__title">
        {words.title}
      </h2>
      {waitingFor.map((a) => (
        <p key={a.id} className="row">
          <span>{words.waiting(a.size)}</span>
          <Button variant="secondary" size="sm" disabled={cancel.isPending} onClick={() => cancel.cancel(a.id)}>
            {words.cancel(a.size)}
          </Button>
        </p>
      ))}
      {target === undefined ? null : (
        <div className="row">
          {target === null ? null : askable.length > 1 ? (
            <SelectField label="Size to wait for" value={target} onChange={(e) => setChosen(e.target.value)}>
              {askable.map((s) => (
                <option key={s} value={s ?? ''}>
                  {s}
                </option>
              ))}
            </SelectField>
          ) : (
            <p>{`Size ${target} is sold out.`}</p>
          )}
          {session.status === 'loading' ? null : user ? (
            <Button
              variant="secondary"
              disabled={ask.isPending || mine.isPending}
              onClick={() =>
                ask.mutate(
                  { product, size: target, again: ofThis.some((a) => a.size === target) },
                  {
                    onSuccess: () => toast(words.waiting(target), { tone: 'success' }),
                    onError: () => toast(WAITLIST_SAVE_FAILED, { tone: 'error' }),
                  },
                )
              }
            >
              {words.ask}
            </Button>
          ) : (
            <Link
              className={buttonClass('secondary')}
              to={paths.login.getHref(paths.product.getHref(product.slug || product.id, target))}
            >
              {words.signIn}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
