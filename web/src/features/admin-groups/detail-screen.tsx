// Back office · one aso-ebi group: every member's measurements and payment state, and the cutting sheet the tailor
// prints (per member: name, style, size or measurements). Print CSS hides everything but the sheet.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { MEASUREMENT_FIELDS, MEASUREMENT_LABELS } from '@aso/domain/catalogue/measurements';
import type { Measurements } from '@aso/domain/catalogue/schemas/measurements';
import { dayKeyWords } from '@aso/domain/shared/lagos-time';
import { formatNairaAdmin } from '@aso/domain/shared/money';
import { LoadingState, EmptyState } from '../../components/states';
import { paths } from '../../config/paths';
import { getGroup, getMemberDetails, getMembers } from '../../lib/groups';
import { queryKeys } from '../../lib/data/query-keys';
import './admin-groups.css';

const PAYMENT_WORDS = { unpaid: 'Not paid', deposit_paid: 'Deposit paid', paid: 'Paid' } as const;

function measurementsText(m: Measurements | null): string {
  if (!m) return 'Measurements owed';
  const parts = MEASUREMENT_FIELDS.flatMap((f) => (m[f] === null ? [] : [`${MEASUREMENT_LABELS[f]} ${m[f]}`]));
  return `${parts.join(' · ')} ${m.unit}${m.notes ? ` — ${m.notes}` : ''}`;
}

async function loadGroup(groupId: string) {
  const [group, members] = await Promise.all([getGroup(groupId), getMembers(groupId)]);
  const details = await Promise.all(members.map((m) => getMemberDetails(groupId, m.id)));
  return { group, members: members.map((m, i) => ({ ...m, details: details[i] ?? null })) };
}

export function Component() {
  const { groupId = '' } = useParams();
  const data = useQuery({ queryKey: queryKeys.group(groupId), queryFn: () => loadGroup(groupId) });
  if (data.isPending) return <LoadingState />;
  const group = data.data?.group;
  if (!group) return <EmptyState title="This group does not exist." />;
  const members = data.data?.members ?? [];
  const paid = members.filter((m) => m.paymentStatus !== 'unpaid').length;
  return (
    <div className="admin-groups">
      <p className="admin-groups__noprint">
        <Link to={paths.admin.groups.getHref()}>← All groups</Link>
      </p>
      <header className="admin-groups__noprint">
        <h1>{group.title}</h1>
        <p>
          {group.productName} · {formatNairaAdmin(group.price)} · event {dayKeyWords(group.eventDate)}
          {group.city ? ` in ${group.city}` : ''} ·{' '}
          {group.status === 'open' ? `open until ${dayKeyWords(group.joinDeadline)}` : 'closed'} · {paid} of{' '}
          {members.length} paid
        </p>
        <button type="button" className="btn btn--primary btn--md" onClick={() => window.print()}>
          Print cutting sheet
        </button>
      </header>
      <section className="cutting-sheet" aria-label="Cutting sheet">
        <h2>
          Cutting sheet — {group.title} ({group.productName}, event {dayKeyWords(group.eventDate)})
        </h2>
        <table className="admin-groups__table">
          <thead>
            <tr>
              <th>#</th>
              <th>Name</th>
              <th>Style</th>
              <th>Size or measurements</th>
              <th className="admin-groups__noprint">Payment</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m, i) => (
              <tr key={m.id} data-testid={`sheet-${m.name}`}>
                <td>{i + 1}</td>
                <td>
                  {m.name}
                  {m.details?.profileName ? <span className="muted"> ({m.details.profileName})</span> : null}
                </td>
                <td data-label="Style">{m.choice ?? '—'}</td>
                <td data-label="Size or measurements">{m.size ?? measurementsText(m.details?.measurements ?? null)}</td>
                <td data-label="Payment" className="admin-groups__noprint">
                  {PAYMENT_WORDS[m.paymentStatus]}
                  {m.amountPaid > 0 ? ` (${formatNairaAdmin(m.amountPaid)})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
