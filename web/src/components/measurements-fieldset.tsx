// One person's measurements as typed: unit, bust, waist and hips (required), shoulder, sleeve, length and height
// (optional) and notes for the tailor. Inputs take digits and one decimal point (docs/product.md#checkout). Checkout
// shows one per made-to-order piece; My Account edits a measurement profile with it.
import './measurements-fieldset.css';
import {
  MEASUREMENT_LABELS,
  MEASUREMENT_UNIT_LABELS,
  OPTIONAL_MEASUREMENTS,
  REQUIRED_MEASUREMENTS,
  measurementRange,
  sanitiseDecimalInput,
  type MeasurementField,
} from '@aso/domain/catalogue/measurements';
import type { Measurements } from '@aso/domain/catalogue/schemas/measurements';
import { MEASUREMENT_UNITS, type MeasurementUnit } from '@aso/domain/shared/vocab';
import { SelectField, TextAreaField, TextField } from './field';

type MeasurementKey = (typeof REQUIRED_MEASUREMENTS)[number] | (typeof OPTIONAL_MEASUREMENTS)[number];

/** What the measurement inputs hold: text as typed (digits and one point). */
export type MeasurementsDraft = { unit: MeasurementUnit; notes: string } & Record<MeasurementKey, string>;

const text = (n: number | null | undefined): string => (typeof n === 'number' && Number.isFinite(n) ? String(n) : '');

/** A saved set as the inputs show it; null gives empty inputs (new measurements start empty). */
export function measurementsDraft(saved: Measurements | null): MeasurementsDraft {
  return {
    unit: saved?.unit ?? 'in',
    bust: text(saved?.bust),
    waist: text(saved?.waist),
    hips: text(saved?.hips),
    shoulder: text(saved?.shoulder),
    sleeve: text(saved?.sleeve),
    length: text(saved?.length),
    height: text(saved?.height),
    notes: saved?.notes ?? '',
  };
}

/** Required fields left empty stay missing (→ 'Enter the bust as a number.'); empty optional ones are null. */
export function measurementsValue(draft: MeasurementsDraft): Record<string, unknown> {
  const value: Record<string, unknown> = { unit: draft.unit, notes: draft.notes.trim() === '' ? null : draft.notes };
  for (const key of REQUIRED_MEASUREMENTS) if (draft[key].trim() !== '') value[key] = Number(draft[key]);
  for (const key of OPTIONAL_MEASUREMENTS) value[key] = draft[key].trim() === '' ? null : Number(draft[key]);
  return value;
}

export interface MeasurementsFieldsetProps {
  readonly legend: string;
  readonly draft: MeasurementsDraft;
  /** What was said about a field ('bust', 'unit', 'notes'), or about the whole set (''). */
  readonly errorOf: (field: string) => string | undefined;
  readonly disabled: boolean;
  readonly onChange: (next: MeasurementsDraft) => void;
  /** The page's box around it (checkout's section). */
  readonly className?: string;
}

export function MeasurementsFieldset({
  legend,
  draft,
  errorOf,
  disabled,
  onChange,
  className,
}: MeasurementsFieldsetProps) {
  const unitLabel = draft.unit === 'in' ? 'in' : 'cm';
  const input = (field: MeasurementField, required: boolean) => {
    const { min, max } = measurementRange(field, draft.unit);
    return (
      <TextField
        key={field}
        label={`${MEASUREMENT_LABELS[field]} (${unitLabel})${required ? '' : ' — optional'}`}
        inputMode="decimal"
        placeholder={`${min}–${max}`}
        value={draft[field]}
        error={errorOf(field)}
        onChange={(e) => onChange({ ...draft, [field]: sanitiseDecimalInput(e.target.value) })}
      />
    );
  };
  return (
    <fieldset className={['measurements-fieldset', className].filter(Boolean).join(' ')} disabled={disabled}>
      <legend>{legend}</legend>
      {errorOf('') ? <p className="field__error">{errorOf('')}</p> : null}
      <SelectField
        label="Unit"
        value={draft.unit}
        error={errorOf('unit')}
        onChange={(e) => onChange({ ...draft, unit: e.target.value as MeasurementUnit })}
      >
        {MEASUREMENT_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {MEASUREMENT_UNIT_LABELS[unit]}
          </option>
        ))}
      </SelectField>
      <div className="measurements-fieldset__grid">
        {REQUIRED_MEASUREMENTS.map((f) => input(f, true))}
        {OPTIONAL_MEASUREMENTS.map((f) => input(f, false))}
      </div>
      <TextAreaField
        label="Notes for the tailor — optional"
        rows={2}
        value={draft.notes}
        error={errorOf('notes')}
        onChange={(e) => onChange({ ...draft, notes: e.target.value })}
      />
    </fieldset>
  );
}
