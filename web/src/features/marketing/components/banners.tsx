import { Link } from 'react-router';
import { MTO_LEAD_TIME_MARKETING } from '@aso/domain/shared/constants';
import { paths } from '../../../config/paths';
import { TextilePattern } from './patterns';

/** The made-to-order banner: links to the bridal kaftan of the demo catalogue (docs/product.md#home). */
export function MadeToOrderBanner() {
  return (
    <section className="banner banner--mto" aria-labelledby="mto-title">
      <TextilePattern className="banner__art" motif="ankara" base="#6d1a36" ink="#f7e1d7" accent="#d4a373" />
      <div className="banner__copy">
        <p className="eyebrow">Made to order</p>
        <h2 id="mto-title">Cut to your measurements</h2>
        <p>
          Bridal kaftans, agbada and owambe pieces sewn in Abeokuta for you alone. Send your measurements at checkout;
          we deliver in {MTO_LEAD_TIME_MARKETING.min}–{MTO_LEAD_TIME_MARKETING.max} days.
        </p>
        <Link to={paths.product.getHref('custom-bridal-kaftan')} className="btn btn--accent btn--md">
          Design your bridal kaftan
        </Link>
      </div>
    </section>
  );
}

export function PreorderBanner({ deposit }: { readonly deposit: string | null }) {
  return (
    <section className="banner banner--preorder" aria-labelledby="preorder-title">
      <div className="banner__copy">
        <p className="eyebrow">Pre-order</p>
        <h2 id="preorder-title">
          {deposit ? `Reserve the next drop for ${deposit} down` : 'Reserve the next drop with a deposit'}
        </h2>
        <p>Pay a deposit now and the balance when the pre-order window closes — or pay in full and forget about it.</p>
        <Link to={paths.preorder.getHref()} className="btn btn--primary btn--md">
          Browse pre-orders
        </Link>
      </div>
      <TextilePattern className="banner__art" motif="kente" base="#0b6e4f" ink="#f2e8cf" accent="#e9c46a" />
    </section>
  );
}

export function ReferralBanner() {
  return (
    <section className="banner banner--referral" aria-labelledby="referral-title">
      <div className="banner__copy">
        <p className="eyebrow">Refer a friend</p>
        <h2 id="referral-title">Share your code, share the drip</h2>
        <p>
          Every customer with a paid order has a referral code. Share your link: friends who use it at checkout are
          credited to you.
        </p>
        <Link to={paths.orders.getHref()} className="btn btn--secondary btn--md">
          Get my referral link
        </Link>
      </div>
    </section>
  );
}
