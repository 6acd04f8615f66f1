// The shipping zones as a select's options, each with its fee and lead time from settings (a disabled zone cannot be
// chosen): checkout and a group share's payment offer them the same way.
import type { Settings } from '@aso/domain/settings/schemas/settings';
import { shippingZoneList } from '@aso/domain/settings/settings';
import { formatNaira } from '../lib/format';

const days = (n: number): string => `${n} day${n === 1 ? '' : 's'}`;

export function ZoneOptions({ settings }: { readonly settings: Pick<Settings, 'shipping'> }) {
  return shippingZoneList(settings).map((z) => (
    <option key={z.zone} value={z.zone} disabled={!z.enabled}>
      {z.label} — {formatNaira(z.fee)} · {days(z.leadTimeDays)}
      {z.enabled ? '' : ' (unavailable)'}
    </option>
  ));
}
