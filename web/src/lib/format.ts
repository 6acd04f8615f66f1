// Display formats of the storefront. Money goes through the domain's one door; dates are shown in Lagos time.
import { isDayKey, startOfLagosDay } from '@aso/domain/shared/lagos-time';
import { formatNaira, formatNairaAdmin } from '@aso/domain/shared/money';

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

/** A Lagos day as the shop writes dates ('2026-11-27' → '27 Nov 2026'); text that is no day is shown as it is. */
export function formatDayKey(day: string): string {
  return isDayKey(day) ? dateFormat.format(startOfLagosDay(day)) : day;
}
