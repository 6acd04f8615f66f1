// Measurements for one made-to-order piece (prefilled from the customer's saved ones). Inputs take digits and
// one decimal point (docs/product.md#checkout); bust, waist and hips are required.
import {
  MEASUREMENT_LABELS,
  REQUIRED_MEASUREMENTS,
  measurementRange,
  sanitiseDecimalInput,
  type MeasurementField,
} from '@aso/domain/measurements';
import type { FieldErrors } from '@aso/domain/errors';
import type { MeasurementUnit } from '@aso/domain/vocab';
import { SelectField, TextAreaField, TextField } from '../../../components/field';
import { OPTIONAL_MEASUREMENTS, type MeasurementsDraft } from '../model';

export interface MeasurementsFieldsetProps {
  readonly productId: string;
  readonly productName: string;
  readonly draft: MeasurementsDraft;
  readonly errors: FieldErrors;
  readonly disabled: boolean;
  readonly onChange: (next: MeasurementsDraft) => void;
}

export function MeasurementsFieldset({
  productId,
  productName,
  draft,
  errors,
  disabled,
  onChange,
}: MeasurementsFieldsetProps) {
  const error = (field: string) => errors[`measurements.${productId}.${field}`];
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
        error={error(field)}
        onChange={(e) => onChange({ ...draft, [field]: sanitiseDecimalInput(e.target.value) })}
      />
    );
  };
  return (
    <fieldset className="checkout__section checkout__measurements" disabled={disabled}>
      <legend>Measurements for {productName}</legend>
      {errors[`measurements.${productId}`] ? (
        <p className="field__error">{errors[`measurements.${productId}`]}</p>
      ) : null}
      <SelectField
        label="Unit"
        value={draft.unit}
        error={error('unit')}
        onChange={(e) => onChange({ ...draft, unit: e.target.value as MeasurementUnit })}
      >
        <option value="in">Inches</option>
        <option value="cm">Centimetres</option>
      </SelectField>
      <div className="checkout__measure-grid">
        {REQUIRED_MEASUREMENTS.map((f) => input(f, true))}
        {OPTIONAL_MEASUREMENTS.map((f) => input(f, false))}
      </div>
      <TextAreaField
        label="Notes for the tailor — optional"
        rows={2}
        value={draft.notes}
        error={error('notes')}
        onChange={(e) => onChange({ ...draft, notes: e.target.value })}
      />
    </fieldset>
  );
}
