// Events (QR check-in), docs/product.md#events: pick an event, check guests in by camera or typed code, watch the
// shared scan log, manage the guest list (import, Mark Present, export attendees), create and edit events, and open the
// shop in Event Mode for the event.
import './events.css';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { attendeesCsv } from '@aso/domain/shared/csv';
import { checkedInCount } from '@aso/domain/events/events';
import { lagosDayKey } from '@aso/domain/shared/lagos-time';
import { eventsLoadFailed } from '@aso/domain/events/messages';
import { Button } from '../../components/button';
import { SelectField } from '../../components/field';
import { ErrorState, LoadingState } from '../../components/states';
import { paths } from '../../config/paths';
import { eventModeState } from '../../lib/event-mode';
import { formatDate, formatDateTime } from '../../lib/format';
import { PageHeader, csvFileName, downloadCsv, reasonOf } from '../../components/admin-shell';
import { useEvents, type AdminEvent } from './api/get-events';
import { useGuests } from './api/guests';
import { CheckInPanel } from './components/check-in-panel';
import { EventForm } from './components/event-form';
import { GuestImport } from './components/guest-import';
import { GuestTable } from './components/guest-table';
import { ScanLog } from './components/scan-log';

/** The event in the URL, else the active one happening nearest to now, else the newest. */
function defaultEvent(events: readonly AdminEvent[]): AdminEvent | undefined {
  const active = events.filter((e) => e.active);
  const now = Date.now();
  const nearest = [...active].sort(
    (a, b) => Math.abs((a.date?.getTime() ?? 0) - now) - Math.abs((b.date?.getTime() ?? 0) - now),
  )[0];
  return nearest ?? events[0];
}

function EventsScreen() {
  const [params, setParams] = useSearchParams();
  const events = useEvents();
  const [editing, setEditing] = useState<AdminEvent | 'new' | null>(null);
  const list = events.isError ? [] : (events.data ?? []);
  const chosen = list.find((e) => e.id === params.get('event')) ?? defaultEvent(list);
  const choose = (id: string) =>
    setParams((prev) => new URLSearchParams({ ...Object.fromEntries(prev), event: id }), { replace: true });

  return (
    <>
      <PageHeader
        title="Events"
        description="QR check-in for pop-ups and shows."
        actions={
          <>
            <Button variant="secondary" onClick={() => setEditing('new')}>
              New event
            </Button>
            {chosen ? (
              <Button variant="secondary" onClick={() => setEditing(chosen)}>
                Edit event
              </Button>
            ) : null}
          </>
        }
      />
      {events.isError ? (
        <ErrorState message={eventsLoadFailed(reasonOf(events.error))} onRetry={() => void events.refetch()} />
      ) : null}
      {events.isPending ? (
        <LoadingState label="Loading events…" />
      ) : (
        <div className="stack">
          <div className="admin-panel ev-picker">
            <SelectField
              label="Event"
              value={chosen?.id ?? ''}
              disabled={list.length === 0}
              onChange={(e) => choose(e.target.value)}
            >
              {list.length === 0 ? <option value="">No events yet</option> : null}
              {list.map((e) => (
                <option key={e.id} value={e.id}>{`${e.name} — ${formatDate(e.date, 'date to be set')}`}</option>
              ))}
            </SelectField>
            {chosen ? <EventSummary event={chosen} /> : null}
          </div>
          {chosen ? <EventWorkspace key={chosen.id} event={chosen} /> : <CheckInPanel eventId={null} />}
        </div>
      )}
      {editing ? (
        <EventForm
          event={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(id) => {
            setEditing(null);
            choose(id);
          }}
        />
      ) : null}
    </>
  );
}

function EventSummary({ event }: { readonly event: AdminEvent }) {
  const navigate = useNavigate();
  return (
    <div className="ev-summary">
      <p className="muted">
        {event.venue || 'Venue to be set'} · {formatDateTime(event.date)} · {event.active ? 'Active' : 'Inactive'}
      </p>
      <Button
        variant="accent"
        size="sm"
        onClick={() =>
          void navigate(paths.shop.getHref(), { state: eventModeState({ eventId: event.id, eventName: event.name }) })
        }
      >
        Open shop in Event Mode
      </Button>
    </div>
  );
}

function EventWorkspace({ event }: { readonly event: AdminEvent }) {
  const guests = useGuests(event.id);
  const inCount = guests.data ? checkedInCount(guests.data) : null;
  const exportAttendees = () => {
    if (!guests.data) return;
    downloadCsv(csvFileName(`attendees-${event.name}`, lagosDayKey(new Date())), attendeesCsv(guests.data));
  };
  return (
    <>
      <div className="admin-split ev-columns">
        <CheckInPanel eventId={event.id} />
        <ScanLog eventId={event.id} />
      </div>
      <section className="stack ev-guests" aria-labelledby="ev-guests-title">
        <div className="ev-guests__header">
          <h2 id="ev-guests-title" className="admin-panel__title">
            Guests
          </h2>
          <p className="ev-count" aria-live="polite">
            {inCount === null || !guests.data ? '…' : `${inCount} of ${guests.data.length} checked in`}
          </p>
          <div className="row">
            <Button
              variant="secondary"
              size="sm"
              disabled={!guests.data || guests.data.length === 0}
              onClick={exportAttendees}
            >
              Export Attendees CSV
            </Button>
          </div>
        </div>
        <GuestImport eventId={event.id} guests={guests.data} />
        <GuestTable eventId={event.id} />
      </section>
    </>
  );
}

export { EventsScreen as Component };
