// Display formats of the storefront. Money goes through the domain's one door; dates are shown in Lagos time.
import { formatNaira, formatNairaAdmin } from '@aso/domain/money';

export { formatNaira, formatNairaAdmin };

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });
const dateTimeFormat = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** '3 Mar 2026', or the fallback for a missing date (the pre-order banner shows 'TBD'). */
export function formatDate(value: Date | null | undefined, fallback = 'TBD'): string {
  return value ? dateFormat.format(value) : fallback;
}

export function formatDateTime(value: Date | null | undefined, fallback = '—'): string {
  return value ? dateTimeFormat.format(value) : fallback;
}
