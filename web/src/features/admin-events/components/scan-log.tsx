// The scan log every scanner sees (latest 200, newest first), live.
import { NO_SCANS } from '@aso/domain/events/messages';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { formatDateTime } from '../../../lib/format';
import { reasonOf } from '../../../components/admin-shell';
import { useScanLog } from '../api/scans';
import { OutcomeBadge } from './outcome-badge';

export function ScanLog({ eventId }: { readonly eventId: string }) {
  const scans = useScanLog(eventId);
  return (
    <section className="admin-panel stack" aria-labelledby="ev-log-title">
      <h2 id="ev-log-title" className="admin-panel__title">
        Scan log
      </h2>
      {scans.status === 'error' ? (
        <ErrorState
          message={`Could not load the scan log: ${reasonOf(scans.error)}`}
          onRetry={() => window.location.reload()}
        />
      ) : !scans.data ? (
        <LoadingState label="Loading scans…" />
      ) : scans.data.length === 0 ? (
        <EmptyState title={NO_SCANS} />
      ) : (
        <ol className="ev-log" aria-label="Scans, newest first" tabIndex={0}>
          {scans.data.map((s) => (
            <li key={s.id} className="ev-log__item">
              <OutcomeBadge outcome={s.outcome} />
              <span className="mono">{s.code}</span>
              <span className="ev-log__who">
                {s.guestName ?? ''}
                {s.detail ? ` ${s.detail}` : ''}
              </span>
              <time className="ev-log__time" dateTime={s.createdAt.toISOString()}>
                {formatDateTime(s.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
