// Display formats of the storefront. Money and dates go through the domain's doors; dates are shown in Lagos time,
// written out without Intl (docs/architecture.md#first-page-work).
import { dayKeyWords, lagosDayKey, lagosWhenWords } from '@aso/domain/shared/lagos-time';
import { formatNaira, formatNairaAdmin } from '@aso/domain/shared/money';

export { formatNaira, formatNairaAdmin };

/** '3 Mar 2026', or the fallback for a missing date (the pre-order banner shows 'TBD'). */
export function formatDate(value: Date | null | undefined, fallback = 'TBD'): string {
  return value ? dayKeyWords(lagosDayKey(value)) : fallback;
}

export function formatDateTime(value: Date | null | undefined, fallback = '—'): string {
  return value ? lagosWhenWords(value) : fallback;
}

/** A Lagos day as the shop writes dates ('2026-11-27' → '27 Nov 2026'); text that is no day is shown as it is. */
export function formatDayKey(day: string): string {
  return dayKeyWords(day);
}
