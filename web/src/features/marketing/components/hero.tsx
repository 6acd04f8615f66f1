import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { TextilePattern } from './patterns';

export function Hero({ brandName, tagline }: { readonly brandName: string; readonly tagline: string }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow hero__eyebrow">{brandName} · Abeokuta</p>
          <h1 id="hero-title" className="hero__title">
            Wear the city.
            <br />
            Carry the culture.
          </h1>
          <p className="hero__tagline">{tagline}</p>
          <div className="row">
            <Link to={paths.shop.getHref()} className="btn btn--accent btn--lg">
              Shop the collection
            </Link>
            <Link to={paths.preorder.getHref()} className="btn btn--secondary btn--lg hero__secondary">
              Pre-order the drop
            </Link>
          </div>
        </div>
        <div className="hero__art" aria-hidden="true">
          <TextilePattern
            className="hero__tile hero__tile--a"
            motif="adire"
            base="#23305e"
            ink="#e9eef8"
            accent="#6f8fd6"
          />
          <TextilePattern
            className="hero__tile hero__tile--b"
            motif="kente"
            base="#e0a100"
            ink="#0c5b35"
            accent="#b3261e"
          />
          <TextilePattern
            className="hero__tile hero__tile--c"
            motif="mudcloth"
            base="#7f5539"
            ink="#ede0d4"
            accent="#e9c46a"
          />
        </div>
      </div>
    </section>
  );
}
