import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { eventModeBanner } from '@aso/domain/shared/messages';
import { eventModeFromState, readEventMode, saveEventMode, type EventMode } from '../../lib/event-mode';

/** 'Event Mode active for …' above the page when navigation state carries an event (kept for this tab). */
export function EventBanner() {
  const location = useLocation();
  const [stored, setStored] = useState<EventMode | null>(readEventMode);
  const [exitedAt, setExitedAt] = useState<string | null>(null);
  const fromState = exitedAt === location.key ? null : eventModeFromState(location.state);
  // Remember an event carried by navigation, so the banner stays on the next pages too.
  if (fromState && (fromState.eventId !== stored?.eventId || fromState.eventName !== stored.eventName))
    setStored(fromState);
  const mode = fromState ?? stored;

  useEffect(() => {
    saveEventMode(stored);
  }, [stored]);

  if (!mode) return null;
  return (
    <div className="event-banner" role="status">
      <div className="container event-banner__inner">
        <p>{eventModeBanner(mode.eventName)}</p>
        <button
          type="button"
          className="btn btn--sm btn--secondary event-banner__exit"
          onClick={() => {
            setStored(null);
            setExitedAt(location.key);
          }}
        >
          Exit event mode
        </button>
      </div>
    </div>
  );
}
