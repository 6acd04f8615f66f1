// Pre-order (docs/product.md#pre-order): the open windows' banner (each one's deposit, dates and balance due day) or
// 'No active pre-order window.', how it works, search by
// name or SKU, window filter, grid with Pay deposit / Pay full / View, Load more, a production timeline, FAQ and links.
import { useState } from 'react';
import { Link } from 'react-router';
import '../../styles/preorder.css';
import { LOADING } from '@aso/domain/shared/messages';
import { NO_ACTIVE_PREORDER_WINDOW } from '@aso/domain/catalogue/messages';
import { DEFAULT_DEPOSIT_PERCENT } from '@aso/domain/shared/money';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/field';
import { EmptyState } from '../../components/states';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { formatDate } from '../../lib/format';
import { useSettings } from '../../lib/settings';
import { useDebounced } from '../../lib/use-debounced';
import { usePreorderProducts } from './api/get-preorder-products';
import { preorderTermsOf, usePreorderWindows, type PreorderWindowWithId } from '../../lib/preorder-windows';
import { preorderFilters } from './api/keys';
import { PREORDER_MAKING_DAYS, balanceDueDay, balanceDueSentence } from '@aso/domain/catalogue/preorder-terms';
import { addDays, dayKeyWords, lagosDayKey } from '@aso/domain/shared/lagos-time';
import { PreorderCard } from './components/preorder-card';
import { ProductListLoading } from './components/product-grid-skeleton';
import { PageSection } from '../../components/page-section';

/** How it works, told as the checkout and the mails tell it (catalogue/preorder-terms.ts): one balance due date. */
const STEPS = [
  { title: 'Reserve', body: 'Pick your piece and pay the deposit (or the full price) while the window is open.' },
  {
    title: 'Pay the balance when the window closes',
    body: 'The balance is due on the window’s last day: pay it from My Orders (we remind you by mail).',
  },
  {
    title: 'We make it and send it',
    body: `Cut and sewn in our Abeokuta studio after the window closes, ready within ${PREORDER_MAKING_DAYS} days, then on its way to you.`,
  },
] as const;

/** The production timeline of the live window, by its own dates when it has them. */
function timelineOf(endAt: Date | null) {
  const close = endAt ? lagosDayKey(endAt) : null;
  const day = (n: number) => (close ? dayKeyWords(addDays(close, n)) : null);
  return [
    {
      when: close ? `Until ${day(0)}` : 'While the window is open',
      title: 'Reserve',
      body: 'Deposits and full payments secure your place in the production run.',
    },
    {
      when: close ? (day(0) ?? '') : 'The day the window closes',
      title: 'Balance due',
      body: 'Pay the balance from My Orders; we mail you a reminder.',
    },
    {
      when: close ? `${day(1)} – ${day(PREORDER_MAKING_DAYS)}` : `${PREORDER_MAKING_DAYS} days after it closes`,
      title: 'Dyeing, cutting and sewing',
      body: 'Adire and aso-oke are dyed and woven, then each piece is cut, sewn, checked and pressed by hand.',
    },
    {
      when: close ? `From ${day(PREORDER_MAKING_DAYS + 1)}` : 'Then',
      title: 'On its way',
      body: 'Sent to you with your delivery zone’s lead time (Lagos 3 days, Abuja 4, nationwide 5).',
    },
  ];
}

/** 'Harmattan Drop', 'Harmattan Drop and Owambe Season', 'A, B and C'. */
function windowNames(open: readonly PreorderWindowWithId[]): string {
  const names = open.map((w) => w.name);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const balanceDueOf = (w: PreorderWindowWithId) => balanceDueDay([w.endAt]);

/** One open window's deposit, dates and balance due day; named when several are open. */
function WindowFacts({ window: w, named }: { readonly window: PreorderWindowWithId; readonly named: boolean }) {
  const due = balanceDueOf(w);
  return (
    <>
      {named ? <h2 className="window-banner__name">{w.name}</h2> : null}
      <dl className="window-banner__facts" aria-label={w.name}>
        <div>
          <dt>Deposit</dt>
          <dd>{w.depositPercent}%</dd>
        </div>
        <div>
          <dt>Opens</dt>
          <dd>{formatDate(w.startAt)}</dd>
        </div>
        <div>
          <dt>Closes</dt>
          <dd>{formatDate(w.endAt)}</dd>
        </div>
        <div>
          <dt>Balance due</dt>
          <dd>{due ? dayKeyWords(due) : 'When it closes'}</dd>
        </div>
      </dl>
    </>
  );
}

/** When the balance is due: the open window's day, or each open window's when several are (one truth per piece). */
function balanceAnswer(open: readonly PreorderWindowWithId[]): string {
  if (open.length < 2) return balanceDueSentence(open[0] ? balanceDueOf(open[0]) : null);
  const days = open.map((w) => {
    const due = balanceDueOf(w);
    return `${w.name}: ${due ? `by ${dayKeyWords(due)}` : 'its date is still to come'}`;
  });
  return `The balance is due when the piece’s pre-order window closes — ${days.join('; ')}.`;
}

function faqOf(open: readonly PreorderWindowWithId[]) {
  return [
    {
      q: 'How much is the deposit?',
      a: 'Each collection sets its own percentage of the price: it is shown above and on every piece.',
    },
    {
      q: 'When do I pay the balance?',
      a: `${balanceAnswer(open)} You will see the balance due and a Pay balance button in My Orders, and we remind you by mail.`,
    },
    { q: 'Can I pay in full instead?', a: 'Yes. Choose Pay full and there is nothing left to pay later.' },
    {
      q: 'Do you send pre-orders abroad?',
      a: 'Pre-orders are delivered within Nigeria. Ready-to-wear and made-to-order pieces go abroad too.',
    },
    {
      q: 'What if something is wrong with my piece?',
      a: 'Tell us within 7 days for an exchange on defects. Custom fits are not refunded in cash.',
    },
  ];
}

function PreorderRoute() {
  const { branding } = useSettings();
  useDocumentTitle('Pre-Order', branding.brandName);
  const [search, setSearch] = useState('');
  const [windowId, setWindowId] = useState<string | null>(null);
  const settledSearch = useDebounced(search, 300);
  const windows = usePreorderWindows();
  const products = usePreorderProducts(preorderFilters(settledSearch, windowId, windows.data));
  const open = windows.data ?? [];
  const live = open[0];
  const percentOf = (id: string | null) =>
    windows.data?.find((w) => w.id === id)?.depositPercent ?? DEFAULT_DEPOSIT_PERCENT;
  const list = products.data?.pages.flatMap((p) => p.products) ?? [];

  return (
    <div className="page">
      <section className="window-banner" aria-labelledby="window-title">
        <div className="container">
          <p className="eyebrow">Pre-order</p>
          {windows.isPending ? <p role="status">{LOADING}</p> : null}
          {!windows.isPending && !live ? (
            <h1 id="window-title" className="window-banner__title">
              {NO_ACTIVE_PREORDER_WINDOW}
            </h1>
          ) : null}
          {live ? (
            <>
              <h1 id="window-title" className="window-banner__title">
                {windowNames(open)}
              </h1>
              {open.map((w) => (
                <WindowFacts key={w.id} window={w} named={open.length > 1} />
              ))}
            </>
          ) : null}
        </div>
      </section>

      <PageSection name="how" title="How pre-order works">
        <ol className="grid grid--cards steps" role="list">
          {STEPS.map((s, i) => (
            <li key={s.title} className="card step">
              <span className="step__number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{s.title}</h3>
              <p>{s.body}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection name="pieces" title="Pieces on pre-order">
        <form
          className="filters"
          role="search"
          aria-label="Search pre-order pieces"
          onSubmit={(e) => e.preventDefault()}
        >
          <TextField
            label="Search by name or SKU"
            type="search"
            name="q"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <SelectField
            label="Collection"
            name="window"
            value={windowId ?? ''}
            onChange={(e) => setWindowId(e.target.value || null)}
          >
            <option value="">All</option>
            {(windows.data ?? []).map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </SelectField>
        </form>
        {/* The pieces wait for the windows (which are open is part of the question): a failed windows read fails them. */}
        <ProductListLoading
          query={windows.isError ? { isPending: false, isError: true, refetch: () => windows.refetch() } : products}
          failure="Couldn’t load pre-order pieces."
        />
        {products.isSuccess && list.length === 0 ? <EmptyState title="No pre-order pieces match." /> : null}
        {list.length > 0 ? (
          <ul className="grid grid--products product-grid" role="list">
            {/* Below the banner and the steps on a phone: no picture here is the page's largest paint. */}
            {list.map((p) => (
              <li key={p.id}>
                <PreorderCard
                  product={p}
                  depositPercent={percentOf(p.preorderWindowId)}
                  balanceDueOn={preorderTermsOf(p, windows.data).balanceDueOn}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {products.hasNextPage ? (
          <div className="pager">
            <Button
              variant="secondary"
              loading={products.isFetchingNextPage}
              onClick={() => void products.fetchNextPage()}
            >
              Load more
            </Button>
          </div>
        ) : null}
      </PageSection>

      <PageSection name="timeline" title={live ? `${live.name}: from deposit to delivery` : 'From deposit to delivery'}>
        <ol className="timeline" role="list">
          {timelineOf(live?.endAt ?? null).map((t) => (
            <li key={t.title} className="timeline__item">
              <p className="timeline__when">{t.when}</p>
              <h3>{t.title}</h3>
              <p>{t.body}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection name="faq" title="Questions">
        <div className="faq">
          {faqOf(open).map((f) => (
            <details key={f.q} className="faq__item">
              <summary>{f.q}</summary>
              <p>{f.a}</p>
            </details>
          ))}
        </div>
        <div className="row preorder-links">
          <Link to={paths.checkout.getHref()} className="btn btn--primary btn--md">
            Go to checkout
          </Link>
          <Link to={paths.shop.getHref()} className="btn btn--secondary btn--md">
            Shop ready-to-wear
          </Link>
          <Link to={paths.sizeGuide.getHref()} className="btn btn--ghost">
            Size guide
          </Link>
        </div>
      </PageSection>
    </div>
  );
}

export { PreorderRoute as Component };
