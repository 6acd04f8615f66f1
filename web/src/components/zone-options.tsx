// The delivery zones serving a country as a select's options, each with its fee (and its ≈ foreign price, as every
// price shows it) and lead time from settings; a disabled zone cannot be chosen. Checkout and a group share's payment
// offer them the same way (docs/product.md#delivery-abroad).
import type { Settings } from '@aso/domain/settings/schemas/settings';
import { COUNTRIES, HOME_COUNTRY } from '@aso/domain/shipping/countries';
import { zonesFor } from '@aso/domain/shipping/zones';
import { formatNaira } from '../lib/format';
import { useApproxText } from './approx-price';

const days = (n: number): string => `${n} day${n === 1 ? '' : 's'}`;

export function ZoneOptions({
  settings,
  country,
}: {
  readonly settings: Pick<Settings, 'shipping'>;
  readonly country: string;
}) {
  const approx = useApproxText();
  return zonesFor(settings, country).map((z) => {
    const foreign = approx(z.fee);
    return (
      <option key={z.zone} value={z.zone} disabled={!z.enabled}>
        {z.label} — {formatNaira(z.fee)}
        {foreign ? ` (${foreign})` : ''} · {days(z.leadTimeDays)}
        {z.enabled ? '' : ' (unavailable)'}
      </option>
    );
  });
}

/** Every country, Nigeria first. */
export function CountryOptions() {
  const home = COUNTRIES.find(([code]) => code === HOME_COUNTRY);
  return [home, ...COUNTRIES.filter(([code]) => code !== HOME_COUNTRY)].map((entry) =>
    entry ? (
      <option key={entry[0]} value={entry[0]}>
        {entry[1]}
      </option>
    ) : null,
  );
}

/** The zone to start with for a country: the only enabled one abroad, none to pick from several in Nigeria. */
export function firstZoneFor(settings: Pick<Settings, 'shipping'>, country: string, current: string): string {
  const open = zonesFor(settings, country).filter((z) => z.enabled);
  if (open.some((z) => z.zone === current)) return current;
  return open.length === 1 ? open[0]!.zone : '';
}
