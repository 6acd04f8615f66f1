// Measurements for one wearer: pick one of the customer's profiles, or type a new set (unit, bust, waist, hips,
// notes) and optionally keep it as a named profile. Used by checkout's MTO pieces and the aso-ebi join form.
import {
  MEASUREMENT_LABELS,
  MEASUREMENT_UNIT_LABELS,
  REQUIRED_MEASUREMENTS,
  sanitiseDecimalInput,
} from '@aso/domain/catalogue/measurements';
import type { Measurements } from '@aso/domain/catalogue/schemas/measurements';
import { MEASUREMENT_UNITS, type MeasurementUnit } from '@aso/domain/shared/vocab';
import { profileLabel, profileTakenWords, type SavedProfile } from '../lib/measurement-profiles';
import { SelectField, TextField } from './field';

export interface TypedMeasurements {
  readonly unit: MeasurementUnit;
  readonly bust: string;
  readonly waist: string;
  readonly hips: string;
  readonly notes: string;
}

export const EMPTY_TYPED: TypedMeasurements = { unit: 'in', bust: '', waist: '', hips: '', notes: '' };

/** The typed set as the schema's shape; null while a required value is missing. */
export function typedToMeasurements(t: TypedMeasurements): Measurements | null {
  const n = (v: string) => (v.trim() === '' ? null : Number(v));
  const bust = n(t.bust);
  const waist = n(t.waist);
  const hips = n(t.hips);
  if (bust === null || waist === null || hips === null) return null;
  return {
    unit: t.unit,
    bust,
    waist,
    hips,
    shoulder: null,
    sleeve: null,
    length: null,
    height: null,
    notes: t.notes.trim() || null,
  };
}

export interface MeasurementsChoice {
  /** A saved profile's id, or '' for a new set typed here. */
  readonly profileId: string;
  readonly typed: TypedMeasurements;
  /** Keep the typed set as a profile with this name ('' = do not keep). */
  readonly saveAs: string;
}

export function MeasurementsPicker({
  idPrefix,
  profiles,
  value,
  onChange,
  errors = {},
  allowNone = false,
}: {
  readonly idPrefix: string;
  readonly profiles: readonly SavedProfile[];
  readonly value: MeasurementsChoice;
  readonly onChange: (next: MeasurementsChoice) => void;
  readonly errors?: Readonly<Record<string, string>>;
  /** The join form lets a member give measurements later. */
  readonly allowNone?: boolean;
}) {
  const typing = value.profileId === '';
  const later = value.profileId === 'later';
  const chosen = profiles.find((p) => p.id === value.profileId);
  return (
    <div className="measurements-picker" data-testid={`${idPrefix}-measurements`}>
      <SelectField
        label="Measurement profile"
        value={value.profileId}
        hint={chosen ? profileTakenWords(chosen) : undefined}
        onChange={(e) => onChange({ ...value, profileId: e.target.value })}
      >
        {profiles.map((p) => (
          <option key={p.id} value={p.id}>
            {profileLabel(p, profiles)}
          </option>
        ))}
        <option value="">New measurements…</option>
        {allowNone ? <option value="later">I will add them later</option> : null}
      </SelectField>
      {typing ? (
        <>
          <SelectField
            label="Unit"
            value={value.typed.unit}
            onChange={(e) => onChange({ ...value, typed: { ...value.typed, unit: e.target.value as MeasurementUnit } })}
          >
            {MEASUREMENT_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {MEASUREMENT_UNIT_LABELS[unit]}
              </option>
            ))}
          </SelectField>
          {REQUIRED_MEASUREMENTS.map((field) => (
            <TextField
              key={field}
              label={MEASUREMENT_LABELS[field]}
              inputMode="decimal"
              value={value.typed[field]}
              error={errors[field]}
              onChange={(e) =>
                onChange({ ...value, typed: { ...value.typed, [field]: sanitiseDecimalInput(e.target.value) } })
              }
            />
          ))}
          <TextField
            label="Notes for the tailor — optional"
            value={value.typed.notes}
            onChange={(e) => onChange({ ...value, typed: { ...value.typed, notes: e.target.value } })}
          />
          <TextField
            label="Save as a profile named — optional"
            placeholder="Me, Mum, Tolu…"
            value={value.saveAs}
            onChange={(e) => onChange({ ...value, saveAs: e.target.value })}
          />
        </>
      ) : null}
      {later ? <p className="muted">You can add them from this page before paying.</p> : null}
    </div>
  );
}
