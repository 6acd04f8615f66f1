// The account's measurement profiles, read-only, as the tailor needs them: whose set it is, when it was taken, the
// values and the notes (docs/product.md#customers). The customer keeps them in My Account; each order line keeps
// its own copy.
import { MEASUREMENT_LABELS } from '@aso/domain/catalogue/measurements';
import { ErrorState, LoadingState } from '../../../components/states';
import { formatDayKey } from '../../../lib/format';
import { useProfiles } from '../../../lib/measurement-profiles';
import { measurementValues } from '../api/customer-data';

export function MeasurementProfiles({ customerId }: { readonly customerId: string }) {
  const profiles = useProfiles(customerId);
  if (profiles.isPending) return <LoadingState label="Loading measurements…" />;
  if (profiles.isError)
    return <ErrorState message="Couldn’t load measurements." onRetry={() => void profiles.refetch()} />;
  if (profiles.data.length === 0)
    return <p className="muted">No measurement profiles yet (the customer keeps them in My Account).</p>;
  return (
    <ul className="crm-profiles" aria-label="Measurement profiles">
      {profiles.data.map((p) => (
        <li key={p.id}>
          <p className="cell-strong">
            {p.name} <span className="cell-sub">taken {formatDayKey(p.takenOn)}</span>
          </p>
          <dl className="crm-facts">
            {measurementValues(p.measurements).map((m) => (
              <div key={m.field}>
                <dt>{MEASUREMENT_LABELS[m.field]}</dt>
                <dd>
                  {m.value} {p.measurements.unit}
                </dd>
              </div>
            ))}
          </dl>
          {p.measurements.notes ? <p className="cell-sub">Notes: {p.measurements.notes}</p> : null}
        </li>
      ))}
    </ul>
  );
}
