// Home (docs/product.md#home): pre-order strip, hero, 4 ready-to-wear pieces, made-to-order and pre-order banners,
// policy cards, testimonials, lookbook, referral banner and the subscribe form.
import { Link } from 'react-router';
import '../../styles/home.css';
import { depositPercentWords } from '@aso/domain/checkout/pricing';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { useSettings } from '../../lib/settings';
import { useFeaturedProducts } from '../../features/catalogue/api/get-featured-products';
import { usePreorderWindows } from '../../lib/preorder-windows';
import { ProductGrid } from '../../features/catalogue/components/product-grid';
import { ProductListLoading } from '../../features/catalogue/components/product-grid-skeleton';
import { MadeToOrderBanner, PreorderBanner, ReferralBanner } from '../../features/marketing/components/banners';
import { Hero } from '../../features/marketing/components/hero';
import { Lookbook } from '../../features/marketing/components/lookbook';
import { PolicyCards } from '../../features/marketing/components/policy-cards';
import { PromoStrip } from '../../features/marketing/components/promo-strip';
import { SubscribeForm } from '../../features/marketing/components/subscribe-form';
import { Testimonials } from '../../features/marketing/components/testimonials';

function HomeRoute() {
  const { branding } = useSettings();
  useDocumentTitle(null, branding.brandName);
  const featured = useFeaturedProducts();
  const windows = usePreorderWindows();
  const open = windows.data ?? [];
  // One figure for every deposit on the page, from the open windows (the strip, the banner, the policy card).
  const deposit = depositPercentWords(open);

  return (
    <>
      <PromoStrip windowNames={open.map((w) => w.name)} deposit={deposit} />
      <Hero brandName={branding.brandName} tagline={branding.tagline} />
      <section className="container section" aria-labelledby="featured-title">
        <div className="section__header">
          <h2 id="featured-title" className="section__title">
            New in: ready-to-wear
          </h2>
          <Link to={paths.shop.getHref({ type: 'RTW' })} className="btn btn--ghost">
            See all ready-to-wear
          </Link>
        </div>
        <ProductListLoading query={featured} failure="Couldn’t load products." />
        {featured.data ? <ProductGrid products={featured.data} priorityCount={0} columns="four" /> : null}
      </section>
      <div className="container banners below-first-screen">
        <MadeToOrderBanner />
        <PreorderBanner deposit={deposit} />
      </div>
      <PolicyCards deposit={deposit} />
      <Testimonials />
      <Lookbook />
      <div className="container below-first-screen">
        <ReferralBanner />
      </div>
      <SubscribeForm />
    </>
  );
}

export { HomeRoute as Component };
