// The quick recommender (docs/product.md#size-guide): inches or centimetres, digits and one decimal point, and the
// domain's three outcomes plus its two input errors.
import { useState, type FormEvent } from 'react';
import { sanitiseDecimalInput } from '@aso/domain/measurements';
import { recommendSize, type SizeRecommendation } from '@aso/domain/sizeGuide';
import type { MeasurementUnit } from '@aso/domain/vocab';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';

const FIELDS = [
  { key: 'bust', label: 'Bust' },
  { key: 'waist', label: 'Waist' },
  { key: 'hips', label: 'Hips' },
] as const;

type Key = (typeof FIELDS)[number]['key'];

export function SizeRecommender() {
  const [unit, setUnit] = useState<MeasurementUnit>('in');
  const [values, setValues] = useState<Record<Key, string>>({ bust: '', waist: '', hips: '' });
  const [result, setResult] = useState<SizeRecommendation | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(recommendSize({ unit, ...values }));
  };

  return (
    <form className="card recommender" onSubmit={submit} aria-labelledby="recommender-title" noValidate>
      <h2 id="recommender-title">Quick size recommender</h2>
      <fieldset className="unit-toggle">
        <legend>Unit</legend>
        <label>
          <input type="radio" name="unit" value="in" checked={unit === 'in'} onChange={() => setUnit('in')} /> Inches
        </label>
        <label>
          <input type="radio" name="unit" value="cm" checked={unit === 'cm'} onChange={() => setUnit('cm')} />{' '}
          Centimetres
        </label>
      </fieldset>
      <div className="recommender__fields">
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={`${f.label} (${unit})`}
            name={f.key}
            inputMode="decimal"
            autoComplete="off"
            value={values[f.key]}
            onChange={(e) => setValues((v) => ({ ...v, [f.key]: sanitiseDecimalInput(e.target.value) }))}
          />
        ))}
      </div>
      <Button type="submit">Recommend my size</Button>
      <div aria-live="polite" className="recommender__result">
        {result?.ok ? (
          <>
            <p className="recommender__size">
              Recommended size: <strong>{result.size}</strong>
            </p>
            <p>{result.message}</p>
          </>
        ) : null}
        {result && !result.ok ? (
          <p className="field__error" role="alert">
            {result.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
