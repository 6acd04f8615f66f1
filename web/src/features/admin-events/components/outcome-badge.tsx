// A scan outcome as a coloured badge with its words (docs/product.md#events: Checked in, QR not found, Duplicate
// check-in, Error check-in); the colour is never the only signal.
import { SCAN_LOG_LABELS } from '@aso/domain/events/events';
import type { ScanOutcome } from '@aso/domain/shared/vocab';
import { StatusBadge, type BadgeTone } from '../../../components/admin-shell';

const TONES: Readonly<Record<ScanOutcome, BadgeTone>> = {
  checked_in: 'success',
  duplicate: 'warn',
  not_found: 'danger',
  error: 'dark',
};

export function OutcomeBadge({ outcome }: { readonly outcome: ScanOutcome }) {
  return <StatusBadge tone={TONES[outcome]}>{SCAN_LOG_LABELS[outcome]}</StatusBadge>;
}
