// Product detail (docs/product.md#product-page): 'Loading…', gallery, name, SKU, price, sizes with availability (and
// how many are left when few), quantity, MTO note and lead time, pre-order deposit and its sizes or the measurements
// note, or a not-found state. The key may be an id, SKU, slug or name
// (docs/product.md#product-page).
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { fitOf, leadTimeOf, sizesOf } from '@aso/domain/catalogue/catalogue';
import { LOADING } from '@aso/domain/shared/messages';
import { MTO_MEASUREMENTS_NOTE, leadTimeDays } from '@aso/domain/catalogue/messages';
import { DEFAULT_DEPOSIT_PERCENT } from '@aso/domain/shared/money';
import { ErrorState, EmptyState, LoadingState } from '../../components/states';
import { ShareLinks } from '../../components/share-links';
import { WhatsAppLink } from '../../components/whatsapp-link';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { formatDate } from '../../lib/format';
import { SaleBadge, SalePrice, priceNow } from '../../components/sale-price';
import { useOffers } from '../../lib/offers';
import { saleOf } from '@aso/domain/promotions/promotions';
import { lagosWhenWords } from '@aso/domain/shared/lagos-time';
import { useSettings } from '../../lib/settings';
import { productShareText } from '../../lib/share';
import { useSiteUrl } from '../../lib/site-origin';
import { useProduct } from './api/get-product';
import { preorderTermsOf, usePreorderWindows } from '../../lib/preorder-windows';
import { AddToCartForm } from './components/add-to-cart-form';
import { Gallery } from './components/gallery';
import { WaitlistSignup } from './components/waitlist-signup';
import { PREORDER_MAKING_DAYS, depositOfferWords } from '@aso/domain/catalogue/preorder-terms';
import { TypeBadge } from './components/type-badge';

function ProductRoute() {
  const { key = '' } = useParams();
  const [search] = useSearchParams();
  const { branding } = useSettings();
  const product = useProduct(key);
  const windows = usePreorderWindows();
  const origin = useSiteUrl('');
  const offers = useOffers();
  // The size the question on WhatsApp is about: the one picked, else the one the link named.
  const [chosenSize, setChosenSize] = useState<string | null>(null);
  useDocumentTitle(product.data?.name ?? (product.isPending ? null : 'Not found'), branding.brandName);

  if (product.isPending) {
    return (
      <div className="container page">
        <LoadingState label={LOADING} />
      </div>
    );
  }
  if (product.isError) {
    return (
      <div className="container page">
        <ErrorState message="Couldn’t load this product." onRetry={() => void product.refetch()} />
      </div>
    );
  }
  const p = product.data;
  if (!p) {
    return (
      <div className="container page">
        <EmptyState title="We couldn’t find that piece.">
          <p>It may have sold out or been renamed.</p>
          <Link to={paths.shop.getHref()} className="btn btn--primary btn--md">
            Back to the shop
          </Link>
        </EmptyState>
      </div>
    );
  }
  const sale = saleOf({ productId: p.id, collection: p.collection, type: p.type }, offers, new Date());
  const price = priceNow(p.price, sale);
  // A pre-order piece's one truth: open or not, its deposit and the day its balance is due (preorder-terms.ts).
  const terms = p.type === 'PREORDER' ? preorderTermsOf(p, windows.data) : null;
  const window = terms?.window;
  const depositPercent = terms?.depositPercent ?? DEFAULT_DEPOSIT_PERCENT;
  const shareUrl = `${origin}${paths.product.getHref(p.slug || p.id)}`;
  const linked = search.get('size');
  const asked = fitOf(p) === 'size' ? (chosenSize ?? (linked && sizesOf(p).includes(linked) ? linked : null)) : null;

  return (
    <div className="container page">
      <nav aria-label="Breadcrumb" className="muted">
        <Link to={paths.shop.getHref()}>Shop</Link> / <span aria-current="page">{p.name}</span>
      </nav>
      <article className="product">
        <Gallery images={p.images} name={p.name} />
        <div className="product__info">
          <div className="row">
            <TypeBadge type={p.type} />
          </div>
          <h1 className="page__title">{p.name}</h1>
          <p className="product__sku">SKU {p.sku}</p>
          <p className="product__price">
            <SalePrice price={p.price} sale={sale} />
          </p>
          {sale ? (
            <p className="product__sale">
              <SaleBadge sale={sale} />
              {sale.endsAt ? <span className="muted">Until {lagosWhenWords(sale.endsAt)}</span> : null}
            </p>
          ) : null}
          {p.description ? <p className="product__description">{p.description}</p> : null}

          {p.type === 'MTO' ? (
            <div className="notice">
              <p>
                <strong>{MTO_MEASUREMENTS_NOTE}</strong>
              </p>
              <p>{leadTimeDays(leadTimeOf(p))}</p>
            </div>
          ) : null}
          {terms?.open ? (
            <div className="notice">
              <p>
                <strong>Pre-order{window ? `: ${window.name}` : ''}.</strong>{' '}
                {depositOfferWords(depositPercent, terms.balanceDueOn)} We make it once the window closes and send it
                within {PREORDER_MAKING_DAYS} days.
              </p>
              {fitOf(p) === 'measurements' ? (
                <p>
                  <strong>Made to measure.</strong> {MTO_MEASUREMENTS_NOTE}.
                </p>
              ) : null}
              {window ? (
                <p>
                  Window: {formatDate(window.startAt)} – {formatDate(window.endAt)}
                </p>
              ) : null}
            </div>
          ) : null}

          {/* A pre-order whose window is not open cannot be bought (checkout would refuse it): no deposit, no
              Add to cart; the page asks instead whether to tell the customer when it opens. */}
          {terms && !terms.open ? null : (
            <AddToCartForm
              key={p.id}
              product={p}
              price={price}
              depositPercent={terms ? depositPercent : undefined}
              balanceDueOn={terms?.balanceDueOn ?? null}
              preferredSize={search.get('size')}
              onSize={setChosenSize}
            />
          )}
          <WaitlistSignup key={`back-${p.id}`} list="stock" product={p} preferredSize={search.get('size')} />
          {p.type === 'PREORDER' && windows.isSuccess ? (
            <WaitlistSignup list="preorder" product={p} window={window} />
          ) : null}
          <p className="muted">
            Exchange within 7 days for defects; no cash refunds on custom fits.{' '}
            <Link to={paths.sizeGuide.getHref(key)}>Find your size</Link>
          </p>
          <WhatsAppLink topic={`the ${p.name}${asked ? ` in size ${asked}` : ''} (${p.sku})`}>
            Ask about this piece on WhatsApp
          </WhatsAppLink>
          <ShareLinks
            url={shareUrl}
            text={(url) => productShareText(p.name, price, url)}
            title={p.name}
            tags={{ medium: 'share', campaign: 'product' }}
          />
        </div>
      </article>
    </div>
  );
}

export { ProductRoute as Component };
