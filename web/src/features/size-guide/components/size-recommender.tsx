// The quick recommender (docs/product.md#size-guide): inches or centimetres, digits and one decimal point, and the
// domain's three outcomes plus its input errors (a measurement outside the chart offers made-to-order instead). Come
// from a product, it leads back to that product in the recommended size.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { sanitiseDecimalInput } from '@aso/domain/catalogue/measurements';
import { recommendSize, type SizeRecommendation } from '@aso/domain/catalogue/size-guide';
import type { MeasurementUnit } from '@aso/domain/shared/vocab';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { WhatsAppLink } from '../../../components/whatsapp-link';
import { paths } from '../../../config/paths';

const FIELDS = [
  { key: 'bust', label: 'Bust' },
  { key: 'waist', label: 'Waist' },
  { key: 'hips', label: 'Hips' },
] as const;

type Key = (typeof FIELDS)[number]['key'];

export interface SizeRecommenderProps {
  /** The product the shopper came from: the result links back to it in the recommended size. */
  readonly backTo?: { readonly key: string; readonly name: string; readonly sized: boolean } | null;
}

export function SizeRecommender({ backTo = null }: SizeRecommenderProps) {
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
            {backTo ? (
              <p>
                <Link
                  className="btn btn--primary btn--md"
                  to={paths.product.getHref(backTo.key, backTo.sized ? result.size : null)}
                >
                  Back to {backTo.name}
                  {backTo.sized ? ` in size ${result.size}` : ''}
                </Link>
              </p>
            ) : null}
          </>
        ) : null}
        {result && !result.ok ? (
          <p className="field__error" role="alert">
            {result.message}
          </p>
        ) : null}
        {result && !result.ok && result.outsideChart ? (
          <p className="recommender__next">
            <Link to={paths.shop.getHref({ type: 'MTO' })}>Shop made-to-order pieces</Link>
            <WhatsAppLink topic="my size">Ask us about your size on WhatsApp</WhatsAppLink>
          </p>
        ) : null}
      </div>
    </form>
  );
}
