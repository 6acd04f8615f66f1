// The organiser's page: who joined, who paid, who still owes measurements; a reminder (WhatsApp click-to-chat and
// a queued mail), closing the group, and paying for members who have not.
import { useState } from 'react';
import { userMessage } from '@aso/domain/shared/errors';
import {
  groupNeedsMeasurements,
  groupReminder,
  memberOwes,
  owesWords,
  whatsappShareUrl,
} from '@aso/domain/groups/groups';
import { Button } from '../../../components/button';
import { groupLink, type GroupView, type MemberView } from '../../../lib/groups';
import { PayShareForm } from './pay-share-form';
import { ErrorNotice } from '../../../components/error-notice';
import { useCloseGroup, useRemindGroupMembers } from '../api/group-actions';

const PAYMENT_WORDS = { unpaid: 'Not paid', deposit_paid: 'Deposit paid', paid: 'Paid' } as const;

export function OrganiserPanel({
  group,
  members,
  email,
  onChanged,
}: {
  readonly group: GroupView;
  readonly members: readonly MemberView[];
  readonly email: string;
  readonly onChanged: (message: string, tone?: 'success' | 'info', waitingFor?: string | null) => void;
}) {
  const remind = useRemindGroupMembers();
  const close = useCloseGroup();
  const [paying, setPaying] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const needs = groupNeedsMeasurements(group.productType);
  // The pay form says how it went and closes.
  const paid =
    (memberId: string) =>
    (message: string, tone: 'success' | 'info' = 'success') => {
      setPaying(null);
      onChanged(message, tone, tone === 'info' ? memberId : null);
    };
  const owing = members.filter((m) => {
    const owes = memberOwes(m, needs);
    return owes.payment || owes.measurements;
  });
  const reminderText = groupReminder({
    title: group.title,
    name: 'everyone',
    owes: 'pay your share and add your measurements if you have not yet',
    url: groupLink(group.id),
  });
  const act = (run: () => Promise<string>) => {
    setBusy(true);
    run()
      .then((message) => {
        setNote(null);
        onChanged(message);
      })
      .catch((e: unknown) => setNote(userMessage(e)))
      .finally(() => setBusy(false));
  };

  return (
    <section className="group__organiser" aria-label="Organiser">
      <h2>Members ({members.length})</h2>
      {members.length === 0 ? (
        <p className="muted" data-testid="no-members">
          No one has joined yet. Share the link above with family and friends; each one who joins shows here with their
          payment and measurements.
        </p>
      ) : (
        <table className="group__members">
          <thead>
            <tr>
              <th>Name</th>
              <th>Style / size</th>
              <th>Measurements</th>
              <th>Payment</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => {
              const owes = memberOwes(m, needs);
              return (
                <tr key={m.id} data-testid={`member-${m.name}`}>
                  <td>{m.name}</td>
                  <td data-label="Style / size">{[m.choice, m.size].filter(Boolean).join(' · ') || '—'}</td>
                  <td data-label="Measurements">{owes.measurements ? 'Owed' : needs ? 'Given' : '—'}</td>
                  <td data-label="Payment">{PAYMENT_WORDS[m.paymentStatus]}</td>
                  <td>
                    {m.paymentStatus === 'unpaid' ? (
                      <Button size="sm" variant="secondary" onClick={() => setPaying(paying === m.id ? null : m.id)}>
                        Pay for {m.name}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {paying
        ? members
            .filter((m) => m.id === paying)
            .map((m) => <PayShareForm key={m.id} group={group} member={m} email={email} onDone={paid(m.id)} />)
        : null}
      <div className="group__actions">
        {owing.length > 0 ? (
          <>
            <a
              className="btn btn--accent btn--md"
              href={whatsappShareUrl(reminderText)}
              target="_blank"
              rel="noreferrer"
            >
              Remind on WhatsApp
            </a>{' '}
            <Button
              variant="secondary"
              loading={busy}
              onClick={() =>
                act(async () => {
                  const r = await remind.mutateAsync({ groupId: group.id });
                  return `Reminder mailed to ${r.mailsQueued} member${r.mailsQueued === 1 ? '' : 's'}.`;
                })
              }
            >
              Email a reminder
            </Button>{' '}
            <span className="muted">
              {owing.map((m) => `${m.name}: ${owesWords(memberOwes(m, needs))}`).join('; ')}
            </span>
          </>
        ) : members.length > 0 ? (
          <p className="muted">Everyone has paid{needs ? ' and given measurements' : ''}.</p>
        ) : null}
      </div>
      {group.status === 'open' ? (
        <Button
          variant="danger"
          loading={busy}
          onClick={() =>
            act(async () => {
              await close.mutateAsync({ groupId: group.id });
              return 'The group is closed.';
            })
          }
        >
          Close the group
        </Button>
      ) : null}
      <ErrorNotice message={note} />
    </section>
  );
}
