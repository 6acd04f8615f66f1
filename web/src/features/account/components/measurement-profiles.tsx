// My Account's measurement profiles (docs/product.md#measurement-profiles): every named set ("Me", "Mum", "Tolu")
// with the day it was taken, its values and the tailor's notes; add one, edit one (its name, date and values) or
// delete one. Orders keep the copy they were made with, so nothing here changes an order.
import '../account.css';
import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { lagosDayKey } from '@aso/domain/shared/lagos-time';
import { MEASUREMENT_FIELDS, MEASUREMENT_LABELS } from '@aso/domain/catalogue/measurements';
import { profileDateProblem, profileNameProblem } from '@aso/domain/catalogue/measurement-profiles';
import { measurementProfileInput } from '@aso/domain/catalogue/schemas/measurement-profiles';
import { maxLengthOf } from '@aso/domain/shared/schemas/limits';
import { checkInput } from '@aso/domain/shared/validate';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import {
  MeasurementsFieldset,
  measurementsDraft,
  measurementsValue,
  type MeasurementsDraft,
} from '../../../components/measurements-fieldset';
import { Modal } from '../../../components/modal';
import { ErrorState, LoadingState } from '../../../components/states';
import { formatDayKey } from '../../../lib/format';
import {
  deleteMeasurementProfile,
  saveNewProfile,
  updateMeasurementProfile,
  useProfiles,
  useRefreshProfiles,
  type SavedProfile,
} from '../../../lib/measurement-profiles';
import { useToast } from '../../../lib/toast';

/** 'Bust 36 · Waist 29 · Hips 40 · Sleeve 23 in': the values given, in the domain's order. */
function valuesText(p: SavedProfile): string {
  const given = MEASUREMENT_FIELDS.flatMap((f) => {
    const v = p.measurements[f];
    return v === null ? [] : [`${MEASUREMENT_LABELS[f]} ${v}`];
  });
  return `${given.join(' · ')} ${p.measurements.unit}`;
}

export function MeasurementProfiles({ uid }: { readonly uid: string }) {
  const profiles = useProfiles(uid);
  const refresh = useRefreshProfiles(uid);
  const toast = useToast();
  // The profile being edited, 'new' for one being added, null for none.
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedProfile | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = (profile: SavedProfile) => {
    setBusy(true);
    deleteMeasurementProfile(uid, profile.id)
      .then(async () => {
        await refresh();
        toast(`Deleted the profile “${profile.name}”.`, { tone: 'success' });
        setDeleting(null);
      })
      .catch(() => toast('Could not delete the profile. Please try again.', { tone: 'error' }))
      .finally(() => setBusy(false));
  };

  return (
    <section className="measurement-profiles" aria-labelledby="measurement-profiles-title">
      <h2 id="measurement-profiles-title">Measurement profiles</h2>
      <p className="muted">
        Named sets for you and the people you order for. Checkout and aso-ebi groups offer them; an order keeps the
        measurements it was made with.
      </p>
      {profiles.isPending ? <LoadingState label="Loading measurements…" /> : null}
      {profiles.isError ? (
        <ErrorState message="Couldn’t load your measurements." onRetry={() => void profiles.refetch()} />
      ) : null}
      {profiles.data ? (
        <ul className="measurement-profiles__list" role="list">
          {profiles.data.map((p) => (
            <li key={p.id} className="measurement-profiles__item">
              {editing === p.id ? (
                <ProfileEditor uid={uid} profile={p} others={profiles.data ?? []} onDone={() => setEditing(null)} />
              ) : (
                <article aria-labelledby={`profile-${p.id}`}>
                  <h3 id={`profile-${p.id}`}>{p.name}</h3>
                  <p className="muted">Taken {formatDayKey(p.takenOn)}</p>
                  <p>{valuesText(p)}</p>
                  {p.measurements.notes ? <p>Notes: {p.measurements.notes}</p> : null}
                  <div className="measurement-profiles__actions">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setEditing(p.id)}
                      aria-label={`Edit ${p.name}`}
                    >
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(p)} aria-label={`Delete ${p.name}`}>
                      Delete
                    </Button>
                  </div>
                </article>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {profiles.data?.length === 0 && editing !== 'new' ? (
        <p>No measurement profiles yet: add one here, or save the set you type at checkout.</p>
      ) : null}
      {editing === 'new' ? (
        <ProfileEditor uid={uid} profile={null} others={profiles.data ?? []} onDone={() => setEditing(null)} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')} disabled={!profiles.data}>
          Add a profile
        </Button>
      )}
      <Modal
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”, taken ${deleting ? formatDayKey(deleting.takenOn) : ''}?`}
        size="sm"
        onClose={() => (busy ? undefined : setDeleting(null))}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={busy}>
              Keep it
            </Button>
            <Button variant="danger" loading={busy} onClick={() => deleting && remove(deleting)}>
              Delete
            </Button>
          </>
        }
      >
        <p>Orders already placed keep the measurements they were made with.</p>
      </Modal>
    </section>
  );
}

/** Add or edit one profile: name, the day taken, the measurements. */
function ProfileEditor({
  uid,
  profile,
  others,
  onDone,
}: {
  readonly uid: string;
  readonly profile: SavedProfile | null;
  /** The customer's profiles, so a second one of the same name is refused beside the name. */
  readonly others: readonly SavedProfile[];
  readonly onDone: () => void;
}) {
  const refresh = useRefreshProfiles(uid);
  const toast = useToast();
  const today = lagosDayKey(new Date());
  const [name, setName] = useState(profile?.name ?? '');
  const [takenOn, setTakenOn] = useState(profile?.takenOn ?? today);
  const [draft, setDraft] = useState<MeasurementsDraft>(() => measurementsDraft(profile?.measurements ?? null));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkInput(measurementProfileInput, { name, takenOn, measurements: measurementsValue(draft) });
    const dateProblem = profileDateProblem(takenOn, today);
    const nameProblem = profileNameProblem(name, others, profile?.id ?? null);
    const problems = {
      ...(checked.ok ? {} : checked.error.fields),
      ...(nameProblem ? { name: nameProblem } : {}),
      ...(dateProblem ? { takenOn: dateProblem } : {}),
    };
    setErrors(problems);
    if (!checked.ok || dateProblem || nameProblem) return;
    setBusy(true);
    const { data } = checked;
    (profile
      ? updateMeasurementProfile(uid, profile.id, data)
      : saveNewProfile(uid, data.name, data.measurements, data.takenOn)
    )
      .then(async () => {
        await refresh();
        toast(`Saved the profile “${data.name}”.`, { tone: 'success' });
        onDone();
      })
      .catch(() => toast('Could not save the profile. Please try again.', { tone: 'error' }))
      .finally(() => setBusy(false));
  };

  return (
    <form
      className="form measurement-profiles__editor"
      onSubmit={submit}
      noValidate
      aria-label={profile ? `Edit ${profile.name}` : 'New measurement profile'}
    >
      <TextField
        label="Profile name"
        placeholder="Me, Mum, Tolu…"
        maxLength={maxLengthOf(measurementProfileInput.shape.name)}
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label="Taken on"
        type="date"
        max={today}
        value={takenOn}
        error={errors.takenOn}
        onChange={(e) => setTakenOn(e.target.value)}
      />
      <MeasurementsFieldset
        legend="Measurements"
        draft={draft}
        errorOf={(field) => errors[field ? `measurements.${field}` : 'measurements']}
        disabled={busy}
        onChange={setDraft}
      />
      <div className="form__actions">
        <Button type="submit" loading={busy}>
          Save profile
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
