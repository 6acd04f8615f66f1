// /about and /aboutcontact (docs/product.md#about-and-contact: both readings exist): the story, where we are, and the
// WhatsApp link.
import { Link } from 'react-router';
import { EXCHANGE_WINDOW_DAYS, MTO_LEAD_TIME_MARKETING } from '@aso/domain/shared/constants';
import { WhatsAppLink } from '../../components/whatsapp-link';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { useSettings } from '../../lib/settings';

function AboutRoute() {
  const { branding, business, notifications } = useSettings();
  useDocumentTitle('About & Contact', branding.brandName);
  const address = [business.addressLine1, business.addressLine2, business.city, business.state, business.country]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="container page">
      <header className="page__header">
        <div>
          <p className="eyebrow">About & contact</p>
          <h1 className="page__title">Made in Abeokuta, worn everywhere</h1>
          <p className="lead">{branding.tagline}</p>
        </div>
      </header>
      <div className="grid grid--cards">
        <section className="card" aria-labelledby="story-title">
          <h2 id="story-title">Our story</h2>
          <p>
            {branding.brandName} started in Abeokuta, the home of adire, with one idea: the cloth our grandmothers dyed
            belongs in today&apos;s streets. We cut ready-to-wear pieces in small runs, sew made-to-order outfits to
            your measurements in {MTO_LEAD_TIME_MARKETING.min}–{MTO_LEAD_TIME_MARKETING.max} days, and open pre-order
            windows for our bigger drops.
          </p>
          <p>
            We deliver from Abeokuta to Lagos, Abuja, nationwide and to the diaspora. If something arrives with a
            defect, tell us within {EXCHANGE_WINDOW_DAYS} days and we will exchange it. Custom fits are made for you
            alone, so they are not refunded in cash.
          </p>
        </section>
        <section className="card" aria-labelledby="contact-title">
          <h2 id="contact-title">Talk to us</h2>
          <p>The quickest way to reach the studio is WhatsApp — sizing questions, custom requests, order updates.</p>
          <p>
            <WhatsAppLink className="btn btn--accent btn--md" />
          </p>
          <dl className="contact-list">
            <dt>Studio</dt>
            <dd>{address || 'Abeokuta, Ogun State, Nigeria'}</dd>
            {notifications.supportEmail ? (
              <>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${notifications.supportEmail}`}>{notifications.supportEmail}</a>
                </dd>
              </>
            ) : null}
            {notifications.supportPhone ? (
              <>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${notifications.supportPhone.replace(/\s/g, '')}`}>{notifications.supportPhone}</a>
                </dd>
              </>
            ) : null}
          </dl>
          <p>
            <Link to={paths.sizeGuide.getHref()}>Size guide</Link> ·{' '}
            <Link to={paths.preorder.getHref()}>Pre-order</Link>
          </p>
        </section>
      </div>
    </div>
  );
}

export { AboutRoute as Component };
