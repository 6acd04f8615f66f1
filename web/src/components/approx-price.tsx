// "≈ £42" beside a naira price, in the shopper's chosen currency at the rate staff set (docs/product.md#diaspora-prices).
// Nothing when the choice is naira or the rate is not set. The charge is always in naira.
import { APPROXIMATE_NOTE, approxPrice, type DisplayCurrency } from '@aso/domain/catalogue/currency';
import { useDisplayCurrency } from '../lib/display-currency';
import { useSettings } from '../lib/settings';

/** The plain words at checkout, shown whenever approximate prices are. */
export function ApproxNote() {
  const currency = useDisplayCurrency();
  return currency === 'NGN' ? null : <ForeignNote currency={currency} />;
}

function ForeignNote({ currency }: { readonly currency: DisplayCurrency }) {
  const { currency: fx } = useSettings();
  if (!approxPrice(1, currency, fx.rates)) return null;
  return <p className="muted price-approx-note">≈ prices are approximate; you pay in naira.</p>;
}

/** Naira (always so on the server and while hydrating) draws nothing and reads no settings. */
export function ApproxPrice({ naira }: { readonly naira: number }) {
  const currency = useDisplayCurrency();
  return currency === 'NGN' ? null : <ForeignPrice naira={naira} currency={currency} />;
}

function ForeignPrice({ naira, currency }: { readonly naira: number; readonly currency: DisplayCurrency }) {
  const { currency: fx } = useSettings();
  const text = approxPrice(naira, currency, fx.rates);
  if (!text) return null;
  return (
    <span className="price-approx" title={APPROXIMATE_NOTE} aria-label={`${text}, ${APPROXIMATE_NOTE.toLowerCase()}`}>
      {text}
    </span>
  );
}

/** The same "≈ £42" as plain text (for a select's options), or null; naira draws nothing. */
export function useApproxText(): (naira: number) => string | null {
  const currency = useDisplayCurrency();
  const { currency: fx } = useSettings();
  return (naira) => approxPrice(naira, currency, fx.rates);
}
