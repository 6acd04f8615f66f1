// Guests: Name, Phone/Email, QR, Checked In Yes/No, Time, and Mark Present for guests not yet in (through the
// same checkInGuest callable, so it is logged and race-safe like a scan).
import { NO_GUESTS, checkInFailed, guestListLoadFailed } from '@aso/domain/events/messages';
import { displayPhone } from '@aso/domain/marketing/whatsapp';
import { Button } from '../../../components/button';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { DataTable, StatusBadge, reasonOf } from '../../../components/admin-shell';
import { useCheckIn } from '../api/check-in';
import { useGuests, type AdminGuest } from '../api/guests';

export function GuestTable({ eventId }: { readonly eventId: string }) {
  const guests = useGuests(eventId);
  const checkIn = useCheckIn();
  const toast = useToast();
  const present = (g: AdminGuest) =>
    checkIn.mutate(
      { eventId, code: g.qrCode },
      {
        onSuccess: (r) =>
          toast(r.guestName ? `${r.message} ${r.guestName}` : r.message, {
            tone: r.outcome === 'checked_in' ? 'success' : 'info',
          }),
        onError: (error) => toast(checkInFailed(reasonOf(error)), { tone: 'error' }),
      },
    );
  return (
    <DataTable
      caption="Guest list"
      rows={guests.data}
      rowKey={(g) => g.id}
      loading={guests.status === 'loading'}
      loadingLabel="Loading guests…"
      error={guests.status === 'error' ? guestListLoadFailed(reasonOf(guests.error)) : null}
      onRetry={() => window.location.reload()}
      empty={NO_GUESTS}
      columns={[
        { key: 'name', header: 'Name', cell: (g) => <span className="cell-strong">{g.name}</span> },
        {
          key: 'contact',
          header: 'Phone/Email',
          cell: (g) => (
            <>
              {g.phone ? displayPhone(g.phone) : '—'}
              {g.email ? <span className="cell-sub">{g.email}</span> : null}
            </>
          ),
        },
        { key: 'qr', header: 'QR', cell: (g) => <span className="mono">{g.qrCode}</span> },
        {
          key: 'in',
          header: 'Checked In',
          cell: (g) => (
            <StatusBadge tone={g.checkedIn ? 'success' : 'neutral'}>{g.checkedIn ? 'Yes' : 'No'}</StatusBadge>
          ),
        },
        { key: 'time', header: 'Time', cell: (g) => (g.checkedInAt ? formatDateTime(g.checkedInAt) : '—') },
        {
          key: 'mark',
          header: '',
          srHeader: 'Mark Present',
          cell: (g) =>
            g.checkedIn ? null : (
              <Button
                size="sm"
                variant="secondary"
                disabled={checkIn.isPending}
                onClick={() => present(g)}
                aria-label={`Mark Present: ${g.name}`}
              >
                Mark Present
              </Button>
            ),
        },
      ]}
    />
  );
}
