// Form fields with a visible label, an optional hint and an error that screen readers hear with the input.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

export interface FieldProps {
  readonly label: ReactNode;
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly className?: string;
  readonly children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What every labelled control takes besides its own element's attributes. */
type LabelledProps = Pick<FieldProps, 'label' | 'error' | 'hint'>;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & LabelledProps;

export function TextField({ label, error, hint, className, ...input }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input className="input" {...input} {...control} />}
    </Field>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  LabelledProps & { readonly children: ReactNode };

export function SelectField({ label, error, hint, className, children, ...select }: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select className="input select" {...select} {...control}>
          {children}
        </select>
      )}
    </Field>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & LabelledProps;

export function TextAreaField({ label, error, hint, className, ...area }: TextAreaProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea className="input textarea" {...area} {...control} />}
    </Field>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & Omit<LabelledProps, 'error'>;

export function CheckboxField({ label, hint, className, ...input }: CheckboxProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={['field', 'field--check', className].filter(Boolean).join(' ')}>
      <input type="checkbox" className="checkbox" id={id} aria-describedby={hintId} {...input} />
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
