// Pre-order (docs/product.md#pre-order): live-window banner or 'No active pre-order window.', how it works, search by
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
import { usePreorderWindows } from '../../lib/preorder-windows';
import { PreorderCard } from './components/preorder-card';
import { ProductListLoading } from './components/product-grid-skeleton';
import { PageSection } from '../../components/page-section';

const STEPS = [
  { title: 'Reserve', body: 'Pick your piece and pay the deposit (or the full price) while the window is open.' },
  { title: 'We make it', body: 'Fabric is dyed and woven, then cut and sewn in our Abeokuta studio.' },
  {
    title: 'Pay the balance & receive',
    body: 'We tell you when it is ready; pay the balance from My Orders and we ship.',
  },
] as const;

const TIMELINE = [
  { week: 'Week 0', title: 'Window opens', body: 'Deposits secure your place in the production run.' },
  {
    week: 'Week 1–2',
    title: 'Fabric sourcing and dyeing',
    body: 'Adire and aso-oke are dyed and woven by our partner artisans.',
  },
  { week: 'Week 3–4', title: 'Cutting and sewing', body: 'Each piece is cut, sewn and finished by hand.' },
  { week: 'Week 5', title: 'Quality check', body: 'We inspect every seam and press every piece.' },
  {
    week: 'Week 6',
    title: 'Balance and dispatch',
    body: 'Pay the balance from My Orders; delivery starts the same week.',
  },
] as const;

const FAQ = [
  {
    q: 'How much is the deposit?',
    a: 'Each collection sets its own percentage of the price: it is shown above and on every piece.',
  },
  {
    q: 'When do I pay the balance?',
    a: 'When your piece is ready. You will see the balance due and a Pay balance button in My Orders.',
  },
  { q: 'Can I pay in full instead?', a: 'Yes. Choose Pay full and there is nothing left to pay later.' },
  {
    q: 'What if something is wrong with my piece?',
    a: 'Tell us within 7 days for an exchange on defects. Custom fits are not refunded in cash.',
  },
] as const;

function PreorderRoute() {
  const { branding } = useSettings();
  useDocumentTitle('Pre-Order', branding.brandName);
  const [search, setSearch] = useState('');
  const [windowId, setWindowId] = useState<string | null>(null);
  const settledSearch = useDebounced(search, 300);
  const windows = usePreorderWindows();
  const products = usePreorderProducts({ search: settledSearch, windowId });
  const live = windows.data?.[0];
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
                {live.name}
              </h1>
              <dl className="window-banner__facts">
                <div>
                  <dt>Deposit</dt>
                  <dd>{live.depositPercent}%</dd>
                </div>
                <div>
                  <dt>Opens</dt>
                  <dd>{formatDate(live.startAt)}</dd>
                </div>
                <div>
                  <dt>Closes</dt>
                  <dd>{formatDate(live.endAt)}</dd>
                </div>
              </dl>
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
        <ProductListLoading query={products} failure="Couldn’t load pre-order pieces." />
        {products.isSuccess && list.length === 0 ? <EmptyState title="No pre-order pieces match." /> : null}
        {list.length > 0 ? (
          <ul className="grid grid--products product-grid" role="list">
            {/* Below the banner and the steps on a phone: no picture here is the page's largest paint. */}
            {list.map((p) => (
              <li key={p.id}>
                <PreorderCard product={p} depositPercent={percentOf(p.preorderWindowId)} />
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

      <PageSection name="timeline" title="An example production timeline">
        <ol className="timeline" role="list">
          {TIMELINE.map((t) => (
            <li key={t.week} className="timeline__item">
              <p className="timeline__when">{t.week}</p>
              <h3>{t.title}</h3>
              <p>{t.body}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection name="faq" title="Questions">
        <div className="faq">
          {FAQ.map((f) => (
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
