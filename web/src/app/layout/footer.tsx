import { Link } from 'react-router';
import { EXCHANGE_WINDOW_DAYS } from '@aso/domain/shared/constants';
import { CurrencyPicker } from '../../components/currency-picker';
import { WhatsAppLink } from '../../components/whatsapp-link';
import { paths } from '../../config/paths';
import { useSettings } from '../../lib/settings';

/**
 * Footer with the policy text of docs/product.md#header-and-footer: 7-day exchange for defects, no cash refunds on
 * custom fits, Abeokuta.
 */
export function Footer() {
  const { branding, business, notifications } = useSettings();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer below-first-screen">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__brand">
            {branding.brandName}
          </h2>
          <p className="site-footer__tagline">{branding.tagline}</p>
          <WhatsAppLink className="btn btn--accent btn--sm" />
        </section>
        <section aria-labelledby="footer-policy">
          <h2 id="footer-policy" className="site-footer__heading">
            Our promise
          </h2>
          <ul className="site-footer__policy">
            <li>Exchange within {EXCHANGE_WINDOW_DAYS} days for defects.</li>
            <li>No cash refunds on custom fits.</li>
            <li>Based in {business.city || 'Abeokuta'}; we deliver to Lagos, Abuja, nationwide and the diaspora.</li>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            Explore
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.shop.getHref()}>Shop</Link>
            </li>
            <li>
              <Link to={paths.preorder.getHref()}>Pre-Order</Link>
            </li>
            <li>
              <Link to={paths.sizeGuide.getHref()}>Size Guide</Link>
            </li>
            <li>
              <Link to={paths.aboutContact.getHref()}>About &amp; Contact</Link>
            </li>
            <li>
              <Link to={paths.orders.getHref()}>Track my orders</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {year} {business.legalName || branding.brandName}. Prices in naira (₦).
          {notifications.supportEmail ? (
            <>
              {' '}
              Support: <a href={`mailto:${notifications.supportEmail}`}>{notifications.supportEmail}</a>
            </>
          ) : null}
        </p>
        <CurrencyPicker />
      </div>
    </footer>
  );
}
