// Size guide (docs/product.md#size-guide): recommender, chart in inches, centimetre reference, how to measure, fit and
// policy notes.
import { Link, useSearchParams } from 'react-router';
import '../../styles/size-guide.css';
import { EXCHANGE_WINDOW_DAYS, STRETCH_VARIATION_INCHES } from '@aso/domain/shared/constants';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { useSettings } from '../../lib/settings';
import { HowToMeasure } from '../../features/size-guide/components/how-to-measure';
import { SizeChartCentimetres, SizeChartInches } from '../../features/size-guide/components/size-charts';
import { SizeRecommender } from '../../features/size-guide/components/size-recommender';
import { useQuery } from '@tanstack/react-query';
import { productQueryOptions } from '../../features/catalogue/api/get-product';

/** The product page that sent the shopper here (`?from=`), once read; null without one or when it is gone. */
function useFromProduct() {
  const from = useSearchParams()[0].get('from')?.trim() ?? '';
  const product = useQuery({ ...productQueryOptions(from), enabled: from !== '' });
  const found = from && product.data?.active ? product.data : null;
  return found ? { key: from, name: found.name, sized: found.type === 'RTW' } : null;
}

function SizeGuideRoute() {
  const { branding } = useSettings();
  useDocumentTitle('Size Guide', branding.brandName);
  const from = useFromProduct();
  return (
    <div className="container page size-guide">
      <header className="page__header">
        <div>
          {from ? (
            <p>
              <Link to={paths.product.getHref(from.key)}>← Back to {from.name}</Link>
            </p>
          ) : null}
          <p className="eyebrow">Fit</p>
          <h1 className="page__title">Size Guide</h1>
          <p className="lead">Three measurements, one minute. Enter them below and we will suggest a size.</p>
        </div>
      </header>
      <div className="size-guide__top">
        <SizeRecommender backTo={from} />
        <section aria-labelledby="chart-title">
          <h2 id="chart-title">Size chart (inches)</h2>
          <SizeChartInches />
          <h2 id="cm-title" className="size-guide__cm">
            Centimetre reference
          </h2>
          <SizeChartCentimetres />
        </section>
      </div>
      <section className="section" aria-labelledby="measure-title">
        <h2 id="measure-title">How to measure</h2>
        <HowToMeasure />
      </section>
      <section className="section size-guide__notes" aria-labelledby="notes-title">
        <h2 id="notes-title">Fit and policy notes</h2>
        <ul>
          <li>
            Stretch fabrics allow {STRETCH_VARIATION_INCHES.min}–{STRETCH_VARIATION_INCHES.max} inch of variation.
          </li>
          <li>Between sizes? Take the larger size for comfort, or pick by your hips for flowy fits.</li>
          <li>Made-to-order pieces are cut to the measurements you give at checkout.</li>
          <li>Exchange within {EXCHANGE_WINDOW_DAYS} days for defects. No cash refunds on custom fits.</li>
        </ul>
        <Link to={paths.shop.getHref()} className="btn btn--primary btn--md">
          Shop now
        </Link>
      </section>
    </div>
  );
}

export { SizeGuideRoute as Component };
