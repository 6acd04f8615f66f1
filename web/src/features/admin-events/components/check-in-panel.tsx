// Check-in: camera start/stop (rear camera) and a field to paste or type a code. An empty code or no event is
// ignored; the answer is 'Check-in successful.', 'Already checked in.', 'Guest not found for this QR.' or
// 'Check-in failed: {detail}'.
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { checkInFailed } from '@aso/domain/events/messages';
import { normaliseQrCode } from '@aso/domain/events/events';
import { checkInGuestInput } from '@aso/domain/events/schemas/events';
import { maxLengthOf } from '@aso/domain/shared/schemas/limits';
import type { ScanOutcome } from '@aso/domain/shared/vocab';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { LoadingState } from '../../../components/states';
import { ErrorNotice } from '../../../components/error-notice';
import { reasonOf } from '../../../components/admin-shell';
import { useCheckIn } from '../api/check-in';
import { cameraWords } from './camera-words';
import { OutcomeBadge } from './outcome-badge';

const CameraScanner = lazy(() => import('./camera-scanner'));

interface Answer {
  readonly outcome: ScanOutcome;
  readonly message: string;
  readonly guestName: string | null;
}

export function CheckInPanel({ eventId }: { readonly eventId: string | null }) {
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const checkIn = useCheckIn();

  const submitCode = (raw: string) => {
    const value = normaliseQrCode(raw);
    if (!eventId || value === '' || checkIn.isPending) return;
    // A new attempt clears the last answer and any camera failure, so no stale message sits beside the new one.
    setAnswer(null);
    setCameraError(null);
    checkIn.mutate(
      { eventId, code: value },
      {
        onSuccess: (r) => {
          setAnswer({ outcome: r.outcome, message: r.message, guestName: r.guestName });
          setCode('');
        },
        onError: (error) => setAnswer({ outcome: 'error', message: checkInFailed(reasonOf(error)), guestName: null }),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitCode(code);
  };

  return (
    <section className="admin-panel stack" aria-labelledby="ev-checkin-title">
      <h2 id="ev-checkin-title" className="admin-panel__title">
        Check in
      </h2>
      <div className="row">
        <Button
          variant={camera ? 'secondary' : 'primary'}
          disabled={!eventId}
          onClick={() => {
            setCameraError(null);
            setCamera((on) => !on);
          }}
        >
          {camera ? 'Stop camera' : 'Start camera'}
        </Button>
      </div>
      <ErrorNotice message={cameraError} />
      {camera && eventId ? (
        <Suspense fallback={<LoadingState label="Starting the camera…" />}>
          <CameraScanner
            onCode={submitCode}
            onError={(error) => {
              setCameraError(cameraWords(error.kind));
              setCamera(false);
            }}
          />
        </Suspense>
      ) : null}
      <form className="row ev-code-form" onSubmit={submit} noValidate>
        <TextField
          label="QR code"
          placeholder="Paste or type a code"
          autoComplete="off"
          spellCheck={false}
          value={code}
          maxLength={maxLengthOf(checkInGuestInput.shape.code)}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" loading={checkIn.isPending} disabled={!eventId}>
          Check-in
        </Button>
      </form>
      <div aria-live="polite" role="status" className="ev-answer">
        {answer ? (
          <p
            className={`notice ${answer.outcome === 'checked_in' ? '' : answer.outcome === 'duplicate' ? 'notice--warn' : 'notice--error'}`}
          >
            <OutcomeBadge outcome={answer.outcome} /> {answer.message}
            {answer.guestName ? (
              <>
                {' '}
                — <strong>{answer.guestName}</strong>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}
